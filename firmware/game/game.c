/* SPDX-License-Identifier: MIT */
/*
 * The game's two state changes: an event and time passing (game.h).
 * Keys go to the phase in play: intro (any key skips it, and is not a
 * move; Action's score only after GAME_SCORE_WAIT_MS), result (keys
 * wait), menu, level select, the statistics' scroll (stats.h), play, or
 * the mode's own phase (Design's editor). MODE opens the menu from play
 * and the editor.
 * The self-test (menu row 4 col 4) is the app's: keys wait for its end.
 * START held 2 s (power off) is the app's business.
 */
#include "game.h"
#include "menu.h"
#include "modes.h"
#include "intro.h"
#include "play.h"
#include "prng.h"
#include "puzzle.h"
#include "size.h"
#include "stats.h"

void game_init(game_t *g, uint32_t seed, uint32_t now_ms)
{
    *g = (game_t){0};
    g->now = (uint16_t)now_ms;
    prng_seed(&g->rng, seed);
    g->size = 5;
    g->sound = 1;
    g->bright = BRIGHT_HIGH;
    g->unlocked = 1;
    g->level = 1;
    classic_deal(g);
}

void game_stir(game_t *g, uint32_t x)
{
    prng_seed(&g->rng, g->rng ^ x);
}

/* Advance the timed phases to g->now. */
static void advance(game_t *g)
{
    for (;;) {
        uint16_t len;
        uint8_t next;
        if (g->phase == PHASE_INTRO) {
            len = intro_ms(g);
            next = PHASE_PLAY;
        } else if (PART_STATS && g->phase == PHASE_STATS) {
            len = intro_ms(g);   /* the statistics scroll as an intro */
            next = PHASE_MENU;
        } else if (g->phase == PHASE_RESULT) {
            len = GAME_SIGN_MS + GAME_RESULT_MS;
            next = g->back;
        } else {
            break;
        }
        if ((uint16_t)(g->now - g->t0) < len) {
            break;
        }
        g->phase = next;
        g->t0 += len;
    }
    if ((uint16_t)(g->now - g->tone_t0) > 1000u) {
        g->tone = TONE_NONE;   /* long over: never replays after a wrap */
    }
}

SIZE_ONE_COPY void game_tick(game_t *g, uint16_t now_ms)
{
    g->now = now_ms;
    advance(g);
    mode_tick(g);
    if (g->phase == PHASE_PLAY && mode_has(g->mode, MODE_CHIP)) {
        uint8_t cell = mode_chip(g);   /* Versus: the chip's press, when due */
        if (cell < KEY_GRID_COUNT) {
            g->tone = play_key(g, cell);   /* a click or the chirp: saved */
            g->tone_t0 = g->now;
            g->version++;
        }
    }
}

/* A key in a phase that takes keys; returns its sound. */
SIZE_ONE_COPY static uint8_t phase_key(game_t *g, uint8_t ev)
{
    uint8_t phase = g->phase;
    if (phase == PHASE_MENU) {
        return menu_key(g, ev);
    }
    if (phase == PHASE_SELECT) {
        return select_key(g, ev);
    }
    if (PART_STATS && phase == PHASE_STATS) {
        return stats_key(g, ev);
    }
    if (ev == KEY_MODE) {
        return menu_open(g);     /* from play or the editor */
    }
    if (phase == PHASE_PLAY) {
        if (mode_has(g->mode, MODE_CHIP) && mode_chip(g) != CHIP_NONE &&
            (ev < KEY_GRID_COUNT || ev == KEY_START)) {
            return TONE_BUZZ;    /* the chip's turn */
        }
        return play_key(g, ev);
    }
    return mode_key(g, ev);      /* the mode's own phase */
}

void game_event(game_t *g, uint8_t ev, uint16_t now_ms)
{
    game_tick(g, now_ms);
    if (ev >= EV_START_LONG || g->phase == PHASE_RESULT || g->phase == PHASE_SELFTEST) {
        /* Power off; the result runs its time; the app's self-test has the
         * keys, and its end goes back where the menu was opened. */
        if (ev == EV_SELFTEST_END && g->phase == PHASE_SELFTEST) {
            g->phase = g->back;
        }
        return;
    }
    if (g->phase == PHASE_INTRO) {
        /* Skipped: the key is not a move. A scored mode's score first
         * waits GAME_SCORE_WAIT_MS, so that a press on its way as the
         * game ended does not skip it. */
        if (!mode_has(g->mode, MODE_SCORED) || (uint16_t)(g->now - g->t0) >= GAME_SCORE_WAIT_MS) {
            puzzle_phase(g, PHASE_PLAY);
        }
        return;
    }
    uint8_t tone = phase_key(g, ev);
    if (tone != TONE_NONE) {
        g->tone = tone;
        g->tone_t0 = g->now;
        /* A save changes with an accepted key that leaves the game out of
         * the menu (its choices apply on leaving it; sound counts itself;
         * the statistics' scroll belongs to it). */
        if (tone != TONE_BUZZ && g->phase != PHASE_MENU && g->phase != PHASE_SELECT &&
            !(PART_STATS && g->phase == PHASE_STATS)) {
            g->version++;
        }
    }
    mode_tick(g);                /* Action: a press may end the game */
}
