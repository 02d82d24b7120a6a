// SPDX-License-Identifier: MIT
// Which screen the firmware shows, told from the keys pressed and the LEDs
// only, as the terminal player tells it (tools/player/player_view.c): MODE then
// a menu-shaped image opens the menu, row 4 col 0 then the first N cells
// lit opens level select, row 4 col 2 the statistics' scroll (the menu
// again after it, with no key), anything else is play. The labels come from the
// table both players share (tools/player/player_menu.h, as build/web/menu.json).
import { CELLS, COLS, ROWS } from './board.js';
import { KEY_MODE, KEY_HINT, KEY_UNDO } from './script.js';

export const PAGE = 25;
// Menu cells that open a screen rather than choose a value (the labels of
// tools/player/player_menu.h): drawn as a ring when lit.
const OPENS = new Set(['level select', 'statistics', 'self-test']);
const rowOf = (lit, r) => (lit >>> (r * COLS)) & 0x1f;

// Each choice group of each row has exactly one lit cell, and nothing is
// lit outside the settings.
export function menuShape(menu, lit) {
  for (let r = 0; r < ROWS; r++) {
    const g = menu[r].groups, m = rowOf(lit, r), seen = new Set();
    for (let c = 0; c < COLS; c++) {
      const on = (m >> c) & 1;
      if (g[c] === ' ' && on) return false;
      if (g[c] >= '0' && g[c] <= '9' && on) {
        if (seen.has(g[c])) return false;
        seen.add(g[c]);
      }
    }
    for (const k of g) if (k >= '0' && k <= '9' && !seen.has(k)) return false;
  }
  return true;
}

const selectShape = (lit) => lit !== 0 && ((lit & (lit + 1)) >>> 0) === 0;

export class MenuView {
  // game: build/web/game.json (the menu table and the number of levels).
  constructor(game) {
    this.menu = game.menu;
    this.levels = game.levels;
    this.view = 'play';
    this.lastKey = -1;
    this.page = 0;
  }

  // A key the firmware was given; level is the Classic level in play (the
  // first page level select opens at).
  key(k, level = 1) {
    this.lastKey = k;
    if (this.view === 'menu' && k === 20) this.page = Math.floor((Math.max(1, level) - 1) / PAGE);
    if (this.view === 'menu' && k === 22) this.view = 'stats';   // the scroll begins (refused: menu again)
    if (this.view === 'select' && k === KEY_UNDO && this.page > 0) this.page--;
    if (this.view === 'select' && k === KEY_HINT && this.page < Math.ceil(this.levels / PAGE) - 1) this.page++;
  }

  // A steady image (no key down, unchanged for a while) after a key.
  image(lit) {
    const k = this.lastKey, menu = menuShape(this.menu, lit), select = selectShape(lit);
    if (this.view === 'stats' && menu) this.view = 'menu';   // the scroll is over, or a key ended it
    if (k < 0 || this.view === 'stats') return;
    if (this.view === 'play' && k === KEY_MODE && menu) this.view = 'menu';
    else if (this.view === 'menu' && (k === KEY_MODE || !menu)) {
      this.view = k === 20 && select ? 'select' : k === 22 && !menu ? 'stats' : 'play';
    }
    else if (this.view === 'select' && k === KEY_MODE) this.view = menu ? 'menu' : 'play';
    else if (this.view === 'select' && !select && k !== KEY_UNDO && k !== KEY_HINT) this.view = 'play';
    this.lastKey = -1;
  }

  // The label of every cell in this view ('' in play).
  labels() {
    const out = new Array(CELLS).fill('');
    for (let i = 0; i < CELLS; i++) {
      if (this.view === 'menu') out[i] = this.menu[Math.floor(i / COLS)].labels[i % COLS];
      else if (this.view === 'select' && this.page * PAGE + i < this.levels) out[i] = `level ${this.page * PAGE + i + 1}`;
    }
    return out;
  }

  // The cells that open a screen in this view (a mask).
  opens() {
    let m = 0;
    if (this.view === 'menu') this.menu.forEach((r, i) => r.labels.forEach((l, c) => { if (OPENS.has(l)) m |= 1 << (i * COLS + c); }));
    return m >>> 0;
  }

  // One line on the view for the status, or ''.
  caption() {
    if (this.view === 'menu') {
      return 'Menu: each row is a setting, its lit cell the value; a ringed cell opens a screen. MODE leaves and applies.';
    }
    if (this.view === 'stats') return 'The statistics scroll on the device (as text below); MODE goes back.';
    if (this.view === 'select') {
      return `Level select, levels ${this.page * PAGE + 1}-${this.page * PAGE + PAGE}: a lit cell is unlocked and ` +
        'plays that level; UNDO / HINT page back / forward; MODE goes back.';
    }
    return '';
  }
}
