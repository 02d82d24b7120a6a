#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// The web player's parts under node, on the uno firmware in avr8js: taps
// in simulated time (stretched, queued, held), the status line read from
// the log, links (parsed, refused, played through Design: the par as lo
// gives it, on plain, wrap and three-state boards), the menu view and the
// brightness curve.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { check, done, machine, level } from './check.mjs';
import { KeyTimeline, runWithKeys } from '../../tools/web/src/tap.js';
import { Status } from '../../tools/web/src/status.js';
import { MenuView, menuShape } from '../../tools/web/src/view.js';
import { parseLink, linkScript, linkVerdict } from '../../tools/web/src/link.js';
import { parseScript, runSteps, watchLeds } from '../../tools/web/src/script.js';
import { lightness, glow } from '../../tools/web/src/draw.js';

const game = JSON.parse(readFileSync('build/web/game.json', 'utf8'));
const TAP = 2 * (game.stableFrames + 1) * (5 * game.tickUs) / 1000;
const lo = (...a) => execFileSync('build/host/lo', a, { encoding: 'utf8' }).trim();

// A booted uno with its log, past the intro.
function booted() {
  const s = machine('uno');
  s.log = '';
  s.m.onSerial = (c) => { s.log += String.fromCharCode(c); };
  runSteps(s.m, s.board, parseScript('1500 undo 300'));
  s.now = () => s.m.ms(s.m.cycles);
  return s;
}
const count = (log, re) => (log.match(re) || []).length;

// ---- taps --------------------------------------------------------------------
check(TAP === 20, `the tap stretch is 20 ms: twice the debounce (${game.stableFrames} frames) plus a scan`, TAP);
{
  const s = booted(), tl = new KeyTimeline(TAP), t = s.now();
  tl.down('p', 12, t);
  tl.up('p', t);                       // down and up at the same instant
  runWithKeys(s.m, s.board, tl, t + 5);
  const downEarly = s.board.down;
  runWithKeys(s.m, s.board, tl, t + TAP + 1);
  const upAfter = s.board.down;
  runWithKeys(s.m, s.board, tl, t + 300);
  check(downEarly === 1 << 12 && upAfter === 0 && count(s.log, /^move 2 2 /gm) === 1,
    'an instant tap is held 20 ms at the pins, then let go: one move', `${downEarly} ${upAfter}`);
  const u = s.now();
  for (const dt of [0, 5, 10]) { tl.down('p', 7, u + dt); tl.up('p', u + dt); }
  runWithKeys(s.m, s.board, tl, u + 400);
  check(count(s.log, /^move 1 2 /gm) === 3, 'three taps 5 ms apart queue: three moves, not one',
    count(s.log, /^move 1 2 /gm));
  const h = s.now();
  tl.down('k', 28, h);
  runWithKeys(s.m, s.board, tl, h + 2500);
  const held = s.board.down;
  tl.up('k', s.now());
  runWithKeys(s.m, s.board, tl, s.now() + 300);
  check(held === 1 << 28 && /^off /m.test(s.log), 'a hold lasts as long as it is held (START 2.5 s: power off)',
    s.log.split('\n').slice(-3).join('|'));
  const f = s.now();
  tl.down('p1', 3, f); tl.down('p2', 3, f + 30); tl.up('p1', f + 60);
  runWithKeys(s.m, s.board, tl, f + 100);
  const both = s.board.down;
  tl.up('p2', s.now());
  runWithKeys(s.m, s.board, tl, s.now() + 100);
  check(both === 1 << 3 && s.board.down === 0, 'two fingers on one key: down until the last lets go');
}

// ---- status line ---------------------------------------------------------------
{
  const st = new Status(game), l1 = level(1);
  st.feed('boot uno v1 reset power\nsettings game 0 rule 0 grid 5 sound 1\n');
  check(st.text() === 'Starting up.', 'status: starting up until the puzzle line', st.text());
  st.feed(`puzzle level 1 board ${l1.board.toString(16).padStart(7, '0')} par ${l1.par}\nmove 2 2 board 0d1a4c0 moves 1\n`);
  check(st.text() === `Classic level 1, par ${l1.par}: 1 move, no hint.`, 'status: level, par, moves, hints', st.text());
  st.feed('hint cells 0000800 hints 1\n', 1000);
  st.feed('win moves 4 par 3 hints 1\n', 73500);
  const won = st.text();
  st.feed('puzzle level 2 board 0000001 par 3\n');
  const next = st.text();
  check(won === 'Solved in 4 moves (par 3, 1 over), 1 hint, 1:13.' &&
    next === 'Classic level 2, par 3: press any key to start (not a move).',
    'status: a win\'s result with its time (alone: not the level just finished), then the next level\'s intro',
    `${won} / ${next}`);
  check(st.share() === '#board=0000001', 'share: the puzzle line\'s board', st.share());
  st.feed('move 0 0 board 0000022 moves 1\n');
  check(!st.text().startsWith('Solved') && st.share() === '#board=0000001',
    'status: the result goes at the first move; share keeps the puzzle\'s start', `${st.text()} ${st.share()}`);
  st.feed('settings game 1 rule 2 grid 4w sound 1\npuzzle level 0 board 0000030 bright 0000100 par 4\n');
  st.key();   // a key ends the intro
  check(st.text() === 'Random (4x4 wrap, three-state), par 4: 0 moves, no hint.' &&
    st.share() === '#board=0000030&bright=0000100&rule=three&grid=4w', 'status and share: Random, three-state, 4x4 wrap',
    `${st.text()} ${st.share()}`);
  st.feed('off start\n');
  check(/^Powered off/.test(st.text()), 'status: powered off', st.text());
  const kept = new Status(game);
  kept.restore(st.state());
  kept.feed('boot uno v1 reset power\nsettings game 1 rule 2 grid 4w sound 1\n');
  check(kept.text() === 'Random (4x4 wrap, three-state), par 4: 0 moves, no hint.',
    'status: a resumed game (no puzzle line) keeps what was read before', kept.text());
}

