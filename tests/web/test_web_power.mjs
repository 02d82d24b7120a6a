#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Power cuts with the chip's EEPROM write time (3.4 ms a byte on avr8js).
// One reference game logs every EEPROM erase/write with its cycle; the
// EEPROM at any cut follows from that log, and a byte cut while in flight
// is torn (partly erased or partly programmed: the datasheet leaves it
// undefined). Each cut then powers a fresh chip on over that EEPROM and
// reads the board it resumes. Every restart must show the last or the
// previous saved state, and a won level stays won.
import { Worker } from 'node:worker_threads';
import { EEPROM_MS } from '../../tools/web/src/machine.js';
import { parseScript, runSteps } from '../../tools/web/src/script.js';
import { check, done, machine, level } from './check.mjs';

const CUTS = 1000;
// Slow and fast presses, a restart of the level, the win that unlocks 2.
const GAME = '1200 undo a 300 e 300 y 50 c 50 k 50 g 300 s 40 o 40 q 300 ' +
  'start 1500 undo l u w 800';
let seed = 12345;
const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);

// A game with every EEPROM byte logged: ops {cycle, addr, value}; the
// erase and the write of one byte come at the same cycle.
function play(opts) {
  const g = machine('uno', undefined, opts), log = [];
  g.m.eeprom.onWrite = (a) => {
    const last = log[log.length - 1], value = g.m.eeprom.memory[a];
    if (last && last.cycle === g.m.cycles && last.addr === a) last.value = value;
    else log.push({ cycle: g.m.cycles, addr: a, value });
  };
  runSteps(g.m, g.board, parseScript(GAME));
  return { ...g, ops: log };
}
// The ops that complete a record: a run of bytes in order ends with the
// byte before the run (or the run's first byte, cleared first, set last).
function records(log) {
  const done = [];
  let start = null, prev = null;
  for (const o of log) {
    if (start !== null && prev !== o && (o.addr === start - 1 || (o.addr === start && o.cycle > prev.cycle))) {
      done.push(o);
      start = null;
    } else if (start === null || o.addr !== prev.addr + 1) {
      start = o.addr;
    }
    prev = o;
  }
  return done;
}
// A save's length: its second record, first byte to the last byte done.
function saveMs(g, dur) {
  const sets = records(g.ops);
  const first = g.ops.find((o) => o.cycle > sets[0].cycle);
  return ((sets[1].cycle + dur - first.cycle) * 1000) / g.m.fcpu;
}
const ref = play({}), ops = ref.ops;
const blank = new Uint8Array(ref.m.eeprom.memory.length).fill(0xff);
const dur = 2 * ref.m.eeCycles, end = ref.m.cycles;

// EEPROM image at cycle c: every op started by then; one still in
// flight is torn: partly erased in its first half, partly programmed in
// its second.
function imageAt(c) {
  const mem = Uint8Array.from(blank);
  for (const o of ops) {
    if (o.cycle > c) break;
    const half = Math.floor((2 * (c - o.cycle)) / dur);
    mem[o.addr] = half >= 2 ? o.value : half ? o.value | 0xa5 : mem[o.addr] | 0x5a;
  }
  return mem;
}

// The boards the game passes through: level 1, each press's cross, level
// 1 again after START, then level 2 after the win.
const l1 = level(1).board, l2 = level(2).board;
const cross = (k) => [k, k - 5, k + 5, k % 5 ? k - 1 : -1, k % 5 < 4 ? k + 1 : -1]
  .filter((i) => i >= 0 && i < 25).reduce((m, i) => m | (1 << i), 0);
const known = new Set([l1, l2]);
['aeyckgsoq', 'luw'].reduce((b, keys) => {
  for (const ch of keys) known.add((b ^= cross(ch.charCodeAt(0) - 97)) >>> 0);
  return l1;
}, l1);

// Restart every image needed, on two worker threads (restart_worker.mjs).
async function restartAll(images) {
  const keys = [...new Set(images.map((m) => Buffer.from(m).toString('hex')))];
  const halves = [keys.filter((_, i) => i % 2 === 0), keys.filter((_, i) => i % 2 === 1)];
  const results = await Promise.all(halves.map((part) => new Promise((ok, fail) => {
    const w = new Worker(new URL('./restart_worker.mjs', import.meta.url),
      { workerData: { images: part, known: [...known] } });
    w.once('message', ok);
    w.once('error', fail);
  })));
  const map = new Map();
  halves.forEach((part, h) => part.forEach((k, i) => map.set(k, results[h][i])));
  return (mem) => map.get(Buffer.from(mem).toString('hex'));
}

// Saves: a record's bytes go in order, its first byte last (save.h).
const saves = records(ops).map((o) => o.cycle + dur);

// Cut points: every byte's start, middle and end, then random instants
// in and around the save windows, 1000 distinct cycles in all.
const cuts = new Set();
for (const o of ops) {
  for (const d of [-1, 0, 1, dur / 2 - 1, dur / 2, dur - 1, dur]) cuts.add(o.cycle + Math.round(d));
}
const all = [...cuts].filter((c) => c < end);
for (let i = all.length - 1; i > 0; i--) {
  const j = Math.floor(rand() * (i + 1));
  [all[i], all[j]] = [all[j], all[i]];
}
const picked = all.slice(0, CUTS * 0.6);
while (picked.length < CUTS) {
  const o = ops[Math.floor(rand() * ops.length)], c = o.cycle + Math.round((rand() * 3 - 1) * dur);
  if (c > 0 && c < end && !picked.includes(c)) picked.push(c);
}
picked.sort((a, b) => a - b);

const restart = await restartAll([...saves, ...picked].map(imageAt));
const states = saves.map((c) => restart(imageAt(c)));
check(saves.length >= 8, `the game saved ${saves.length} records`);
check(states[states.length - 1] === l2, 'the last record holds level 2 after the win',
  states.map((s) => s.toString(16)).join(' '));
const won = states.indexOf(l2);

let bad = [], previous = 0, torn = 0, l2Lost = [];
for (const c of picked) {
  const k = saves.filter((s) => s <= c).length;
  const last = k ? states[k - 1] : l1, prev = k > 1 ? states[k - 2] : l1;
  torn += ops.some((o) => o.cycle <= c && c < o.cycle + dur);
  const shown = restart(imageAt(c));
  if (shown !== last && shown !== prev) bad.push(`${c}: ${shown.toString(16)}`);
  previous += shown !== last;
  if (won >= 0 && won < k && shown !== l2) l2Lost.push(c);
}
// The same game with simavr's EEPROM (a byte in 34 cycles) for comparison.
const quick = play({ eepromMs: (34 * 1000) / ref.m.fcpu });
const slow = saveMs(ref, dur), fast = saveMs(quick, 2 * quick.m.eeCycles);
const images = new Set(picked.map((c) => Buffer.from(imageAt(c)).toString('hex'))).size;
console.log(`# ${picked.length} cuts (${torn} during a byte write), ${images} distinct EEPROM images ` +
  `restarted; ${previous} showed the previous record`);
console.log(`# a save takes ${slow.toFixed(1)} ms at ${EEPROM_MS} ms a byte, ${fast.toFixed(2)} ms at ` +
  `34 cycles a byte (simavr): ${(slow / fast).toFixed(0)}x longer`);
check(new Set(picked).size === CUTS, `${CUTS} distinct cut cycles`);
check(bad.length === 0, 'every restart shows the last or the previous saved state', bad.slice(0, 5).join(', '));
check(l2Lost.length === 0, 'once level 2 is saved, no cut goes back to level 1', l2Lost.slice(0, 5).join(', '));
done();
