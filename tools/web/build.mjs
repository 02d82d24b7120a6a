#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Builds the web player: node tools/web/build.mjs OUTDIR BOARD...
// Reads OUTDIR/BOARD.json (pins, from tools/web/pins.h), OUTDIR/game.json
// (tools/web/game.h) and build/BOARD/lightsout.hex, bundles
// tools/web/src/page.js with the firmware embedded into
// OUTDIR/lightsout.js, and writes OUTDIR/index.html; a file that would not
// change is left as it is.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { loadHex, MCUS } from './src/machine.js';

const here = dirname(fileURLToPath(import.meta.url));
const [out, ...boards] = process.argv.slice(2);
if (!out || !boards.length) {
  process.stderr.write('usage: build.mjs OUTDIR BOARD...\n');
  process.exit(2);
}
const need = (f) => {
  if (!existsSync(f)) {
    process.stderr.write(`build.mjs: missing ${f}\n`);
    process.exit(2);
  }
  return f;
};
const firmware = boards.map((b) => {
  const pins = join(out, `${b}.json`), hex = `build/${b}/lightsout.hex`;
  need(pins);
  need(hex);
  // The flash image up to its last used byte, in base64.
  const info = JSON.parse(readFileSync(pins, 'utf8'));
  const bytes = new Uint8Array(loadHex(readFileSync(hex, 'utf8'), MCUS[info.mcu].flash).buffer);
  let n = bytes.length;
  while (n && !bytes[n - 1]) n--;
  return { ...info, image: Buffer.from(bytes.subarray(0, n)).toString('base64') };
});

const modules = { boards: firmware, game: JSON.parse(readFileSync(need(join(out, 'game.json')), 'utf8')) };

// The boards and the game facts as modules the page imports
// ('firmware:boards', 'firmware:game').
const embed = {
  name: 'firmware',
  setup(b) {
    b.onResolve({ filter: /^firmware:/ }, (a) => ({ path: a.path.slice(9), namespace: 'firmware' }));
    b.onLoad({ filter: /.*/, namespace: 'firmware' }, (a) => ({
      contents: `export default ${JSON.stringify(modules[a.path])};`, loader: 'js',
    }));
  },
};
const js = await build({
  entryPoints: [join(here, 'src/page.js')],
  bundle: true, minify: true, format: 'iife', target: 'es2020',
  write: false, plugins: [embed], logLevel: 'warning',
});
const css = readFileSync(join(here, 'page.css'), 'utf8');
const html = readFileSync(join(here, 'index.html'), 'utf8').replace('/* PAGE_CSS */', css);
const keep = (f, text) => {
  if (!existsSync(f) || readFileSync(f, 'utf8') !== text) writeFileSync(f, text);
};
keep(join(out, 'lightsout.js'), js.outputFiles[0].text);
keep(join(out, 'index.html'), html);
