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
#include "save.h"
#include "solver.h"
#include "tutor.h"

_Static_assert(sizeof(game_save_t) <= SAVE_PAYLOAD_MAX, "a save fits a record");

void game_snapshot(const game_t *g, game_save_t *s)
{
    uint8_t p = g->phase;
    if (p == PHASE_RESULT || p == PHASE_MENU || p == PHASE_SELECT || p == PHASE_SELFTEST) {
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

/* Whether a snapshot is one game_snapshot could have written. */
static bool valid(const game_save_t *s, uint8_t size)
{
    /* 1 <= level <= unlocked <= LEVEL_COUNT; flags 0 or 1 (tutor only
     * where linked); grid 3..5; brightness 0..2 */
    if (!mode_linked(s->mode) || (s->on | s->sound | s->editing) > 1u ||
        s->tutor > (uint8_t)tutor_linked() || s->bright > BRIGHT_HIGH ||
        (uint8_t)(s->size - 3u) > 2u || (uint8_t)(s->level - 1u) >= s->unlocked ||
        s->unlocked > LEVEL_COUNT || (s->reserved[0] | s->reserved[1]) != 0) {
        return false;
    }
    uint32_t grid = lo_grid_mask(size);
    uint32_t cells = s->start | s->board;
    if ((cells & grid) != cells) {   /* a cell outside the grid */
        return false;
    }
    if (PART_ACTION && s->mode == GAME_ACTION) {
        return action_valid(s);
    }
    uint32_t target = s->on ? grid : 0;
    if (s->editing) {
        return (s->moves | s->hints | s->par) == 0 && s->mode == GAME_DESIGN;
    }
    /* In play: start and board solvable and not solved, par exact. */
    return s->par != 0 && s->par == lo_par(s->start ^ target, size) &&
           (uint8_t)(lo_par(s->board ^ target, size) - 1u) < 25u;
}

bool game_restore(game_t *g, const game_save_t *s)
{
    /* The puzzle's grid and target: Classic 5x5, Action 5x5 Lights Out. */
    bool action = PART_ACTION && s->mode == GAME_ACTION;
    uint8_t size = s->mode == GAME_CLASSIC || action ? 5u : s->size;
    if (!valid(s, size)) {
        return false;
    }
    g->save = *s;
    g->psize = size;
    g->undo_n = 0;      /* no move of another board taken back */
    g->phase = s->editing ? PHASE_EDIT : PHASE_PLAY;   /* no timed phase, no blink */
    return true;
}
