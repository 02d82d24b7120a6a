/* SPDX-License-Identifier: MIT */
/*
 * Game modes (menu row 0). Each mode lives in its own file, mode_<name>.c,
 * and gives the same three functions, named <name>_deal, <name>_won and
 * <name>_key:
 *   deal  a new puzzle of the mode (ends in puzzle_begin, or its own phase)
 *   won   the puzzle was solved: set up what follows the result
 *         (g->back: the phase after it)
 *   key   START in play, and every key in the mode's own phase (Design's
 *         editor); returns the sound (TONE_*)
 * Classic is always there. A board leaves another mode out by not linking
 * its file: the menu then refuses it with the buzz and a save naming it
 * is not restored (see the board's board.mk, FW_MODES).
 */
#ifndef MODES_H
#define MODES_H

#include <stdbool.h>
#include <stdint.h>
#include "game_state.h"

/* Whether mode m is linked into this build. */
bool mode_linked(uint8_t m);

/* The three functions of the mode g->mode. */
void mode_deal(game_t *g);
void mode_won(game_t *g);
uint8_t mode_key(game_t *g, uint8_t ev);

/* Each mode's own (mode_classic.c, mode_random.c, mode_design.c). */
void classic_deal(game_t *g);
void classic_won(game_t *g);
uint8_t classic_key(game_t *g, uint8_t ev);
void random_deal(game_t *g);
void random_won(game_t *g);
uint8_t random_key(game_t *g, uint8_t ev);
void design_deal(game_t *g);
void design_won(game_t *g);
uint8_t design_key(game_t *g, uint8_t ev);

#endif
