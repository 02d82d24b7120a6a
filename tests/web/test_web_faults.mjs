#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// What a first-time player tripped on (issue 37), in headless Debian
// Chromium, each shown fixed: the status after reloads and power cuts,
// the intro's "any key starts", Merlin as 3x3 with links that round-trip,
// the statistics as text, cells out of play, the rules line on a phone,
// a win's status, cell names for screen readers, the landscape fit, menu
// labels, the favicon over http; and the timer, Redo and the daily puzzle.
// WEB_DIR=DIR runs it on another build of the page: on the page before
// these fixes every fault's check fails, or its part breaks.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { check, done, level } from './check.mjs';
import { launch, openPage, cross, hex, sleep, lit, watch, untilSim, until, press, simMs, WEB_DIR } from './browser.mjs';
import { dayOf, dailyBoard } from '../../tools/web/src/daily.js';

const browser = await launch();
const errors = [];
const lo = (...a) => execFileSync('build/host/lo', a, { encoding: 'utf8' }).trim();
const text = (page, id) => page.textContent(id);
const moves = async (page) => ((await text(page, '#serial')).match(/^move /gm) || []).length;
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const tap = (page, k) => page.evaluate((key) => {
  const b = document.querySelector(`[data-key="${key}"]`), o = { bubbles: true, pointerId: 5, isPrimary: true };
  b.dispatchEvent(new PointerEvent('pointerdown', o));
  b.dispatchEvent(new PointerEvent('pointerup', o));
}, k);
const after = async (page, ms) => untilSim(page, (await simMs(page)) + ms);   // simulated time
const l1 = level(1);
// A part of the test: an error in it (an element the page lacks) is a
// failure of that part, and the next part runs.
async function part(name, fn) {
  try { await fn(); } catch (e) { check(false, `${name}: broke`, String(e.message).split('\n')[0]); }
}

