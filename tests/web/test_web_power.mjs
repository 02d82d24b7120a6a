#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Power cuts with the chip's EEPROM write time (3.4 ms a byte on avr8js),
// in play and during the boot-time upgrade of a layout-2, 3 or 4 save.
// One reference game logs every EEPROM erase/write with its cycle; the
// EEPROM at any cut follows from that log, and a byte cut while in flight
// is torn (partly erased or partly programmed: the datasheet leaves it
// undefined). Each cut then powers a fresh chip on over that EEPROM and
// reads the board it resumes. Every restart must show the last or the
// previous saved state, and a won level stays won.
import { Worker } from 'node:worker_threads';
import { EEPROM_MS, Eeprom } from '../../tools/web/src/machine.js';
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
function play(opts, script = GAME, eeprom = undefined) {
  const g = machine('uno', eeprom, opts), log = [];
  g.m.eeprom.onWrite = (a) => {
    const last = log[log.length - 1], value = g.m.eeprom.memory[a];
    if (last && last.cycle === g.m.cycles && last.addr === a) last.value = value;
    else log.push({ cycle: g.m.cycles, addr: a, value });
  };
  runSteps(g.m, g.board, parseScript(script));
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
function imageAt(c, log = ops, base = blank) {
  const mem = Uint8Array.from(base);
  for (const o of log) {
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
async function restartAll(images, boards = known) {
  const keys = [...new Set(images.map((m) => Buffer.from(m).toString('hex')))];
  const halves = [keys.filter((_, i) => i % 2 === 0), keys.filter((_, i) => i % 2 === 1)];
  const results = await Promise.all(halves.map((part) => new Promise((ok, fail) => {
    const w = new Worker(new URL('./restart_worker.mjs', import.meta.url),
      { workerData: { images: part, known: [...boards] } });
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

const restart = await restartAll([...saves, ...picked].map((c) => imageAt(c)));
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

// ---- the boot-time upgrade of a layout-2, 3 or 4 save (firmware/README.md) ----
// One old record as tests/host/lib/old_save.c builds it: Classic level 7
// of 9, one move (cell 12), sound on, mid brightness, tutor on, best 42;
// layout 4 then 37 solves, 12 perfect.
function crc16(bytes) {   // avr-libc's _crc_ccitt_update from 0xFFFF
  let c = 0xffff;
  for (const b of bytes) {
    c ^= b;
    for (let i = 0; i < 8; i++) c = c & 1 ? (c >>> 1) ^ 0x8408 : c >>> 1;
  }
  return c;
}
const l7 = level(7), l7moved = (l7.board ^ cross(12)) >>> 0;
function oldImage(layout) {
  const le = (x) => [x & 255, (x >>> 8) & 255, (x >>> 16) & 255, x >>> 24];
  const fields = [0, 0, 5, 1, 9, 7, 0, 1, 0, l7.par, 1, 1, 42, 0];
  const rec = layout === 2 ? [0xb1, 2, 24, 0, 0, ...le(l7.board), ...le(l7moved), ...fields, 0, 0]
    : [0xb1, layout, layout === 4 ? 36 : 32, 0, 0, ...le(l7.board), ...le(l7moved), ...new Array(10).fill(0),
      ...fields, ...(layout === 4 ? [37, 0, 12, 0] : [])];
  const c = crc16(rec);
  const mem = Uint8Array.from(blank);
  mem.set([...rec, c & 255, c >>> 8]);
  return mem;
}
// Today's record (layout 5, 47 bytes: the 32-byte game, then the
// statistics: solves, perfect, the chip wins, a zero byte) the firmware
// would load: newest valid seq.
function newRecord(mem) {
  let best = null;
  for (let at = 0; at + 47 <= mem.length - 4; at += 47) {
    const r = mem.subarray(at, at + 47), seq = r[3] | (r[4] << 8);
    if (r[0] !== 0xb1 || r[1] !== 5 || r[2] !== 40 || crc16(r.subarray(0, 45)) !== (r[45] | (r[46] << 8))) continue;
    if (!best || ((seq - best.seq) << 16 >> 16) > 0) best = { seq, p: r.subarray(5, 45) };
  }
  const p = best && best.p;
  return p && { board: (p[4] | (p[5] << 8) | (p[6] << 16) | (p[7] << 24)) >>> 0, unlocked: p[22], level: p[23],
    moves: p[25], bright: p[28], tutor: p[29], best: p[30], solves: p[32] | (p[33] << 8), perfect: p[34] | (p[35] << 8),
    chip: p[36] | p[37] | p[38] | p[39] };
}
const boot = (mem) => { const e = new Eeprom(mem.length); e.memory.set(mem); return play({}, '1300', e); };
// The upgrade of one old record, and `cuts` power cuts during it.
async function upgradeWalk(layout, cuts) {
  const old = oldImage(layout), up = boot(old), upOps = up.ops;
  const rec = newRecord(up.m.eeprom.memory);
  const held = layout === 4;   // its solves and perfect kept
  check(upOps.length >= 30 && rec && rec.level === 7 && rec.unlocked === 9 && rec.moves === 1 &&
    rec.bright === 1 && rec.tutor === 1 && rec.best === 42 && rec.board === l7moved && rec.solves === (held ? 37 : 0) &&
    rec.perfect === (held ? 12 : 0) && rec.chip === 0, `layout ${layout}: the upgrade writes ${upOps.length} bytes: ` +
    `level 7 of 9 after its move, in today's layout, ${held ? '37 solves, 12 perfect' : 'the statistics at 0'}, ` +
    'no chip wins', JSON.stringify(rec));
  // Cuts: before, in the middle of and at the end of each of the 5th to
  // 30th writes (after the boot counter's 4), and at random instants of
  // the upgrade's writes.
  const upCuts = new Set(), upFrom = upOps[4].cycle - dur, upTo = upOps[upOps.length - 1].cycle + 2 * dur;
  for (const o of upOps.slice(4, 30)) for (const d of [-1, 1, dur / 2, dur - 1]) upCuts.add(o.cycle + Math.round(d));
  while (upCuts.size < cuts) upCuts.add(upFrom + Math.floor(rand() * (upTo - upFrom)));
  const upImages = [...upCuts].map((c) => imageAt(c, upOps, old));
  // A second cut during the next boot, for every tenth: at a random instant of its writes.
  const twice = upImages.filter((_, i) => i % 10 === 0).map((mem) => {
    const again = boot(mem), last = again.ops.length ? again.ops[again.ops.length - 1].cycle + dur : 0;
    return imageAt(Math.floor(rand() * (last || again.m.cycles)), again.ops, mem);
  });
  const upRestart = await restartAll([...upImages, ...twice], new Set([l7moved]));
  const lost = [...upImages, ...twice].filter((mem) => upRestart(mem) !== l7moved).length;
  console.log(`# upgrade of layout ${layout}: ${upCuts.size} cuts at ${EEPROM_MS} ms a byte (the boot counter's ` +
    `4 writes, then ${upOps.length - 4} of the record in ` +
    `${((upTo - 2 * dur + dur - upOps[4].cycle) * 1000 / up.m.fcpu).toFixed(0)} ms), ${twice.length} cut again in the next boot`);
  check(lost === 0, `layout ${layout}: every cut during the upgrade resumes level 7 after its move (board 0e03931)`,
    `${lost} of ${upImages.length + twice.length} did not`);
}
await upgradeWalk(2, 150);
await upgradeWalk(3, 110);
await upgradeWalk(4, 60);
done();
