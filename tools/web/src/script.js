// SPDX-License-Identifier: MIT
// The terminal player's scripts (README "Scripted mode") on avr8js: the
// same words, hold times and LED window, so the two simulators can be
// compared image for image.
import { CELLS, ROWS, COLS, litMask, dimMask } from './board.js';

export const PRESS_MS = 60, POWER_MS = 2500, WINDOW_MS = 1000, SLICE_MS = 20;
const GRID = 'abcdefghijklmnopqrstuvwxy';
export const FN_NAMES = ['mode', 'hint', 'undo', 'start'];
export const KEY_MODE = 25, KEY_HINT = 26, KEY_UNDO = 27, KEY_START = 28;

function keyOfWord(w) {
  if (w.length === 1 && w >= 'a' && w <= 'y') return GRID.indexOf(w);
  const f = FN_NAMES.indexOf(w);
  return f < 0 ? -1 : KEY_MODE + f;
}

function msOfWord(w) {
  const m = /^([0-9][0-9.]*)(ms|s)?$/.exec(w);
  const v = m ? Number(m[1]) * (m[2] === 's' ? 1000 : 1) : NaN;
  return Number.isFinite(v) && v <= 3600e3 ? v : -1;
}

// Script text into steps {op: 'p'|'d'|'u'|'w', key, ms}; throws on a bad word.
export function parseScript(text) {
  const steps = [];
  for (const line of text.split('\n')) {
    for (const w of line.replace(/#.*/, '').split(/[ \t\r,]+/).filter(Boolean)) {
      const colon = w.indexOf(':');
      let key;
      if (w === 'power') steps.push({ op: 'p', key: KEY_START, ms: POWER_MS });
      else if ((w[0] === '+' || w[0] === '-') && (key = keyOfWord(w.slice(1))) >= 0) {
        steps.push({ op: w[0] === '+' ? 'd' : 'u', key, ms: 0 });
      } else if (colon >= 0) {
        const ms = msOfWord(w.slice(colon + 1));
        key = keyOfWord(w.slice(0, colon));
        if (key < 0 || ms < 0) throw new Error(`bad script word '${w}'`);
        steps.push({ op: 'p', key, ms });
      } else if ((key = keyOfWord(w)) >= 0) steps.push({ op: 'p', key, ms: PRESS_MS });
      else {
        const ms = msOfWord(w);
        if (ms < 0) throw new Error(`bad script word '${w}'`);
        steps.push({ op: 'w', key: 0, ms });
      }
    }
  }
  return steps;
}

// Play steps on a machine with a board model attached.
export function runSteps(m, board, steps) {
  for (const s of steps) {
    if (s.op === 'p') {
      board.key(s.key, true); m.runMs(s.ms); board.key(s.key, false); m.runMs(PRESS_MS);
    } else if (s.op === 'd' || s.op === 'u') board.key(s.key, s.op === 'd');
    else m.runMs(s.ms);
  }
}

// Watch the LEDs for windowMs in SLICE_MS slices: cells lit in every
// slice, and cells that went on/off at least twice (blinking).
export function watchLeds(m, board, windowMs = WINDOW_MS) {
  const n = Math.max(1, Math.round(windowMs / SLICE_MS));
  const flips = new Uint8Array(CELLS);
  let always = (1 << CELLS) - 1, prev = 0, a = board.snap();
  const first = a;
  for (let s = 0; s < n; s++) {
    m.runMs(windowMs / n);
    const b = board.snap(), lit = litMask(a, b);
    always &= lit;
    for (let i = 0; s > 0 && i < CELLS; i++) flips[i] += ((lit ^ prev) >>> i) & 1;
    prev = lit;
    a = b;
  }
  let blink = 0;
  for (let i = 0; i < CELLS; i++) if (flips[i] >= 2) blink |= 1 << i;
  return { lit: always >>> 0, blink: blink >>> 0, dim: (dimMask(first, a) & ~blink) >>> 0 };
}

// Five lines of '#' lit, '+' dim, '.' dark, '*' blinking, as the terminal player.
export function imageText({ lit, blink, dim = 0 }) {
  let out = '';
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      const bit = 1 << (r * COLS + c);
      out += blink & bit ? '*' : dim & bit ? '+' : lit & bit ? '#' : '.';
    }
    out += '\n';
  }
  return out;
}
