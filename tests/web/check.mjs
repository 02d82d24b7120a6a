// SPDX-License-Identifier: MIT
// Shared helpers of the web tests: "ok - " / "FAIL - " lines, a closing
// "N passed, M failed" and the exit status; the simulated board in node;
// the solver CLI. Run from the repository root.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { Machine } from '../../tools/web/src/machine.js';
import { BoardModel } from '../../tools/web/src/board.js';

let passed = 0, failed = 0;

export function check(ok, what, detail = '') {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok' : 'FAIL'} - ${what}${!ok && detail ? `: ${detail}` : ''}`);
  return ok;
}

export function done() {
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

// The board's firmware on avr8js with the board model attached.
export function machine(name = 'uno', eeprom = undefined, opts = {}) {
  const pins = JSON.parse(readFileSync(`build/web/${name}.json`, 'utf8'));
  const m = new Machine({ hex: readFileSync(`build/${name}/lightsout.hex`, 'utf8'),
    fcpu: pins.fcpu, mcu: pins.mcu, supplyMv: pins.supply_mv, eeprom, ...opts });
  const board = new BoardModel(m, pins);
  m.attach(board);
  return { m, board, pins };
}

// Classic level n as the solver CLI prints it: { board, par }.
export function level(n) {
  const [hex, par] = execFileSync('build/host/lo', ['level', String(n)], { encoding: 'utf8' })
    .split('\n')[0].trim().split(/\s+/);
  return { board: parseInt(hex, 16), par: Number(par) };
}

// Every fewest-press solution of a 5x5 board: one solution plus the quiet
// patterns (DESIGN: N1, N2), keeping those of the fewest presses.
export function fewestSolutions(board) {
  const out = execFileSync('build/host/lo', ['solve', board.toString(16)], { encoding: 'utf8' });
  const s = parseInt(out.trim().split(/\s+/)[0], 16);
  const all = [s, s ^ 0x15A82B5, s ^ 0x0EAEEAE, s ^ 0x15A82B5 ^ 0x0EAEEAE];
  const pop = (x) => { let n = 0; for (; x; x &= x - 1) n++; return n; };
  const best = Math.min(...all.map(pop));
  return all.filter((x) => pop(x) === best);
}

export function mask(text) {   // 5 lines of # . * -> lit mask
  let m = 0;
  text.replace(/\s+/g, '').split('').forEach((ch, i) => { if (ch !== '.') m |= 1 << i; });
  return m >>> 0;
}
