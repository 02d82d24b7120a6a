/* SPDX-License-Identifier: MIT */
/*
 * Menu (MODE), level select and the Design editor.
 * Menu rows: 0 game (Classic, Random, Design), 1 target (off, on),
 * 2 grid (3x3, 4x4, 5x5), 3 sound (off, on), 4 col 0 level select.
 * Sound applies at once; game, target and grid when the menu is left.
 */
#include "flash.h"
#include "game_int.h"
#include "levels.h"
#include "solver.h"

#define SELECT_PAGES ((LEVEL_COUNT + 24u) / 25u)

uint8_t game_menu_open(game_t *g)
{
    g->back = g->phase == PHASE_EDIT ? PHASE_EDIT : PHASE_PLAY;
    g->blink = 0;
    g->hint_level = 0;
    g->m_mode = g->mode;
    g->m_on = g->on;
    g->m_size = g->size;
    game_phase(g, PHASE_MENU);
    return TONE_CLICK;
}

/* Apply the menu; a new puzzle when the game, target or grid changed. */
static uint8_t menu_leave(game_t *g)
{
    bool renew = g->m_mode != g->mode || g->m_on != g->on || g->m_size != g->size;
    g->mode = g->m_mode;
    g->on = g->m_on;
    g->size = g->m_size;
    if (renew) {
        game_new_puzzle(g);
    } else {
        game_phase(g, g->back);
    }
    return TONE_CLICK;
}

/* Largest column of each menu row. */
static FLASH uint8_t menu_cols[5] = {2, 1, 2, 1, 0};

uint8_t game_menu_key(game_t *g, uint8_t ev)
{
    if (ev == KEY_MODE) {
        return menu_leave(g);
    }
    uint8_t row = ev / 5u, col = ev % 5u;
    if (ev >= KEY_GRID_COUNT || col > menu_cols[row]) {
        return ev == EV_START_LONG ? TONE_NONE : TONE_BUZZ;
    }
    if (row == 0) {
        g->m_mode = col;
    } else if (row == 1) {
        g->m_on = col;
    } else if (row == 2) {
        g->m_size = (uint8_t)(3u + col);
    } else if (row == 3) {
        g->sound = col;   /* sound applies at once */
    } else {
        g->page = (uint8_t)((g->level - 1u) / 25u);
        g->phase = PHASE_SELECT;
    }
    return TONE_CLICK;
}

uint8_t game_select_key(game_t *g, uint8_t ev)
{
    if (ev < KEY_GRID_COUNT) {
        uint8_t n = (uint8_t)(g->page * 25u + ev + 1u);
        if (n > g->unlocked) {
            return TONE_BUZZ;
        }
        g->m_mode = GAME_CLASSIC;   /* the other menu choices apply too */
        g->level = n;
        g->mode = 0xFFu;            /* force a new puzzle */
        return menu_leave(g);
    }
    if (ev == KEY_MODE) {
        return menu_leave(g);
    }
    if (ev == KEY_UNDO && g->page > 0) {
        g->page--;
    } else if (ev == KEY_HINT && g->page + 1u < SELECT_PAGES) {
        g->page++;
    } else {
        return ev == EV_START_LONG ? TONE_NONE : TONE_BUZZ;
    }
    return TONE_CLICK;
}

/* Cells whose single toggle makes the board d (against the target)
 * solvable: every failing quiet-pattern parity flips at once. */
static uint32_t fix_cells(uint32_t d, uint8_t size)
{
    uint32_t grid = lo_grid_mask(size), fix = 0;
    for (uint32_t bit = 1; bit & 0x1FFFFFFul; bit <<= 1) {
        if ((grid & bit) && lo_par(d ^ bit, size) != LO_NO_PAR) {
            fix |= bit;
        }
    }
    return fix;
}

uint8_t game_edit_key(game_t *g, uint8_t ev)
{
    g->blink = 0;   /* a verdict blinks until the next key */
    if (ev < KEY_GRID_COUNT) {
        uint32_t bit = 1ul << ev;
        if (!(lo_grid_mask(g->psize) & bit)) {
            return TONE_NONE;                 /* outside the grid: inert */
        }
        g->board ^= bit;
        return TONE_CLICK;
    }
    if (ev == KEY_MODE) {
        return game_menu_open(g);
    }
    if (ev != KEY_START) {
        return ev == EV_START_LONG ? TONE_NONE : TONE_BUZZ;   /* HINT, UNDO */
    }
    uint32_t d = g->board ^ game_target(g);
    if (d == 0) {
        return TONE_BUZZ;                     /* already solved */
    }
    if (lo_par(d, g->psize) == LO_NO_PAR) {
        g->blink = fix_cells(d, g->psize);
        g->t0 = g->now;
        return TONE_BUZZ;
    }
    game_begin(g, g->board);                  /* intro shows its par */
    return TONE_CLICK;
}
