/* SPDX-License-Identifier: MIT */
/*
 * One API for every grid and rule, for the game: grid 3, 4, 5, 4 | LO_WRAP
 * or 5 | LO_WRAP (solver_wrap.h); rule LO_RULE_OFF (Lights Out), LO_RULE_ON
 * (Lights On) or LO_RULE_THREE (three-state, solver3.h). Boards are the
 * board as shown, in lo3_t: for off and on only p1 is used (the lit
 * cells; p2 stays 0), for three-state p1 = dim, p2 = bright. Plans are
 * lo3_t too (p2 = 0 except for three-state). Plain grids under off/on go
 * to solver.h, wrap grids to solver_wrap.h, three-state to solver3.h.
 */
#ifndef SOLVER_VAR_H
#define SOLVER_VAR_H

#include <stdbool.h>
#include <stdint.h>

#include "solver3.h"
#include "solver_wrap.h"

enum { LO_RULE_OFF, LO_RULE_ON, LO_RULE_THREE };

/* Largest par of any board (the tests check each over every board; the
 * plain grids under off/on: LO_MAX_PARn of solver.h). */
#define LOV_MAX_PAR4W 16u        /* 4x4 wrap */
#define LOV_MAX_PAR5W 8u         /* 5x5 wrap */
#define LOV_MAX_PAR3_THREE 18u   /* three-state 3x3, 4x4, 4x4 wrap */
#define LOV_MAX_PAR4_THREE 16u
#define LOV_MAX_PAR4W_THREE 10u

/* The board that counts as solved: all off, or every cell lit. */
lo3_t lov_target(uint8_t grid, uint8_t rule);

/* Whether presses can bring board to the target. */
bool lov_solvable(lo3_t board, uint8_t grid, uint8_t rule);

/* Fewest-press plan bringing board to the target (the hint), or an answer
 * with lo3_none() true. Ties as in solver.h, solver_wrap.h, solver3.h. */
lo3_t lov_solve(lo3_t board, uint8_t grid, uint8_t rule);

/* The cost of lov_solve's plan, or LO3_NO_PAR. */
uint8_t lov_par(lo3_t board, uint8_t grid, uint8_t rule);

/* Board after one press of cell (a move). */
lo3_t lov_press(lo3_t board, uint8_t cell, uint8_t grid, uint8_t rule);

/* Board with one cell stepped (Design): toggled, or off -> dim -> bright. */
lo3_t lov_step(lo3_t board, uint8_t cell, uint8_t rule);

/* For an unsolvable Design board: p1 = the cells whose single step makes
 * it solvable, p2 = those where two steps do (three-state only). */
lo3_t lov_fixes(lo3_t board, uint8_t grid, uint8_t rule);

/* A uniformly random solvable board, not at the target, with par in
 * [par_lo, par_hi], dealt as a random press plan (rejection on *rng,
 * prng.h). A range holding every par (1 up to 25, or 50 for three-state)
 * needs no solve; a range holding no board never returns. */
lo3_t lov_deal(uint32_t *rng, uint8_t grid, uint8_t rule, uint8_t par_lo, uint8_t par_hi);

#endif
