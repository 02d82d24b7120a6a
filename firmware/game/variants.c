/* SPDX-License-Identifier: MIT */
/* The game's wrap grids and three-state rule (variants.h). */
#include "variants.h"
#include "solver_var.h"

static lo3_t board_of(const game_t *g)
{
    return (lo3_t){ g->board, g->board_bright };
}

static void set_board(game_t *g, lo3_t b)
{
    g->board = b.p1;
    g->board_bright = b.p2;
}

uint8_t variants_par(uint32_t board, uint32_t bright, uint8_t grid, uint8_t rule)
{
    if (board & bright) {
        return LO3_NO_PAR;
    }
    return lov_par((lo3_t){ board, bright }, grid, rule);
}

void variants_press(game_t *g, uint8_t cell, uint8_t grid, uint8_t rule)
{
    set_board(g, lov_press(board_of(g), cell, grid, rule));
}

uint32_t variants_plan(const game_t *g, uint8_t grid, uint8_t rule)
{
    lo3_t x = lov_solve(board_of(g), grid, rule);
    return lo3_none(x) ? 0 : x.p1 | x.p2;
}

void variants_step(game_t *g, uint8_t cell, uint8_t rule)
{
    set_board(g, lov_step(board_of(g), cell, rule));
}

bool variants_solvable(const game_t *g, uint8_t grid, uint8_t rule)
{
    return lov_solvable(board_of(g), grid, rule);
}

uint32_t variants_fixes(const game_t *g, uint8_t grid, uint8_t rule)
{
    lo3_t f = lov_fixes(board_of(g), grid, rule);
    return f.p1 | f.p2;
}
