/* SPDX-License-Identifier: MIT */
/*
 * The intro of a puzzle: the level number (Classic only), a dash, then the
 * par, in the 3x5 font with one blank column between glyphs, scrolling
 * right to left one column every INTRO_STEP_MS until the last column has
 * left the grid.
 */
#ifndef INTRO_H
#define INTRO_H

#include <stdint.h>
#include "game_state.h"

#define INTRO_STEP_MS 100u   /* one column of scroll */

/* Lay out the glyphs of the puzzle in play (its level and par). */
void intro_text(game_t *g);

/* Or Action's end: the score, a dash, the best score. */
void intro_scores(game_t *g, uint8_t score, uint8_t best);

/* Or a Versus round's end: the winner (1 or 2), a blank, then the
 * rounds of player 1, a dash, those of player 2. */
void intro_round(game_t *g, uint8_t winner, uint8_t s1, uint8_t s2);

/* Length of the intro laid out. */
uint16_t intro_ms(const game_t *g);

/* The image of a scroll of n glyphs (font.h) dt ms after it began, into
 * rows[5]: the intro's is intro_rows, the statistics' (stats.h) the same
 * strip. */
void intro_strip(const uint8_t *glyph, uint8_t n, uint16_t dt, uint8_t rows[5]);

/* Or the intro's image dt ms after it began into rows[5]. */
static inline void intro_rows(const game_t *g, uint16_t dt, uint8_t rows[5])
{
    intro_strip(g->glyph, g->glyphs, dt, rows);
}

#endif
