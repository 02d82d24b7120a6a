// SPDX-License-Identifier: MIT
// The web player: the embedded firmware on avr8js in real time, keys from
// pointer, touch and keyboard (the terminal player's map), LEDs drawn by
// duty, the buzzer on WebAudio, the EEPROM in localStorage.
import boards from 'firmware:boards';
import { Machine, Eeprom, MCUS } from './machine.js';
import { BoardModel, CELLS, LIT_DUTY } from './board.js';
import { Tone } from './tone.js';
import { bindKeys, buildKeys } from './keys.js';

const $ = (id) => document.getElementById(id);
const WINDOW_MS = 48;          // LED duty window: a few multiplex frames
const MAX_STEP_MS = 100;       // catch up at most this much per frame
const store = {
  get(k) { try { return localStorage.getItem(k); } catch { return null; } },
  set(k, v) { try { localStorage.setItem(k, v); } catch { /* private mode */ } },
};

let sim = null;               // { info, m, board, snaps, serial }
const tone = new Tone();
const stats = { wall: 0, simMs: 0, busy: 0, last: 0, speed: 0, headroom: 0, t0: 0, s0: 0, b0: 0 };
const keys = buildKeys($('grid'), $('fn'));

function eepromKey(info) { return `lightsout.eeprom.${info.name}`; }

function loadEeprom(info) {
  const e = new Eeprom(MCUS[info.mcu].eeprom), hex = store.get(eepromKey(info));
  if (hex && hex.length === e.memory.length * 2) {
    for (let i = 0; i < e.memory.length; i++) e.memory[i] = parseInt(hex.substr(2 * i, 2), 16);
  }
  return e;
}

function saveEeprom() {
  const mem = sim.m.eeprom.memory;
  store.set(eepromKey(sim.info), Array.from(mem, (b) => b.toString(16).padStart(2, '0')).join(''));
}

// Power on the chosen board over its stored EEPROM (a reload is a power cycle).
function start(name) {
  const info = boards.find((b) => b.name === name) || boards[0];
  store.set('lightsout.board', info.name);
  $('board').value = info.name;
  const serial = { text: '', shown: '' };
  const eeprom = loadEeprom(info);
  const m = new Machine({
    image: Uint8Array.from(atob(info.image), (c) => c.charCodeAt(0)), fcpu: info.fcpu, mcu: info.mcu, supplyMv: info.supply_mv, eeprom,
    onSerial: (b) => { serial.text = (serial.text + String.fromCharCode(b)).slice(-8000); },
  });
  eeprom.onWrite = () => { if (sim && sim.m === m) saveEeprom(); };
  const board = new BoardModel(m, info);
  m.attach(board);
  sim = { info, m, board, snaps: [board.snap()], serial };
  keys.setKeys = (mask) => board.setKeys(mask);
  board.setKeys(keys.mask());
  $('serial').textContent = '(nothing sent)';
  Object.assign(stats, { t0: performance.now(), s0: 0, b0: 0, simMs: 0, busy: 0 });
}

// Run the simulation to catch up with the wall clock, then draw.
function frame(now) {
  const dt = Math.min(MAX_STEP_MS, stats.last ? now - stats.last : 0);
  stats.last = now;
  const t = performance.now();
  if (sim.cutAt !== undefined) {
    const part = sim.cutAt * dt;
    sim.m.runMs(part);
    const torn = sim.m.powerCut();
    saveEeprom();
    $('status').textContent = `power cut ${part.toFixed(1)} ms into a frame` +
      (torn ? '; an EEPROM byte was being written and is now undefined' : '');
    sim.cutAt = undefined;
    sim.m.runMs(dt - part);
  } else {
    sim.m.runMs(dt);
  }
  stats.busy += performance.now() - t;
  stats.simMs += dt;
  draw();
  measure(now);
  requestAnimationFrame(frame);
}

function draw() {
  const { m, board, snaps } = sim, now = board.snap();
  snaps.push(now);
  const w = m.cyclesOf(WINDOW_MS);
  while (snaps.length > 2 && now.cycle - snaps[1].cycle >= w) snaps.shift();
  const a = snaps[0], len = now.cycle - a.cycle;
  for (let i = 0; i < CELLS; i++) {
    const d = len ? (now.on[i] - a.on[i]) / len : 0;
    keys.cells[i].led.style.opacity = Math.min(1, d * 5).toFixed(2);
    if (d >= LIT_DUTY) keys.cells[i].btn.dataset.lit = '1';
    else delete keys.cells[i].btn.dataset.lit;
  }
  const hz = board.toneHz();
  tone.set(hz);
  $('piezo').classList.toggle('on', hz > 0);
  $('tone').textContent = hz > 0 ? `buzzer ${Math.round(hz / 10) * 10} Hz` : 'buzzer silent';
  if (sim.serial.text !== sim.serial.shown) {
    sim.serial.shown = sim.serial.text;
    $('serial').textContent = sim.serial.text.split('\n').slice(-40).join('\n');
  }
}

// Once a second: simulated time per wall time, and per time spent simulating.
function measure(now) {
  const wall = now - stats.t0;
  if (wall < 1000) return;
  stats.speed = (stats.simMs - stats.s0) / wall;
  stats.headroom = (stats.simMs - stats.s0) / Math.max(1e-3, stats.busy - stats.b0);
  Object.assign(stats, { t0: now, s0: stats.simMs, b0: stats.busy });
  $('speed').textContent = `speed ${stats.speed.toFixed(2)}x real time ` +
    `(${sim.info.fcpu / 1e6} MHz; the simulator could run ${stats.headroom.toFixed(1)}x)`;
}

function controls() {
  for (const b of boards) {
    const o = document.createElement('option');
    o.value = b.name;
    o.textContent = `${b.name}: ${b.mcu}, ${b.fcpu / 1e6} MHz`;
    $('board').append(o);
  }
  $('board').addEventListener('change', (e) => start(e.target.value));
  $('mute').addEventListener('click', (e) => {
    tone.muted = !tone.muted;
    e.target.setAttribute('aria-pressed', String(tone.muted));
    e.target.textContent = tone.muted ? 'Sound off' : 'Sound on';
  });
  $('cut').addEventListener('click', () => { sim.cutAt = Math.random(); });
  $('erase').addEventListener('click', () => {
    sim.m.eeprom.memory.fill(0xff);
    sim.m.powerCycle();
    saveEeprom();
    $('status').textContent = 'EEPROM erased; powered on again';
  });
  const gesture = () => tone.unlock();
  window.addEventListener('pointerdown', gesture);
  window.addEventListener('keydown', gesture);
}

controls();
bindKeys(keys);
start(store.get('lightsout.board'));
window.lightsout = {
  get board() { return sim.info.name; },
  get simMs() { return sim.m.ms(sim.m.cycles); },
  get speed() { return stats.speed; },
  get headroom() { return stats.headroom; },
  get toneHz() { return tone.hz; },
};
requestAnimationFrame(frame);
