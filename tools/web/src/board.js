// SPDX-License-Identifier: MIT
// The simulated board on avr8js: the same electrical model as the simavr
// rig (tests/sim/rig.h). A row is selected while its pin is an output
// driven low. A key column reads low when pressed keys join it to a
// selected row, directly or through other pressed keys (ghosting);
// otherwise it is pulled up. LED (r,c) is lit while row r is selected and
// LED column c is an output driven high. Keys are numbered as
// firmware/game/keys.h: 0..24 grid (5*row+col), 25 MODE, 26 HINT, 27 UNDO,
// 28 START. Pins come from the board's pin file (tools/web/pins.h).

export const ROWS = 5, COLS = 5, CELLS = 25, KEYS = 29, KEY_COLS = 6;
// Lit: on >= 2.5 % of the time, as the rig's RIG_LIT_DUTY (full is 20 %,
// low brightness 5 %, less the tick's own cycles).
export const LIT_DUTY = 0.025;

// The cells a plain 5x5 press toggles: cell k and its neighbours.
export function cross(k) {
  const r = Math.floor(k / COLS), c = k % COLS;
  let m = 1 << k;
  if (r > 0) m |= 1 << (k - COLS);
  if (r < ROWS - 1) m |= 1 << (k + COLS);
  if (c > 0) m |= 1 << (k - 1);
  if (c < COLS - 1) m |= 1 << (k + 1);
  return m >>> 0;
}

export const keyRow = (k) => (k < CELLS ? Math.floor(k / COLS) : k - CELLS);
export const keyCol = (k) => (k < CELLS ? k % COLS : COLS);

// Key columns joined to the selected rows (bit masks) through pressed keys.
export function columnsLow(down, rows) {
  let cols = 0, reach = rows;
  for (let grew = true; grew;) {
    grew = false;
    for (let k = 0; k < KEYS; k++) {
      if (!((down >>> k) & 1)) continue;
      const rb = 1 << keyRow(k), cb = 1 << keyCol(k);
      if ((reach & rb) && !(cols & cb)) { cols |= cb; grew = true; }
      if ((cols & cb) && !(reach & rb)) { reach |= rb; grew = true; }
    }
  }
  return cols;
}

// Cells lit for the selected rows and the LED columns driven high.
export function ledsLit(rows, ledCols) {
  let m = 0;
  for (let r = 0; r < ROWS; r++) {
    if ((rows >> r) & 1) m |= (ledCols & 0x1f) << (r * COLS);
  }
  return m >>> 0;
}

// A board's pins ({ROW0: [port, bit], ...}, tools/web/pins.h) as lists.
export function pinsOf(info) {
  const list = (sig, n) => Array.from({ length: n }, (_, i) => info[`${sig}${i}`]);
  return { rows: list('ROW', ROWS), leds: list('LED', COLS), keys: list('KEY', KEY_COLS), buzzer: info.BUZZER };
}

// Watches the ports of a Machine and drives its key columns.
export class BoardModel {
  constructor(machine, info) {
    this.m = machine;
    this.pins = pinsOf(info);
    this.down = 0;           // keys held (bit per key)
    this.on = new Float64Array(CELLS);   // lit cycles per cell, monotonic
    this.frames = 0;         // row-0 selections
    this.buzzEdges = 0;      // buzzer rising edges
    this.buzzLastEdge = 0;   // cycles of the last two rising edges
    this.buzzPrevEdge = 0;
    this.rowSel = 0;
    this.ledOn = 0;
    this.colLow = -1;
    this.buzz = false;
    this.lastChange = 0;
    this.keepFrames = 0;     // snapshots kept at the last frame starts (the page's LED window)
    this.frameSnaps = [];
  }

  // Called by the Machine after each power-on, with its fresh ports.
  attach(ports) {
    this.ports = ports;
    this.lastChange = this.m.cycles;
    this.colLow = -1;
    const seen = new Set();
    const all = [...this.pins.rows, ...this.pins.leds, ...this.pins.keys, this.pins.buzzer];
    for (const [port] of all) {
      if (seen.has(port)) continue;
      seen.add(port);
      ports[port].addListener(() => this.update());
    }
    this.update();
    this.drive();
  }

