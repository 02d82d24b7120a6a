// SPDX-License-Identifier: MIT
// The status line, read from the firmware's serial log (README "Serial
// log"): the game, level, par, moves and hints, and a win's result. The
// names are the menu's labels (build/web/game.json). A resumed game logs
// its settings but no puzzle line: the page keeps the last state it read
// with the EEPROM (state(), restore()).

export const GRID_COLS = { 3: 0, 4: 1, 5: 2, '4w': 3, '5w': 4 };
export const GAME_CLASSIC = 0, GAME_RANDOM = 1, GAME_DESIGN = 2, GAME_ACTION = 3, GAME_VERSUS = 4;
export const RULE_THREE = 2, RULE_MERLIN = 3;
const plural = (n, one) => `${n} ${one}${n === 1 ? '' : 's'}`;
const SOLVER = { p1: 'player 1', p2: 'player 2', chip: 'the chip' };   // Versus
const cap = (t) => t[0].toUpperCase() + t.slice(1);
const UNDO_DEPTH = 32;   // the firmware's undo ring (README "Function keys")
// m:ss of a time in ms.
export const clock = (ms) => {
  const t = Math.floor(Math.max(0, ms) / 1000);
  return `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`;
};
export const GRID_SIZE = { 3: 3, 4: 4, 5: 5, '4w': 4, '5w': 5 };

// The cells of an n x n grid in the top-left corner of the 5x5 layout.
export function gridCells(n) {
  let m = 0;
  for (let r = 0; r < n; r++) m |= ((1 << n) - 1) << (5 * r);
  return m >>> 0;
}

export class Status {
  constructor(game) {
    this.names = game.menu.map((r) => r.labels);
    this.reset();
  }

  // Nothing known (a fresh EEPROM).
  reset() {
    this.s = { game: 0, rule: 0, grid: '5', level: 0, par: 0, board: null, bright: null,
      moves: 0, hints: 0, phase: 'boot', result: '', start: null,
      cells: [], redo: [], timeMs: 0, stats: null };
    this.resumed = null;
    this.clock = null;      // simulated ms of the first move counted since power-on
    this.redoing = -1;      // the cell being pressed again by redo
    this.version = '';
    this.partial = '';
  }

  // Bytes from USART0 TX at simulated time ms; whole lines are read.
  feed(text, ms = 0) {
    const lines = (this.partial + text).split('\n');
    this.partial = lines.pop();
    for (const l of lines) this.line(l.trim(), ms);
  }

  // The time played on the puzzle in play (ms): from its first move,
  // across reloads, stopped at the win.
  time(ms) {
    const s = this.s;
    return s.timeMs + (this.clock !== null && s.phase === 'play' ? ms - this.clock : 0);
  }

  // Any key was pressed: it ends the intro (the firmware takes it as skip).
  key() { if (this.s.phase === 'intro') this.s.phase = 'play'; }

  // The LEDs show image lit, steady: the intro is over once they show the board.
  image(lit) {
    const s = this.s;
    if (s.phase === 'intro' && s.board !== null && lit === ((s.board | (s.bright || 0)) >>> 0)) s.phase = 'play';
  }

