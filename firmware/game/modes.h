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
 * and the hooks its list line names (mode_list.h): <name>_tick,
 * _valid, _press, _dim, _stats and _chip. A board leaves a mode out of
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
    bool name##_valid(const game_save_t *s); \
    void name##_press(game_t *g); \
    uint32_t name##_dim(const game_t *g, uint32_t img); \
    uint8_t name##_stats(const game_t *g, uint8_t *text); \
    uint8_t name##_chip(const game_t *g);
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

/* Whether mode m (a linked one) has flag or hook f (mode_list.h). The
 * linked modes that have it are constants: none costs no code, a run of
 * neighbours in the list one compare. */
#define MODE_HAS_RUN(name, NAME, hooks) \
    if (PART_##NAME && ((hooks) & f)) { \
        first = n ? first : GAME_##NAME; \
        gap |= n && GAME_##NAME != first + n; \
        n++; \
    }
#define MODE_HAS_BIT(name, NAME, hooks) | ((uint32_t)(PART_##NAME && ((hooks) & f)) << GAME_##NAME)
static inline __attribute__((always_inline)) bool mode_has(uint8_t m, uint16_t f)
{
    uint8_t first = 0, n = 0;
    bool gap = false;
    MODE_LIST(MODE_HAS_RUN)
    if (!gap) {
        return (uint8_t)(m - first) < n;
    }
    return (0 MODE_LIST(MODE_HAS_BIT)) >> m & 1u;
}
#undef MODE_HAS_RUN
#undef MODE_HAS_BIT

/* Whether the versus byte of save s is one its mode could have written
 * (modes/versus.c; without Versus only 0 is). */
bool versus_save_ok(const game_save_t *s);
static inline bool mode_versus_ok(const game_save_t *s)
{
    return PART_VERSUS ? versus_save_ok(s) : s->versus == 0;
}

/* The functions of the mode g->mode (g->mode is always a linked mode: the
 * menu and the save check it). mode_valid: -1 where the mode has no check
 * of its own, else whether the save resumes. A hook the mode lacks does
 * nothing: mode_dim gives 0, mode_stats 0 glyphs. */
void mode_deal(game_t *g);
bool mode_won(game_t *g);
uint8_t mode_key(game_t *g, uint8_t ev);
void mode_tick(game_t *g);
int8_t mode_valid(const game_save_t *s);
void mode_press(game_t *g);
uint32_t mode_dim(const game_t *g, uint32_t img);
uint8_t mode_stats(const game_t *g, uint8_t *text);

/* mode_chip in play: CHIP_NONE, not the chip's turn (keys as usual);
 * CHIP_WAIT, the chip thinks (grid keys and START refused); else the
 * cell the chip presses now. */
#define CHIP_NONE 0xFFu
#define CHIP_WAIT 0xFEu
uint8_t mode_chip(const game_t *g);

#endif
