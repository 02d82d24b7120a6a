#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// The page's status under node, on the uno firmware in avr8js, as the
// page keeps it: across reloads (a new chip over the EEPROM, the status
// restored and saved at once) and power cuts; the intro; Merlin's grid
// and its links; Redo's stack; the timer; the statistics; the daily
// puzzle's board from the date, played through the firmware.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { check, done, machine, level } from './check.mjs';
import { Status } from '../../tools/web/src/status.js';
import { parseLink, linkScript, linkVerdict } from '../../tools/web/src/link.js';
import { parseScript, runSteps, watchLeds } from '../../tools/web/src/script.js';
import { ruleLine } from '../../tools/web/src/rules.js';
import { dayOf, dateOf, dailyBoard, resultLine } from '../../tools/web/src/daily.js';

const game = JSON.parse(readFileSync('build/web/game.json', 'utf8'));
const lo = (...a) => execFileSync('build/host/lo', a, { encoding: 'utf8' }).trim();

// A chip over eeprom whose log feeds a Status (restored from kept), as
// page.js makeSim and start do; the page saves the status at once.
function chip(eeprom, kept) {
  const c = machine('uno', eeprom), st = new Status(game);
  if (kept) st.restore(kept);
  c.m.onSerial = (b) => st.feed(String.fromCharCode(b), c.m.ms(c.m.cycles));
  c.st = st;
  c.run = (script) => runSteps(c.m, c.board, parseScript(script));
  c.kept = () => st.state(c.m.ms(c.m.cycles));
  return c;
}

// ---- fault 1: the status after reloads and power cuts ----------------------------
{
  const l1 = level(1);
  let c = chip();
  c.run('1500 undo 300 m 300');
  const want = `Classic level 1, par ${l1.par}: 1 move, no hint.`;
  const seen = [c.st.text()];
  for (const step of ['reload', 'reload', 'cut', 'reload', 'cut', 'cut', 'reload']) {
    if (step === 'reload') {
      const kept = c.kept();           // saved with the EEPROM
      c = chip(c.m.eeprom, kept);
      c.kept();                         // adopt saves at once
      c = chip(c.m.eeprom, c.kept());
    } else c.m.powerCut(() => 0);
    c.run('1500');
    seen.push(c.st.text());
  }
  check(seen.every((t) => t === want), 'the status is right after any number of reloads and power cuts',
    seen.join(' / '));
  c.run('n 300');
  check(c.st.share() === `#board=${l1.board.toString(16).padStart(7, '0')}` && /: 2 moves, no hint\.$/.test(c.st.text()),
    'after them, the moves count on and Share has the puzzle', `${c.st.text()} ${c.st.share()}`);
}

// ---- fault 2: the intro says a key starts the level --------------------------------
{
  const c = chip();
  c.run('1000');
  const intro = c.st.text();
  c.run('2500');
  c.st.image(watchLeds(c.m, c.board, 200).lit);
  const after = c.st.text();
  check(/press any key to start/.test(intro) && /par \d+: 0 moves, no hint\.$/.test(after),
    'the intro says any key starts the level; once the board shows, the moves', `${intro} / ${after}`);
}

// ---- Merlin: 3x3 in the status, the rules line and the share link -------------------
{
  const c = chip();
  c.run('1500 undo 300 mode b i mode 300');   // Random, Merlin (grid setting 5x5)
  const share = c.st.share(), link = parseLink(share), par = c.st.s.par;
  check(/Random \(3x3, Merlin\)/.test(c.st.text()) && /3x3/.test(ruleLine(c.st)) && c.st.cellsInPlay() === 0x1ce7,
    'Merlin shows as 3x3 in the status and the rules line; only the 3x3 cells are in play',
    `${c.st.text()} / ${ruleLine(c.st)}`);
  const d = chip();
  let log = '';
  d.m.onSerial = (b) => { log += String.fromCharCode(b); };
  d.run('1500');
  d.run(linkScript(link, 0));
  const v = linkVerdict(link, log, 'uno');
  check(/&rule=merlin&grid=3$/.test(share) && v.par === par, `Merlin's share link ${share} opens its puzzle, par ${par}`,
    JSON.stringify(v));
  check(parseLink(share.replace('&grid=3', '')).grid === '3', 'a Merlin link without grid= is 3x3');
}

