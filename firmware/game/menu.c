/* SPDX-License-Identifier: MIT */
/* The menu and level select (menu.h). */
#include "menu.h"
#include "flash.h"
#include "keys.h"
#include "levels.h"
#include "modes.h"
#include "puzzle.h"
#include "stats.h"
#include "tutor.h"

#define SELECT_PAGES ((LEVEL_COUNT + 24u) / 25u)

/* Whether the menu's rule is Merlin (3x3 only; the grid choice waits). */
static inline bool menu_merlin(const game_t *g)
{
    return PART_VARIANTS && g->menu[1] == RULE_MERLIN;
}

uint8_t menu_open(game_t *g)
{
    g->back = g->phase;   /* play or the editor */
    g->blink = 0;
    g->menu[0] = g->mode;
    g->menu[1] = g->rule;
    g->menu[2] = (uint8_t)(PART_VARIANTS && g->wrap ? g->size - 4u + GRID_WRAP_COL : g->size - 3u);
    if (PART_VERSUS) {
        g->result = VS_CHIP(g->versus);   /* the opponent (0 outside Versus) */
    }
    puzzle_phase(g, PHASE_MENU);
    return TONE_CLICK;
}

void menu_rows(const game_t *g, bool blink_off, uint8_t rows[5])
{
    for (uint8_t r = 0; r < 3u; r++) {
        rows[r] = (uint8_t)(1u << g->menu[r]);   /* game, rule, grid */
    }
    if (GAME_MODES > 5u) {
        rows[0] = mode_cell(g->menu[0], blink_off);
    }
    if (menu_merlin(g)) {
        rows[2] = 1u;         /* Merlin plays 3x3 */
    }
    rows[3] = (uint8_t)((1u << g->sound) | (4u << g->bright));
    /* Level select; the tutor when on; the statistics and the self-test
     * where linked. */
    rows[4] = (uint8_t)(1u | (g->tutor << 1) | (PART_STATS ? 4u : 0u) | (PART_SELFTEST ? 0x10u : 0u));
    if (mode_has(g->menu[0], MODE_CHIP) && g->result) {
        /* The chip: easy flashes, medium blinks, hard is lit (2 Hz). */
        uint8_t quarter = (uint8_t)((uint16_t)(g->now - g->t0) / GAME_BLINK_MS) & 3u;
        if (quarter < (1u << (g->result - 1u))) {
            rows[4] |= 8u;
        }
    }
}

/* Apply the menu and leave it: a new puzzle when renew is set or the
 * game, rule or grid changed; else back where the menu was opened. */
static uint8_t menu_leave(game_t *g, bool renew)
{
    uint8_t col = g->menu[2];
    bool wrap = PART_VARIANTS && col >= GRID_WRAP_COL;
    uint8_t size = (uint8_t)(wrap ? col - GRID_WRAP_COL + 4u : col + 3u);
    if (g->menu[0] != g->mode || g->menu[1] != g->rule || size != g->size ||
        (PART_VARIANTS && wrap != g->wrap) ||
        (mode_has(g->menu[0], MODE_CHIP) && g->result != VS_CHIP(g->versus))) {
        renew = true;
    }
    g->mode = g->menu[0];
    g->rule = g->menu[1];
    g->size = size;
    if (PART_VARIANTS) {
        g->wrap = wrap;
    }
    if (renew) {
        if (PART_VERSUS) {
            g->versus = 0;   /* a Versus match ends with a new puzzle (its deal
                                takes the opponent picked, g->result) */
        }
        mode_deal(g);
    } else {
        g->phase = g->back;   /* no blink: its time base does not matter */
    }
    return TONE_CLICK;
}

/* Columns of menu rows 0..2 this build plays: five for the modes (by
 * page, mode_pick), three-state, Merlin and the wrap grids with the
 * variants (parts.h). */
static FLASH uint8_t menu_cols[3] = {
    GAME_MODES < 5u ? GAME_MODES : 5u, PART_VARIANTS ? RULE_MERLIN + 1u : RULE_ON + 1u,
    PART_VARIANTS ? 5u : GRID_WRAP_COL};

/* Row 4: level select, tutor hints, statistics, the opponent (a mode
 * with a chip: a second player, the chip easy, medium, hard), self-test. */
static uint8_t menu_action(game_t *g, uint8_t col)
{
    if (col == 0u) {
        g->page = (uint8_t)((g->level - 1u) / 25u);
        g->phase = PHASE_SELECT;
    } else if (col == 1u && tutor_linked()) {
        g->tutor ^= 1u;       /* applies at once: saved at once */
        g->fix = 0;
        g->version++;
    } else if (col == 2u && PART_STATS) {
        stats_open(g);        /* back to the menu after it */
    } else if (col == 3u && mode_has(g->menu[0], MODE_CHIP)) {
        g->result = (uint8_t)((g->result + 1u) & 3u);   /* applies on leaving */
    } else if (col == 4u && PART_SELFTEST) {
        g->phase = PHASE_SELFTEST;   /* the app runs it; back to g->back */
    } else {
        return TONE_BUZZ;
    }
    return TONE_CLICK;
}

uint8_t menu_key(game_t *g, uint8_t ev)
{
    if (ev == KEY_MODE) {
        return menu_leave(g, false);
    }
    uint8_t row = ev / 5u, col = ev % 5u;
    if (ev >= KEY_GRID_COUNT) {
        return TONE_BUZZ;
    }
    if (row == 4u) {
        return menu_action(g, col);
    }
    if (row == 3u) {
        if (col < 2u) {
            g->sound = col;   /* sound and brightness apply at once */
        } else {
            g->bright = (uint8_t)(col - 2u);
        }
        g->version++;
    } else if (row == 0u) {
        uint8_t m = mode_pick(g->menu[0], col, GAME_MODES, MODE_LINKED_MASK);
        if (m == MODE_NONE) {
            return TONE_BUZZ;     /* no mode of that column in this build */
        }
        g->menu[0] = m;
    } else if (col >= menu_cols[row] || (row == 2u && menu_merlin(g))) {
        return TONE_BUZZ;     /* not in this build; under Merlin the grid is 3x3 */
    } else {
        g->menu[row] = col;
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
