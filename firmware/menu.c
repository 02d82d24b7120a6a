/* SPDX-License-Identifier: MIT */
/* The menu and level select (menu.h). */
#include "menu.h"
#include "flash.h"
#include "keys.h"
#include "levels.h"
#include "modes.h"
#include "puzzle.h"

#define SELECT_PAGES ((LEVEL_COUNT + 24u) / 25u)

uint8_t menu_open(game_t *g)
{
    g->back = g->phase;   /* play or the editor */
    g->blink = 0;
    g->menu[0] = g->mode;
    g->menu[1] = g->on;
    g->menu[2] = (uint8_t)(g->size - 3u);
    g->menu[3] = g->sound;
    puzzle_phase(g, PHASE_MENU);
    return TONE_CLICK;
}

/* Apply the menu and leave it: a new puzzle when renew is set or the
 * game, target or grid changed; else back where the menu was opened. */
static uint8_t menu_leave(game_t *g, bool renew)
{
    uint8_t size = (uint8_t)(g->menu[2] + 3u);
    if (g->menu[0] != g->mode || g->menu[1] != g->on || size != g->size) {
        renew = true;
    }
    g->mode = g->menu[0];
    g->on = g->menu[1];
    g->size = size;
    if (renew) {
        mode_deal(g);
    } else {
        g->phase = g->back;   /* no blink: its time base does not matter */
    }
    return TONE_CLICK;
}

/* Largest column of each menu row. */
static FLASH uint8_t menu_cols[5] = {2, 1, 2, 1, 0};

uint8_t menu_key(game_t *g, uint8_t ev)
{
    if (ev == KEY_MODE) {
        return menu_leave(g, false);
    }
    uint8_t row = ev / 5u, col = ev % 5u;
    if (ev >= KEY_GRID_COUNT || col > menu_cols[row] ||
        (row == 0u && !mode_linked(col))) {
        return TONE_BUZZ;
    }
    if (row == 4u) {
        g->page = (uint8_t)((g->level - 1u) / 25u);
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

uint8_t select_key(game_t *g, uint8_t ev)
{
    if (ev < KEY_GRID_COUNT) {
        uint8_t n = (uint8_t)(g->page * 25u + ev + 1u);
        if (n > g->unlocked) {
            return TONE_BUZZ;
        }
        g->menu[0] = GAME_CLASSIC;  /* the other menu choices apply too */
        g->level = n;
        return menu_leave(g, true);
    }
    if (ev == KEY_MODE) {
        return menu_leave(g, false);
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
