// SPDX-License-Identifier: MIT
// The key buttons and their input: pointer and touch down/up, and the
// terminal player's keyboard map (README "Play it in the terminal") with
// real keydown/keyup. A key is down while anything holds it.
import { ROWS, COLS } from './board.js';
import { FN_NAMES, KEY_MODE, KEY_HINT, KEY_UNDO, KEY_START, POWER_MS } from './script.js';

const GRID = 'abcdefghijklmnopqrstuvwxy';
const MAP = {
  1: KEY_MODE, 2: KEY_HINT, '?': KEY_HINT, 3: KEY_UNDO, Backspace: KEY_UNDO,
  4: KEY_START, Enter: KEY_START, ' ': KEY_START,
};

// Buttons for the grid and the function keys; returns the key set.
export function buildKeys(grid, fn) {
  const keys = { cells: [], buttons: [], holds: new Map(), setKeys: () => {} };
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
      const b = add(grid, r * COLS + c, `row ${r} column ${c}`, 'cell');
      const dim = document.createElement('span'), led = document.createElement('span');
      dim.className = 'dim';
      led.className = 'led';
      b.append(dim, led);
      keys.cells.push({ btn: b, led });
    }
  }
  FN_NAMES.forEach((n, i) => add(fn, KEY_MODE + i, n.toUpperCase(), 'key', n.toUpperCase()));
  keys.mask = () => {
    let m = 0;
    for (const k of keys.holds.values()) m |= 1 << k;
    return m >>> 0;
  };
  return keys;
}

function hold(keys, who, k) {
  keys.holds.set(who, k);
  keys.buttons[k].classList.add('down');
  keys.setKeys(keys.mask());
}

function release(keys, who) {
  const k = keys.holds.get(who);
  if (k === undefined) return;
  keys.holds.delete(who);
  if (![...keys.holds.values()].includes(k)) keys.buttons[k].classList.remove('down');
  keys.setKeys(keys.mask());
}

function keyOfEvent(e) {
  const ch = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const g = ch.length === 1 ? GRID.indexOf(ch) : -1;
  if (g >= 0) return g;
  return MAP[ch] !== undefined ? MAP[ch] : -1;
}

export function bindKeys(keys) {
  keys.buttons.forEach((b, k) => {
    b.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      b.setPointerCapture(e.pointerId);
      hold(keys, `p${e.pointerId}`, k);
    });
    const up = (e) => release(keys, `p${e.pointerId}`);
    b.addEventListener('pointerup', up);
    b.addEventListener('pointercancel', up);
    b.addEventListener('lostpointercapture', up);
    b.addEventListener('contextmenu', (e) => e.preventDefault());
  });
  window.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const focused = document.activeElement && document.activeElement.dataset
      ? document.activeElement.dataset.key : undefined;
    let k = keyOfEvent(e);
    // Enter and Space press the focused key, as a button should.
    if ((e.key === 'Enter' || e.key === ' ') && focused !== undefined) k = Number(focused);
    if (e.key === '5') k = KEY_START;
    if (k < 0) return;
    e.preventDefault();
    if (e.repeat || keys.holds.has(`k${e.code}`)) return;
    hold(keys, `k${e.code}`, k);
    if (e.key === '5') setTimeout(() => release(keys, `k${e.code}`), POWER_MS);
  });
  window.addEventListener('keyup', (e) => {
    if (e.key !== '5') release(keys, `k${e.code}`);
  });
  window.addEventListener('blur', () => {
    for (const who of [...keys.holds.keys()]) release(keys, who);
  });
}
