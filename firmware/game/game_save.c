/* SPDX-License-Identifier: MIT */
/*
 * Snapshots for saves. A snapshot holds the applied settings and the game
 * as it resumes: in play (an intro, result or menu is not saved) or in the
 * Design editor. Restore checks every field before touching the game.
 */
#include <stddef.h>
#include "game.h"
#include "modes.h"
#include "levels.h"
#include "puzzle.h"
#include "rule.h"
#include "size.h"
#include "tutor.h"


void game_snapshot(const game_t *g, game_save_t *s)
{
    uint8_t p = g->phase;
    if (p == PHASE_RESULT || p == PHASE_MENU || p == PHASE_SELECT || p == PHASE_SELFTEST ||
        (PART_STATS && p == PHASE_STATS)) {
        p = g->back;   /* where the game resumes */
    }
    *s = g->save;
    s->editing = 0;
    if (p == PHASE_EDIT) {
        s->editing = 1;   /* the design, no play counts */
        s->moves = 0;
        s->hints = 0;
        s->par = 0;
    }
}

/* The settings and progress of a snapshot: in range, for this build. */
static bool settings_valid(const game_save_t *s)
{
    /* 1 <= level <= unlocked <= LEVEL_COUNT; flags 0 or 1 (tutor only
     * where linked); grid 3..5, wrap on 4 and 5 and rules three-state and
     * Merlin only with the variants; brightness 0..2 */
    uint8_t rules = PART_VARIANTS ? RULE_MERLIN : RULE_ON;
    return mode_linked(s->mode) && s->rule <= rules && (s->sound | s->editing) <= 1u &&
           (!PART_VARIANTS || (s->wrap <= (uint8_t)(s->size > 3u) && mode_versus_ok(s))) &&
           s->tutor <= (uint8_t)tutor_linked() && s->bright <= BRIGHT_HIGH &&
           (uint8_t)(s->size - 3u) <= 2u && (uint8_t)(s->level - 1u) < s->unlocked &&
           s->unlocked <= LEVEL_COUNT;   /* without the variants: valid() */
}

/* The bright planes, wrap and versus: all 0 without the variants. */
#define NO_VARIANT_BYTES (offsetof(game_save_t, versus) + 1u - offsetof(game_save_t, start_bright))
_Static_assert(NO_VARIANT_BYTES == 10u, "bright planes, wrap, versus: together");

/* Whether n bytes from p are all 0 (a loop: smaller than wide ORs). */
static bool all_zero(const void *p, uint8_t n)
{
    const uint8_t *b = p;
    uint8_t any = 0;
    while (n--) {
        any |= *b++;
    }
    return any == 0;
}

/* The par of a saved board (no cell both dim and bright), or LO_NO_PAR. */
static uint8_t save_par(uint32_t board, uint32_t bright, uint8_t grid, uint8_t rule)
{
    if (!PART_VARIANTS) {
        bright = 0;
    } else if (board & bright) {
        return LO_NO_PAR;
    }
    return lo_rule_par((lo_board_t){ board, bright }, grid, rule);
}

/* Whether a snapshot is one game_snapshot could have written; its
 * puzzle's grid size in *size. */
static bool valid(const game_save_t *s, uint8_t *size_out)
{
    if (!settings_valid(s)) {
        return false;
    }
    uint8_t code = puzzle_grid_of(s), size = code & (uint8_t)~LO_WRAP, rule = puzzle_rule_of(s);
    *size_out = size;
    uint32_t grid = lo_grid_mask(size);
    uint32_t cells = s->start | s->board;
    if (PART_VARIANTS) {
        uint32_t bright = s->start_bright | s->board_bright;
        if (bright != 0 && rule != RULE_THREE) {
            return false;   /* bright cells, not three-state */
        }
        cells |= bright;
    } else if (!all_zero(&s->start_bright, NO_VARIANT_BYTES)) {
        return false;       /* no bright cells, no wrap, no versus */
    }
    if ((cells & grid) != cells) {
        return false;       /* a cell outside the grid */
    }
    int8_t own = mode_valid(s);
    if (own >= 0) {
        return own;
    }
    if (s->editing) {
        return (s->moves | s->hints | s->par) == 0 && mode_has(s->mode, MODE_EDITS) &&
               (!PART_VARIANTS || (s->board & s->board_bright) == 0);
    }
    /* In play: start and board solvable and not solved, par exact. */
    uint8_t start_par = save_par(s->start, s->start_bright, code, rule);
    uint8_t now_par = save_par(s->board, s->board_bright, code, rule);
    return s->par != 0 && s->par == start_par && (uint8_t)(now_par - 1u) < LO_NO_PAR - 1u;
}

bool game_restore(game_t *g, const game_save_t *s)
{
    uint8_t size;
    if (!valid(s, &size)) {
        return false;
    }
    g->save = *s;
    g->psize = size;   /* Classic, Action: 5x5 */
    g->undo_n = 0;      /* no move of another board taken back */
    puzzle_phase(g, s->editing ? PHASE_EDIT : PHASE_PLAY);   /* no timed phase, no blink */
    return true;
}
