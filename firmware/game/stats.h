/* SPDX-License-Identifier: MIT */
/*
 * Statistics (the part stats; firmware/game/README.md "Statistics"): the solves of the
 * one-player games (Classic, Random, Design) and the perfect ones among
 * them (par, no hint), in g->stats, saturating at 65535 and saved after
 * the snapshot (game_record_t); Action's best score is the save's best,
 * a Versus match's rounds its versus byte. Menu row 4 col 2 scrolls them
 * in the intro's font (PHASE_STATS): solves, a dash, perfect solves, a
 * dash, the Action best; in Versus the match, player 1's rounds first.
 * The scroll's end or any key goes back to the menu.
 */
#ifndef STATS_H
#define STATS_H

#include <stdint.h>
#include "game_state.h"

#define STATS_GLYPHS 15u   /* 65535-65535-255 */

/* A solve scored in g->result (play.c): counted unless in Versus or Action. */
void stats_solved(game_t *g);

/* Open the scroll (from the menu). */
void stats_open(game_t *g);

/* A key during the scroll: back to the menu; returns the sound. */
uint8_t stats_key(game_t *g, uint8_t ev);

/* The scroll's glyphs (font.h) into text; returns how many. */
uint8_t stats_text(const game_t *g, uint8_t text[STATS_GLYPHS]);

#endif
