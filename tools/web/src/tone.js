// SPDX-License-Identifier: MIT
// The buzzer on WebAudio: a square wave at the frequency read from the
// buzzer pin, silent at 0 Hz or when muted. Browsers start audio only
// after a user gesture: unlock() is called from one. Making the context
// is slow (most of a second on a throttled page): prepare() makes it
// suspended, before any tap, and the gesture only resumes it.
export class Tone {
  constructor() { this.ctx = null; this.muted = false; this.hz = 0; }

  unlock() {
    this.prepare();
    if (this.ctx && this.ctx.state === 'suspended') this.ctx.resume().catch(() => {});
  }

  prepare() {
    const AC = window.AudioContext || window.webkitAudioContext;
    if (this.ctx || !AC) return;
    this.ctx = new AC();
    this.osc = this.ctx.createOscillator();
    this.gain = this.ctx.createGain();
    this.osc.type = 'square';
    this.gain.gain.value = 0;
    this.osc.connect(this.gain).connect(this.ctx.destination);
    this.osc.start();
  }

  set(hz) {
    const same = hz === this.hz && this.muted === this.was;
    this.hz = hz;
    this.was = this.muted;
    if (!this.ctx || same) return;   // a change only: no automation event per frame
    const t = this.ctx.currentTime, on = hz > 20 && !this.muted;
    if (on) this.osc.frequency.setTargetAtTime(hz, t, 0.002);
    this.gain.gain.setTargetAtTime(on ? 0.05 : 0, t, 0.004);
  }
}
