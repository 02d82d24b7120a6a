// SPDX-License-Identifier: MIT
// The page's play controls beside the firmware: the timer, Redo (the
// page presses again the cell UNDO took back), the daily puzzle (daily.js)
// with its result to copy, kept in localStorage per day.
import { clock, GAME_ACTION, GAME_VERSUS } from './status.js';
import { dayOf, dateOf, dailyBoard, resultLine } from './daily.js';

const $ = (id) => document.getElementById(id);
const dailyKey = (n) => `lightsout.daily.${n}`;
let ctl = null;

function showResult(text) {
  $('result').hidden = !text;
  $('result-text').value = text || '';
}

// A win: the daily puzzle's result, kept (the first win of the day).
function won(s, w) {
  const n = s.status.s.daily;
  if (!n) return;
  const line = resultLine(n, w, clock(w.timeMs));
  if (!ctl.store.get(dailyKey(n))) ctl.store.set(dailyKey(n), line);
  showResult(ctl.store.get(dailyKey(n)));
}

// Open the daily puzzle of day n (today without one).
async function openDaily(n = dayOf(new Date())) {
  const kept = ctl.store.get(dailyKey(n));
  showResult(kept || '');
  const board = dailyBoard(n).toString(16).padStart(7, '0');
  const ok = await ctl.openLink(`#board=${board}`, { daily: n, date: dateOf(n) });
  if (ok && kept) $('note').textContent += ` Solved already: ${kept}.`;
}

// Each frame: the timer, and whether Redo can press.
export function showPlay(sim) {
  const st = sim.status, s = st.s, ms = sim.m.ms(sim.m.cycles);
  const t = ['play', 'won', 'edit'].includes(s.phase) || (s.phase === 'intro' && s.timeMs) ? clock(st.time(ms)) : '0:00';
  if ($('timer').textContent !== t) $('timer').textContent = t;
  const redo = s.phase === 'play' && s.redo.length > 0 && s.game !== GAME_VERSUS && s.game !== GAME_ACTION;
  if ($('redo').disabled === redo) $('redo').disabled = !redo;
  if (!sim.wonHook) {
    sim.wonHook = true;
    st.onWin = (w) => { if (ctl.sim() === sim) won(sim, w); };
  }
}

export function bindPlay(c) {
  ctl = c;
  $('redo').addEventListener('click', () => {
    const st = ctl.sim().status, cell = st.s.redo.at(-1);
    if (cell === undefined) return;
    st.redoing = cell;
    ctl.tap(cell, ctl.at());
  });
  $('daily').addEventListener('click', () => openDaily());
  $('copy-result').addEventListener('click', async () => {
    $('result-text').select();
    try {
      await navigator.clipboard.writeText($('result-text').value);
      $('note').textContent = 'The result is on the clipboard.';
    } catch {
      $('note').textContent = 'Copy the result above.';
    }
  });
  $('rules-open').addEventListener('click', () => {
    $('how').scrollIntoView({ block: 'start' });
    $('how').focus({ preventScroll: true });
  });
  const open = () => {
    const m = /^#daily(?:=(\d{4}-\d{2}-\d{2}))?$/.exec(location.hash);
    if (!m) return;
    const n = m[1] ? dayOf(m[1]) : dayOf(new Date());
    history.replaceState(null, '', location.href.replace(/#.*/, ''));
    if (n >= 1) openDaily(n);
    else {
      $('note').textContent = `This link does not open a daily puzzle: ${m[1]} is ${Number.isNaN(n) ? 'not a date'
        : `before the first (${dateOf(1)})`}. The saved game is unchanged.`;
    }
  };
  window.addEventListener('hashchange', open);
  open();
}
