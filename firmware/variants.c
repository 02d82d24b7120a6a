/* SPDX-License-Identifier: MIT */
/* The game's wrap grids and three-state rule (variants.h). */
#include "variants.h"
#include "puzzle.h"
#include "solver_var.h"

#define DEAL_PAR_LO 1u    /* every par: a uniform board, never solved */
#define DEAL_PAR_HI 50u

static lo3_t board_of(const game_t *g)
{
    return (lo3_t){ g->board, g->board_bright };
}

static void set_board(game_t *g, lo3_t b)
{
    g->board = b.p1;
    g->board_bright = b.p2;
}

uint8_t variants_par(const game_t *g, uint32_t board, uint32_t bright)
{
    return variants_save_par(&g->save, board, bright);
}

void variants_press(game_t *g, uint8_t cell)
{
    set_board(g, lov_press(board_of(g), cell, puzzle_grid(g), puzzle_rule(g)));
}

uint32_t variants_plan(const game_t *g)
{
    lo3_t x = lov_solve(board_of(g), puzzle_grid(g), puzzle_rule(g));
    return lo3_none(x) ? 0 : x.p1 | x.p2;
}

void variants_deal(game_t *g)
{
    lo3_t b = lov_deal(&g->rng, puzzle_grid(g), puzzle_rule(g), DEAL_PAR_LO, DEAL_PAR_HI);
    puzzle_begin(g, b.p1, b.p2);
}

void variants_step(game_t *g, uint8_t cell)
{
    set_board(g, lov_step(board_of(g), cell, puzzle_rule(g)));
}

bool variants_solvable(const game_t *g)
{
    return lov_solvable(board_of(g), puzzle_grid(g), puzzle_rule(g));
}

uint32_t variants_fixes(const game_t *g)
{
    lo3_t f = lov_fixes(board_of(g), puzzle_grid(g), puzzle_rule(g));
    return f.p1 | f.p2;
}

uint8_t variants_save_par(const game_save_t *s, uint32_t board, uint32_t bright)
{
    if (board & bright) {
        return LO3_NO_PAR;
    }
    return lov_par((lo3_t){ board, bright }, puzzle_grid_of(s), puzzle_rule_of(s));
}
