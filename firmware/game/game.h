/* SPDX-License-Identifier: MIT */
/*
 * The game: pure functions over game_t, as the README's "How to play"
 * describes. game_event and game_tick are the only calls that change the
 * game; game_render and game_tone only read it. The app (app.c) feeds
 * events and time, and shows what game_render draws. Time is the game's
 * own clock in ms, 16 bits (its timers take wrap-safe differences); the
 * app stops it while the game is off.
 */
#ifndef GAME_H
#define GAME_H

#include <stdbool.h>
#include <stdint.h>
#include "game_state.h"
#include "keys.h"

/* Fresh start: Classic level 1. A save is loaded after it (game_restore). */
void game_init(game_t *g, uint32_t seed, uint32_t now_ms);

/* Mix entropy (key timing) into the generator for Random deals. */
void game_stir(game_t *g, uint32_t x);

/* One input event (keys.h) at now_ms. */
void game_event(game_t *g, uint8_t ev, uint16_t now_ms);

/* Time passing: ends the intro or the result when their time is up. */
void game_tick(game_t *g, uint16_t now_ms);

/* The LED image at now_ms into rows[5] (bits 0..4, col 0 = bit 0), and
 * into dim[5] the lit cells shown dim (three-state), 0 elsewhere (a
 * build without the variants, parts.h, leaves dim as it was). */
void game_render(const game_t *g, uint16_t now_ms, uint8_t rows[5], uint8_t dim[5]);

/* Buzzer frequency wanted at now_ms, 0 for silence. */
uint16_t game_tone(const game_t *g, uint16_t now_ms);

/* Fill a snapshot of the settings, progress and game in play. */
void game_snapshot(const game_t *g, game_save_t *s);

/* Resume from a snapshot, into a game fresh from game_init (which seeds
 * Random deals, and has no blink or sound going). Every field is checked;
 * on any bad one, returns false and g is unchanged. */
bool game_restore(game_t *g, const game_save_t *s);

/* A save record of g (game_state.h): its snapshot, then its statistics
 * where they are linked. Inline: the caller's parts decide the record. */
static inline void game_record(const game_t *g, game_record_t *r)
{
    game_snapshot(g, &r->game);
    if (PART_STATS) {
        r->stats = g->stats;
    }
}

/* Resume from a record: game_restore, and the statistics checked (no
 * more perfect solves than solves, the zero byte 0, no chip wins without
 * Versus); on a bad one g is unchanged. */
static inline bool game_resume(game_t *g, const game_record_t *r)
{
    const game_stats_t *st = &r->stats;
    if (PART_STATS && (st->perfect > st->solves || st->zero != 0 ||
                       (!PART_VERSUS && (st->chip[0] | st->chip[1] | st->chip[2])))) {
        return false;
    }
    if (!game_restore(g, &r->game)) {
        return false;
    }
    if (PART_STATS) {
        g->stats = r->stats;
    }
    return true;
}

/* Counter bumped at every change a save should hold (8 bits wrapping:
 * the app compares it every frame, and a frame makes one change at most). */
static inline uint8_t game_version(const game_t *g) { return g->version; }

/* The board the game holds (the design in the editor). */
static inline uint32_t game_board(const game_t *g) { return g->board; }

#endif
