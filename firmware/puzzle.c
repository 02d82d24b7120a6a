/* SPDX-License-Identifier: MIT */
/* The puzzle in play (puzzle.h). */
#include "puzzle.h"
#include "intro.h"
#include "modes.h"
#include "size.h"
#include "solver.h"

uint32_t puzzle_target(const game_t *g)
{
    return lo_target(g->psize, g->on && !in_action(g));   /* Action: off */
}

SIZE_ONE_COPY bool puzzle_in_grid(const game_t *g, uint8_t key)
{
    return key / 5u < g->psize && key % 5u < g->psize;
}

SIZE_ONE_COPY void puzzle_phase(game_t *g, uint8_t p)
{
    g->phase = p;
    g->t0 = g->now;
}

void puzzle_begin(game_t *g, uint32_t board)
{
    g->start = board;
    g->board = board;
    g->moves = 0;
    g->hints = 0;
    g->undo_n = 0;
    /* No blink to clear: every key that begins a puzzle has ended it. */
    g->par = lo_par(board ^ puzzle_target(g), g->psize);
    intro_text(g);
    puzzle_phase(g, PHASE_INTRO);
}

void puzzle_deal(game_t *g, uint32_t d)
{
    puzzle_begin(g, d ^ puzzle_target(g));
}

SIZE_ONE_COPY void puzzle_restart(game_t *g)
{
    g->board = g->start;
    g->moves = 0;
    g->undo_n = 0;
}

SIZE_ONE_COPY void puzzle_toggle(game_t *g, uint8_t cell)
{
    g->board = lo_apply(g->board, 1ul << cell, g->psize);
}
