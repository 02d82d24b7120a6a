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

/* One bit per linked mode (at most 32). */
#define MODE_LINKED(name, NAME, hooks) | ((uint32_t)PART_##NAME << GAME_##NAME)
#define MODE_LINKED_MASK (0 MODE_LIST(MODE_LINKED))
_Static_assert(GAME_MODES < 32, "a bit per mode, and one spare");

/* Menu row 0 holds the modes by column: mode m in column m % 5, page
 * m / 5 (a page above 0 blinks). Column col gives the next linked mode of
 * that column after cur when cur is in it, else the column's first; none:
 * MODE_NONE. count, linked: GAME_MODES and MODE_LINKED_MASK (parameters
 * for the tests). With five modes or fewer it is mode_linked(col). */
#define MODE_NONE 0xFFu
static inline uint8_t mode_pick(uint8_t cur, uint8_t col, uint8_t count, uint32_t linked)
{
    uint8_t pages = (uint8_t)((count + 4u) / 5u);
    uint8_t j = cur % 5u == col ? (uint8_t)(cur / 5u) : (uint8_t)(pages - 1u);
    /* linked the first modes (a constant prefix): no shift loop */
    bool prefix = ((linked + 1u) & linked) == 0;
    for (uint8_t step = 0; step < pages; step++) {
        j = (uint8_t)(j + 1u >= pages ? 0u : j + 1u);
        uint8_t m = (uint8_t)(col + 5u * j);
        if (m < count && (prefix ? m < (uint8_t)__builtin_ctzl(linked + 1u) : linked >> m & 1u)) {
            return m;
        }
    }
    return MODE_NONE;
}

/* Menu row 0's image for mode m: its column lit, but dark in the off
 * half of a blink on a page above 0. */
static inline uint8_t mode_cell(uint8_t m, bool blink_off)
{
    return m >= 5u && blink_off ? 0u : (uint8_t)(1u << (m % 5u));
}

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
