// SPDX-License-Identifier: MIT
// The unchanged firmware .hex on avr8js: core, Timer0/1/2, ports B/C/D,
// EEPROM with the datasheet's write time, watchdog, USART0, the ADC (the
// firmware reads its supply on the bandgap channel: supplyMv, as AVCC). SLEEP is
// emulated (avr8js treats it as a no-op): the core halts until an enabled
// interrupt is pending and the cycle count jumps to the next clock event.
// A power cut is a new core and new peripherals over the same EEPROM.
// Where this differs from plain avr8js, and why: tools/web/README.md.
import {
  CPU, avrInstruction, AVRTimer, timer0Config, timer1Config, timer2Config,
  AVRIOPort, portBConfig, portCConfig, portDConfig, AVREEPROM, eepromConfig,
  AVRWatchdog, watchdogConfig, AVRClock, clockConfig, AVRUSART, usart0Config, AVRADC, adcConfig,
} from 'avr8js';

const SLEEP = 0x9588, SEI = 0x9478, RETI = 0x9518, SREG = 0x5f, SMCR = 0x53, MCUSR = 0x54, PORF = 1, WDRF = 8;
export const EEPROM_MS = 3.4;   // erase + write of one byte (datasheet)

// Parts avr8js runs with the 328P's peripherals. The 88PA has one-word
// vectors: its vector n sits at word n, not 2n.
export const MCUS = {
  atmega328p: { flash: 32768, sram: 2048, eeprom: 1024, vectorWords: 2 },
  atmega88pa: { flash: 8192, sram: 1024, eeprom: 512, vectorWords: 1 },
};

// Intel HEX (type 00 data, 01 end) into a flash image of flashBytes.
export function loadHex(text, flashBytes) {
  const flash = new Uint8Array(flashBytes);
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line[0] !== ':') throw new Error(`hex: bad line '${line.slice(0, 20)}'`);
    const n = parseInt(line.slice(1, 3), 16), addr = parseInt(line.slice(3, 7), 16);
    const type = parseInt(line.slice(7, 9), 16);
    if (type === 1) break;
    if (type !== 0) continue;
    if (addr + n > flashBytes) throw new Error('hex: image larger than the flash');
    for (let i = 0; i < n; i++) flash[addr + i] = parseInt(line.slice(9 + 2 * i, 11 + 2 * i), 16);
  }
  return new Uint16Array(flash.buffer);
}

// A copy of an avr8js config with every interrupt vector moved for the part.
function forPart(config, vectorWords) {
  if (vectorWords === 2) return config;
  const fix = (v) => {
    if (Array.isArray(v)) return v.map(fix);
    if (!v || typeof v !== 'object') return v;
    const o = {};
    for (const [k, x] of Object.entries(v)) {
      o[k] = /interrupt$/i.test(k) && typeof x === 'number' ? x / 2 : fix(x);
    }
    return o;
  };
  return fix(config);
}

// EEPROM cells that outlive the core. onWrite(addr) after each erase or
// write (the page stores them); watch(addr) is the Machine's.
export class Eeprom {
  constructor(size) {
    this.memory = new Uint8Array(size).fill(0xff);
    this.onWrite = null;
    this.watch = null;
  }
  readMemory(a) { return this.memory[a]; }
  writeMemory(a, v) { this.memory[a] &= v; this.op(a); }
  eraseMemory(a) { this.memory[a] = 0xff; this.op(a); }
  op(a) {
    if (this.watch) this.watch(a);
    if (this.onWrite) this.onWrite(a);
  }
}

export class Machine {
  // opts: hex (Intel HEX text) or image (flash bytes), fcpu, mcu, eeprom (an Eeprom, optional), onSerial(byte),
  // supplyMv (the supply the ADC measures; default 5000),
  // eepromMs (erase + write of a byte; default the datasheet's 3.4 ms),
  // plainTimers (avr8js's own one-event-per-count timers, for tests)
  constructor(opts) {
    this.part = MCUS[opts.mcu];
    if (!this.part) throw new Error(`no avr8js model for ${opts.mcu}`);
    this.fcpu = opts.fcpu;
    if (opts.image) {
      this.flash = new Uint16Array(this.part.flash / 2);
      new Uint8Array(this.flash.buffer).set(opts.image);
    } else {
      this.flash = loadHex(opts.hex, this.part.flash);
    }
    this.eeprom = opts.eeprom || new Eeprom(this.part.eeprom);
    this.eeCycles = Math.max(1, Math.round(((opts.eepromMs ?? EEPROM_MS) / 2) * this.fcpu / 1000));
    this.eeBusyUntil = 0;   // the byte at eeBusyAddr is being erased/written
    this.eeprom.watch = (a) => this.eepromOp(a);
    this.onSerial = opts.onSerial || null;
    this.supplyMv = opts.supplyMv ?? 5000;
    this.plainTimers = !!opts.plainTimers;
    this.boards = [];
    this.sleeping = false;
    this.sleepCycles = 0;   // cycles skipped in sleep since power-on
    this.powerOn(null, PORF);
  }

