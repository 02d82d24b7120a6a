/* SPDX-License-Identifier: MIT */
/*
 * The three-state rule over GF(3) on every grid (3, 4, 5, 4 | LO_WRAP,
 * 5 | LO_WRAP; see solver_wrap.h). A cell is off (0), dim (1) or bright
 * (2); a press adds 1 mod 3 to every cell of its cross. The target is all
 * off. The mathematics: README, "Variants".
 *
 * Encoding: a board is two bit planes in the 5-wide layout (bit
 * 5*row+col): p1 holds the dim cells, p2 the bright ones; never both. A
 * press plan uses the same encoding: p1 the cells pressed once, p2 those
 * pressed twice. Its cost (the par) is |p1| + 2 |p2|.
 */
#ifndef SOLVER3_H
#define SOLVER3_H

#include <stdbool.h>
#include <stdint.h>

typedef struct {
    uint32_t p1, p2;
} lo3_t;

#define LO3_NO_PAR 0xFFu

/* The answer of lo3_solve when there is none (p1 & p2 != 0). */
static inline bool lo3_none(lo3_t x)
{
    return (x.p1 & x.p2) != 0;
}

/* a + b, cell by cell, mod 3. */
lo3_t lo3_add(lo3_t a, lo3_t b);

/* Board after the presses of plan (each cell its count, 0..2). */
lo3_t lo3_apply(lo3_t board, lo3_t plan, uint8_t grid);

/* Board after one press of cell (bit number 5*row+col). */
lo3_t lo3_press(lo3_t board, uint8_t cell, uint8_t grid);

/* Board with cell stepped once (off -> dim -> bright -> off), alone. */
lo3_t lo3_step(lo3_t board, uint8_t cell);

/* Whether presses can clear board: every quiet pattern n has
 * sum(board * n) = 0 mod 3 (3^(cells - nullity) of the 3^cells boards). */
bool lo3_solvable(lo3_t board, uint8_t grid);

/* Fewest-press plan clearing board (a cell pressed twice counts two), or
 * an answer with lo3_none() true; among equals the first one met (the
 * same on every build). It walks the 3^nullity solutions (1, 9, 27, 243
 * on 3x3, 4x4, 5x5, 4x4 wrap); 5x5 wrap (6561) has a bounded row search.
 * Cycles on the ATmega328P: make bench. */
lo3_t lo3_solve(lo3_t board, uint8_t grid);

/* The cost of lo3_solve's plan, or LO3_NO_PAR. */
uint8_t lo3_par(lo3_t board, uint8_t grid);

/* |p1| + 2 |p2|. */
uint8_t lo3_weight(lo3_t x);

#endif
