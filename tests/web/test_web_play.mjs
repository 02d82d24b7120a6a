#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// The web player as players use it, in headless Debian Chromium: the
// layout on a phone and a desktop, instant clicks and taps, the status
// line (aria-live) against lo, a win, the menu's labels, the serial pane
// following the log, sharing and #board= links (good, bad, unsolvable),
// power-on with HINT held (the self-test), the m88 without a log, the
// sound toggle, no console error.
// Writes build/web/screenshot-390x844.png, -1280x800.png and, with the
// menu's labels, -menu.png (kept as tools/web/screenshot.png, and the
// phone's as tools/web/screenshot-phone.png, with WEB_SCREENSHOT=1:
// make web-screenshot).
import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { check, done, level } from './check.mjs';
import { launch, openPage, cross, hex, sleep, lit, watch, untilSim, until, press, simMs } from './browser.mjs';

const browser = await launch();
const errors = [];
const lo = (...a) => execFileSync('build/host/lo', a, { encoding: 'utf8' }).trim();
const status = (page) => page.textContent('#status');
const serial = (page) => page.evaluate(() => document.getElementById('serial').textContent);
const moves = async (page) => ((await serial(page)).match(/^move /gm) || []).length;

// A click whose down and up come in one task: one animation frame.
const instant = (page, k, times = 1, gapMs = 0) => page.evaluate(async ([key, n, gap]) => {
  const b = document.querySelector(`[data-key="${key}"]`);
  for (let i = 0; i < n; i++) {
    if (i) await new Promise((r) => setTimeout(r, gap));
    const o = { bubbles: true, pointerId: 7, isPrimary: true, button: 0 };
    b.dispatchEvent(new PointerEvent('pointerdown', o));
    b.dispatchEvent(new PointerEvent('pointerup', o));
  }
}, [k, times, gapMs]);

