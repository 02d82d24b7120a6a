#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// The web player in headless Debian Chromium, opened from file:// on an
// erased EEPROM: boot board, a click, HINT, power off and wake, low
// brightness, a reload that resumes, the board picker, real-time speed,
// no console error.
// Writes build/web/screenshot.png (and tools/web/screenshot.png when
// WEB_SCREENSHOT=1, for the README).
import { copyFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '../../tools/web/node_modules/playwright-core/index.mjs';
import { check, done, level, fewestSolutions } from './check.mjs';

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const url = `file://${resolve('build/web/index.html')}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cross = (k) => {
  const r = Math.floor(k / 5), c = k % 5;
  let m = 1 << k;
  if (r > 0) m |= 1 << (k - 5);
  if (r < 4) m |= 1 << (k + 5);
  if (c > 0) m |= 1 << (k - 1);
  if (c < 4) m |= 1 << (k + 1);
  return m >>> 0;
};
const hex = (m) => `0x${m.toString(16).padStart(7, '0')}`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1000, height: 640 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));

const lit = () => page.evaluate(() => {
  let m = 0;
  document.querySelectorAll('#grid button').forEach((b, i) => { if (b.dataset.lit === '1') m |= 1 << i; });
  return m >>> 0;
});
// Cells lit at every sample over ms, and cells that toggled twice or more.
async function watch(ms, every = 25) {
  let always = 0x1ffffff, prev = await lit(), flips = new Array(25).fill(0);
  always &= prev;
  for (let t = 0; t < ms; t += every) {
    await sleep(every);
    const now = await lit();
    always &= now;
    for (let i = 0; i < 25; i++) flips[i] += ((now ^ prev) >>> i) & 1;
    prev = now;
  }
  let blink = 0;
  flips.forEach((f, i) => { if (f >= 2) blink |= 1 << i; });
  return { lit: always >>> 0, blink: blink >>> 0 };
}
const simMs = () => page.evaluate(() => window.lightsout.simMs);
async function untilSim(ms) {
  for (let i = 0; i < 400 && (await simMs()) < ms; i++) await sleep(20);
}
// Pointer down on a key, held ms of real time, up.
async function press(label, ms = 80) {
  const box = await page.locator(`button[aria-label="${label}"]`).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await sleep(ms);
  await page.mouse.up();
  await sleep(80);
}

await page.goto(url);
const labels = await page.$$eval('#grid button, #fn button', (bs) => bs.map((b) => b.getAttribute('aria-label')));
check(labels.length === 29 && labels[13] === 'row 2 column 3' && labels.slice(25).join() === 'MODE,HINT,UNDO,START',
  'every key is a button with its aria-label', labels.join('|'));

await untilSim(1200);
await press('UNDO');                       // skips the intro; nothing to undo
const l1 = level(1);
let img = await watch(200);
check(img.lit === l1.board, `boot board is lo level 1 (${hex(l1.board)})`, hex(img.lit));
const serial = await page.textContent('#serial');
check(/^boot /m.test(serial), 'the serial pane shows the firmware log from USART0', serial.slice(0, 80));

// UNDO with nothing to undo: the 200 Hz refusal buzz, on WebAudio.
{
  const box = await page.locator('button[aria-label="UNDO"]').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const heard = [];
  for (let t = 0; t < 400; t += 15) {
    heard.push(await page.evaluate(() => window.lightsout.toneHz));
    await sleep(15);
  }
  await page.mouse.up();
  await sleep(300);
  check(heard.some((hz) => Math.abs(hz - 200) < 5) && heard.at(-1) === 0,
    'a refused UNDO sounds 200 Hz, then silence', heard.map((h) => h.toFixed(0)).join(' '));
}

await press('row 2 column 2');
img = await watch(200);
const after = (l1.board ^ cross(12)) >>> 0;
check(img.lit === after, 'a click on row 2 column 2 toggles exactly its cross', `${hex(img.lit)} want ${hex(after)}`);

await press('HINT');
img = await watch(1200);
const sols = fewestSolutions(after);
const oneBit = img.blink && !(img.blink & (img.blink - 1));
check(oneBit && sols.some((s) => s & img.blink), 'HINT blinks one cell of a fewest-press solution',
  `blink ${hex(img.blink)}, solutions ${sols.map(hex).join(' ')}`);
check((img.lit | img.blink) === (after | img.blink), 'the rest of the board stays while the hint blinks',
  hex(img.lit));

await page.screenshot({ path: 'build/web/screenshot.png' });
if (process.env.WEB_SCREENSHOT === '1') copyFileSync('build/web/screenshot.png', 'tools/web/screenshot.png');

await press('START', 2300);
img = await watch(600);
check(img.lit === 0 && img.blink === 0, 'START held 2.3 s: every LED dark', hex(img.lit | img.blink));
await page.keyboard.down('3');             // UNDO by the keyboard map wakes it
await sleep(80);
await page.keyboard.up('3');
await sleep(300);
img = await watch(200);
check(img.lit === after, 'a key wakes it and the game goes on', hex(img.lit));

// Brightness low (MODE, row 3 column 2, MODE): 5 % on-time, still lit,
// drawn at a quarter of full. The reload below keeps it (saved).
await press('MODE');
await press('row 3 column 2');
await press('MODE');
await sleep(300);
img = await watch(200);
const glow = await page.$$eval('#grid .led', (ls) => ls.map((l) => Number(l.style.opacity)));
const lows = glow.filter((g, i) => (after >>> i) & 1);
check(img.lit === after && lows.every((g) => g > 0.15 && g < 0.3),
  'at low brightness the board stays lit, drawn at about a quarter', `${hex(img.lit)} ${lows.join(' ')}`);

// Speed: simulated time against wall time, paced to real time.
const s0 = await simMs(), t0 = Date.now();
await sleep(3000);
const ratio = ((await simMs()) - s0) / (Date.now() - t0);
const headroom = await page.evaluate(() => window.lightsout.headroom);
console.log(`# speed ${ratio.toFixed(3)}x real time, headroom ${headroom.toFixed(1)}x`);
check(ratio >= 0.95 && headroom >= 1, 'the page runs at real time with room to spare',
  `${ratio.toFixed(3)}x, headroom ${headroom.toFixed(2)}x`);

await page.reload();
await untilSim(1500);
img = await watch(300);
check(img.lit === after, 'a reload (power cycle) restores the board from localStorage', hex(img.lit));

await page.click('#cut');
await sleep(1500);
img = await watch(300);
check(img.lit === after, 'Power cut: it starts again and resumes the saved board', hex(img.lit));

await page.click('#erase');
const e0 = await simMs();
await untilSim(e0 + 1200);
await press('UNDO');
img = await watch(200);
check(img.lit === l1.board, 'Erase EEPROM: a fresh start at level 1', hex(img.lit));

await page.selectOption('#board', 'handheld');
await untilSim(1200);
await press('UNDO');
img = await watch(200);
check(await page.evaluate(() => window.lightsout.board) === 'handheld' && img.lit === l1.board,
  'the handheld (8 MHz) boots to level 1 on its own EEPROM', hex(img.lit));

check(errors.length === 0, 'no console error', errors.join(' | '));
await browser.close();
done();
