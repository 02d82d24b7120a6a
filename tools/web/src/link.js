// SPDX-License-Identifier: MIT
// Shareable puzzles: a link hash such as #board=0d39c40 (and &rule=on,
// &grid=4w, &bright=... for three-state) is played through Design mode by
// pressing the firmware's own keys, so the firmware checks the board and
// computes its par. The words are those of the serial log (README) and of
// lo's --rule. A hash is refused before any key when it cannot be a board.
import { GRID_COLS, GRID_SIZE, GAME_DESIGN, RULE_THREE, RULE_MERLIN, gridCells } from './status.js';

const RULES = ['off', 'on', 'three', 'merlin'];
const MERLIN_RING = 0x1CA7;   // the ring of eight, the centre dark
const gridName = (g) => `${GRID_SIZE[g]}x${GRID_SIZE[g]}${g.endsWith('w') ? ' wrap' : ''}`;

// '#board=...&rule=...' -> { board, bright, rule, grid }; throws an Error
// saying what is wrong.
export function parseLink(hash) {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const known = ['board', 'bright', 'rule', 'grid'];
  for (const k of p.keys()) if (!known.includes(k)) throw new Error(`unknown word '${k}' in the link`);
  const hex = (k) => {
    const v = p.get(k);
    if (!/^(0x)?[0-9a-fA-F]{1,7}$/.test(v)) throw new Error(`${k} '${v}' is not a board (up to 7 hex digits)`);
    return parseInt(v.replace(/^0x/, ''), 16);
  };
  const rule = RULES.indexOf(p.get('rule') || 'off');
  if (rule < 0) throw new Error(`rule '${p.get('rule')}' is not one of ${RULES.join(', ')}`);
  const grid = p.get('grid') || (rule === RULE_MERLIN ? '3' : '5');   // Merlin is 3x3
  if (!(grid in GRID_SIZE)) throw new Error(`grid '${grid}' is not one of 3, 4, 5, 4w, 5w`);
  if (rule === RULE_MERLIN && grid !== '3') throw new Error('rule=merlin needs grid=3 (the Magic Square is 3x3)');
  const board = hex('board'), bright = p.has('bright') ? hex('bright') : 0;
  if (bright && rule !== RULE_THREE) throw new Error('bright cells need rule=three');
  const inside = gridCells(GRID_SIZE[grid]);
  if ((board | bright) & ~inside) throw new Error(`the board has cells outside the ${gridName(grid)} grid`);
  if (board & bright) throw new Error('a cell cannot be dim and bright at once');
  const target = rule === 1 ? inside : rule === RULE_MERLIN ? MERLIN_RING : 0;
  if (board === target && !bright) throw new Error('that board is already solved');
  return { board, bright, rule, grid };
}

const letter = (i) => 'abcdefghijklmnopqrstuvwxy'[i];

// A player script (tools/web/src/script.js words) that enters the link's
// board in Design mode from a fresh power-on, game being the game the
// boot's settings line named; ends with START pressed.
export function linkScript(link, game) {
  const words = ['1500', 'undo', 'mode'];   // boot; skip the intro; the menu
  if (game === GAME_DESIGN) words.push('a', 'mode', '300', 'undo', 'mode');   // leave Design so it starts dark
  words.push('c', letter(10 + GRID_COLS[link.grid]), letter(5 + link.rule), 'mode', '300');   // grid first: Merlin fixes it
  for (let i = 0; i < 25; i++) {
    if ((link.board >>> i) & 1) words.push(letter(i));             // off -> lit (three-state: dim)
    if ((link.bright >>> i) & 1) words.push(letter(i), letter(i)); // off -> dim -> bright
  }
  words.push('start', '400');
  return words.join(' ');
}

// The firmware's verdict from the log lines written while the script ran:
// { par } when it plays the board, else { error }.
export function linkVerdict(link, log, boardName) {
  const lines = log.split('\n');
  const settings = lines.filter((l) => l.startsWith('settings ')).pop() || '';
  const w = settings.split(' ');
  if (w[2] !== String(GAME_DESIGN) || w[4] !== String(link.rule) || w[6] !== link.grid) {
    const what = link.rule === RULE_THREE ? 'three-state' : link.rule === RULE_MERLIN ? 'Merlin' : 'the wrap grids';
    return { error: `the ${boardName} firmware leaves out ${what}` };
  }
  const hex = (v) => v.toString(16).padStart(7, '0');
  const want = `board ${hex(link.board)}${link.rule === RULE_THREE ? ` bright ${hex(link.bright)}` : ''} par `;
  const line = lines.find((l) => l.startsWith('puzzle level 0 ') && l.includes(want));
  if (!line) return { error: 'no presses can solve that board (the firmware refused it)' };
  return { par: Number(line.split(' ').pop()) };
}
