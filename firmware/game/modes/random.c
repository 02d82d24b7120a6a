/* SPDX-License-Identifier: MIT */
/*
 * Random: a uniformly random solvable board of the rule and grid
 * settings, dealt as a random press set; its exact par is computed on the
 * chip. START and a
 * win deal a new one.
 */
#include "modes.h"
#include "puzzle.h"
#include "solver.h"
#include "solver_var.h"


#define RANDOM_PAR_LO 1u    /* every par: a uniform board, never solved */
#define RANDOM_PAR_HI 25u
#define RANDOM_PAR_HI3 50u  /* three-state: a cell may take two presses */

void random_deal(game_t *g)
{
    g->psize = g->size;
    if (puzzle_variant(g)) {
        /* A wrap grid or three-state: every par, up to 50 presses. */
        lo3_t b = lov_deal(&g->rng, puzzle_grid(g), puzzle_rule(g), RANDOM_PAR_LO, RANDOM_PAR_HI3);
        puzzle_begin(g, b.p1, b.p2);
    } else {
        puzzle_deal(g, lo_deal(&g->rng, g->psize, RANDOM_PAR_LO, RANDOM_PAR_HI));
    }
}

bool random_won(game_t *g)
{
    random_deal(g);
    g->back = PHASE_INTRO;
    return true;
}

uint8_t random_key(game_t *g, uint8_t ev)
{
    (void)ev;   /* START in play */
    random_deal(g);
    return TONE_CLICK;
}
