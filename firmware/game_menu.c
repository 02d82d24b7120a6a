/* SPDX-License-Identifier: MIT */
/*
 * Menu (MODE), level select and the Design editor.
 * Menu rows: 0 game (Classic, Random, Design), 1 target (off, on),
 * 2 grid (3x3, 4x4, 5x5), 3 sound (off, on), 4 col 0 level select.
 * Sound applies at once; game, target and grid when the menu is left.
 */
#include "game_int.h"
#include "levels.h"
#include "solver.h"

#define SELECT_PAGES ((LEVEL_COUNT + 24u) / 25u)

void game_menu_open(game_t *g, uint32_t now)
{
    g->back = g->phase == PHASE_EDIT ? PHASE_EDIT : PHASE_PLAY;
    g->blink = 0;
    g->hint_level = 0;
    g->m_mode = g->mode;
    g->m_on = g->on;
    g->m_size = g->size;
    g->phase = PHASE_MENU;
    g->t0 = (uint16_t)now;
    game_sound(g, TONE_CLICK, now);
}

/* Apply the menu; a new puzzle when the game, target or grid changed. */
static void menu_leave(game_t *g, uint32_t now)
{
    bool renew = g->m_mode != g->mode || g->m_on != g->on || g->m_size != g->size;
    g->mode = g->m_mode;
    g->on = g->m_on;
    g->size = g->m_size;
    if (renew) {
        game_new_puzzle(g, now);
    } else {
        g->phase = g->back;
        g->t0 = (uint16_t)now;
    }
    game_sound(g, TONE_CLICK, now);
}

/* A grid cell in the menu; false for a cell that is no setting. */
static bool menu_cell(game_t *g, uint8_t row, uint8_t col)
{
    switch (row) {
    case 0:
        if (col > 2u) {
            return false;
        }
        g->m_mode = col;
        return true;
    case 1:
        if (col > 1u) {
            return false;
        }
        g->m_on = col;
        return true;
    case 2:
        if (col > 2u) {
            return false;
        }
        g->m_size = (uint8_t)(3u + col);
        return true;
    case 3:
        if (col > 1u) {
            return false;
        }
        g->sound = col;
        return true;
    default:
        if (col != 0) {
            return false;
        }
        g->page = (uint8_t)((g->level - 1u) / 25u);
        g->phase = PHASE_SELECT;
        return true;
    }
}

void game_menu_key(game_t *g, uint8_t ev, uint32_t now)
{
    if (ev == KEY_MODE) {
        menu_leave(g, now);
    } else if (ev < KEY_GRID_COUNT && menu_cell(g, ev / 5u, ev % 5u)) {
        game_sound(g, TONE_CLICK, now);
    } else if (ev != EV_START_LONG) {
        game_sound(g, TONE_BUZZ, now);
    }
}

void game_select_key(game_t *g, uint8_t ev, uint32_t now)
{
    bool ok = true;
    if (ev < KEY_GRID_COUNT) {
        uint16_t n = (uint16_t)(g->page * 25u + ev + 1u);
        ok = n <= g->unlocked;
        if (ok) {
            g->m_mode = GAME_CLASSIC;   /* the other menu choices apply too */
            g->mode = GAME_CLASSIC;
            g->on = g->m_on;
            g->size = g->m_size;
            g->level = (uint8_t)n;
            game_new_puzzle(g, now);
        }
    } else if (ev == KEY_UNDO) {
        ok = g->page > 0;
        if (ok) {
            g->page--;
        }
    } else if (ev == KEY_HINT) {
        ok = g->page + 1u < SELECT_PAGES;
        if (ok) {
            g->page++;
        }
    } else if (ev == KEY_MODE) {
        menu_leave(g, now);
        return;
    } else if (ev == EV_START_LONG) {
        return;
    } else {
        ok = false;
    }
    game_sound(g, ok ? TONE_CLICK : TONE_BUZZ, now);
}

/* Cells whose single toggle makes the board d (against the target)
 * solvable: every failing quiet-pattern parity flips at once. */
static uint32_t fix_cells(uint32_t d, uint8_t size)
{
    uint32_t grid = lo_grid_mask(size), fix = 0;
    for (uint32_t bit = 1; bit & 0x1FFFFFFul; bit <<= 1) {
        if ((grid & bit) && lo_solvable(d ^ bit, size)) {
            fix |= bit;
        }
    }
    return fix;
}

void game_edit_key(game_t *g, uint8_t ev, uint32_t now)
{
    bool ok = true;
    g->blink = 0;   /* a verdict blinks until the next key */
    if (ev < KEY_GRID_COUNT) {
        if (lo_grid_mask(g->psize) & (1ul << ev)) {
            g->board ^= 1ul << ev;
        } else {
            return;   /* outside the grid: inert */
        }
    } else if (ev == KEY_START) {
        uint32_t d = g->board ^ game_target(g);
        if (d == 0) {
            ok = false;                      /* already solved */
        } else if (!lo_solvable(d, g->psize)) {
            ok = false;
            g->blink = fix_cells(d, g->psize);
            g->t0 = (uint16_t)now;
        } else {
            game_begin(g, g->board, now);    /* intro shows its par */
        }
    } else if (ev == KEY_MODE) {
        game_menu_open(g, now);
        return;
    } else if (ev == EV_START_LONG) {
        return;
    } else {
        ok = false;                          /* HINT, UNDO: nothing to do */
    }
    game_sound(g, ok ? TONE_CLICK : TONE_BUZZ, now);
}
