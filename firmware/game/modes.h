/* SPDX-License-Identifier: MIT */
/*
 * Game modes (menu row 0), listed once in modes/mode_list.h. Each mode
 * lives in its own file, modes/<name>.c, and gives three functions,
 * <name>_deal, <name>_won and <name>_key:
 *   deal  a new puzzle of the mode (ends in puzzle_begin, or its own phase)
 *   won   the puzzle was solved: set up what follows the result
 *         (g->back: the phase after it); false: no result, play goes on
 *   key   START in play, and every key in the mode's own phase (Design's
 *         editor); returns the sound (TONE_*)
 * and the hooks its list line names: <name>_tick (every game_tick) and
 * <name>_valid (a save of the mode resumes). A board leaves a mode out of
 * its PARTS: the menu then refuses it with the buzz and a save naming it
 * is not restored.
 */
#ifndef MODES_H
#define MODES_H

#include <stdbool.h>
#include <stdint.h>
#include "game_state.h"
#include "parts.h"

#define MODE_DECLARE(name, NAME, hooks) \
    void name##_deal(game_t *g); \
    bool name##_won(game_t *g); \
    uint8_t name##_key(game_t *g, uint8_t ev); \
    void name##_tick(game_t *g); \
    bool name##_valid(const game_save_t *s);
MODE_LIST(MODE_DECLARE)
#undef MODE_DECLARE

/* Whether mode m is in this build. */
bool mode_linked(uint8_t m);

/* Whether g plays Action (false, at no cost, where it is left out). */
static inline bool in_action(const game_t *g)
{
    return PART_ACTION && g->mode == GAME_ACTION;
}

/* Whether g plays Versus (false, at no cost, where it is left out). */
static inline bool in_versus(const game_t *g)
{
    return PART_VERSUS && g->mode == GAME_VERSUS;
}

/* Whether the versus byte of save s is one Versus could have written
 * (scores 0..2, no other bit, and no hint): else only 0 is. */
static inline bool versus_save_ok(const game_save_t *s)
{
    uint8_t v = s->versus;
    if (!(PART_VERSUS && s->mode == GAME_VERSUS)) {
        return v == 0;
    }
    return v <= (VS_TURN | 0xFu) && VS_SCORE(v, 0) < VS_ROUNDS && VS_SCORE(v, 1) < VS_ROUNDS &&
           s->hints == 0;
}

/* The functions of the mode g->mode (g->mode is always a linked mode: the
 * menu and the save check it). mode_valid: -1 where the mode has no check
 * of its own, else whether the save resumes. */
void mode_deal(game_t *g);
bool mode_won(game_t *g);
uint8_t mode_key(game_t *g, uint8_t ev);
void mode_tick(game_t *g);
int8_t mode_valid(const game_save_t *s);

#endif
