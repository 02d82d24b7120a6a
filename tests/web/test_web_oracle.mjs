#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// The second simulator as an oracle: every script of oracle_scripts.txt
// runs on simavr (build/uno/player --script) and on avr8js (the same
// words, hold times and LED window, tools/web/src/script.js); the final
// LED images and serial logs must be identical. Every third script also runs on the
// 8 MHz boards (handheld, m88) against their own players.
import { readFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { parseScript, runSteps, watchLeds, imageText } from '../../tools/web/src/script.js';
import { check, done, machine } from './check.mjs';

const FILE = 'tests/web/oracle_scripts.txt';
const scripts = readFileSync(FILE, 'utf8').split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => { const i = l.indexOf(':'); return { name: l.slice(0, i), words: l.slice(i + 1).trim() }; });

const runs = [];
for (const b of ['uno', 'handheld', 'm88']) {
  scripts.forEach((s, i) => { if (b === 'uno' || (i % 3 === 0 && s.name !== 'auto-off')) runs.push({ ...s, b }); });
}

// simavr runs in child processes while avr8js runs here.
const player = (b, words) => new Promise((ok) => {
  execFile('nice', [`build/${b}/player`, `build/${b}/lightsout.elf`, '--script', words, '--log'],
    (err, out, errText) => ok(err ? `error: ${errText}` : out));
});
const simavrs = runs.map(({ b, words }) => player(b, words));
const seen = new Set();
for (const [i, { name, words, b }] of runs.entries()) {
  let log = '';
  const { m, board } = machine(b, undefined, { onSerial: (c) => { log += String.fromCharCode(c); } });
  runSteps(m, board, parseScript(words));
  const avr8js = imageText(watchLeds(m, board)) + log;
  const simavr = await simavrs[i];
  seen.add(avr8js);
  const a = simavr.trimEnd().split('\n'), z = avr8js.trimEnd().split('\n');
  const side = a.map((l, k) => `${l}  |  ${z[k] ?? ''}`).join('\n');
  check(simavr === avr8js, `${b} ${name}: simavr and avr8js show the same LEDs and serial log`,
    `simavr | avr8js\n${side}`);
}
// The scripts are worth comparing only if they show different things.
check(seen.size >= scripts.length * 0.6, `the ${scripts.length} scripts end on ${seen.size} distinct images`);
done();
