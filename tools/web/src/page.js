// SPDX-License-Identifier: MIT
// The web player: the embedded firmware on avr8js in real time, keys from
// pointer, touch and keyboard (the terminal player's map) in simulated
// time, LEDs drawn by perceived brightness, the buzzer on WebAudio, the
// EEPROM in localStorage, a status line from the serial log.
import boards from 'firmware:boards';
import game from 'firmware:game';
import { Machine, Eeprom, MCUS } from './machine.js';
import { BoardModel } from './board.js';
import { Tone } from './tone.js';
import { bindKeys, buildKeys } from './keys.js';
import { KeyTimeline, runWithKeys } from './tap.js';
import { Status, clock } from './status.js';
import { ruleLine } from './rules.js';
import { MenuView } from './view.js';
import { drawLeds, drawDown, drawLabels, drawInPlay } from './draw.js';
import { bindPanel, showSerial, openLink } from './panel.js';
import { bindPlay, showPlay } from './playctl.js';

const $ = (id) => document.getElementById(id);
const MAX_STEP_MS = 250;       // catch up at most this much per frame
const STEADY_MS = 100;         // an image this long unchanged is steady
// A press lasts at least twice the firmware's debounce plus one scan
// (firmware/app/input.h, hal/hal_tick.h): 20 ms.
const FRAME_MS = (5 * game.tickUs) / 1000, TAP_MS = 2 * (game.stableFrames + 1) * FRAME_MS;
// The LEDs are drawn from the last two whole multiplex frames (5 ms; a
// frame shows each row once, so the duty is exact); with no frame that
// recent (display off), from the last LED_MS (tools/web/README.md).
const LED_FRAMES = 2, LED_MS = 2 * LED_FRAMES * FRAME_MS;
const store = {
  get(k) { try { return localStorage.getItem(k); } catch { return null; } },
  set(k, v) { try { localStorage.setItem(k, v); } catch { /* private mode */ } },
};

let sim = null;               // the chip on show (makeSim)
let paused = false;           // while a link is being opened
const tone = new Tone();
const stats = { last: 0, speed: 0, headroom: 0, t0: 0, s0: 0, b0: 0, simMs: 0, busy: 0 };
const keys = buildKeys($('grid'), $('fn'));
const wall = { at: 0, sim: 0 };   // the last frame: wall time and simulated ms
let timeline = new KeyTimeline(TAP_MS);

function eepromKey(info) { return `lightsout.eeprom.${info.name}`; }

function loadEeprom(info) {
  const e = new Eeprom(MCUS[info.mcu].eeprom), hex = store.get(eepromKey(info));
  if (hex && hex.length === e.memory.length * 2) {
    for (let i = 0; i < e.memory.length; i++) e.memory[i] = parseInt(hex.substr(2 * i, 2), 16);
  }
  return e;
}

// The EEPROM, and the status as last read with it (a resumed game logs
// no puzzle line). Written at most every SAVE_MS while the firmware
// writes, and when the page is left: serialising it at every byte (86
// times a move) took a fifth of a throttled page's time.
const SAVE_MS = 200;
let savedAt = 0;
function saveEeprom() {
  sim.dirty = false;
  savedAt = performance.now();
  const mem = sim.m.eeprom.memory;
  store.set(eepromKey(sim.info), Array.from(mem, (b) => b.toString(16).padStart(2, '0')).join(''));
  store.set(`lightsout.status.${sim.info.name}`, sim.status.state(sim.m.ms(sim.m.cycles)));
}

// A chip of board info over eeprom, with its board model, serial log,
// status and menu view. Only the one on show saves.
export function makeSim(info, eeprom) {
  const s = { info, serial: { text: '', shown: '' }, status: new Status(game), view: new MenuView(game) };
  s.m = new Machine({
    image: Uint8Array.from(atob(info.image), (c) => c.charCodeAt(0)), fcpu: info.fcpu, mcu: info.mcu,
    supplyMv: info.supply_mv, eeprom,
    onSerial: (b) => {
      const ch = String.fromCharCode(b);
      s.serial.text = (s.serial.text + ch).slice(-16000);
      s.status.feed(ch, s.m.ms(s.m.cycles));
    },
  });
  eeprom.onWrite = () => { s.dirty = true; };   // stored by frame(), not per byte
  s.board = new BoardModel(s.m, info);
  s.board.keepFrames = LED_FRAMES + 1;
  s.m.attach(s.board);
  s.snaps = [s.board.snap()];
  s.steady = { lit: -1, since: 0 };
  return s;
}