  pinOut([port, bit]) {
    const p = this.ports[port], cfg = p.portConfig, d = this.m.cpu.data;
    return { out: ((d[cfg.DDR] >> bit) & 1) === 1, high: ((d[cfg.PORT] >> bit) & 1) === 1 };
  }

  // Add the time since the last change to the cells lit since then.
  flush() {
    const now = this.m.cycles, dt = now - this.lastChange;
    this.lastChange = now;
    if (!dt) return;
    const lit = ledsLit(this.rowSel, this.ledOn);
    for (let i = 0; i < CELLS; i++) {
      if ((lit >>> i) & 1) this.on[i] += dt;
    }
  }

  update() {
    this.flush();
    let sel = 0, on = 0;
    this.pins.rows.forEach((p, i) => { const s = this.pinOut(p); if (s.out && !s.high) sel |= 1 << i; });
    this.pins.leds.forEach((p, i) => { const s = this.pinOut(p); if (s.out && s.high) on |= 1 << i; });
    const b = this.pinOut(this.pins.buzzer), buzz = b.out && b.high;
    if (buzz && !this.buzz) {
      this.buzzEdges++;
      this.buzzPrevEdge = this.buzzLastEdge;
      this.buzzLastEdge = this.m.cycles;
    }
    this.buzz = buzz;
    if ((sel & 1) && !(this.rowSel & 1)) {
      this.frames++;
      if (this.keepFrames) {
        this.frameSnaps.push({ cycle: this.m.cycles, on: Float64Array.from(this.on) });
        if (this.frameSnaps.length > this.keepFrames) this.frameSnaps.shift();
      }
    }
    const changed = sel !== this.rowSel;
    this.rowSel = sel;
    this.ledOn = on;
    if (changed) this.drive();
  }

  // Key column pins: pulled up, or low through pressed keys.
  drive() {
    const low = columnsLow(this.down, this.rowSel);
    if (low === this.colLow || !this.ports) return;
    this.colLow = low;
    this.pins.keys.forEach(([port, bit], c) => this.ports[port].setPin(bit, !((low >> c) & 1)));
  }

  // Buzzer frequency from its last period; 0 once two periods pass silent.
  toneHz() {
    const period = this.buzzLastEdge - this.buzzPrevEdge;
    const sounding = this.buzzPrevEdge && this.m.cycles - this.buzzLastEdge < 2 * period;
    return sounding ? this.m.fcpu / period : 0;
  }

  setKeys(mask) { this.down = mask >>> 0; this.drive(); }
  key(k, isDown) { this.setKeys(isDown ? this.down | (1 << k) : this.down & ~(1 << k)); }

  // Snapshot of the lit cycles, for duty between two snapshots.
  snap() { this.flush(); return { cycle: this.m.cycles, on: Float64Array.from(this.on) }; }
}

export function duty(a, b) {
  const len = b.cycle - a.cycle, d = new Float64Array(CELLS);
  for (let i = 0; i < CELLS; i++) d[i] = len ? (b.on[i] - a.on[i]) / len : 0;
  return d;
}

// Lit but dim (three-state), as the rig's rig_dim: on at least DIM_MIN of
// the time and at most DIM_SHARE of the brightest cell's on-time.
const DIM_MIN = 0.002, DIM_SHARE = 0.4;
export function dimMask(a, b) {
  const d = duty(a, b), top = Math.max(...d);
  let m = 0;
  for (let i = 0; i < CELLS; i++) if (d[i] >= DIM_MIN && d[i] <= DIM_SHARE * top) m |= 1 << i;
  return m >>> 0;
}

export function litMask(a, b) {
  const d = duty(a, b);
  let m = 0;
  for (let i = 0; i < CELLS; i++) if (d[i] >= LIT_DUTY) m |= 1 << i;
  return m >>> 0;
}
