// SPDX-License-Identifier: MIT
// Helpers of the browser tests: Debian's Chromium, headless, on the page
// opened from file://; the LEDs as the page marks them (data-lit), keys
// pressed with the mouse, the simulated clock.
import { resolve } from 'node:path';
import { chromium } from '../../tools/web/node_modules/playwright-core/index.mjs';
export { cross } from '../../tools/web/src/board.js';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
// WEB_DIR: another build of the page (to show a test fails on it).
export const WEB_DIR = process.env.WEB_DIR || 'build/web';
export const URL = `file://${resolve(WEB_DIR, 'index.html')}`;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const hex = (m) => `0x${m.toString(16).padStart(7, '0')}`;

export const launch = () => chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });

// A page in a fresh context (its own localStorage); console errors kept.
export async function openPage(browser, opts = {}, hash = '') {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 640 }, ...opts });
  const page = await ctx.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push(String(e)));
  await page.goto(URL + hash);
  return page;
}

export const lit = (page) => page.evaluate(() => {
  let m = 0;
  document.querySelectorAll('#grid button').forEach((b, i) => { if (b.dataset.lit === '1') m |= 1 << i; });
  return m >>> 0;
});

// Cells lit at every sample over ms, and cells that toggled twice or more.
export async function watch(page, ms, every = 25) {
  let prev = await lit(page), always = prev;
  const flips = new Array(25).fill(0);
  for (let t = 0; t < ms; t += every) {
    await sleep(every);
    const now = await lit(page);
    always &= now;
    for (let i = 0; i < 25; i++) flips[i] += ((now ^ prev) >>> i) & 1;
    prev = now;
  }
  let blink = 0;
  flips.forEach((f, i) => { if (f >= 2) blink |= 1 << i; });
  return { lit: always >>> 0, blink: blink >>> 0 };
}

export const simMs = (page) => page.evaluate(() => window.lightsout.simMs);
export async function untilSim(page, ms) {
  for (let i = 0; i < 400 && (await simMs(page)) < ms; i++) await sleep(20);
}

// Until fn() (in the page) is true, up to ms of real time.
export async function until(page, fn, arg, ms = 8000) {
  for (let t = 0; t < ms; t += 50) {
    if (await page.evaluate(fn, arg)) return true;
    await sleep(50);
  }
  return false;
}

// A key's button by its name: 'UNDO', or 'row 3 column 3' (counted from
// 1; the page adds the cell's state: ', lit').
export const keySel = (label) => (/^row /.test(label) ? `button[aria-label^="${label},"]` : `button[aria-label="${label}"]`);

// Pointer down on a key, held ms of real time, up.
export async function press(page, label, ms = 80) {
  const key = page.locator(keySel(label));
  await key.scrollIntoViewIfNeeded();   // a click on a panel button may have scrolled the page
  const box = await key.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await sleep(ms);
  await page.mouse.up();
  await sleep(80);
}