// Show chip s from now on.
function adopt(s) {
  sim = s;
  timeline = new KeyTimeline(TAP_MS);
  Object.assign(wall, { at: performance.now(), sim: s.m.ms(s.m.cycles) });
  Object.assign(stats, { t0: performance.now(), s0: 0, simMs: 0, busy: 0, b0: 0 });
  saveEeprom();
}

// Power on the chosen board over its stored EEPROM (a reload is a power cycle).
function start(name) {
  if (sim && sim.dirty) saveEeprom();   // the board left keeps its last writes
  const info = boards.find((b) => b.name === name) || boards[0];
  store.set('lightsout.board', info.name);
  $('board').value = info.name;
  const s = makeSim(info, loadEeprom(info));
  const kept = store.get(`lightsout.status.${info.name}`);
  if (kept) s.status.restore(kept);
  adopt(s);
}

// The simulated time of an input event happening now.
function at() {
  const now = sim.m.ms(sim.m.cycles);
  return Math.min(Math.max(now, wall.sim + (performance.now() - wall.at)), now + MAX_STEP_MS);
}

// Run the simulation to the wall clock (wall: the simulated time at a
// wall instant), then draw. Behind by more than MAX_STEP_MS (a stall),
// the time beyond is dropped.
function frame() {
  const t = performance.now(), { m, board } = sim, cur = m.ms(m.cycles);
  let end = wall.sim + (t - wall.at);
  if (paused || end < cur) end = cur;
  else if (end > cur + MAX_STEP_MS) end = cur + MAX_STEP_MS;
  const dt = end - cur;
  if (sim.cutAt !== undefined && !paused) {
    runWithKeys(m, board, timeline, m.ms(m.cycles) + sim.cutAt * dt);
    const torn = m.powerCut();
    saveEeprom();
    $('note').textContent = `Power cut ${(sim.cutAt * dt).toFixed(1)} ms into a frame` +
      (torn ? '; an EEPROM byte was being written and is now undefined.' : '.');
    sim.cutAt = undefined;
  }
  runWithKeys(m, board, timeline, end);
  for (const k of timeline.started.splice(0)) {   // for the menu view and the intro
    sim.view.key(k, sim.status.s.level);
    sim.status.key();
  }
  if (sim.dirty && t - savedAt >= SAVE_MS) saveEeprom();
  stats.busy += performance.now() - t;
  stats.simMs += dt;
  Object.assign(wall, { at: t, sim: m.ms(m.cycles) });
  draw();
  measure(t);
  requestAnimationFrame(frame);
}

function draw() {
  const { m, board, snaps } = sim, now = board.snap(), fs = board.frameSnaps;
  snaps.push(now);
  while (snaps.length > 2 && now.cycle - snaps[1].cycle >= m.cyclesOf(LED_MS)) snaps.shift();
  const recent = fs.length > LED_FRAMES && now.cycle - fs[LED_FRAMES].cycle < m.cyclesOf(2 * FRAME_MS);
  const lit = recent ? drawLeds(keys, fs[0], fs[LED_FRAMES]) : drawLeds(keys, snaps[0], now);
  drawDown(keys, timeline.held() | timeline.mask);
  // The menu view decides on an image steady with no key down.
  const st = sim.steady, ms = m.ms(m.cycles);
  if (lit !== st.lit || timeline.mask) Object.assign(st, { lit, since: ms });
  else if (ms - st.since >= STEADY_MS) {
    sim.view.image(lit);
    sim.status.image(lit);
  }
  drawLabels(keys, sim.view.labels(), sim.view.opens());
  const playing = sim.view.view === 'play' && sim.info.log && ['intro', 'play', 'won', 'edit'].includes(sim.status.s.phase);
  drawInPlay(keys, playing ? sim.status.cellsInPlay() : 0x1ffffff);
  const hz = board.toneHz();
  tone.set(hz);
  const buzz = hz > 0 ? `buzzer ${Math.round(hz / 10) * 10} Hz` : 'buzzer silent';
  if (buzz !== shown.buzz) {   // a text written every frame would lay the page out every frame
    $('piezo').classList.toggle('on', hz > 0);
    $('tone').textContent = shown.buzz = buzz;
  }
  showStatus();
  showSerial(sim.serial);
}

