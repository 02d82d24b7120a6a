// SPDX-License-Identifier: MIT
// The daily puzzle (tools/web/README.md "Daily puzzle"): one 5x5 Lights
// Out board per calendar day (UTC), the same for everyone, derived from
// the date alone; played through the firmware as a shared link, so its
// par is the firmware's.
//   day   = days since 2026-01-01 UTC, plus 1 (2026-01-01 is day 1)
//   x     = mulberry32 seeded with day * 0x9E3779B1 (mod 2^32)
//   press = the low 25 bits of the first output of x with 8 to 12 bits set
//           whose board is not dark
//   board = the crosses of the cells of press, XORed (so always solvable)

import { cross } from './board.js';

const DAY_MS = 86400000, DAY_ONE = Date.UTC(2026, 0, 1);

// The day number of a Date (UTC), or of 'YYYY-MM-DD'; NaN if it is none.
export function dayOf(date) {
  const t = typeof date === 'string'
    ? (/^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN) : date.getTime();
  return Math.floor((t - DAY_ONE) / DAY_MS) + 1;
}

// 'YYYY-MM-DD' of day number n.
export const dateOf = (n) => new Date(DAY_ONE + (n - 1) * DAY_MS).toISOString().slice(0, 10);

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const pop = (x) => { let n = 0; for (; x; x &= x - 1) n++; return n; };

// The board of day n (7 hex digits' worth: bit 5*row+col).
export function dailyBoard(n) {
  const next = mulberry32(Math.imul(n, 0x9E3779B1));
  for (;;) {
    const press = next() & 0x1ffffff;
    let board = 0;
    for (let k = 0; k < 25; k++) if ((press >>> k) & 1) board ^= cross(k);
    if (pop(press) >= 8 && pop(press) <= 12 && board) return board >>> 0;
  }
}

// The result line to copy after the win.
export function resultLine(n, r, time) {
  const over = r.moves - r.par;
  return `Lights Out handheld daily #${n}: ${r.moves} moves (par ${r.par}${over > 0 ? ` +${over}` : ''}), ` +
    `${r.hints} hint${r.hints === 1 ? '' : 's'}, ${time}${!over && !r.hints ? ', perfect' : ''}`;
}
