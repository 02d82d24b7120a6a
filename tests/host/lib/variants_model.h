/* SPDX-License-Identifier: MIT */
/* A model of the variant rules for the game tests, written apart from the
 * firmware: a cross on a plain grid or a torus, three-state steps mod 3. */
#ifndef VARIANTS_MODEL_H
#define VARIANTS_MODEL_H

#include <stdbool.h>
#include <stdint.h>
#include "rule.h"

/* The cells a press of cell changes on an n x n grid, edges joined or not. */
uint32_t cross(uint8_t cell, uint8_t n, bool wrap);

/* A cell's state: 0 off, 1 dim, 2 bright. */
unsigned state(lo_board_t b, uint8_t cell);

/* Every cell of cells one step on, mod 3. */
lo_board_t step_cross(lo_board_t b, uint32_t cells);

bool same(lo_board_t a, lo_board_t b);

#endif
