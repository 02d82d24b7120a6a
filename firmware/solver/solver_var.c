/* SPDX-License-Identifier: MIT */
/* Dispatch of every grid and rule to its solver (solver_var.h). */
#include "solver_var.h"

#include "prng.h"
#include "engine.h"
#include "solver.h"

static bool wrap(uint8_t grid)
{
    return grid & LO_WRAP;
}

lo3_t lov_target(uint8_t grid, uint8_t rule)
{
    return (lo3_t){ rule == LO_RULE_ON ? lw_grid_mask(grid) : 0, 0 };
}

/* Off/on: the lit cells that differ from the target. */
static uint32_t diff(lo3_t board, uint8_t grid, uint8_t rule)
{
    return (board.p1 ^ lov_target(grid, rule).p1) & lw_grid_mask(grid);
}

bool lov_solvable(lo3_t board, uint8_t grid, uint8_t rule)
{
    if (rule == LO_RULE_THREE) {
        return lo3_solvable(board, grid);
    }
    uint32_t d = diff(board, grid, rule);
    return wrap(grid) ? lw_solvable(d, grid) : lo_solvable(d, grid);
}

lo3_t lov_solve(lo3_t board, uint8_t grid, uint8_t rule)
{
    if (rule == LO_RULE_THREE) {
        return lo3_solve(board, grid);
    }
    uint32_t d = diff(board, grid, rule);
    uint32_t x = wrap(grid) ? lw_solve(d, grid) : lo_solve(d, grid);
    return (lo3_t){ x, x == LO_UNSOLVABLE ? x : 0 };
}

uint8_t lov_par(lo3_t board, uint8_t grid, uint8_t rule)
{
    lo3_t x = lov_solve(board, grid, rule);
    return lo3_none(x) ? LO3_NO_PAR : lo3_weight(x);
}

lo3_t lov_press(lo3_t board, uint8_t cell, uint8_t grid, uint8_t rule)
{
    if (rule == LO_RULE_THREE) {
        return lo3_press(board, cell, grid);
    }
    return (lo3_t){ lw_apply(board.p1, 1ul << cell, grid), 0 };
}

lo3_t lov_step(lo3_t board, uint8_t cell, uint8_t rule)
{
    if (rule == LO_RULE_THREE) {
        return lo3_step(board, cell);
    }
    return (lo3_t){ board.p1 ^ 1ul << cell, 0 };
}

lo3_t lov_fixes(lo3_t board, uint8_t grid, uint8_t rule)
{
    lo3_t f = { 0, 0 };
    uint32_t mask = lw_grid_mask(grid);
    for (uint8_t cell = 0; cell < 25; cell++) {
        if (!(mask >> cell & 1u)) {
            continue;
        }
        lo3_t once = lov_step(board, cell, rule);
        if (lov_solvable(once, grid, rule)) {
            f.p1 |= 1ul << cell;
        } else if (rule == LO_RULE_THREE &&
                   lov_solvable(lov_step(once, cell, rule), grid, rule)) {
            f.p2 |= 1ul << cell;
        }
    }
    return f;
}

/* The deal's random plan: the rule engine's (rule.h). */
static lo3_t random_plan(uint32_t *rng, uint8_t grid, uint8_t rule)
{
    lo_board_t x = lo_rule_random_plan(rng, grid, rule);
    return (lo3_t){ x.p1, x.p2 };
}

uint8_t lov_max_par(uint8_t grid, uint8_t rule)
{
    static FLASH uint8_t most[2][5] = {
        { LO_MAX_PAR3, LO_MAX_PAR4, LO_MAX_PAR5, LOV_MAX_PAR4W, LOV_MAX_PAR5W },
        { LOV_MAX_PAR3_THREE, LOV_MAX_PAR4_THREE, 50u, LOV_MAX_PAR4W_THREE, 50u },
    };
    uint8_t i = (uint8_t)((grid & 7u) - 3u + (wrap(grid) ? 2u : 0u));
    return most[rule == LO_RULE_THREE][i];
}

lo3_t lov_deal(uint32_t *rng, uint8_t grid, uint8_t rule, uint8_t par_lo, uint8_t par_hi)
{
    if (par_lo == 0 || par_lo > par_hi || par_lo > lov_max_par(grid, rule)) {
        return (lo3_t){ 1u, 1u };   /* no board has a par in range: none, at once */
    }
    lo3_t t = lov_target(grid, rule);
    bool any = par_lo <= 1u && par_hi >= (rule == LO_RULE_THREE ? 50u : 25u);
    for (;;) {
        lo3_t x = random_plan(rng, grid, rule), b;
        if (rule == LO_RULE_THREE) {
            b = lo3_apply((lo3_t){ 0, 0 }, x, grid);
        } else {
            b = (lo3_t){ lw_apply(t.p1, x.p1, grid), 0 };
        }
        if (b.p1 == t.p1 && b.p2 == 0) {
            continue;   /* already at the target */
        }
        if (any) {
            return b;
        }
        uint8_t par = lov_par(b, grid, rule);
        if (par >= par_lo && par <= par_hi) {
            return b;
        }
    }
}
