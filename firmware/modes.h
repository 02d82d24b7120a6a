/* SPDX-License-Identifier: MIT */
/*
 * Game modes (menu row 0). Each mode lives in its own file, mode_<name>.c,
 * and gives the same three functions, named <name>_deal, <name>_won and
 * <name>_key:
 *   deal  a new puzzle of the mode (ends in puzzle_begin, or its own phase)
 *   won   the puzzle was solved: set up what follows the result
 *         (g->back: the phase after it); false: no result, play goes on
 *   key   START in play, and every key in the mode's own phase (Design's
 *         editor); returns the sound (TONE_*)
 * Action also steps with time (action_tick, every game_tick) and checks
 * its own saves (action_valid).
 * Classic is always there. A board leaves another mode out by not linking
 * its file: the menu then refuses it with the buzz and a save naming it
 * is not restored (see the board's board.mk, FW_MODES).
 */
#ifndef MODES_H
#define MODES_H

#include <stdbool.h>
#include <stdint.h>
#include "game_state.h"
#include "parts.h"


/* Whether mode m is linked into this build. */
bool mode_linked(uint8_t m);

/* Whether g plays Action (false, at no cost, where it is left out). */
static inline bool in_action(const game_t *g)
{
    return PART_ACTION && g->mode == GAME_ACTION;
}

/* The three functions of the mode g->mode. */
void mode_deal(game_t *g);
bool mode_won(game_t *g);
uint8_t mode_key(game_t *g, uint8_t ev);
void mode_tick(game_t *g);

/* Each mode's own (mode_classic.c, mode_random.c, mode_design.c,
 * mode_action.c). */
void classic_deal(game_t *g);
bool classic_won(game_t *g);
uint8_t classic_key(game_t *g, uint8_t ev);
void random_deal(game_t *g);
bool random_won(game_t *g);
uint8_t random_key(game_t *g, uint8_t ev);
void design_deal(game_t *g);
bool design_won(game_t *g);
uint8_t design_key(game_t *g, uint8_t ev);
void action_deal(game_t *g);
bool action_won(game_t *g);
uint8_t action_key(game_t *g, uint8_t ev);
void action_tick(game_t *g);
bool action_valid(const game_save_t *s);   /* a save of Action resumes */

/* The optional modes are weak references: null where not linked. */
#pragma weak random_deal
#pragma weak random_won
#pragma weak random_key
#pragma weak design_deal
#pragma weak design_won
#pragma weak design_key
#pragma weak action_deal
#pragma weak action_won
#pragma weak action_key
#pragma weak action_tick
#pragma weak action_valid

#endif
