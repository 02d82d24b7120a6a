#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// The terminal player's scripted mode on avr8js instead of simavr:
//   node tools/web/run.mjs [--board NAME] [HEX] --script TEXT|@FILE|-
//                          [--window MS] [--log] [--eeprom FILE]
// prints the same 5 lines ('#' lit, '.' dark, '*' blinking), then with
// --log the serial log (USART0 TX). The board's
// pins come from build/web/NAME.json (make web), the firmware by default
// from build/NAME/lightsout.hex. Exit 2 on a bad option or script word.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { Machine } from './src/machine.js';
import { BoardModel } from './src/board.js';
import { parseScript, runSteps, watchLeds, imageText, SLICE_MS } from './src/script.js';

function fail(msg, code = 2) {
  process.stderr.write(`run: ${msg}\n`);
  process.exit(code);
}

const args = process.argv.slice(2);
let board = 'uno', hexPath = null, script = null, windowMs = 1000, eeprom = null, log = false;
for (let i = 0; i < args.length; i++) {
  const a = args[i], more = i + 1 < args.length;
  if (a === '--board' && more) board = args[++i];
  else if (a === '--script' && more) script = args[++i];
  else if (a === '--window' && more) windowMs = Number(args[++i]);
  else if (a === '--eeprom' && more) eeprom = args[++i];
  else if (a === '--log') log = true;
  else if (a[0] !== '-' && !hexPath) hexPath = a;
  else fail(`bad option '${a}' (usage: run.mjs [--board NAME] [HEX] --script TEXT)`);
}
if (script === null) fail('--script is required');
if (!(windowMs >= SLICE_MS && windowMs <= 60e3)) fail(`--window must be ${SLICE_MS}..60000 ms`);
const text = script === '-' ? readFileSync(0, 'utf8')
  : script[0] === '@' ? readFileSync(script.slice(1), 'utf8') : script;
let steps;
try { steps = parseScript(text); } catch (e) { fail(e.message); }

const pinsPath = `build/web/${board}.json`;
hexPath = hexPath || `build/${board}/lightsout.hex`;
if (!existsSync(pinsPath)) fail(`no ${pinsPath} (run make web)`, 1);
if (!existsSync(hexPath)) fail(`no ${hexPath}`, 1);
const pins = JSON.parse(readFileSync(pinsPath, 'utf8'));
let serial = '';
const m = new Machine({ hex: readFileSync(hexPath, 'utf8'), fcpu: pins.fcpu, mcu: pins.mcu, supplyMv: pins.supply_mv,
  onSerial: (c) => { serial += String.fromCharCode(c); } });
if (eeprom && existsSync(eeprom)) m.eeprom.memory.set(readFileSync(eeprom).subarray(0, m.eeprom.memory.length));
m.powerCycle();
const b = new BoardModel(m, pins);
m.attach(b);
runSteps(m, b, steps);
process.stdout.write(imageText(watchLeds(m, b, windowMs)) + (log ? serial : ''));
if (eeprom) writeFileSync(eeprom, m.eeprom.memory);
