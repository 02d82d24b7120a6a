// SPDX-License-Identifier: MIT
// The status line, read from the firmware's serial log (README "Serial
// log"): the game, level, par, moves and hints, and a win's result. The
// names are the menu's labels (build/web/game.json). A resumed game logs
// its settings but no puzzle line: the page keeps the last state it read
// with the EEPROM (state(), restore()).

export const GRID_COLS = { 3: 0, 4: 1, 5: 2, '4w': 3, '5w': 4 };
export const GAME_CLASSIC = 0, GAME_DESIGN = 2, GAME_ACTION = 3, GAME_VERSUS = 4, RULE_THREE = 2;
const plural = (n, one) => `${n} ${one}${n === 1 ? '' : 's'}`;

export class Status {
  constructor(game) {
    this.names = game.menu.map((r) => r.labels);
    this.reset();
  }

  // Nothing known (a fresh EEPROM).
  reset() {
    this.s = { game: 0, rule: 0, grid: '5', level: 0, par: 0, board: null, bright: null,
      moves: 0, hints: 0, phase: 'boot', result: '', start: null };
    this.resumed = null;
    this.version = '';
    this.partial = '';
  }

  // Bytes from USART0 TX; whole lines are read.
  feed(text) {
    const lines = (this.partial + text).split('\n');
    this.partial = lines.pop();
    for (const l of lines) this.line(l.trim());
  }

  line(l) {
    const w = l.split(' '), s = this.s, num = (k) => Number(w[w.indexOf(k) + 1]);
    const hex = (k) => (w.includes(k) ? parseInt(w[w.indexOf(k) + 1], 16) : null);
    switch (w[0]) {
      case 'boot':
        this.version = w[2] || '';
        s.phase = 'boot';
        s.result = '';
        break;
      case 'settings': {
        const changed = num('game') !== s.game || num('rule') !== s.rule || w[6] !== s.grid;
        Object.assign(s, { game: num('game'), rule: num('rule'), grid: w[6] });
        if (w.includes('turn')) Object.assign(s, { turn: w[w.indexOf('turn') + 1], score: w[w.indexOf('turn') + 2] });
        const own = s.game === GAME_DESIGN ? 'edit' : s.game === GAME_ACTION ? 'action' : null;
        if (changed) {
          s.phase = own || 'boot';   // a new puzzle's line follows
          s.board = s.start = null;
        } else if (s.phase === 'boot') {
          s.phase = this.resumed && s.board !== null ? this.resumed : own || 'boot';
        }
        this.resumed = null;
        break;
      }
      case 'puzzle':
        Object.assign(s, { level: num('level') || s.level, par: num('par'), board: hex('board'),
          bright: hex('bright'), moves: 0, hints: 0, phase: 'play' });
        s.start = { board: s.board, bright: s.bright };
        break;
      case 'move':
      case 'undo':
        Object.assign(s, { moves: num('moves'), board: hex('board'), bright: hex('bright') });
        if (s.moves > 0) s.result = '';
        if (w.includes('p1') || w.includes('p2')) {   // Versus: the other player moves next
          const p = w.includes('p1') ? 'p1' : 'p2';
          s.turn = p === 'p1' ? 'p2' : 'p1';
          if (w.includes('wins')) {
            s.score = w[w.length - 1];
            s.result = `Player ${p[1]} wins the ${w.includes('match') ? 'match' : 'round'}, ${s.score}.`;
            if (w.includes('match')) s.score = '0-0';
          }
        }
        break;
      case 'hint': s.hints = num('hints'); break;
      case 'win': {
        const m = num('moves'), par = num('par'), h = num('hints'), over = m - par;
        s.result = `Solved in ${plural(m, 'move')} (par ${par}${over > 0 ? `, ${over} over` : ''}), ` +
          `${h ? plural(h, 'hint') : 'no hint'}${!over && !h ? ': perfect!' : '.'}`;
        s.phase = s.game === GAME_DESIGN ? 'edit' : 'won';
        break;
      }
      case 'off': s.off = true; break;
      case 'wake': s.off = false; break;
      default: break;
    }
  }

  // The puzzle's description: its game, and its rule and grid where they
  // apply (Classic is always 5x5, Lights Out or On).
  where() {
    const s = this.s, game = this.names[0][s.game] || `game ${s.game}`;
    const rule = this.names[1][s.rule] || `rule ${s.rule}`, grid = this.names[2][GRID_COLS[s.grid]] || s.grid;
    if (s.game === GAME_CLASSIC) return `Classic level ${s.level}${s.rule === 1 ? ' (Lights On)' : ''}`;
    if (s.game === GAME_ACTION) return 'Action';
    return `${game} (${grid}, ${rule})`;
  }

  text() {
    const s = this.s;
    if (s.off) return 'Powered off: any key wakes it and the game goes on.';
    if (s.phase === 'boot') return 'Starting up.';
    if (s.phase === 'action') return 'Action: every step presses a cell for you; keep fewer than 18 lit.';
    if (s.game === GAME_VERSUS && s.turn) {
      const now = `Versus, ${s.score || '0-0'}: player ${s.turn[1]} to move (player 2's turn shows dim).`;
      return s.result ? `${s.result} ${now}` : now;
    }
    if (s.phase === 'edit') {
      return `${s.result ? `${s.result} ` : ''}${this.where()}: flip cells to draw a board, START plays it.`;
    }
    const now = `${this.where()}, par ${s.par}: ${plural(s.moves, 'move')}, ${s.hints ? plural(s.hints, 'hint') : 'no hint'}.`;
    return s.result ? `${s.result} Now ${now[0].toLowerCase()}${now.slice(1)}` : now;
  }

  // The current puzzle as a link hash (README "Shareable puzzles"), or ''.
  share() {
    const s = this.s;
    if (s.phase !== 'play' || !s.start || s.game === GAME_ACTION) return '';
    const h = (v) => v.toString(16).padStart(7, '0');
    let out = `#board=${h(s.start.board)}`;
    if (s.rule === RULE_THREE) out += `&bright=${h(s.start.bright || 0)}`;
    if (s.rule) out += `&rule=${['off', 'on', 'three', 'merlin'][s.rule]}`;
    if (s.game === GAME_CLASSIC) return out;   /* always 5x5 */
    return s.grid === '5' ? out : `${out}&grid=${s.grid}`;
  }

  state() { return JSON.stringify(this.s); }

  restore(json) {
    try {
      Object.assign(this.s, JSON.parse(json));
      this.resumed = this.s.phase === 'won' ? 'play' : this.s.phase;
      Object.assign(this.s, { phase: 'boot', off: false, result: '' });
    } catch { /* none kept */ }
  }
}
