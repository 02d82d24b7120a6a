/* SPDX-License-Identifier: MIT */
/*
 * Every grid and rule through one interface (rule.h): plain grids under
 * Lights Out or On to the plain solver (solver.h), the rest to the rule
 * engine (engine.h). The part "variants": a build without it has the
 * plain calls of rule.h inline instead (rule_plain.h).
 */
#include "rule.h"

#include "engine.h"
#include "prng.h"
#include "rule_plain.h"
#include "rule_tables.h"
#include "size.h"

#define MERLIN_CENTRE 0x40u   /* cell (1, 1) */

/* The engine's kind of a grid and rule, or false for the plain solver. */
static SIZE_ONE_COPY bool kind_of(uint8_t grid, uint8_t rule, uint8_t *kind)
{
    uint8_t n = grid & 7u;
    bool wrap = grid & LO_WRAP;
    if (rule == LO_RULE_MERLIN) {
        *kind = LO_KIND_M3;
    } else if (rule == LO_RULE_THREE) {
        *kind = (uint8_t)(wrap ? LO_KIND_TW4 + n - 4u : LO_KIND_T3 + n - 3u);
    } else if (wrap) {
        *kind = (uint8_t)(LO_KIND_W4 + n - 4u);
    } else {
        return false;
    }
    return true;
}

SIZE_ONE_COPY bool lo_rule_valid(uint8_t grid, uint8_t rule)
{
    uint8_t n = grid & 7u;
    bool wrap = grid & LO_WRAP;
    if ((grid & (uint8_t)~(LO_WRAP | 7u)) || n < 3u || n > 5u || (wrap && n == 3u) ||
        rule >= LO_RULES) {
        return false;
    }
    return rule != LO_RULE_MERLIN || grid == 3u;
}

SIZE_ONE_COPY uint32_t lo_rule_mask(uint8_t grid)
{
    return lo_grid_mask(grid & 7u);
}

SIZE_ONE_COPY lo_board_t lo_rule_target(uint8_t grid, uint8_t rule)
{
    uint32_t all = lo_rule_mask(grid);
    if (rule == LO_RULE_MERLIN) {
        return (lo_board_t){ all & ~MERLIN_CENTRE, 0 };
    }
    return (lo_board_t){ rule == LO_RULE_ON ? all : 0u, 0 };
}

/* What the presses must add to reach the target, inside the grid, for the
 * engine (which solves A x = d): target - board; three-state: - board. */
static SIZE_ONE_COPY lo_board_t diff(lo_board_t b, uint8_t grid, uint8_t rule)
{
    uint32_t m = lo_rule_mask(grid);
    if (rule == LO_RULE_THREE) {
        return (lo_board_t){ b.p2 & m, b.p1 & m };
    }
    return (lo_board_t){ (b.p1 ^ lo_rule_target(grid, rule).p1) & m, 0 };
}

SIZE_ONE_COPY lo_board_t lo_rule_apply(lo_board_t board, lo_board_t plan, uint8_t grid, uint8_t rule)
{
    uint8_t kind;
    uint32_t m = lo_rule_mask(grid);
    plan.p1 &= m;
    plan.p2 &= m;
    if (!kind_of(grid, rule, &kind)) {
        return lo_plain_apply(board, plan, grid);
    }
    return lo_engine_apply(board, plan, kind);
}

SIZE_ONE_COPY lo_board_t lo_rule_press(lo_board_t board, uint8_t cell, uint8_t grid, uint8_t rule)
{
    uint8_t kind;
    lo_board_t plan = { 1ul << cell, 0 };   /* not through lo_rule_apply: its 18 bytes of
                                               arguments would not all fit in registers */
    if (!kind_of(grid, rule, &kind)) {
        return lo_plain_apply(board, plan, grid);
    }
    return lo_engine_apply(board, plan, kind);
}

SIZE_ONE_COPY lo_board_t lo_rule_step(lo_board_t board, uint8_t cell, uint8_t rule)
{
    uint32_t one = 1ul << cell;
    if (rule == LO_RULE_THREE && (board.p1 | board.p2) & one) {
        board.p2 ^= one;   /* dim to bright, or bright to off */
        board.p1 &= ~one;
        return board;
    }
    board.p1 ^= one;       /* off to dim (lit) */
    return board;
}

SIZE_ONE_COPY bool lo_rule_solvable(lo_board_t board, uint8_t grid, uint8_t rule)
{
    uint8_t kind;
    if (!kind_of(grid, rule, &kind)) {
        return lo_plain_solvable(board, grid, rule);
    }
    return !lo_none(lo_engine_any(diff(board, grid, rule), kind));
}

SIZE_ONE_COPY lo_board_t lo_rule_solve(lo_board_t board, uint8_t grid, uint8_t rule)
{
    uint8_t kind;
    if (!kind_of(grid, rule, &kind)) {
        return lo_plain_solve(board, grid, rule);
    }
    return lo_engine_solve(diff(board, grid, rule), kind);
}

SIZE_ONE_COPY uint8_t lo_rule_par(lo_board_t board, uint8_t grid, uint8_t rule)
{
    uint8_t kind;
    if (!kind_of(grid, rule, &kind)) {
        return lo_plain_par(board, grid, rule);
    }
    lo_board_t x = lo_engine_solve(diff(board, grid, rule), kind);
    return lo_none(x) ? LO_NO_PAR : lo_weight(x);
}

SIZE_ONE_COPY lo_board_t lo_rule_fixes(lo_board_t board, uint8_t grid, uint8_t rule)
{
    uint8_t kind;
    if (!kind_of(grid, rule, &kind)) {
        return lo_plain_fixes(board, grid, rule);
    }
    return lo_engine_fixes(diff(board, grid, rule), kind);
}

SIZE_ONE_COPY uint8_t lo_rule_max_par(uint8_t grid, uint8_t rule)
{
    uint8_t kind;
    return kind_of(grid, rule, &kind) ? lo_kinds[kind].max_par : lo_plain_max_par(grid);
}

SIZE_ONE_COPY lo_board_t lo_rule_deal(uint32_t *rng, uint8_t grid, uint8_t rule, uint8_t par_lo,
                        uint8_t par_hi)
{
    uint8_t kind, max = lo_rule_max_par(grid, rule);
    if (!lo_rule_valid(grid, rule) || !lo_deal_range(par_lo, par_hi, max)) {
        return LO_NONE;    /* no board has a par in that range */
    }
    if (!kind_of(grid, rule, &kind)) {
        return lo_plain_deal(rng, grid, rule, par_lo, par_hi);
    }
    lo_board_t t = lo_rule_target(grid, rule);
    for (;;) {
        lo_board_t b = lo_engine_apply(t, lo_rule_random_plan(rng, grid, rule), kind);
        if (b.p1 == t.p1 && b.p2 == t.p2) {
            continue;      /* a quiet plan: the target itself */
        }
        if (par_lo <= 1u && par_hi >= max) {
            return b;      /* every par: no solve */
        }
        uint8_t par = lo_weight(lo_engine_solve(diff(b, grid, rule), kind));
        if (par >= par_lo && par <= par_hi) {
            return b;
        }
    }
}
