/* SPDX-License-Identifier: MIT */
/*
 * Snapshots for saves. A snapshot holds the applied settings and the game
 * as it resumes: in play (an intro, result or menu is not saved) or in the
 * Design editor. Restore checks every field before touching the game.
 */
#include "game_int.h"
#include "levels.h"
#include "solver.h"

/* The phase the game resumes in: PLAY or EDIT. */
static uint8_t resume_phase(const game_t *g)
{
    uint8_t p = g->phase;
    if (p == PHASE_MENU || p == PHASE_SELECT || p == PHASE_RESULT) {
        p = g->back;
    }
    return p == PHASE_EDIT ? PHASE_EDIT : PHASE_PLAY;
}

void game_snapshot(const game_t *g, game_save_t *s)
{
    bool edit = resume_phase(g) == PHASE_EDIT;
    *s = (game_save_t){0};
    s->start = g->start;
    s->board = g->board;
    s->mode = g->mode;
    s->on = g->on;
    s->size = g->size;
    s->sound = g->sound;
    s->unlocked = g->unlocked;
    s->level = g->level;
    s->editing = edit;
    if (!edit) {
        s->moves = g->moves;
        s->hints = g->hints;
        s->par = g->par;
    }
}

/* Whether a snapshot is one game_snapshot could have written. */
static bool valid(const game_save_t *s)
{
    if (s->mode > GAME_DESIGN || s->on > 1u || s->size < 3u || s->size > 5u ||
        s->sound > 1u || s->unlocked < 1u || s->unlocked > LEVEL_COUNT ||
        s->level < 1u || s->level > s->unlocked || s->editing > 1u ||
        s->reserved[0] || s->reserved[1]) {
        return false;
    }
    uint8_t size = s->mode == GAME_CLASSIC ? 5u : s->size;
    uint32_t grid = lo_grid_mask(size), target = lo_target(size, s->on);
    if ((s->start | s->board) & ~grid) {
        return false;
    }
    if (s->editing) {
        return s->mode == GAME_DESIGN && s->moves == 0 && s->hints == 0 && s->par == 0;
    }
    if (s->mode == GAME_CLASSIC && s->start != (level_board(s->level) ^ target)) {
        return false;
    }
    return s->start != target && s->board != target &&
           s->par == lo_par(s->start ^ target, size) &&
           lo_solvable(s->board ^ target, size) && s->moves >= s->par - lo_par(s->board ^ target, size);
}

bool game_restore(game_t *g, const game_save_t *s, uint32_t now_ms)
{
    if (!valid(s)) {
        return false;
    }
    g->mode = g->m_mode = s->mode;
    g->on = g->m_on = s->on;
    g->size = g->m_size = s->size;
    g->sound = s->sound;
    g->psize = s->mode == GAME_CLASSIC ? 5u : s->size;
    g->unlocked = s->unlocked;
    g->level = s->level;
    g->start = s->start;
    g->board = s->board;
    g->moves = s->moves;
    g->hints = s->hints;
    g->par = s->par;
    g->phase = s->editing ? PHASE_EDIT : PHASE_PLAY;
    g->back = g->phase;
    g->undo_n = 0;
    g->blink = 0;
    g->hint_level = 0;
    g->tone = TONE_NONE;
    g->t0 = now_ms;
    return true;
}
