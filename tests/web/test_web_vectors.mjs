#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// The avr8js board model against the shared vectors in
// tests/vectors/matrix.txt (the simavr rig passes the same file): whole
// DDR and PORT registers written through avr8js's register hooks, keys
// held, PIN registers and LED on-time read back. The firmware never runs.
import { readFileSync } from 'node:fs';
import { check, done, machine } from './check.mjs';

const FILE = 'tests/vectors/matrix.txt';
const FN = ['mode', 'hint', 'undo', 'start'];
const { m, board } = machine('uno');
const { pins } = board;
const cpu = m.cpu;

function list(s, names) {
  if (s === '-') return 0;
  let mask = 0;
  for (const w of s.split(',')) {
    const v = names ? (/^[a-y]$/.test(w) ? w.charCodeAt(0) - 97 : FN.indexOf(w) < 0 ? -1 : 25 + FN.indexOf(w))
      : /^[0-9]$/.test(w) ? Number(w) : -1;
    if (v < 0) throw new Error(`bad list item '${w}'`);
    mask |= 1 << v;
  }
  return mask >>> 0;
}

// Selected rows low, others Hi-Z; LED columns driven; key columns pulled
// up. One DDR and one PORT write per port, as the firmware does.
function drive(sel, ledCols) {
  const im = {};
  const put = ([port, bit], out, high) => {
    const r = im[port] || (im[port] = { ddr: 0, port: 0 });
    if (out) r.ddr |= 1 << bit;
    if (high) r.port |= 1 << bit;
  };
  pins.rows.forEach((p, i) => put(p, (sel >> i) & 1, false));
  pins.leds.forEach((p, i) => put(p, true, (ledCols >> i) & 1));
  pins.keys.forEach((p) => put(p, false, true));
  for (const [name, r] of Object.entries(im)) {
    const cfg = m.ports[name].portConfig;
    cpu.writeData(cfg.DDR, r.ddr);
    cpu.writeData(cfg.PORT, r.port);
  }
}

function columnsLow() {
  let low = 0;
  pins.keys.forEach(([port, bit], c) => {
    if (!((cpu.readData(m.ports[port].portConfig.PIN) >> bit) & 1)) low |= 1 << c;
  });
  return low;
}

readFileSync(FILE, 'utf8').split('\n').forEach((text, i) => {
  const line = text.trim();
  if (!line || line[0] === '#') return;
  const [kind, a, b, c] = line.split(/\s+/);
  const keys = kind === 'keys';
  let got, want;
  try {
    const x = list(a, keys), y = list(b, false);
    want = list(c, !keys);
    board.setKeys(0);
    if (keys) {
      drive(y, 0);
      board.setKeys(x);
      got = columnsLow();
    } else {
      drive(x, 0);
      const s0 = board.snap();
      drive(x, y);
      cpu.cycles += 1000;
      const s1 = board.snap();
      drive(0, 0);
      got = 0;
      for (let k = 0; k < 25; k++) if (s1.on[k] - s0.on[k] >= 1000) got |= 1 << k;
    }
  } catch (e) {
    got = e.message;
  }
  check(got === want, `${FILE} line ${i + 1}: ${line.replace(/\s+/g, ' ')}`,
    `got ${typeof got === 'number' ? got.toString(16) : got}, want ${want === undefined ? '?' : want.toString(16)}`);
});
done();
