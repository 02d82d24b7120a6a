// SPDX-License-Identifier: MIT
// Key presses in simulated time, so that every tap counts. Pointer, touch
// and keyboard events are stamped with the simulated instant they came at
// (a tap's down and up can fall between two animation frames). The board
// sees each press for at least tapMs, the firmware's debounce plus a scan
// with room to spare (tools/web/README.md): a shorter press is stretched.
// A press that comes while the key is still shown down, or up for less
// than tapMs, is queued behind it, not merged. Holds last as long as held.

export class KeyTimeline {
  constructor(tapMs) {
    this.tap = tapMs;
    this.events = [];        // physical downs and ups, by time
    this.keys = new Map();   // key -> { holders, queue, cur, lastUp }
    this.who = new Map();    // holder -> key
    this.mask = 0;           // keys the board sees down now
    this.started = [];       // keys pressed since the caller last emptied it
  }

  // Holder `who` (a pointer, a keyboard key) puts key k down at t ms.
  down(who, k, t) { this.add({ t, who, k, down: true }); }
  up(who, t) { this.add({ t, who, down: false }); }

  add(e) {
    let i = this.events.length;
    while (i > 0 && this.events[i - 1].t > e.t) i--;
    this.events.splice(i, 0, e);
  }

  key(k) {
    if (!this.keys.has(k)) this.keys.set(k, { holders: new Set(), queue: [], cur: null, lastUp: -Infinity });
    return this.keys.get(k);
  }

  // Keys physically held now (for drawing).
  held() {
    let m = 0;
    for (const [k, s] of this.keys) if (s.holders.size) m |= 1 << k;
    return m >>> 0;
  }

  // The earliest time something changes: an event, a release or a start.
  next() {
    let t = this.events.length ? this.events[0].t : Infinity;
    for (const s of this.keys.values()) t = Math.min(t, due(s, this.tap));
    return t;
  }

  // Everything up to t; returns the mask the board sees.
  advance(t) {
    for (;;) {
      const e = this.events[0];
      let at = e ? e.t : Infinity, which = null;
      for (const [k, s] of this.keys) {
        const d = due(s, this.tap);
        if (d < at) { at = d; which = k; }
      }
      if (at > t) break;
      if (which === null) this.physical(this.events.shift());
      else this.step(which, at);
    }
    return this.mask;
  }

  physical(e) {
    if (e.down) {
      if (this.who.has(e.who)) return;            // already holding
      const s = this.key(e.k);
      if (!s.holders.size) s.queue.push({ downAt: e.t, upAt: null, start: 0 });
      s.holders.add(e.who);
      this.who.set(e.who, e.k);
      return;
    }
    const k = this.who.get(e.who);
    if (k === undefined) return;
    this.who.delete(e.who);
    const s = this.key(k);
    s.holders.delete(e.who);
    const last = s.queue.length ? s.queue[s.queue.length - 1] : s.cur;
    if (!s.holders.size && last) last.upAt = e.t;
  }

  step(k, at) {
    const s = this.keys.get(k);
    if (s.cur) {
      s.cur = null;
      s.lastUp = at;
      this.mask = (this.mask & ~(1 << k)) >>> 0;
    } else {
      s.cur = s.queue.shift();
      s.cur.start = at;
      this.started.push(k);
      this.mask = (this.mask | (1 << k)) >>> 0;
    }
  }

  // Let go of everything at t (the window lost the focus).
  releaseAll(t) {
    for (const who of this.who.keys()) this.up(who, t);
  }
}

// When key state s changes next by itself (Infinity: not before an event).
function due(s, tap) {
  if (s.cur) return s.cur.upAt === null ? Infinity : Math.max(s.cur.upAt, s.cur.start + tap);
  if (s.queue.length) return Math.max(s.queue[0].downAt, s.lastUp + tap);
  return Infinity;
}

// Run machine m (board b attached) to simulated time end ms, applying the
// timeline's key changes at their instants.
export function runWithKeys(m, b, timeline, end) {
  for (;;) {
    const t = Math.min(timeline.next(), end), n = m.cyclesOf(t) - m.cycles;
    if (n > 0) m.run(n);
    const mask = timeline.advance(Math.max(t, m.ms(m.cycles)));
    if (mask !== b.down) b.setKeys(mask);
    if (t >= end) return;
  }
}
