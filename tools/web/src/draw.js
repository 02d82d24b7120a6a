// SPDX-License-Identifier: MIT
// Drawing the device: each LED by its measured duty through a perceptual
// curve, the keys held, the menu's labels on the cells, the buzzer.
import { CELLS, ROWS, LIT_DUTY } from './board.js';

// CIE 1976 lightness L* (0..1) of a relative luminance y (0..1). The eye
// sees a quarter of an LED's light as about half as bright (L* 0.57),
// and the page's opacity blends in sRGB, itself close to perceptual.
export function lightness(y) {
  return y <= 216 / 24389 ? (y * 24389) / 2700 : (116 * Math.cbrt(y) - 16) / 100;
}

// The drawn brightness of a cell lit `duty` of the time: its luminance
// relative to a cell lit its whole row slot (1 / ROWS of the time).
export const glow = (duty) => lightness(Math.min(1, Math.max(0, duty) * ROWS));

// Draw the LEDs over the window from snapshot a to b; returns the lit
// mask (data-lit: on LIT_DUTY of the time or more, as in the tests). Each
// cell's accessible name ends with its state: lit, dim (three-state, as
// the rig's rig_dim: at most DIM_SHARE of the brightest cell) or dark.
const DIM_MIN = 0.002, DIM_SHARE = 0.4;
export function drawLeds(keys, a, b) {
  const len = b.cycle - a.cycle, d = keys.cells.map((c, i) => (len ? (b.on[i] - a.on[i]) / len : 0));
  const top = Math.max(...d);
  let lit = 0;
  for (let i = 0; i < CELLS; i++) {
    // Written only where they change: a write restyles the cell.
    const cell = keys.cells[i], op = glow(d[i]).toFixed(2), on = d[i] >= LIT_DUTY;
    if (op !== cell.op) cell.led.style.opacity = cell.op = op;
    if (on) lit |= 1 << i;
    if (on !== cell.lit) {
      cell.lit = on;
      if (on) cell.btn.dataset.lit = '1';
      else delete cell.btn.dataset.lit;
    }
    const state = cell.out ? 'out of play' : d[i] >= DIM_MIN && d[i] <= DIM_SHARE * top ? 'dim'
      : d[i] >= LIT_DUTY ? 'lit' : 'dark';
    if (state !== cell.state) {
      cell.state = state;
      cell.btn.dataset.state = state;
      cell.btn.setAttribute('aria-label', `${cell.name}, ${state}`);
    }
  }
  return lit >>> 0;
}

// Cells outside the grid in play (mask: the cells in play): drawn
// hollow, disabled for pointer, keyboard and screen reader.
export function drawInPlay(keys, mask) {
  keys.cells.forEach((c, i) => {
    const out = ((mask >>> i) & 1) === 0;
    if (out === c.out) return;
    c.out = out;
    c.btn.disabled = out;
    c.btn.classList.toggle('out', out);
    c.state = '';   // renamed at the next draw
  });
}

// Keys shown down: held by a finger, or seen down by the board.
export function drawDown(keys, mask) {
  if (mask === keys.down) return;
  keys.down = mask;
  keys.buttons.forEach((b, k) => b.classList.toggle('down', ((mask >>> k) & 1) === 1));
}

// A label's long words get a soft hyphen in the middle: a 44 px cell
// breaks "statis-tics", never "statistic / s".
const soft = (l) => l.replace(/[a-z]{9,}/gi, (w) => `${w.slice(0, w.length >> 1)}\u00ad${w.slice(w.length >> 1)}`);

// Cell labels (menu, level select), only where they change; opens: the
// cells that open a screen (view.js).
export function drawLabels(keys, labels, opens = 0) {
  keys.cells.forEach((c, i) => {
    const o = ((opens >>> i) & 1) === 1;
    if (o !== c.opens) c.btn.classList.toggle('opens', (c.opens = o));
    if (c.text === labels[i]) return;
    c.text = labels[i];
    c.label.textContent = soft(labels[i]);
  });
}
