/* SPDX-License-Identifier: MIT */
/*
 * Classic: the fixed levels (levels.h), always 5x5. Solving a level
 * unlocks the next; after the last, play goes on at level 1. START
 * restarts the level (its hints stay counted).
 */
#include "modes.h"
#include "levels.h"
#include "puzzle.h"

void classic_deal(game_t *g)
{
    g->psize = 5;
    puzzle_deal(g, level_board(g->level));
}

bool classic_won(game_t *g)
{
    if (++g->level > LEVEL_COUNT) {
        g->level = 1;
    }
    if (g->level > g->unlocked) {
        g->unlocked = g->level;
    }
    classic_deal(g);
    g->back = PHASE_INTRO;
    return true;
}

uint8_t classic_key(game_t *g, uint8_t ev)
{
    (void)ev;   /* START in play */
    puzzle_restart(g);
    return TONE_CLICK;
}
