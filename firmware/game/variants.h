/* SPDX-License-Identifier: MIT */
/*
 * The game on a wrap grid or under the three-state rule (README "How to
 * play"), over the variant solvers (solver_var.h). Called only where
 * puzzle_variant(g) holds, with the puzzle's grid and rule (puzzle.h); a
 * board without room leaves this file out (FW_EXTRAS in its board.mk) and
 * the menu refuses those cells.
 * Three-state boards: g->board the dim cells, g->board_bright the bright.
 */
#ifndef VARIANTS_H
#define VARIANTS_H

#include <stdbool.h>
#include <stdint.h>
#include "game_state.h"

/* Fewest presses from the board (dim, bright) to the target; LO3_NO_PAR
 * when unsolvable, or when a cell is both. */
uint8_t variants_par(uint32_t board, uint32_t bright, uint8_t grid, uint8_t rule);

/* One press of cell on the board in play. */
void variants_press(game_t *g, uint8_t cell, uint8_t grid, uint8_t rule);

/* The cells of a fewest-press plan from the board in play (three-state:
 * a cell pressed twice once). */
uint32_t variants_plan(const game_t *g, uint8_t grid, uint8_t rule);

/* Design: one cell stepped (toggled, or off -> dim -> bright -> off). */
void variants_step(game_t *g, uint8_t cell, uint8_t rule);

/* Design: whether the board can be solved; when not, the cells where one
 * or two steps would make it solvable. */
bool variants_solvable(const game_t *g, uint8_t grid, uint8_t rule);
uint32_t variants_fixes(const game_t *g, uint8_t grid, uint8_t rule);

#endif
