// SPDX-License-Identifier: MIT
// The key buttons and their input: pointer and touch down/up, and the
// terminal player's keyboard map (README "Play it in the terminal") with
// real keydown/keyup. Every event goes to a KeyTimeline (tap.js) at the
// simulated instant it came at, so a quick tap is a press too.
import { ROWS, COLS } from './board.js';
import { FN_NAMES, KEY_MODE, KEY_HINT, KEY_UNDO, KEY_START, POWER_MS } from './script.js';

const GRID = 'abcdefghijklmnopqrstuvwxy';
const MAP = {
  1: KEY_MODE, 2: KEY_HINT, '?': KEY_HINT, 3: KEY_UNDO, Backspace: KEY_UNDO,
  4: KEY_START, Enter: KEY_START, ' ': KEY_START,
};

// Buttons for the grid and the function keys; returns the key set.
export function buildKeys(grid, fn) {
  const keys = { cells: [], buttons: [] };
  const add = (parent, k, label, cls, text) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = cls;
    b.dataset.key = String(k);
    b.setAttribute('aria-label', label);
    if (text) b.textContent = text;
    parent.append(b);
    keys.buttons[k] = b;
    return b;
  };
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      const name = `row ${r + 1} column ${c + 1}`, k = r * COLS + c, b = add(grid, k, `${name}, dark`, 'cell');
      const [dim, led, label] = ['dim', 'led', 'label'].map((cls) => {
        const s = document.createElement('span');
        s.className = cls;
        return s;
      });
      label.id = `label-${k}`;
      b.setAttribute('aria-describedby', label.id);
      b.append(dim, led, label);
      keys.cells.push({ btn: b, led, label, text: '', name, state: 'dark', out: false });
    }
  }
  FN_NAMES.forEach((n, i) => add(fn, KEY_MODE + i, n.toUpperCase(), 'key', n.toUpperCase()));
  return keys;
}

function keyOfEvent(e) {
  const ch = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const g = ch.length === 1 ? GRID.indexOf(ch) : -1;
  if (g >= 0) return g;
  return MAP[ch] !== undefined ? MAP[ch] : -1;
}

// Feed timeline from the buttons and the keyboard; at() is the simulated
// time (ms) of an event happening now.
export function bindKeys(keys, timeline, at) {
  keys.buttons.forEach((b, k) => {
    b.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      if (b.disabled) return;   // out of play
      try { b.setPointerCapture(e.pointerId); } catch { /* a synthetic pointer */ }
      timeline.down(`p${e.pointerId}`, k, at());
    });
    const up = (e) => timeline.up(`p${e.pointerId}`, at());
    b.addEventListener('pointerup', up);
    b.addEventListener('pointercancel', up);
    b.addEventListener('lostpointercapture', up);
    b.addEventListener('contextmenu', (e) => e.preventDefault());
  });
  window.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const el = document.activeElement, focused = el && el.dataset ? el.dataset.key : undefined;
    if (el && /^(SELECT|INPUT)$/.test(el.tagName)) return;
    let k = keyOfEvent(e);
    // Enter and Space press the focused key, as a button should; on the
    // page's other buttons they are theirs.
    if ((e.key === 'Enter' || e.key === ' ') && focused !== undefined) k = Number(focused);
    else if ((e.key === 'Enter' || e.key === ' ') && el && el.tagName === 'BUTTON') return;
    if (e.key === '5') k = KEY_START;
    if (k < 0 || (keys.buttons[k] && keys.buttons[k].disabled)) return;
    e.preventDefault();
    if (e.repeat) return;
    const t = at();
    timeline.down(`k${e.code}`, k, t);
    if (e.key === '5') timeline.up(`k${e.code}`, t + POWER_MS);
  });
  window.addEventListener('keyup', (e) => {
    if (e.key !== '5') timeline.up(`k${e.code}`, at());
  });
  window.addEventListener('blur', () => timeline.releaseAll(at()));
}