// ---- a phone: intro, rules line, names, timer, Redo, reloads and cuts -----------
{
  const page = await openPage(browser, phone);
  await untilSim(page, 1300);
  await part('faults 2 and 6', async () => {
    const intro = await text(page, '#status');
    check(/^Classic level 1, par \d+: press any key to start/.test(intro), 'fault 2: the intro says any key starts the level',
      intro);
    const box = await page.evaluate(() => ['#status', '#rule', '#how'].map((s) => document.querySelector(s).getBoundingClientRect())
      .map((r) => [r.top, r.bottom]));
    const rule = await text(page, '#rule-text');
    check(box[1][0] - box[0][1] < 12 && box[1][1] <= 844 && /Lights Out: .* turn every light off/.test(rule),
      'fault 6: on a phone the rules line sits right under the status, above the fold', `${JSON.stringify(box)} ${rule}`);
    await page.click('#rules-open');
    await sleep(200);
    const how = await page.evaluate(() => ({ top: document.getElementById('how').getBoundingClientRect().top,
      focus: document.activeElement.id, text: document.querySelector('.howto').textContent }));
    check(how.top > -2 && how.top < 100 && how.focus === 'how' && /Three-state/.test(how.text) && /Merlin/.test(how.text) &&
      /Versus/.test(how.text) && /wrap grids join opposite edges/.test(how.text),
      'fault 6: the full rules one tap away, with three-state, Merlin, Versus and the wrap grids', JSON.stringify(how.top));
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  await part('fault 9, the timer and Redo', async () => {
    await tap(page, 27);                       // skips the intro
    await after(page, 300);
    const names = await page.$$eval('#grid button', (bs) => bs.map((b) => [b.getAttribute('aria-label'), b.dataset.lit === '1']));
    check(names.every(([n, on], i) => n === `row ${Math.floor(i / 5) + 1} column ${(i % 5) + 1}, ${on ? 'lit' : 'dark'}`) &&
      names.filter(([, on]) => on).length === 10, 'fault 9: each cell is named by row and column from 1, and lit or dark',
    names.map(([n]) => n).join('|'));

    await tap(page, 12);
    await after(page, 1300);
    const t1 = await text(page, '#timer');
    await tap(page, 27);                       // UNDO
    await after(page, 300);
    const canRedo = !(await page.isDisabled('#redo'));
    await page.click('#redo');
    await after(page, 300);
    const img = await watch(page, 150);
    check(t1 !== '0:00' && /^0:0[1-3]$/.test(t1), 'the timer runs from the first move', t1);
    check(canRedo && img.lit === ((l1.board ^ cross(12)) >>> 0) && /: 1 move, no hint\.$/.test(await text(page, '#status')) &&
      (await page.isDisabled('#redo')), 'Redo after UNDO presses the cell again (then nothing to redo)',
    `${canRedo} ${hex(img.lit)} ${await text(page, '#status')}`);

  });
  await part('fault 1', async () => {
    const want = await text(page, '#status');
    const said = [];
    for (const step of ['reload', 'reload', 'cut', 'reload', 'cut']) {
      if (step === 'reload') await page.reload();
      else await page.click('#cut');
      await untilSim(page, step === 'reload' ? 1600 : (await simMs(page)) + 1600);
      said.push(await text(page, '#status'));
    }
    check(said.every((s) => s === want), 'fault 1: the status is right after reloads and power cuts', said.join(' / '));
    await page.click('#share');
    check((await page.inputValue('#link-text')).endsWith(`#board=${l1.board.toString(16).padStart(7, '0')}`),
      'fault 1: after them Share still has the puzzle', await text(page, '#note'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await tap(page, 7);
    await after(page, 300);
    check(/: 2 moves, no hint\.$/.test(await text(page, '#status')), 'fault 1: and the moves count on',
      await text(page, '#status'));

  });
  // ---- the menu: Merlin, out-of-play cells, statistics, labels ----
  await part('faults 3, 4, 5 and 10', async () => {
    const menuTo = async (...ks) => {
      await press(page, 'MODE');
      for (const k of ks) await press(page, `row ${Math.floor(k / 5) + 1} column ${(k % 5) + 1}`);
    };
    await menuTo();
    await until(page, () => document.querySelector('#label-22').textContent !== '', null, 3000);
    const menu = await page.evaluate(() => {
      const el = document.querySelector('#label-22'), node = el.firstChild, tops = new Map();
      for (let i = 0; i < node.length; i++) {
        const r = document.createRange();
        r.setStart(node, i);
        r.setEnd(node, i + 1);
        const rect = r.getClientRects()[0];
        if (rect && rect.width > 0) tops.set(Math.round(rect.top), (tops.get(Math.round(rect.top)) || 0) + 1);
      }
      const clipped = [...document.querySelectorAll('#grid .label')].filter((l) => l.scrollWidth > l.clientWidth)
        .map((l) => l.textContent);
      return { lines: [...tops.values()], clipped, opens: [20, 22, 24].map((k) => document.querySelector(`[data-key="${k}"]`)
        .classList.contains('opens')), value: document.querySelector('[data-key="12"]').classList.contains('opens') };
    });
    check(menu.lines.every((n) => n >= 3), 'fault 10: "statistics" breaks into parts of 3 letters or more, never "statistic / s"',
      JSON.stringify(menu.lines));
    check(menu.clipped.length === 0, 'fault 10: every menu label fits its cell', menu.clipped.join('|'));
    check(menu.opens.every(Boolean) && !menu.value, 'fault 10: level select, statistics and self-test are drawn as rings, not values');
    await press(page, 'row 5 column 3');       // the statistics' scroll
    await after(page, 600);
    const scroll = await page.$$eval('#grid .label', (ls) => ls.map((l) => l.textContent).join(''));
    const stats = await text(page, '#stats');
    check(scroll === '' && /^Statistics: \d+ solves, \d+ perfect solves, Action best \d+\.$/.test(stats),
      'fault 4: the statistics scroll with no menu label over them, and read as text on the page', `${scroll} ${stats}`);
    await press(page, 'MODE');                 // back to the menu
    await after(page, 400);
    await press(page, 'row 1 column 2');       // Random
    await press(page, 'row 2 column 4');       // Merlin
    await press(page, 'MODE');
    await until(page, () => /Merlin/.test(document.getElementById('status').textContent), null, 3000);
    await after(page, 300);
    const merlin = await text(page, '#status');
    const out = await page.$$eval('#grid button', (bs) => bs.map((b, i) => [i, b.disabled, b.getAttribute('aria-label')]));
    const inPlay = (i) => i % 5 < 3 && i < 15;
    const outside = out.filter(([, d]) => d).map(([i]) => i);
    check(/^Random \(3x3, Merlin\)/.test(merlin) &&
      out.every(([i, dis, n]) => dis === !inPlay(i) && n.endsWith('out of play') === !inPlay(i)),
    'fault 3 and 5: Merlin reads 3x3; the cells outside are disabled and named out of play', `${merlin} ${outside}`);
    await tap(page, 27);                       // skips the intro
    await after(page, 300);
    const m0 = await moves(page);
    await tap(page, 4);
    await page.keyboard.press('e');            // cell 4 by the keyboard
    await after(page, 300);
    check((await moves(page)) === m0, 'fault 5: a tap or a key on a cell out of play does nothing', `${(await moves(page)) - m0}`);
    await page.click('#share');
    const link = await page.inputValue('#link-text'), par = /par (\d+)/.exec(merlin)[1];
    await page.evaluate((h) => { location.hash = h; }, link.replace(/^[^#]*/, ''));
    await until(page, () => /Shared puzzle opened|cannot|does not/.test(document.getElementById('note').textContent), null, 15000);
    check(/&rule=merlin&grid=3$/.test(link) && (await text(page, '#note')).includes(`par ${par}`),
      `fault 3: Merlin's share link (${link.replace(/^[^#]*/, '')}) opens its puzzle again, par ${par}`, await text(page, '#note'));
  });
  errors.push(...page.errors);
  await page.context().close();
}

// ---- landscape fits ----------------------------------------------------------------
{
  const page = await openPage(browser, { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });
  await untilSim(page, 500);
  const m = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth,
    bottom: document.querySelector('.device').getBoundingClientRect().bottom }));
  check(m.sw <= 844 && m.bottom <= 390, 'fault 10: landscape 844x390: the device fits, no overflow', JSON.stringify(m));
  errors.push(...page.errors);
  await page.context().close();
}

// ---- a win on a phone; the daily puzzle ---------------------------------------------
{
  const page = await openPage(browser, phone);
  await untilSim(page, 1300);
  await part('fault 8', async () => {
    await tap(page, 27);
    await after(page, 300);
    const y = () => page.evaluate(() => document.getElementById('share').getBoundingClientRect().top);
    const y0 = await y(), ys = [], states = [];
    const plan = parseInt(lo('solve', l1.board.toString(16)).split('\n')[0], 16);
    for (let k = 0; k < 25; k++) if ((plan >>> k) & 1) { await tap(page, k); await after(page, 150); }
    for (let i = 0; i < 30; i++) {
      states.push(await text(page, '#status'));
      ys.push(await y());
      await sleep(100);
    }
    const won = states.filter((s) => /^Solved/.test(s));
    check(won.length > 0 && won.every((s) => !/level 1\b/.test(s)) && states.some((s) => /^Classic level 2/.test(s)),
      'fault 8: after a win the status shows the result, not the level just finished, then level 2', [...new Set(states)].join(' / '));
    check(ys.every((v) => v === y0), 'fault 8: the buttons below the status stay put', JSON.stringify([...new Set(ys)]));

  });
  await part('the daily puzzle', async () => {
    const n = dayOf(new Date()), board = dailyBoard(n), dpar = Number(lo('par', board.toString(16)));
    await page.click('#daily');
    await until(page, () => /Daily puzzle #/.test(document.getElementById('note').textContent), null, 15000);
    check((await text(page, '#note')).includes(`#${n}`) && (await text(page, '#status')).includes(`par ${dpar}`),
      `the daily puzzle #${n} opens with the firmware's par (${dpar}, as lo)`, `${await text(page, '#note')} ${await text(page, '#status')}`);
    await after(page, 300);
    await tap(page, 27);
    await after(page, 300);
    check((await watch(page, 150)).lit === board, `its board is the day's (${hex(board)})`, hex(await lit(page)));
    const sol = parseInt(lo('solve', board.toString(16)).split('\n')[0], 16);
    for (let k = 0; k < 25; k++) if ((sol >>> k) & 1) { await tap(page, k); await after(page, 150); }
    await until(page, () => !document.getElementById('result').hidden, null, 4000);
    const result = await page.inputValue('#result-text');
    check(new RegExp(`^Lights Out handheld daily #${n}: ${dpar} moves \\(par ${dpar}\\), 0 hints, \\d+:\\d\\d, perfect$`).test(result),
      'after the win, a result line to copy: day, moves against par, hints, time', result);
    await page.reload();
    await untilSim(page, 1300);
    await page.evaluate(() => { location.hash = '#daily'; });
    await until(page, () => /Daily puzzle #/.test(document.getElementById('note').textContent), null, 15000);
    check(!(await page.isHidden('#result')) && (await page.inputValue('#result-text')) === result &&
      (await text(page, '#note')).includes('Solved already'), 'reopened (#daily), the day\'s result is remembered',
    await text(page, '#note'));
  });
  errors.push(...page.errors);
  await page.context().close();
}

// ---- over http: nothing missing (the favicon) ------------------------------------------
{
  await part('fault 10 over http', async () => {
    const server = createServer((req, res) => {
      const f = join(WEB_DIR, req.url === '/' ? 'index.html' : req.url.slice(1));
      if (!existsSync(f)) { res.writeHead(404); res.end(); return; }
      res.writeHead(200, { 'content-type': f.endsWith('.js') ? 'text/javascript' : 'text/html' });
      res.end(readFileSync(f));
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const ctx = await browser.newContext(), page = await ctx.newPage(), missing = [];
    page.on('response', (r) => { if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`); });
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await sleep(1500);
    const icon = await page.evaluate(() => (document.querySelector('link[rel="icon"]') || {}).href || '');
    check(missing.length === 0 && icon.startsWith('data:'),
      'fault 10: over http nothing is missing: the icon is in the page (no favicon.ico to 404)', `${missing.join(' ')} ${icon}`);
    await ctx.close();
    server.close();
  });
}

check(errors.length === 0, 'no console error', errors.join(' | '));
await browser.close();
done();
