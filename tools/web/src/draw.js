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
// mask (data-lit: on LIT_DUTY of the time or more, as in the tests).
export function drawLeds(keys, a, b) {
  const len = b.cycle - a.cycle;
  let lit = 0;
  for (let i = 0; i < CELLS; i++) {
    const d = len ? (b.on[i] - a.on[i]) / len : 0, cell = keys.cells[i];
    cell.led.style.opacity = glow(d).toFixed(2);
    if (d >= LIT_DUTY) {
      cell.btn.dataset.lit = '1';
      lit |= 1 << i;
    } else delete cell.btn.dataset.lit;
  }
  return lit >>> 0;
}

// Keys shown down: held by a finger, or seen down by the board.
export function drawDown(keys, mask) {
  keys.buttons.forEach((b, k) => b.classList.toggle('down', ((mask >>> k) & 1) === 1));
}

// Cell labels (menu, level select), only where they change.
export function drawLabels(keys, labels) {
  keys.cells.forEach((c, i) => {
    if (c.text === labels[i]) return;
    c.text = labels[i];
    c.label.textContent = labels[i];
  });
}
