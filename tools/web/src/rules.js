// SPDX-License-Identifier: MIT
// The short rules line under the status: the game and rule in play, in
// one or two sentences (the full rules: the page's "How to play").
import { GAME_CLASSIC, GAME_DESIGN, GAME_ACTION, GAME_VERSUS, GRID_SIZE } from './status.js';

const RULES = [
  'Lights Out: a press flips its cell and the four next to it; turn every light off.',
  'Lights On: a press flips its cell and the four next to it; turn every light on.',
  'Three-state: a press steps its cell and the four next to it (off, dim, bright, off); turn all off.',
  'Merlin (3x3): a corner flips its 2x2 block, a side\'s middle that side, the centre its plus; ' +
    'light the ring, centre dark.',
];

export function ruleLine(status) {
  const s = status.s;
  if (s.phase === 'boot') return '';
  if (s.game === GAME_ACTION) return 'Action: cells get pressed for you, faster and faster; keep fewer than 18 lit.';
  const rule = RULES[s.game === GAME_CLASSIC ? s.rule & 1 : s.rule] || '';
  if (s.game === GAME_VERSUS) {
    return 'Versus: one player solves the deal, then the other the same board; fewer presses win the round ' +
      '(then the faster), three rounds the match.';
  }
  const g = status.gridInPlay(), n = GRID_SIZE[g];
  const grid = n < 5 ? ` Only the top-left ${n}x${n} cells are in play.` : '';
  const wrap = g.endsWith('w') ? ' Edges wrap round to the far side.' : '';
  const design = s.game === GAME_DESIGN ? 'Design: draw a board, START plays it. ' : '';
  return `${design}${rule}${grid}${wrap}`;
}
