/* SPDX-License-Identifier: MIT */
/*
 * Lights Out over GF(2) on the top-left size x size part of the 5x5 layout.
 * A board or a press set is a uint32_t: bit 5*row+col is cell (row, col).
 * Every function works for size 3, 4 and 5; other sizes are not supported.
 * Targets: a board is "solved" when it equals lo_target(size, on); to
 * solve for all-on, pass board ^ lo_target(size, true).
 * Cells outside the grid are ignored on input and never set on output.
 */
#ifndef SOLVER_H
#define SOLVER_H

#include <stdbool.h>
#include <stdint.h>

#define LO_N1 0x15A82B5ul  /* quiet patterns of the 5x5 press matrix */
#define LO_N2 0x0EAEEAEul
#define LO_UNSOLVABLE 0xFFFFFFFFul
#define LO_NO_PAR 0xFFu
#define LO_MAX_PAR3 9u   /* largest par of any board (checked exhaustively) */
#define LO_MAX_PAR4 7u
#define LO_MAX_PAR5 15u

uint32_t lo_grid_mask(uint8_t size);               /* cells of the grid */
/* board ^ the target: the grid mask when on != 0 (Lights On), else 0. */
uint32_t lo_from_target(uint32_t board, uint8_t size, uint8_t on);
static inline uint32_t lo_target(uint8_t size, uint8_t on) { return lo_from_target(0, size, on); }
uint32_t lo_cross(uint8_t cell, uint8_t size);     /* cells a press toggles */
uint32_t lo_press(uint32_t board, uint8_t cell, uint8_t size);  /* one press */
uint32_t lo_apply(uint32_t board, uint32_t presses, uint8_t size); /* a set */

/* Whether presses can turn board into all-off: popcount(board & n) is even
 * for every quiet pattern n (N1, N2 on 5x5). Read from lo_solve's residue
 * check (the same test; checked on every board). */
bool lo_solvable(uint32_t board, uint8_t size);

/* Fewest-press set turning board into all-off, or LO_UNSOLVABLE.
 * Ties between equally short sets go to the smallest mask value (as an
 * unsigned integer). ATmega328P, every board measured, call included:
 * 5x5 125 to 139 cycles (68 unsolvable; the m88's small variant 161 to
 * 169, 79), 4x4 477 to 492 (69), 3x3 67. */
uint32_t lo_solve(uint32_t board, uint8_t size);

/* Popcount of lo_solve, or LO_NO_PAR. */
uint8_t lo_par(uint32_t board, uint8_t size);

/* The largest par of any board of a size (3, 4 or 5). */
static inline uint8_t lo_max_par(uint8_t size)
{
    return size == 3u ? LO_MAX_PAR3 : size == 4u ? LO_MAX_PAR4 : LO_MAX_PAR5;
}

/* Uniformly random solvable board != 0 with par in [par_lo, par_hi],
 * dealt as a random press set; rejection sampling on *rng (prng.h). The
 * expected number of tries is 1 / (share of boards with par in range):
 * 5x5 par 13-15 about 18, par 15 alone about 1140 (firmware/README.md "Pars"). A range
 * no board has (empty, 0, or above lo_max_par) gives LO_UNSOLVABLE at
 * once; inline, so the check costs nothing for a constant range. */
uint32_t lo_deal_in(uint32_t *rng, uint8_t size, uint8_t par_lo, uint8_t par_hi);
static inline uint32_t lo_deal(uint32_t *rng, uint8_t size, uint8_t par_lo, uint8_t par_hi)
{
    if (par_lo == 0 || par_lo > par_hi || par_lo > lo_max_par(size)) {
        return LO_UNSOLVABLE;
    }
    return lo_deal_in(rng, size, par_lo, par_hi);
}

#endif
