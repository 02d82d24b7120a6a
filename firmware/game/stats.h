/* SPDX-License-Identifier: MIT */
/*
 * Statistics (the part stats; firmware/game/README.md "Statistics"): the solves of the
 * one-player games (Classic, Random, Design) and the perfect ones among
 * them (par, no hint), saturating at 65535, and the Versus matches won
 * against the chip at each strength, saturating at 255, in g->stats,
 * saved after the snapshot (game_record_t); Action's best score is the
 * save's best, a Versus match's rounds its versus byte. Menu row 4 col 2
 * scrolls them in the intro's font (PHASE_STATS): solves, a dash, perfect
 * solves, a dash, the Action best; in Versus the match, player 1's rounds
 * first. Then, once a match has been won against the chip, a gap and the
 * wins against the easy, medium and hard chip, dashed.
 * The scroll's end or any key goes back to the menu.
 */
#ifndef STATS_H
#define STATS_H

#include <stdint.h>
#include "game_state.h"

#define STATS_GLYPHS 27u   /* 65535-65535-255 255-255-255 */

/* A solve scored in g->result (play.c): counted unless in Versus or Action. */
void stats_solved(game_t *g);

/* A Versus match won by the player against the chip at strength 1..3
 * (VS_CHIP): counted at that strength. */
void stats_chip_won(game_t *g, uint8_t strength);

/* Open the scroll (from the menu). */
void stats_open(game_t *g);

/* A key during the scroll: back to the menu; returns the sound. */
uint8_t stats_key(game_t *g, uint8_t ev);

/* The scroll's glyphs (font.h) into text; returns how many. */
uint8_t stats_text(const game_t *g, uint8_t text[STATS_GLYPHS]);

#endif
