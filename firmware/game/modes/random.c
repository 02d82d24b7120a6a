/* SPDX-License-Identifier: MIT */
/*
 * Random: a uniformly random solvable board of the rule and grid
 * settings, dealt as a random press set; its exact par is computed on the
 * chip. START and a
 * win deal a new one.
 */
#include "modes.h"
#include "puzzle.h"


#define RANDOM_PAR_LO 1u    /* to above every largest par: every par, no solve */
#define RANDOM_PAR_HI 50u

void random_deal(game_t *g)
{
    g->psize = puzzle_settings_size(g);
    uint8_t grid = puzzle_grid(g), rule = puzzle_rule(g);
    lo_board_t b = lo_rule_deal(&g->rng, grid, rule, RANDOM_PAR_LO, RANDOM_PAR_HI);
    puzzle_begin(g, b.p1, b.p2);   /* every par: a uniform board */
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