// ---- Redo's stack and the timer -------------------------------------------------------
{
  const st = new Status(game);
  st.feed('boot uno v1 reset power\nsettings game 1 rule 0 grid 5 sound 1\npuzzle level 0 board 0d39c40 par 7\n', 0);
  st.feed('move 0 0 board 0d39c63 moves 1\n', 1000);
  st.feed('move 1 1 board 0d2bd03 moves 2\n', 2000);
  st.feed('undo board 0d39c63 moves 1\nundo board 0d39c40 moves 0\n', 3000);
  const two = st.s.redo.join();
  st.redoing = 0;
  st.feed('move 0 0 board 0d39c63 moves 1\n', 4000);
  const one = st.s.redo.join();
  st.feed('move 4 4 board 0d39c63 moves 2\n', 5000);
  check(two === '6,0' && one === '6' && st.s.redo.length === 0,
    'Redo: UNDO stacks the cell, a redone press takes it off, another press clears it', `${two} / ${one}`);
  const kept = st.state(65000), again = new Status(game);
  again.restore(kept);
  again.feed('boot uno v1 reset power\nsettings game 1 rule 0 grid 5 sound 1\n', 70000);
  check(st.time(65000) === 64000 && again.time(80000) === 74000,
    'the timer runs from the first move, and on after a reload', `${st.time(65000)} ${again.time(80000)}`);
  again.feed('stats solves 12 perfect 5 best 37\nwin moves 7 par 7 hints 0\n', 80000);
  check(again.statsText() === 'Statistics: 13 solves, 6 perfect solves, Action best 37.' && /1:14: perfect!$/.test(again.text()),
    'the statistics as text, counted on at a win; the result has the time', `${again.statsText()} ${again.text()}`);
  again.feed('stats solves 37 perfect 12 best 45 easy 1 medium 0 hard 2\n', 85000);
  check(again.statsText() === 'Statistics: 37 solves, 12 perfect solves, Action best 45, ' +
    'Versus won against the chip: easy 1, medium 0, hard 2.', 'the matches won against the chip, per strength',
    again.statsText());
  again.feed('stats solves 2 perfect 1 best 0 versus 3-1\n', 90000);
  check(again.statsText() === 'Statistics: 2 solves, 1 perfect solves, Action best 0, versus 3-1.',
    'a word the page does not know in the stats line is shown as it is', again.statsText());
}

// ---- Versus: whose solve, the chip, a round's end ----------------------------------------
{
  const c = chip();
  c.run('1500 undo 300 mode e x mode 3500 undo 300 m 300');   // Versus against the chip (easy), a press
  const mine = c.st.text();
  const st = new Status(game);
  st.feed('settings game 4 rule 0 grid 5 sound 1 turn p1 0-0 chip hard\npuzzle level 0 board 0d39c40 par 7\n');
  st.feed('turn chip\nchip thinks\n');
  const chipTurn = st.text();
  st.feed('move 0 3 board 0421000 moves 1 chip\nround chip wins 1-2\n');
  check(/^Versus the chip \(easy\), 0-0: player 1's solve, par \d+: 1 move\.$/.test(mine) &&
    chipTurn === 'Versus the chip (hard), 0-0: the chip\'s solve (thinking), par 7: 0 moves.' &&
    st.text() === 'The chip wins the round, 1-2. Versus the chip (hard), 1-2: the chip\'s solve, par 7: 1 move.',
  'Versus: whose solve it is, the chip and its strength, a round\'s end, from the log', `${mine} / ${chipTurn} / ${st.text()}`);
}

// ---- the daily puzzle ---------------------------------------------------------------------
{
  const n = dayOf('2026-12-06'), b = dailyBoard(n);
  const pop = (x) => { let k = 0; for (; x; x &= x - 1) k++; return k; };
  check(n === 340 && dateOf(n) === '2026-12-06' && dayOf(new Date(Date.UTC(2026, 11, 6, 23, 59))) === n,
    'a day is its UTC date: 2026-12-06 is day 340');
  check(b === dailyBoard(n) && b === 0x1b64e0f && dailyBoard(n + 1) !== b && dailyBoard(n - 1) !== b,
    'the daily board is the same for a date (day 340: 1b64e0f) and differs the next day',
    `${b.toString(16)} ${dailyBoard(n + 1).toString(16)}`);
  let solvable = true;
  for (let d = 1; d <= 400; d++) {
    const x = dailyBoard(d);
    if (!x || pop(x & 0x15A82B5) % 2 || pop(x & 0x0EAEEAE) % 2) solvable = false;
  }
  check(solvable, 'the first 400 days are all solvable, none dark');
  const link = parseLink(`#board=${b.toString(16).padStart(7, '0')}`), c = machine('uno');
  let log = '';
  c.m.onSerial = (x) => { log += String.fromCharCode(x); };
  runSteps(c.m, c.board, parseScript('1500'));
  runSteps(c.m, c.board, parseScript(linkScript(link, 0)));
  const par = Number(lo('par', b.toString(16)));
  check(linkVerdict(link, log, 'uno').par === par, `played through the firmware, its par is the firmware's (${par}, as lo)`);
  check(resultLine(n, { moves: 9, par: 7, hints: 1 }, '1:05') === 'Lights Out handheld daily #340: 9 moves (par 7 +2), 1 hint, 1:05',
    'the result line: day, moves against par, hints, time');
}
done();
