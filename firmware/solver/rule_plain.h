/* SPDX-License-Identifier: MIT */
/*
 * The calls of rule.h for plain grids under Lights Out or On, in terms of
 * the plain solver (solver.h): rule.c's plain branch, and rule.h itself
 * where the variants are left out (then they compile to the plain calls).
 */
#ifndef RULE_PLAIN_H
#define RULE_PLAIN_H

#include "parts.h"
#include "rule_types.h"
#include "solver.h"

#define LO_INLINE static inline __attribute__((always_inline))

/* The size of a grid code; without the variants a grid is its size. */
#define LO_SIZE(grid) ((uint8_t)(PART_VARIANTS ? (grid) & 7u : (grid)))

LO_INLINE uint32_t lo_plain_diff(lo_board_t b, uint8_t grid, uint8_t rule)
{
    return lo_from_target(b.p1, LO_SIZE(grid), rule);   /* a plain rule: off (0) or on (1) */
}

LO_INLINE lo_board_t lo_plain_target(uint8_t grid, uint8_t rule)
{
    return (lo_board_t){ lo_target(LO_SIZE(grid), rule), 0 };
}

LO_INLINE lo_board_t lo_plain_apply(lo_board_t b, lo_board_t plan, uint8_t grid)
{
    return (lo_board_t){ lo_apply(b.p1, plan.p1, LO_SIZE(grid)), 0 };
}

LO_INLINE bool lo_plain_solvable(lo_board_t b, uint8_t grid, uint8_t rule)
{
    return lo_solvable(lo_plain_diff(b, grid, rule), LO_SIZE(grid));
}

LO_INLINE lo_board_t lo_plain_solve(lo_board_t b, uint8_t grid, uint8_t rule)
{
    return (lo_board_t){ lo_solve(lo_plain_diff(b, grid, rule), LO_SIZE(grid)), 0 };   /* or LO_NONE */
}

LO_INLINE uint8_t lo_plain_par(lo_board_t b, uint8_t grid, uint8_t rule)
{
    return lo_par(lo_plain_diff(b, grid, rule), LO_SIZE(grid));
}

/* Design: the cells whose single toggle makes an unsolvable board
 * solvable (rule.h's lo_rule_fixes). */
LO_INLINE lo_board_t lo_plain_fixes(lo_board_t b, uint8_t grid, uint8_t rule)
{
    uint32_t d = lo_plain_diff(b, grid, rule), f = 0;   /* unsolvable: a cell outside */
    for (uint32_t bit = 1; bit & 0x1FFFFFFul; bit <<= 1) {  /* the grid changes nothing */
        if (lo_solvable(d ^ bit, LO_SIZE(grid))) {
            f |= bit;
        }
    }
    return (lo_board_t){ f, 0 };
}

/* The largest par of a plain grid (checked over every board). */
LO_INLINE uint8_t lo_plain_max_par(uint8_t grid)
{
    uint8_t n = LO_SIZE(grid);
    return n == 3u ? LO_MAX_PAR3 : n == 4u ? LO_MAX_PAR4 : LO_MAX_PAR5;
}

/* Whether a deal's par range [lo, hi] can hold a board (largest par max). */
LO_INLINE bool lo_deal_range(uint8_t lo, uint8_t hi, uint8_t max)
{
    return lo != 0 && lo <= hi && lo <= max;
}

/* The plain solver's own deal (the range checked by the caller). */
LO_INLINE lo_board_t lo_plain_deal(uint32_t *rng, uint8_t grid, uint8_t rule, uint8_t lo,
                                   uint8_t hi)
{
    return (lo_board_t){ lo_deal(rng, LO_SIZE(grid), lo, hi) ^ lo_plain_target(grid, rule).p1, 0 };
}

#endif