// ---- layout: phone and desktop --------------------------------------------
const views = [
  { name: '390x844 phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, shot: '390x844' },
  { name: '1280x800 desktop', viewport: { width: 1280, height: 800 }, shot: '1280x800' },
  { name: '320x568 small phone', viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true },
  { name: '844x390 phone landscape', viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true },
];
for (const v of views) {
  const page = await openPage(browser, { viewport: v.viewport, hasTouch: !!v.hasTouch, isMobile: !!v.isMobile });
  await untilSim(page, 1300);
  const m = await page.evaluate(() => {
    const keys = [...document.querySelectorAll('#grid button, #fn button')].map((b) => b.getBoundingClientRect());
    return { sw: document.documentElement.scrollWidth, w: innerWidth, h: innerHeight,
      keys: keys.map((r) => [r.left, r.top, r.right, r.bottom, r.width, r.height]) };
  });
  const bad = m.keys.filter(([l, t, r, b, w, h]) => l < 0 || t < 0 || r > m.w || b > m.h || w < 44 || h < 44);
  check(m.sw <= m.w, `${v.name}: no sideways scroll`, `scrollWidth ${m.sw} > ${m.w}`);
  check(m.keys.length === 29 && bad.length === 0, `${v.name}: all 29 keys on screen, each at least 44 px square`,
    JSON.stringify(bad.map((k) => k.map(Math.round))));
  if (v.isMobile) {
    const touch = await page.evaluate(() => {
      const key = document.querySelector('[data-key="12"]'), ev = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      key.dispatchEvent(ev);
      const cs = getComputedStyle(key);
      return { page: getComputedStyle(document.documentElement).touchAction, key: cs.touchAction,
        select: cs.userSelect || cs.webkitUserSelect, menu: ev.defaultPrevented };
    });
    check(touch.page === 'manipulation' && touch.key === 'none' && touch.select === 'none' && touch.menu,
      `${v.name}: no double-tap zoom, no selection or context menu on a key`, JSON.stringify(touch));
    const tap = async (k) => {
      const box = await page.locator(`[data-key="${k}"]`).boundingBox();
      const t0 = await simMs(page);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await untilSim(page, t0 + 300);          // simulated time: a slow machine lags
    };
    await untilSim(page, 1500);
    await tap(27);                             // UNDO skips the intro
    const before = (await watch(page, 150)).lit;
    await tap(12);
    const img = await watch(page, 150);
    check(before && img.lit === ((before ^ cross(12)) >>> 0), `${v.name}: a touch tap is a press (the cross of the cell flips)`,
      `${hex(before)} -> ${hex(img.lit)}`);
  }
  if (v.shot) await page.screenshot({ path: `build/web/screenshot-${v.shot}.png` });
  if (v.shot === '390x844' && process.env.WEB_SCREENSHOT === '1') {
    copyFileSync('build/web/screenshot-390x844.png', 'tools/web/screenshot-phone.png');
  }
  errors.push(...page.errors);
  await page.context().close();
}

// ---- play on the desktop ----------------------------------------------------
const page = await openPage(browser, { viewport: { width: 1280, height: 800 } });
const l1 = level(1), l2 = level(2);
await untilSim(page, 1200);
check(await page.getAttribute('#status', 'aria-live') === 'polite', 'the status line is an aria-live region');
check(await until(page, () => /level 1\b/.test(document.getElementById('status').textContent)) &&
  (await status(page)).includes(`par ${l1.par}`), `at boot the status shows level 1 and its par (${l1.par}, lo)`,
  await status(page));
await press(page, 'UNDO');   // skips the intro
await sleep(200);

await instant(page, 12);
await sleep(300);
let img = await watch(page, 150);
check(img.lit === ((l1.board ^ cross(12)) >>> 0), 'an instant click (down and up in one frame) flips the cross',
  `${hex(img.lit)} want ${hex(l1.board ^ cross(12))}`);
check(/\b1 move\b/.test(await status(page)), 'after a press the status shows 1 move', await status(page));

const m0 = await moves(page);
await instant(page, 12, 2, 80);
await sleep(400);
img = await watch(page, 150);
check((await moves(page)) === m0 + 2 && img.lit === ((l1.board ^ cross(12)) >>> 0), 'two instant taps 80 ms apart are two moves',
  `${(await moves(page)) - m0} moves, ${hex(img.lit)}`);
check(/\b3 moves\b/.test(await status(page)), 'the status counts 3 moves', await status(page));

// MODE: the labels from the shared table; MODE again: gone.
const labels = () => page.$$eval('#grid .label', (ls) => ls.map((l) => l.textContent.replace(/\u00ad/g, '')));
await press(page, 'MODE');
await until(page, () => document.querySelector('#label-0').textContent !== '', null, 2000);
let ls = await labels();
const table = JSON.parse(execFileSync('cat', ['build/web/game.json'], { encoding: 'utf8' })).menu.flatMap((r) => r.labels);
check(ls.join('|') === table.join('|') && ls[0] === 'Classic' && ls[10] === '3x3' && ls[20] === 'level select',
  'MODE shows every cell\'s menu label (Classic, ..., 3x3, ..., level select)', ls.join('|'));
await page.screenshot({ path: 'build/web/screenshot-menu.png' });
if (process.env.WEB_SCREENSHOT === '1') copyFileSync('build/web/screenshot-menu.png', 'tools/web/screenshot.png');
check((await page.getAttribute('#label-12', 'id')) === (await page.getAttribute('[data-key="12"]', 'aria-describedby')),
  'each label describes its key (aria-describedby)');
await press(page, 'row 5 column 1');
await until(page, () => document.querySelector('#label-0').textContent === 'level 1', null, 2000);
ls = await labels();
check(ls[0] === 'level 1' && ls[24] === 'level 25', 'level select labels its cells with their levels', ls.join('|'));
await press(page, 'MODE');
await until(page, () => document.querySelector('#label-0').textContent === '', null, 2000);
ls = await labels();
img = await watch(page, 150);
check(ls.every((l) => l === '') && img.lit === ((l1.board ^ cross(12)) >>> 0), 'leaving hides the labels; the game is back',
  `${ls.join('|')} ${hex(img.lit)}`);

// A win: START restarts level 1, then its solution (lo solve).
await press(page, 'START');
await sleep(300);
await press(page, 'UNDO');
const plan = parseInt(lo('solve', l1.board.toString(16)).split('\n')[0], 16);
for (let k = 0; k < 25; k++) if ((plan >>> k) & 1) { await instant(page, k); await sleep(150); }
check(await until(page, () => /Solved in/.test(document.getElementById('status').textContent), null, 3000) &&
  /Solved in 3 moves \(par 3\), no hint, \d+:\d\d: perfect!/.test(await status(page)), 'after a win the status shows the result',
  await status(page));
await until(page, () => /puzzle level 2 /.test(document.getElementById('serial').textContent), null, 5000);
await sleep(200);
const pane = await page.evaluate(() => {
  const p = document.getElementById('serial'), lines = p.textContent.trim().split('\n');
  return { bottom: p.scrollHeight - p.scrollTop - p.clientHeight, last: lines.at(-1), over: p.scrollHeight > p.clientHeight };
});
check(pane.over && pane.bottom < 4 && /^puzzle level 2 /.test(pane.last),
  'after a win the log pane shows its last line (puzzle level 2)', JSON.stringify(pane));
const dev1 = await page.evaluate(() => document.querySelector('.device').getBoundingClientRect().height);
await page.evaluate(() => { document.getElementById('serial').scrollTop = 0; });
await press(page, 'UNDO');   // skips level 2's intro
await instant(page, 0);
await sleep(300);
const kept = await page.evaluate(() => document.getElementById('serial').scrollTop);
const dev2 = await page.evaluate(() => document.querySelector('.device').getBoundingClientRect().height);
check(kept === 0 && dev1 === dev2, 'scrolled up, the pane stays put; the device box keeps its size', `${kept} ${dev1} ${dev2}`);

// Share: the link of the puzzle in play (from the log's puzzle line).
await page.click('#share');
await sleep(100);
const link = await page.inputValue('#link-text');
check(link.endsWith(`#board=${l2.board.toString(16).padStart(7, '0')}`), 'Share gives the link of level 2\'s board', link);

// Links: bad and unsolvable ones change nothing; a good one plays.
for (const [hash, why] of [['#board=zz', 'not a board'], ['#board=1ff&grid=3&rule=sideways', 'rule'],
  ['#board=00001c0', 'cannot be played']]) {
  const ee = await page.evaluate(() => window.lightsout.eeprom);
  const before = await lit(page);
  await page.evaluate((h) => { location.hash = h; }, hash);
  await until(page, () => /saved game is unchanged/.test(document.getElementById('note').textContent), null, 8000);
  const note = await page.textContent('#note');
  await sleep(200);
  check(note.includes(why) && (await page.evaluate(() => window.lightsout.eeprom)) === ee && (await lit(page)) === before,
    `link ${hash}: an error on the page, the saved game unchanged`, note);
}
const deal = lo('deal', '--seed', '7', '--par', '6-9').split(/\s+/), dealt = parseInt(deal[0], 16);
const url = `#board=${deal[0]}`;
await page.evaluate((h) => { location.hash = h; }, url);
await until(page, () => /Shared puzzle opened/.test(document.getElementById('note').textContent), null, 15000);
check((await status(page)).includes(`par ${deal[1]}`), `link ${url}: the status shows its par (${deal[1]}, lo)`,
  `${await status(page)} / ${await page.textContent('#note')}`);
await sleep(300);
await press(page, 'UNDO');   // skips the intro
img = await watch(page, 200);
check(img.lit === dealt && (await page.evaluate(() => location.hash)) === '', `link ${url}: that board lit, the link consumed`,
  hex(img.lit));
const wrap = '#board=0000005&grid=4w', wpar = lo('par', '--size', '4', '--wrap', '5');
await page.evaluate((h) => { location.hash = h; }, wrap);
await until(page, () => /Shared puzzle opened/.test(document.getElementById('note').textContent) &&
  !window.lightsout.opening, null, 15000);
await until(page, (p) => document.getElementById('status').textContent.includes(p), `par ${wpar}`, 3000);   // the puzzle line's turn
check((await status(page)).includes(`4x4 wrap`) && (await status(page)).includes(`par ${wpar}`),
  `link ${wrap}: Design on the 4x4 wrap grid, par ${wpar} (lo)`, await status(page));

// Power on with HINT held: the self-test's lamp step, cell 0 first.
await page.selectOption('#hold', '26');
// Clicked and watched in the page, every frame: the image of each frame
// whose 48 ms LED window starts after power-on. Frames may be up to 100
// simulated ms apart on a busy machine; each lamp step lasts 150 ms.
const seen = await page.evaluate(() => new Promise((done) => {
  const out = [], t0 = window.lightsout.simMs;
  document.getElementById('power').click();
  const look = () => {
    let m = 0;
    document.querySelectorAll('#grid button').forEach((b, i) => { if (b.dataset.lit === '1') m |= 1 << i; });
    const t = window.lightsout.simMs - t0;
    if (t >= 60 && m && m !== out.at(-1)) out.push(m);
    if (t < 1000) requestAnimationFrame(look);
    else done(out);
  };
  requestAnimationFrame(look);
}));
const singles = seen.filter((m) => !(m & (m - 1)));
check(seen[0] === 1 && singles.every((m, i) => !i || m > singles[i - 1]) && singles.length >= 3,
  'power-on with HINT held enters the self-test: cell 0 alone first, then each LED alone in order',
  seen.map(hex).join(' '));

// Sound: a toggle that says its state.
const s0 = await page.getAttribute('#mute', 'aria-pressed');
await page.click('#mute');
const s1 = await page.getAttribute('#mute', 'aria-pressed');
check(s0 === 'true' && s1 === 'false' && (await page.evaluate(() => getComputedStyle(document.getElementById('mute'), '::after').content)) === '": off"',
  'Sound is a toggle: aria-pressed true (on), then false (off)', `${s0} ${s1}`);

// The m88 has no log: the page says so.
await page.selectOption('#board', 'm88');
await sleep(300);
check(/no serial log/.test(await status(page)), 'm88: the status says its firmware has no serial log', await status(page));
await page.evaluate(() => { location.hash = '#board=0d39c40'; });
await until(page, () => /saved game is unchanged/.test(document.getElementById('note').textContent), null, 3000);
check(/leaves out/.test(await page.textContent('#note')), 'm88: a link says it needs the serial log the m88 leaves out',
  await page.textContent('#note'));

errors.push(...page.errors);
check(errors.length === 0, 'no console error', errors.join(' | '));
await browser.close();
done();
