/* SPDX-License-Identifier: MIT */
/*
 * Every puzzle the game plays, through one interface: a grid (3, 4 or 5,
 * | LO_WRAP for 4x4 and 5x5 with the edges joined) and a rule (Lights
 * Out, Lights On, three-state, Merlin's Magic Square on 3x3). Plain grids
 * under Lights Out or On go to the plain GF(2) solver (solver.h, its fast
 * path); every other puzzle to the rule engine (firmware/README.md "The
 * rule engine"): x = P b, checked by pressing it, then the fewest presses
 * found by a bounded walk over the quiet patterns.
 *
 * A board is lo_board_t in the 5-wide layout (bit 5*row+col): p1 the lit
 * cells (three-state: the dim ones), p2 the bright cells (0 under the
 * other rules). A plan likewise: p1 the cells pressed once, p2 those
 * pressed twice (three-state only). A plan's cost is |p1| + 2 |p2|.
 * Cells outside the grid are ignored on input and never set on output.
 */
#ifndef RULE_H
#define RULE_H

#include "parts.h"
#include "rule_types.h"
#include "solver.h"

/* Whether the plain solver plays this grid and rule (Lights Out or On on
 * a plain grid): the puzzles the tutor teaches. */
static inline bool lo_rule_plain(uint8_t grid, uint8_t rule)
{
    return !(grid & LO_WRAP) && rule <= LO_RULE_ON;
}

#if PART_VARIANTS   /* rule.c and the engine; else the plain calls, inline */

/* Whether the engine plays this grid and rule (Merlin: 3x3 only). */
bool lo_rule_valid(uint8_t grid, uint8_t rule);

/* The cells of a grid code (plain or wrap). */
uint32_t lo_rule_mask(uint8_t grid);

/* The board that counts as solved: all off, all lit, or Merlin's ring. */
lo_board_t lo_rule_target(uint8_t grid, uint8_t rule);

/* The board after one press of cell, or after the presses of a plan. */
lo_board_t lo_rule_press(lo_board_t board, uint8_t cell, uint8_t grid, uint8_t rule);
lo_board_t lo_rule_apply(lo_board_t board, lo_board_t plan, uint8_t grid, uint8_t rule);

/* Design: the board with cell stepped (toggled; three-state: off, dim,
 * bright, off), alone. */
lo_board_t lo_rule_step(lo_board_t board, uint8_t cell, uint8_t rule);

/* Whether presses can bring board to the target. */
bool lo_rule_solvable(lo_board_t board, uint8_t grid, uint8_t rule);

/* A fewest-press plan bringing board to the target (the hint), or
 * LO_NONE. Ties (firmware/README.md "Ties"): plain grids the smallest
 * mask (solver.h); Merlin, three-state 3x3 and the 4x4 torus under off/on
 * have one plan a board; every other kind the first fewest plan of the
 * engine's fixed walk from P d (engine.c, torus4.c, torus5.c), the same on
 * every build; tests/host/test_rule_ties.c pins it. Cycles: make bench. */
lo_board_t lo_rule_solve(lo_board_t board, uint8_t grid, uint8_t rule);

/* The cost of lo_rule_solve's plan, or LO_NO_PAR (0xFF). */
uint8_t lo_rule_par(lo_board_t board, uint8_t grid, uint8_t rule);

/* The largest par of any board of the grid and rule (plain: LO_MAX_PARn;
 * checked over every board by the tests, or the bound 2 per cell where
 * there are too many: three-state 5x5 and 5x5 wrap). */
uint8_t lo_rule_max_par(uint8_t grid, uint8_t rule);

/* A uniformly random solvable board, not at the target, with par in
 * [par_lo, par_hi], dealt as a random plan (rejection sampling on *rng,
 * prng.h). A range holding no par a board can have (empty, or beyond
 * the kind's largest par) gives LO_NONE at once. */
lo_board_t lo_rule_deal(uint32_t *rng, uint8_t grid, uint8_t rule, uint8_t par_lo,
                        uint8_t par_hi);

/* Design, for an unsolvable board: p1 the cells whose single step makes
 * it solvable, p2 those where two steps do (three-state only). */
lo_board_t lo_rule_fixes(lo_board_t board, uint8_t grid, uint8_t rule);

#else
#include "rule_plain.h"

LO_INLINE bool lo_rule_valid(uint8_t grid, uint8_t rule)
{
    return (uint8_t)(grid - 3u) <= 2u && rule <= LO_RULE_ON;
}
LO_INLINE uint32_t lo_rule_mask(uint8_t grid) { return lo_grid_mask(grid); }
LO_INLINE lo_board_t lo_rule_target(uint8_t grid, uint8_t rule) { return lo_plain_target(grid, rule); }
LO_INLINE lo_board_t lo_rule_apply(lo_board_t board, lo_board_t plan, uint8_t grid, uint8_t rule)
{
    (void)rule;
    return lo_plain_apply(board, plan, grid);
}
LO_INLINE lo_board_t lo_rule_press(lo_board_t board, uint8_t cell, uint8_t grid, uint8_t rule)
{
    return lo_rule_apply(board, (lo_board_t){ 1ul << cell, 0 }, grid, rule);
}
LO_INLINE lo_board_t lo_rule_step(lo_board_t board, uint8_t cell, uint8_t rule)
{
    (void)rule;
    return (lo_board_t){ board.p1 ^ 1ul << cell, 0 };
}
LO_INLINE bool lo_rule_solvable(lo_board_t board, uint8_t grid, uint8_t rule)
{
    return lo_plain_solvable(board, grid, rule);
}
LO_INLINE lo_board_t lo_rule_solve(lo_board_t board, uint8_t grid, uint8_t rule)
{
    return lo_plain_solve(board, grid, rule);
}
LO_INLINE uint8_t lo_rule_par(lo_board_t board, uint8_t grid, uint8_t rule)
{
    return lo_plain_par(board, grid, rule);
}
LO_INLINE uint8_t lo_rule_max_par(uint8_t grid, uint8_t rule)
{
    (void)rule;
    return lo_plain_max_par(grid);
}
LO_INLINE lo_board_t lo_rule_deal(uint32_t *rng, uint8_t grid, uint8_t rule, uint8_t par_lo,
                                  uint8_t par_hi)
{
    uint8_t max = lo_plain_max_par(grid);
    if (!lo_deal_range(par_lo, par_hi, max)) {
        return LO_NONE;
    }
    return lo_plain_deal(rng, grid, rule, par_lo, par_hi);
}
LO_INLINE lo_board_t lo_rule_fixes(lo_board_t board, uint8_t grid, uint8_t rule)
{
    return lo_plain_fixes(board, grid, rule);
}
#endif



#endif
