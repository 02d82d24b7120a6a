// SPDX-License-Identifier: MIT
// For test_web_power.mjs: power the firmware on over EEPROM images and
// read the board each resumes, once the start-up animation (at most 1 s,
// DESIGN) is over. A level start scrolls its intro: skip it with UNDO.
// As a worker thread: workerData {images: [hex], known: [board]}.
import { parentPort, workerData, isMainThread } from 'node:worker_threads';
import { Eeprom } from '../../tools/web/src/machine.js';
import { parseScript, runSteps, watchLeds } from '../../tools/web/src/script.js';
import { machine } from './check.mjs';

export function restartBoard(hex, known) {
  const e = new Eeprom(hex.length / 2);
  e.memory.set(Buffer.from(hex, 'hex'));
  const { m, board } = machine('uno', e);
  m.runMs(1000);
  let img = watchLeds(m, board, 60).lit;
  if (!known.has(img)) {
    runSteps(m, board, parseScript('undo 100'));
    img = watchLeds(m, board, 60).lit;
  }
  return img;
}

if (!isMainThread) {
  const known = new Set(workerData.known);
  parentPort.postMessage(workerData.images.map((h) => restartBoard(h, known)));
}
