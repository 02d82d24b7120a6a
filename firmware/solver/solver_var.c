/* SPDX-License-Identifier: MIT */
/* Dispatch of every grid and rule to its solver (solver_var.h). */
#include "solver_var.h"

#include "prng.h"
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

/* A uniformly random plan: one bit per cell (off/on), or one trit per
 * cell from 2-bit chunks of the PRNG, the value 3 thrown away. */
static lo3_t random_plan(uint32_t *rng, uint8_t grid, uint8_t rule)
{
    uint32_t mask = lw_grid_mask(grid);
    if (rule != LO_RULE_THREE) {
        return (lo3_t){ prng_next(rng) & mask, 0 };
    }
    lo3_t x = { 0, 0 };
    uint32_t r = 0;
    uint8_t left = 0;
    for (uint32_t bit = 1; bit & 0x1FFFFFFul; bit <<= 1) {
        if (!(mask & bit)) {
            continue;
        }
        uint8_t v;
        do {
            if (left == 0) {
                r = prng_next(rng);
                left = 16;
            }
            v = r & 3u;
            r >>= 2;
            left--;
        } while (v == 3u);
        if (v == 1u) {
            x.p1 |= bit;
        } else if (v == 2u) {
            x.p2 |= bit;
        }
    }
    return x;
}

lo3_t lov_deal(uint32_t *rng, uint8_t grid, uint8_t rule, uint8_t par_lo, uint8_t par_hi)
{
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