  line(l, ms = 0) {
    const w = l.split(' '), s = this.s, num = (k) => Number(w[w.indexOf(k) + 1]);
    const hex = (k) => (w.includes(k) ? parseInt(w[w.indexOf(k) + 1], 16) : null);
    switch (w[0]) {
      case 'boot':
        this.version = w[2] || '';
        // A power cut or reset: the game in play is resumed unless the
        // settings line says otherwise.
        if (s.phase !== 'boot') this.resumed = s.board !== null ? ({ won: 'play', intro: 'play' }[s.phase] || s.phase) : null;
        if (this.clock !== null) s.timeMs += ms - this.clock;
        this.clock = null;
        Object.assign(s, { phase: 'boot', result: '', off: false });
        break;
      case 'stats':
        s.stats = {};
        for (let i = 1; i + 1 < w.length; i += 2) s.stats[w[i]] = /^\d+$/.test(w[i + 1]) ? Number(w[i + 1]) : w[i + 1];
        break;
      case 'settings': {
        const changed = num('game') !== s.game || num('rule') !== s.rule || w[6] !== s.grid;
        Object.assign(s, { game: num('game'), rule: num('rule'), grid: w[6] });
        if (w.includes('turn')) {   // Versus: whose solve, the score, the chip's strength
          const t = w.indexOf('turn'), c = w.indexOf('chip', t + 2);
          Object.assign(s, { turn: w[t + 1], score: w[t + 2], chip: c > 0 ? w[c + 1] : null });
        }
        const own = s.game === GAME_DESIGN ? 'edit' : s.game === GAME_ACTION ? 'action' : null;
        if (changed) {
          s.phase = own || 'boot';   // a new puzzle's line follows
          s.board = s.start = s.daily = null;
        } else if (s.phase === 'boot') {
          s.phase = this.resumed && s.board !== null ? this.resumed : own || 'boot';
          if (s.phase === 'play' && s.moves > 0) this.clock = ms;   // the timer runs on
        }
        this.resumed = null;
        break;
      }
      case 'puzzle':
        Object.assign(s, { level: num('level') || s.level, par: num('par'), board: hex('board'),
          bright: hex('bright'), moves: 0, hints: 0, phase: 'intro', cells: [], redo: [], timeMs: 0, daily: null });
        s.start = { board: s.board, bright: s.bright };
        this.clock = null;
        break;
      case 'move':
      case 'undo':
        Object.assign(s, { moves: num('moves'), board: hex('board'), bright: hex('bright') });
        if (s.phase === 'intro') s.phase = 'play';
        if (s.moves > 0 && s.phase !== 'won') s.result = '';
        if (w[0] === 'move') {
          const cell = 5 * Number(w[1]) + Number(w[2]);
          if (this.clock === null && s.phase === 'play') this.clock = ms;
          s.cells = [...s.cells, cell].slice(-UNDO_DEPTH);
          if (cell === this.redoing && s.redo.at(-1) === cell) s.redo = s.redo.slice(0, -1);
          else s.redo = [];
          this.redoing = -1;
        } else if (s.cells.length) {
          s.redo = [...s.redo, s.cells.at(-1)];
          s.cells = s.cells.slice(0, -1);
        }
        s.thinking = false;
        break;
      // Versus (README "Serial log"): whose solve, the chip's pause, a round's end.
      case 'turn': Object.assign(s, { turn: w[1], thinking: false }); break;
      case 'chip': s.thinking = w[1] === 'thinks'; break;
      case 'round':
        s.score = w[w.length - 1];
        s.result = w[1] === 'draw' ? `A draw, ${s.score}.`
          : `${cap(SOLVER[w[1]] || w[1])} wins the ${w[3] === 'match' ? 'match' : 'round'}, ${s.score}.`;
        break;
      case 'hint': s.hints = num('hints'); break;
      case 'win': {
        const m = num('moves'), par = num('par'), h = num('hints'), over = m - par;
        s.timeMs = this.time(ms);
        this.clock = null;
        s.result = `Solved in ${plural(m, 'move')} (par ${par}${over > 0 ? `, ${over} over` : ''}), ` +
          `${h ? plural(h, 'hint') : 'no hint'}, ${clock(s.timeMs)}${!over && !h ? ': perfect!' : '.'}`;
        s.won = { moves: m, par, hints: h, timeMs: s.timeMs, board: s.start && s.start.board, game: s.game };
        s.phase = s.game === GAME_DESIGN ? 'edit' : 'won';
        s.redo = [];
        if (s.stats && typeof s.stats.solves === 'number' && typeof s.stats.perfect === 'number') {
          s.stats.solves++;
          if (!over && !h) s.stats.perfect++;
        }
        if (this.onWin) this.onWin(s.won);
        break;
      }
      case 'off': s.off = true; break;
      case 'wake': s.off = false; break;
      default: break;
    }
  }

  // The grid in play: Random and Design follow the grid setting (Merlin
  // is always 3x3), Classic, Action and Versus are 5x5 (firmware/game/puzzle.c).
  gridInPlay() {
    const s = this.s;
    if (s.rule === RULE_MERLIN) return '3';
    return s.game === GAME_RANDOM || s.game === GAME_DESIGN ? s.grid : '5';
  }

