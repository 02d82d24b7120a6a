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
    g->back = g->phase;   /* play or the editor: MODE opens the menu from there only */
    g->blink = 0;
    g->menu[0] = g->mode;
    g->menu[1] = g->on;
    g->menu[2] = (uint8_t)(g->size - 3u);
    g->menu[3] = g->sound;
    game_phase(g, PHASE_MENU);
    return TONE_CLICK;
}

/* Apply the menu; a new puzzle when the game, target or grid changed. */
static uint8_t menu_leave(game_t *g)
{
    uint8_t size = (uint8_t)(g->menu[2] + 3u);
    bool renew = g->menu[0] != g->mode || g->menu[1] != g->on || size != g->size;
    g->mode = g->menu[0];
    g->on = g->menu[1];
    g->size = size;
    if (renew) {
        game_new_puzzle(g);
    } else {
        g->phase = g->back;   /* no blink: its time base does not matter */
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
        return TONE_BUZZ;
    }
    if (row == 4u) {
        g->page = (uint8_t)(g->level - 1u) / 25u;
        g->phase = PHASE_SELECT;
    } else {
        g->menu[row] = col;
        if (row == 3u) {
            g->sound = col;   /* sound applies at once: saved at once */
            g->version++;
        }
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
        g->menu[0] = GAME_CLASSIC;  /* the other menu choices apply too */
        g->level = n;
        g->mode = 0xFFu;            /* force a new puzzle */
        return menu_leave(g);
    }
    if (ev == KEY_MODE) {
        return menu_leave(g);
    }
    if (ev == KEY_UNDO && g->page > 0) {
        g->page--;
    } else if (ev == KEY_HINT && g->page < SELECT_PAGES - 1u) {
        g->page++;
    } else {
        return TONE_BUZZ;
    }
    return TONE_CLICK;
}

uint8_t game_edit_key(game_t *g, uint8_t ev)
{
    g->blink = 0;   /* a verdict blinks until the next key */
    if (ev < KEY_GRID_COUNT) {
        if (!game_in_grid(g, ev)) {
            return TONE_NONE;        /* outside the grid: inert */
        }
        g->board ^= 1ul << ev;
        return TONE_CLICK;
    }
    if (ev == KEY_MODE) {
        return game_menu_open(g);
    }
    uint32_t d = g->board ^ game_target(g);
    if (ev != KEY_START || d == 0) {
        return TONE_BUZZ;            /* HINT, UNDO; START on a solved board */
    }
    if (!lo_solvable(d, g->psize)) {
        /* The cells whose single toggle makes it solvable (a cell outside
         * the grid changes no parity). */
        for (uint32_t bit = 1; bit & 0x1FFFFFFul; bit <<= 1) {
            if (lo_solvable(d ^ bit, g->psize)) {
                g->blink |= bit;
            }
        }
        game_phase(g, PHASE_EDIT);   /* the verdict blinks from now */
        return TONE_BUZZ;
    }
    game_begin(g, g->board);         /* intro shows its par */
    return TONE_CLICK;
}