  get cycles() { return this.cpu.cycles; }
  ms(cycles) { return (cycles * 1000) / this.fcpu; }
  cyclesOf(ms) { return Math.round((ms * this.fcpu) / 1000); }

  // Fresh core and peripherals; sram (bytes) kept or random; MCUSR flags.
  powerOn(sram, flags, startCycle = this.cpu ? this.cpu.cycles : 0) {
    const v = this.part.vectorWords, cpu = new CPU(this.flash, this.part.sram);
    cpu.cycles = startCycle;
    if (sram) cpu.data.set(sram, 0x100);
    else for (let i = 0x100; i < cpu.data.length; i++) cpu.data[i] = (Math.random() * 256) | 0;
    cpu.data[MCUSR] = flags;
    const clock = new AVRClock(cpu, this.fcpu, clockConfig);
    this.timers = [timer0Config, timer1Config, timer2Config].map((c) => {
      const t = new AVRTimer(cpu, forPart(c, v));
      return this.plainTimers ? t : fastTimer(cpu, t, c);
    });
    this.ports = {
      B: new AVRIOPort(cpu, forPart(portBConfig, v)),
      C: new AVRIOPort(cpu, forPart(portCConfig, v)),
      D: new AVRIOPort(cpu, forPart(portDConfig, v)),
    };
    new AVREEPROM(cpu, this.eeprom,
      { ...forPart(eepromConfig, v), eraseCycles: this.eeCycles, writeCycles: this.eeCycles });
    new AVRWatchdog(cpu, forPart(watchdogConfig, v), clock);
    this.adc = new AVRADC(cpu, forPart(adcConfig, v));
    this.adc.avcc = this.supplyMv / 1000;
    const usart = new AVRUSART(cpu, forPart(usart0Config, v), this.fcpu);
    usart.onByteTransmit = (b) => { if (this.onSerial) this.onSerial(b); };
    // avr8js's watchdog reset only rewinds the PC: make it a chip reset.
    const reset = cpu.reset.bind(cpu);
    cpu.reset = () => { reset(); this.wdReset = true; };
    this.cpu = cpu;
    this.wdReset = false;
    this.sleeping = false;
    this.sleepCycles = 0;
    for (const b of this.boards) b.attach(this.ports);
  }

  attach(board) { this.boards.push(board); board.attach(this.ports); }

  // Power cut and back on: EEPROM kept, SRAM lost.
  powerCycle() { this.powerOn(null, PORF); }

  // avr8js lands a byte when its write starts; the chip needs the whole
  // 3.4 ms. Remember which byte is in flight until when.
  eepromOp(a) {
    const now = this.cpu.cycles;
    if (now !== this.eeOpCycle || a !== this.eeBusyAddr) this.eeBusyUntil = now;
    this.eeOpCycle = now;
    this.eeBusyAddr = a;
    this.eeBusyUntil += this.eeCycles;
  }

  eepromBusy() { return this.cpu.cycles < this.eeBusyUntil; }

  // Power cut at this instant. A byte still being erased or written is
  // left undefined (the datasheet promises nothing): rand() picks it.
  // Returns true if a byte was torn.
  powerCut(rand = Math.random) {
    const torn = this.eepromBusy();
    if (torn) this.eeprom.memory[this.eeBusyAddr] = (rand() * 256) | 0;
    this.eeBusyUntil = 0;
    this.powerCycle();
    return torn;
  }