  // The cells in play (bits of the 5x5 layout).
  cellsInPlay() { return gridCells(GRID_SIZE[this.gridInPlay()] || 5); }

  // The puzzle's description: its game, and its rule and grid where they
  // apply (Classic is always 5x5, Lights Out or On).
  where() {
    const s = this.s, game = this.names[0][s.game] || `game ${s.game}`, g = this.gridInPlay();
    const rule = this.names[1][s.rule] || `rule ${s.rule}`, grid = this.names[2][GRID_COLS[g]] || g;
    if (s.game === GAME_CLASSIC) return `Classic level ${s.level}${s.rule === 1 ? ' (Lights On)' : ''}`;
    if (s.game === GAME_ACTION) return 'Action';
    return `${s.daily ? `Daily puzzle ${s.daily}` : game} (${grid}, ${rule})`;
  }

  text() {
    const s = this.s;
    if (s.off) return 'Powered off: any key wakes it and the game goes on.';
    if (s.phase === 'boot') return 'Starting up.';
    if (s.phase === 'action') return 'Action: every step presses a cell for you; keep fewer than 18 lit.';
    if (s.game === GAME_VERSUS && s.turn) {
      const vs = s.chip ? `Versus the chip (${s.chip})` : 'Versus';
      const now = `${vs}, ${s.score || '0-0'}: ${SOLVER[s.turn] || s.turn}'s solve${s.thinking ? ' (thinking)' : ''}, ` +
        `par ${s.par}: ${plural(s.moves, 'move')}.`;
      return s.result ? `${s.result} ${now}` : now;
    }
    if (s.phase === 'edit') {
      return `${s.result ? `${s.result} ` : ''}${this.where()}: flip cells to draw a board, START plays it.`;
    }
    if (s.phase === 'won') return s.result;
    if (s.phase === 'intro') {
      return `${this.where()}, par ${s.par}: press any key to start (not a move).`;
    }
    return `${this.where()}, par ${s.par}: ${plural(s.moves, 'move')}, ${s.hints ? plural(s.hints, 'hint') : 'no hint'}.`;
  }

  // The statistics as text (the boot's stats line, counted on since), or ''.
  statsText() {
    const t = this.s.stats;
    if (!t) return '';
    const known = { solves: (v) => `${v} solves`, perfect: (v) => `${v} perfect solves`, best: (v) => `Action best ${v}`,
      easy: (v) => `Versus won against the chip: easy ${v}`, medium: (v) => `medium ${v}`, hard: (v) => `hard ${v}` };
    const out = Object.entries(t).map(([k, v]) => (known[k] ? known[k](v) : `${k} ${v}`));
    return `Statistics: ${out.join(', ')}.`;
  }

  // The current puzzle as a link hash (README "Shareable puzzles"), or ''.
  share() {
    const s = this.s;
    if (!['play', 'intro'].includes(s.phase) || !s.start || s.game === GAME_ACTION || s.game === GAME_VERSUS) return '';
    const h = (v) => v.toString(16).padStart(7, '0');
    let out = `#board=${h(s.start.board)}`;
    if (s.rule === RULE_THREE) out += `&bright=${h(s.start.bright || 0)}`;
    if (s.rule) out += `&rule=${['off', 'on', 'three', 'merlin'][s.rule]}`;
    if (s.game === GAME_CLASSIC) return out;   /* always 5x5 */
    const g = this.gridInPlay();
    return g === '5' ? out : `${out}&grid=${g}`;
  }

  // What to keep with the EEPROM at simulated time ms: never the boot's
  // passing phase (a power cut then would leave the page at it).
  state(ms = 0) {
    const s = this.s, phase = s.phase === 'boot' ? this.resumed || 'boot' : s.phase;
    return JSON.stringify({ ...s, phase, timeMs: this.time(ms) });
  }

  restore(json) {
    try {
      Object.assign(this.s, JSON.parse(json));
      this.resumed = { won: 'play', intro: 'play' }[this.s.phase] || this.s.phase;
      Object.assign(this.s, { phase: 'boot', off: false, result: '' });
    } catch { /* none kept */ }
  }
}