let shown = { status: '', view: '', rule: '', stats: '', buzz: '' };
function showStatus() {
  const text = sim.info.log ? sim.status.text()
    : `The ${sim.info.name} firmware has no serial log (no room in its 8 KB), so this page cannot ` +
      'show the level, par and moves; the game itself is the same.';
  const view = sim.view.caption(), rule = sim.info.log ? ruleLine(sim.status) : '';
  const stats = sim.view.view === 'stats' ? sim.status.statsText() || 'Statistics: this firmware has none.' : sim.status.statsText();
  if (text !== shown.status) $('status').textContent = text;
  if (view !== shown.view) $('view').textContent = view;
  if (rule !== shown.rule) $('rule-text').textContent = rule;
  if (stats !== shown.stats) $('stats').textContent = stats;
  Object.assign(shown, { status: text, view, rule, stats });
  showPlay(sim);
  const v = sim.status.version;
  if ($('version').textContent !== (v ? `(version ${v})` : '')) $('version').textContent = v ? `(version ${v})` : '';
}

// Once a second: simulated time per wall time, and per time spent simulating.
function measure(now) {
  const wallMs = now - stats.t0;
  if (wallMs < 1000) return;
  stats.speed = (stats.simMs - stats.s0) / wallMs;
  stats.headroom = (stats.simMs - stats.s0) / Math.max(1e-3, stats.busy - stats.b0);
  Object.assign(stats, { t0: now, s0: stats.simMs, b0: stats.busy });
  $('speed').textContent = `speed ${stats.speed.toFixed(2)}x real time ` +
    `(${sim.info.fcpu / 1e6} MHz; the simulator could run ${stats.headroom.toFixed(1)}x)`;
}

for (const b of boards) {
  const o = document.createElement('option');
  o.value = b.name;
  o.textContent = `${b.name}: ${b.mcu}, ${b.fcpu / 1e6} MHz`;
  $('board').append(o);
}
bindKeys(keys, { down: (...a) => timeline.down(...a), up: (...a) => timeline.up(...a),
  releaseAll: (t) => timeline.releaseAll(t) }, at);
start(store.get('lightsout.board'));
window.addEventListener('pagehide', () => { if (sim.dirty) saveEeprom(); });
document.addEventListener('visibilitychange', () => { if (document.hidden && sim.dirty) saveEeprom(); });
const panelCtl = {
  boards, tone, store, at,
  sim: () => sim,
  start,
  adopt,
  makeSim,
  pause: (p) => { paused = p; },
  hold: (k, t, ms) => { timeline.down('power-on', k, t); timeline.up('power-on', t + ms); },
  eraseStatus: () => store.set(`lightsout.status.${sim.info.name}`, ''),
};
bindPanel(panelCtl);
bindPlay({ store, at, sim: () => sim, tap: (k, t) => { timeline.down('page', k, t); timeline.up('page', t); },
  openLink: (hash, extra) => openLink(panelCtl, hash, extra) });
window.lightsout = {
  get board() { return sim.info.name; },
  get simMs() { return sim.m.ms(sim.m.cycles); },
  get speed() { return stats.speed; },
  get headroom() { return stats.headroom; },
  get toneHz() { return tone.hz; },
  get eeprom() { return Array.from(sim.m.eeprom.memory, (b) => b.toString(16).padStart(2, '0')).join(''); },
  get opening() { return paused; },
  get keysDown() { return sim.board.down; },
  tapMs: TAP_MS,
};
requestAnimationFrame(frame);
