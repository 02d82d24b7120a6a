/* SPDX-License-Identifier: MIT */
/*
 * Wrap-around grids (a torus: opposite edges joined) over GF(2), and the
 * grid geometry the variant solvers share. A grid is a code: its size
 * (3, 4 or 5) for a plain grid, or size | LO_WRAP for 4x4 or 5x5 wrap.
 * Boards and press sets are uint32_t in the 5-wide layout of solver.h
 * (bit 5*row+col). Cells outside the grid are ignored on input and never
 * set on output. The mathematics: README, "Variants".
 */
#ifndef SOLVER_WRAP_H
#define SOLVER_WRAP_H

#include <stdbool.h>
#include <stdint.h>

#define LO_WRAP 0x80u            /* grid code flag: edges joined */
#define LW_UNSOLVABLE 0xFFFFFFFFul

/* Cells of a grid (plain or wrap). */
uint32_t lw_grid_mask(uint8_t grid);

/* The cells p moved one step: dir 0 up, 1 down, 2 left, 3 right; on a
 * wrap grid what leaves one edge comes in at the opposite one. */
uint32_t lw_shift(uint32_t p, uint8_t grid, uint8_t dir);

/* Board after pressing every cell of presses (any grid, GF(2)). */
uint32_t lw_apply(uint32_t board, uint32_t presses, uint8_t grid);

/* Wrap grids only (4 | LO_WRAP, 5 | LO_WRAP) from here on. */

/* Whether presses can clear board: always on 4x4 wrap; on 5x5 wrap when
 * its overlap with each of the 8 quiet patterns is even (1 board in 256). */
bool lw_solvable(uint32_t board, uint8_t grid);

/* Fewest-press set clearing board, or LW_UNSOLVABLE. 4x4 wrap: the one
 * solution. 5x5 wrap: the best of 256, by a bounded search over rows
 * (README, "Variants"); among equals the first it meets (the same on
 * every build). Cycles on the ATmega328P: make bench. */
uint32_t lw_solve(uint32_t board, uint8_t grid);

/* Popcount of lw_solve, or 0xFF when unsolvable. */
uint8_t lw_par(uint32_t board, uint8_t grid);

#endif