  // Run n cycles (instructions finish, so it may overshoot by a few).
  run(n) {
    const end = this.cpu.cycles + n;
    while (this.cpu.cycles < end) {
      const cpu = this.cpu;
      if (this.sleeping) {
        this.idle(end);
        continue;
      }
      const op = this.flash[cpu.pc];
      avrInstruction(cpu);
      // The PC wraps round the flash: on 8 KB parts RJMP/RCALL reach every
      // address that way (AVR instruction set manual); avr8js does not wrap.
      if (cpu.pc < 0 || cpu.pc >= this.flash.length) cpu.pc = (cpu.pc + this.flash.length) % this.flash.length;
      const entered = this.tick(op === SEI || op === RETI, false);
      // Sleep unless the SLEEP instruction's tick already entered a vector.
      if (op === SLEEP && (cpu.data[SMCR] & 1) && !entered && cpu.nextInterrupt < 0) {
        this.sleeping = true;
      }
      if (this.wdReset) this.powerOn(cpu.data.slice(0x100), WDRF);
    }
  }

  // One tick: the due clock event, then a pending interrupt. Two fixes to
  // match the datasheet (simavr does both): the instruction after SEI or
  // RETI runs before any pending interrupt (defer), and entering a vector
  // takes 4 cycles, 4 more when waking from sleep (avr8js counts 2).
  // Returns true if a vector was entered.
  tick(defer, asleep) {
    const cpu = this.cpu, d = cpu.data, sp = d[0x5d] | (d[0x5e] << 8);
    if (defer) {
      d[SREG] &= 0x7f;
      cpu.tick();
      d[SREG] |= 0x80;
    } else {
      cpu.tick();
    }
    if ((d[0x5d] | (d[0x5e] << 8)) === sp) return false;
    cpu.cycles += asleep ? 6 : 2;
    return true;
  }

  // Halted: jump to the next clock event until an enabled interrupt is
  // pending (timers schedule theirs at their next match, see fastTimer).
  idle(end) {
    const cpu = this.cpu, ev = cpu.nextClockEvent;
    const to = cpu.nextInterrupt >= 0 ? cpu.cycles : Math.min(end, ev ? ev.cycles : end);
    if (to > cpu.cycles) { this.sleepCycles += to - cpu.cycles; cpu.cycles = to; }
    if (this.tick(false, true) || cpu.nextInterrupt >= 0) this.sleeping = false;
    if (this.wdReset) this.powerOn(cpu.data.slice(0x100), WDRF);
  }

  runMs(ms) { this.run(this.cyclesOf(ms)); }
}

// avr8js counts a timer with one clock event per prescaler step (every
// cycle at prescaler 1). Its counter catches up from the cycle count, so
// an event at the next compare match or wrap gives the same flags at the
// same cycles, far cheaper. OCR writes reschedule, as TCNT and TCCR do.
function fastTimer(cpu, t, config) {
  const count = t.count;
  const schedule = () => {
    t.fastAt = nextMatch(t);
    if (!cpu.updateClockEvent(t.count, t.fastAt - cpu.cycles)) cpu.addClockEvent(t.count, t.fastAt - cpu.cycles);
  };
  t.count = (reschedule = true, external = false) => {
    if (!reschedule || t.updateDivider) return count(reschedule, external);
    // A tick comes after the instruction: count to the match first, so a
    // late tick never jumps a whole period (which would hide the match).
    const now = cpu.cycles;
    if (t.fastAt < now) {
      cpu.cycles = t.fastAt;
      count(false, external);
      cpu.cycles = now;
    }
    count(false, external);
    if (t.divider) {
      t.fastAt = nextMatch(t);
      cpu.addClockEvent(t.count, t.fastAt - cpu.cycles);
    }
    return undefined;
  };
  for (const reg of [config.OCRA, config.OCRB]) {
    const hook = cpu.writeHooks[reg];
    cpu.writeHooks[reg] = (...a) => {
      const r = hook(...a);
      t.count(false);
      if (t.divider) schedule();
      return r;
    };
  }
  return t;
}

// Cycle of a running timer's next compare match or wrap (avr8js 0.21
// internals: tcnt, ocrA/B, TOP, divider, lastCycle, timerMode).
function nextMatch(t) {
  if (!t.divider) return Infinity;
  if (t.timerMode === 1 || t.timerMode === 4) return t.lastCycle + t.divider;  // phase-correct
  const top = t.TOP, n = t.tcnt;
  let counts = top + 1 - n;
  for (const v of [t.ocrA, t.ocrB]) {
    if (v <= top) counts = Math.min(counts, v > n ? v - n : top + 1 - n + v);
  }
  return t.lastCycle + Math.max(1, counts) * t.divider;
}
