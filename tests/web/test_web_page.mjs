#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// The web player in headless Debian Chromium, opened from file:// on an
// erased EEPROM: boot board, a click, HINT, power off and wake, low
// brightness, a reload that resumes, the board picker, real-time speed,
// no console error. (The phone layout, taps, status line, menu labels
// and links: test_web_play.mjs.)
import { execFileSync } from 'node:child_process';
import { check, done, level, fewestSolutions } from './check.mjs';
import { launch, openPage, cross, hex, sleep, watch as watchOf, untilSim as untilSimOf,
  press as pressOf, simMs as simMsOf } from './browser.mjs';

const browser = await launch();
const page = await openPage(browser);
const errors = page.errors;
const watch = (ms) => watchOf(page, ms);
const untilSim = (ms) => untilSimOf(page, ms);
const press = (label, ms) => pressOf(page, label, ms);
const simMs = () => simMsOf(page);

const labels = await page.$$eval('#grid button, #fn button', (bs) => bs.map((b) => b.getAttribute('aria-label')));
check(labels.length === 29 && labels[13].startsWith('row 3 column 4, ') && labels.slice(25).join() === 'MODE,HINT,UNDO,START',
  'every key is a button with its aria-label (rows and columns from 1)', labels.join('|'));

await untilSim(1200);
await press('UNDO');                       // skips the intro; nothing to undo
const l1 = level(1);
let img = await watch(200);
check(img.lit === l1.board, `boot board is lo level 1 (${hex(l1.board)})`, hex(img.lit));
const serial = await page.textContent('#serial');
check(/^boot /m.test(serial), 'the serial pane shows the firmware log from USART0', serial.slice(0, 80));
const version = execFileSync('tools/version', { encoding: 'utf8' }).trim();
check(serial.startsWith(`boot uno ${version} `) && (await page.textContent('#version')) === `(version ${version})`,
  `the page runs this tree's firmware, version ${version} (tools/version), shown in its header`, serial.slice(0, 40));

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

await press('row 3 column 3');
img = await watch(200);
const after = (l1.board ^ cross(12)) >>> 0;
check(img.lit === after, 'a click on row 3 column 3 toggles exactly its cross', `${hex(img.lit)} want ${hex(after)}`);

await press('HINT');
img = await watch(1200);
const sols = fewestSolutions(after);
const oneBit = img.blink && !(img.blink & (img.blink - 1));
check(oneBit && sols.some((s) => s & img.blink), 'HINT blinks one cell of a fewest-press solution',
  `blink ${hex(img.blink)}, solutions ${sols.map(hex).join(' ')}`);
check((img.lit | img.blink) === (after | img.blink), 'the rest of the board stays while the hint blinks',
  hex(img.lit));

await press('START', 2300);
img = await watch(600);
check(img.lit === 0 && img.blink === 0, 'START held 2.3 s: every LED dark', hex(img.lit | img.blink));
await page.keyboard.down('3');             // UNDO by the keyboard map wakes it
await sleep(80);
await page.keyboard.up('3');
await sleep(300);
img = await watch(200);
check(img.lit === after, 'a key wakes it and the game goes on', hex(img.lit));

// Brightness low (MODE, row 4 column 3, MODE): 5 % on-time, still lit,
// drawn as the eye sees a quarter of the light: CIE L* 0.56 (draw.js).
// The reload below keeps it (saved).
await press('MODE');
await press('row 4 column 3');
await press('MODE');
await sleep(300);
img = await watch(200);
const glow = await page.$$eval('#grid .led', (ls) => ls.map((l) => Number(l.style.opacity)));
const lows = glow.filter((g, i) => (after >>> i) & 1);
check(img.lit === after && lows.every((g) => g > 0.5 && g < 0.62),
  'at low brightness the board stays lit, drawn at about half (L* of a quarter)', `${hex(img.lit)} ${lows.join(' ')}`);

// Speed: simulated time against wall time, paced to real time.
const s0 = await simMs(), t0 = Date.now();
await sleep(3000);
const ratio = ((await simMs()) - s0) / (Date.now() - t0);
const headroom = await page.evaluate(() => window.lightsout.headroom);
console.log(`# speed ${ratio.toFixed(3)}x real time, headroom ${headroom.toFixed(1)}x`);
check(ratio >= 0.95 && headroom >= 1, 'the page runs at real time with room to spare',
  `${ratio.toFixed(3)}x, headroom ${headroom.toFixed(2)}x`);

const said = await page.textContent('#status');
await page.reload();
await untilSim(1500);
img = await watch(300);
check(img.lit === after, 'a reload (power cycle) restores the board from localStorage', hex(img.lit));
const resumed = await page.textContent('#status');
check(/level 1, par \d+: 1 move, 1 hint/.test(said) && resumed === said,
  'the status line of the resumed game is the one before (its log has no puzzle line)', `${said} / ${resumed}`);

// The cut comes on the next animation frame; simulated time runs on
// across it. Wait 1.5 s of it, however slow the machine.
const c0 = await simMs();
await page.click('#cut');
await untilSim(c0 + 1600);
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