// ---- links --------------------------------------------------------------------
for (const [hash, why] of [['#board=', 'not a board'], ['#board=12345678', 'not a board'], ['#board=1&rule=x', 'rule'],
  ['#board=1&grid=6', 'grid'], ['#board=8&grid=3', 'outside the 3x3 grid'], ['#board=1&bright=2', 'rule=three'],
  ['#board=3&bright=2&rule=three', 'dim and bright'], ['#board=0', 'already solved'], ['#board=1ff&grid=3&rule=on', 'outside'],
  ['#board=1&size=3', 'unknown'], ['#board=1&rule=merlin&grid=5', 'grid=3'], ['#board=1ca7&grid=3&rule=merlin', 'already solved']]) {
  let msg = '';
  try { parseLink(hash); } catch (e) { msg = e.message; }
  check(msg.includes(why), `link ${hash} refused: ${msg}`);
}
for (const [hash, loArgs] of [['#board=0d39c40', ['0d39c40']], ['#board=0000005&grid=4w', ['--size', '4', '--wrap', '5']],
  ['#board=0000c63&grid=3&rule=on', ['--size', '3', '--rule', 'on', 'c63']],
  ['#board=0c31461&bright=12c0802&rule=three', ['--rule', 'three', '12000/11000/12100/01122/02112']],
  ['#board=0000063&grid=3&rule=merlin', ['--size', '3', '--rule', 'merlin', '63']]]) {
  const link = parseLink(hash), s = machine('uno');
  let log = '';
  s.m.onSerial = (c) => { log += String.fromCharCode(c); };
  runSteps(s.m, s.board, parseScript('1500'));
  runSteps(s.m, s.board, parseScript(linkScript(link, 0)));
  const v = linkVerdict(link, log, 'uno');
  const par = Number(lo('par', ...loArgs));
  runSteps(s.m, s.board, parseScript('300 undo 300'));
  const img = watchLeds(s.m, s.board, 200);
  check(v.par === par && img.lit === (link.board | link.bright) >>> 0,
    `link ${hash}: played in Design, par ${par} as lo says, the board lit`, `${JSON.stringify(v)} ${img.lit.toString(16)}`);
}
{
  const link = parseLink('#board=00001c0'), s = machine('uno');
  let log = '';
  s.m.onSerial = (c) => { log += String.fromCharCode(c); };
  runSteps(s.m, s.board, parseScript('1500'));
  runSteps(s.m, s.board, parseScript(linkScript(link, 0)));
  check(/no presses can solve/.test(linkVerdict(link, log, 'uno').error || ''), 'link 00001c0: unsolvable, the firmware refuses it');
  runSteps(s.m, s.board, parseScript('mode a mode 300'));   // leave Design: the link starts from Design too
  log = '';
  runSteps(s.m, s.board, parseScript(linkScript(parseLink('#board=0d39c40'), 2)));
  check(linkVerdict(parseLink('#board=0d39c40'), log, 'uno').par === level(1).par,
    'a link opened while in Design leaves it first, so the editor starts dark');
}

// ---- menu view and brightness ----------------------------------------------------
{
  const v = new MenuView(game), menuImage = 0b00001 | (0b00001 << 5) | (0b00100 << 10) | (0b01010 << 15) | (0b10001 << 20);
  check(menuShape(game.menu, menuImage) && !menuShape(game.menu, menuImage | 2), 'the menu\'s shape from the shared table');
  v.key(25);
  v.image(menuImage);
  const l = v.labels();
  check(v.view === 'menu' && l[0] === 'Classic' && l[12] === '5x5' && l[24] === 'self-test', 'MODE + a menu image: labels',
    l.join('|'));
  v.key(20, 30);
  v.image(0x1f);
  check(v.view === 'select' && v.labels()[0] === 'level 26', 'level select opens on the page of the level in play');
  v.key(26);
  v.image(0);
  check(v.view === 'select' && v.labels()[0] === 'level 51', 'HINT: the next page (dark: no level unlocked there)');
  v.key(25);
  v.image(0x0d39c40);
  check(v.view === 'play' && v.labels().every((x) => x === ''), 'MODE: back to play, no labels');
  const withStats = menuImage | (0b00100 << 20);
  v.key(25);
  v.image(withStats);
  v.key(22);
  v.image(0x0401084);
  check(v.view === 'stats' && v.labels().every((x) => x === ''), 'row 4 col 2: the statistics scroll, no labels');
  v.image(withStats);
  check(v.view === 'menu' && v.labels()[22] === 'statistics', 'after the scroll, with no key: the menu again');
}
check(lightness(0) === 0 && Math.abs(lightness(1) - 1) < 1e-9 && Math.abs(lightness(0.25) - 0.5708) < 1e-3,
  'CIE L*: 0, 1, and 0.571 for a quarter of the light', lightness(0.25));
const g = [0.0485, 0.0985, 0.1994, 0.1994 / 4].map(glow);
check(g[0] > 0.5 && g[0] < 0.6 && g[1] > 0.7 && g[1] < 0.8 && g[2] > 0.99 && Math.abs(g[3] - g[0]) < 0.02,
  'drawn: low 0.56, mid 0.76, high 1.0; dim at high as bright at low (the same light)', g.map((x) => x.toFixed(3)).join(' '));
done();
