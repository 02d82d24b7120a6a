// SPDX-License-Identifier: MIT
// The page's controls: the board picker, sound, share, power on with a key
// held, power cut, erase; the serial pane; shared links (#board=...),
// opened on a copy of the chip through Design mode (link.js).
import { Eeprom, MCUS } from './machine.js';
import { parseScript, runSteps } from './script.js';
import { parseLink, linkScript, linkVerdict } from './link.js';

const $ = (id) => document.getElementById(id);
const HOLD_MS = 1000;          // a key held from power-on
const LINES = 300;             // serial lines kept on screen
const note = (text) => { $('note').textContent = text; };
const nextFrame = () => new Promise((r) => setTimeout(r, 0));

// The serial pane: the newest whole lines (redrawn once a line is
// complete, not at every byte), followed unless scrolled up.
export function showSerial(serial) {
  const text = serial.text.slice(0, serial.text.lastIndexOf('\n') + 1);
  if (text === serial.shown) return;
  serial.shown = text;
  const pre = $('serial'), end = pre.scrollHeight - pre.scrollTop - pre.clientHeight < 8;
  let from = text.length - 1;
  for (let n = 0; n < LINES && from > 0; n++) from = text.lastIndexOf('\n', from - 1);
  pre.textContent = text ? text.slice(from + 1) : '(nothing sent)';
  if (end) pre.scrollTop = pre.scrollHeight;
}

// Open a shared link's puzzle: a copy of the chip (over a copy of the
// EEPROM) boots, the keys enter the board in Design and press START; if
// the firmware plays it, that chip is shown from then on, else nothing
// changed. ctl: the page's hooks (page.js).
export async function openLink(ctl, hash, extra = null) {
  const live = ctl.sim(), info = live.info;
  let link;
  try {
    link = parseLink(hash);
  } catch (e) {
    note(`This link does not open a puzzle: ${e.message}. The saved game is unchanged.`);
    return false;
  }
  if (!info.log) {
    note(`Links need the serial log to read the par, which the ${info.name} firmware leaves out: ` +
      'choose another board and open the link again. The saved game is unchanged.');
    return false;
  }
  note('Opening the shared puzzle: entering it in Design mode...');
  ctl.pause(true);
  try {
    const eeprom = new Eeprom(MCUS[info.mcu].eeprom);
    eeprom.memory.set(live.m.eeprom.memory);
    const s = ctl.makeSim(info, eeprom);
    runSteps(s.m, s.board, parseScript('1500'));   // boot: the settings line names the game
    for (const step of parseScript(linkScript(link, s.status.s.game))) {
      runSteps(s.m, s.board, [step]);
      await nextFrame();
    }
    const v = linkVerdict(link, s.serial.text, info.name);
    if (v.error) {
      note(`This link's puzzle cannot be played: ${v.error}. The saved game is unchanged.`);
      return false;
    }
    if (extra) Object.assign(s.status.s, extra);
    ctl.adopt(s);
    note(extra && extra.daily ? `Daily puzzle #${extra.daily} (${extra.date}): par ${v.par}, the same for everyone today.`
      : `Shared puzzle opened in Design mode: par ${v.par}. Share it again with the Share button.`);
    return true;
  } finally {
    ctl.pause(false);
  }
}

export function bindPanel(ctl) {
  const { tone, store } = ctl;
  $('board').addEventListener('change', (e) => ctl.start(e.target.value));
  const sound = (on) => {
    tone.muted = !on;
    $('mute').setAttribute('aria-pressed', String(on));
    store.set('lightsout.sound', on ? '1' : '0');
  };
  sound(store.get('lightsout.sound') !== '0');
  $('mute').addEventListener('click', () => sound(tone.muted));
  $('share').addEventListener('click', async () => {
    const hash = ctl.sim().status.share();
    if (!hash) {
      note('No puzzle to share yet: start one (Classic, Random or Design play).');
      return;
    }
    const url = `${location.href.replace(/#.*/, '')}${hash}`;
    $('link').hidden = false;
    $('link-text').value = url;
    $('link-text').select();
    try {
      await navigator.clipboard.writeText(url);
      note('The link of this puzzle is on the clipboard (and below).');
    } catch {
      note('Copy the link of this puzzle below.');
    }
  });
  $('power').addEventListener('click', () => {
    const s = ctl.sim(), k = $('hold').value;
    // Down from the chip's first instruction (the firmware looks within 20 ms).
    if (k !== '') ctl.hold(Number(k), s.m.ms(s.m.cycles), HOLD_MS);
    s.m.powerCycle();
    s.view.view = 'play';
    note(k === '' ? 'Powered off and on.' : k === '26'
      ? 'Powered on with HINT held: the self-test. The lamp test lights each LED alone, then each row, each ' +
        'column and all; then each key lights its own LED while down. START held 2 s goes back to the game.'
      : `Powered on with ${$('hold').selectedOptions[0].textContent} held for 1 s.`);
  });
  $('cut').addEventListener('click', () => { ctl.sim().cutAt = Math.random(); });
  $('erase').addEventListener('click', () => {
    const s = ctl.sim();
    s.m.eeprom.memory.fill(0xff);
    ctl.eraseStatus();
    s.m.powerCycle();
    s.status.reset();
    s.view.view = 'play';
    ctl.adopt(s);
    note('EEPROM erased; powered on again.');
  });
  // Audio starts after a gesture; the context is made beforehand, once
  // the page has started (tone.js).
  const gesture = () => tone.unlock();
  setTimeout(() => tone.prepare(), 500);
  window.addEventListener('pointerdown', gesture);
  window.addEventListener('keydown', gesture);
  const open = () => {
    if (/board=/.test(location.hash)) {
      openLink(ctl, location.hash).then(() => history.replaceState(null, '', location.href.replace(/#.*/, '')));
    }
  };
  window.addEventListener('hashchange', open);
  open();
}
