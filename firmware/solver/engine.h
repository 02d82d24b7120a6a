/* SPDX-License-Identifier: MIT */
/*
 * The rule engine's core (rule.h calls it; firmware/README.md "The rule
 * engine"): one kind of puzzle (rule_tables.h, LO_KIND_*), boards and
 * plans relative to a target of all off.
 */
#ifndef ENGINE_H
#define ENGINE_H

#include "rule.h"

/* a + b, cell by cell, mod 3 (two planes). */
lo_board_t lo_add3(lo_board_t a, lo_board_t b);

/* The board after the presses of plan. */
lo_board_t lo_engine_apply(lo_board_t board, lo_board_t plan, uint8_t kind);

/* A plan bringing d to all off (P d, checked by pressing it), or LO_NONE. */
lo_board_t lo_engine_any(lo_board_t d, uint8_t kind);

/* The cells whose one step (p1) or, mod 3, two steps (p2) make d
 * solvable (all off when it is already). */
lo_board_t lo_engine_fixes(lo_board_t d, uint8_t kind);

/* The fewest-press plan bringing d to all off, or LO_NONE. */
lo_board_t lo_engine_solve(lo_board_t d, uint8_t kind);

/* a + b mod p, both under p (no division). */
static inline uint8_t lo_add_mod(uint8_t a, uint8_t b, uint8_t p)
{
    uint8_t t = (uint8_t)(a + b);
    return t >= p ? (uint8_t)(t - p) : t;
}

/* The fewest-press plan x plus a quiet pattern, on the 5x5 torus
 * (LO_KIND_TORUS5; torus5.c). */
lo_board_t lo_torus5_best(lo_board_t x, bool mod3);

/* The same on the 4x4 torus under three-state (LO_KIND_TORUS4; torus4.c). */
lo_board_t lo_torus4_best(lo_board_t x);

/* A uniformly random plan (the deal's): a bit a cell, or (three-state) a
 * trit a cell from 2-bit chunks of the PRNG, the value 3 thrown away. */
lo_board_t lo_rule_random_plan(uint32_t *rng, uint8_t grid, uint8_t rule);

#endif
