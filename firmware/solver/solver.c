/* SPDX-License-Identifier: MIT */
/*
 * GF(2) Lights Out solver. P is a generalised inverse of the press matrix
 * A (A P b = b for every solvable b); every solution of A x = b is then
 * P b ^ K, K in the kernel, and solve returns the one with fewest presses.
 * Light chasing (press row r+1 under each lit cell of row r) leaves a
 * residue in the bottom row only, so x = chase presses ^ P . residue.
 * This C version is the reference and runs on the host; the AVR build uses
 * firmware/solver/solver_avr.S, the same method scheduled by hand (firmware/README.md, "The
 * solver"). The tables (build/gen/lo_tables.c) come from
 * tools/gen/gen_tables.c, which checks them.
 */
#include "solver.h"

#include "lo_tables.h"
#include "prng.h"
#include "size.h"

/* One copy: inlined, its callers all over the firmware would each carry
 * the 32-bit constants (108 B more on the uno). */
SIZE_ONE_COPY uint32_t lo_grid_mask(uint8_t size)
{
    switch (size) {
    case 3:
        return 0x00001CE7ul;
    case 4:
        return 0x0007BDEFul;
    default:
        return 0x01FFFFFFul;
    }
}

SIZE_ONE_COPY uint32_t lo_from_target(uint32_t board, uint8_t size, uint8_t on)
{
    return on ? board ^ lo_grid_mask(size) : board;
}

#if !defined(__AVR__) || defined(LO_SOLVE_IN_C)
/* The reference solver and lo_par, for the host (and for the AVR with
 * LO_SOLVE_IN_C, without firmware/solver/solver_avr.S). The AVR's assembly gives
 * the same answer for every board (tests/sim/test_avr_solver.c runs them
 * all). */

/* Number of set bits. */
static uint8_t popcount32(uint32_t v)
{
    uint8_t c = 0;
    do {
        c += (uint8_t)v & 1u;
    } while (v >>= 1);
    return c;
}

/* Light chasing on an n x n grid: presses p[r] (p[0] = 0) under every lit
 * cell of row r - 1 clear rows 0 .. n-2; returns what the bottom row keeps. */
static uint8_t chase(uint32_t board, uint8_t n, uint8_t p[5])
{
    uint8_t mask = (uint8_t)((1u << n) - 1u), prev = 0, cur = 0, lit = 0;
    for (uint8_t r = 0; r < n; r++) {
        lit = ((uint8_t)(board >> (5u * r)) ^ prev ^ cur ^ (uint8_t)(cur << 1) ^ (cur >> 1)) & mask;
        p[r] = cur;
        prev = cur;
        cur = lit;
    }
    return lit;
}

/* The fewest-press member of x + span(basis[0..k)), ties to the smallest
 * mask value. */
static uint32_t fewest(uint32_t x, FLASH uint32_t *basis, uint8_t k)
{
    uint32_t best = x;
    uint8_t best_pop = popcount32(x);
    for (uint8_t m = 1; m < (1u << k); m++) {
        uint32_t y = x;
        for (uint8_t i = 0; i < k; i++) {
            y ^= (m >> i & 1u) ? basis[i] : 0;
        }
        uint8_t pop = popcount32(y);
        if (pop < best_pop || (pop == best_pop && y < best)) {
            best = y;
            best_pop = pop;
        }
    }
    return best;
}

/* Chasing leaves a bottom-row residue b; it is solvable when no quiet
 * pattern has odd overlap with it, and then x = chase presses ^ P b solves
 * the board; every solution is x ^ (a kernel element). */
uint32_t lo_solve(uint32_t board, uint8_t size)
{
    uint8_t n = size == 3 || size == 4 ? size : 5, p[5];
    FLASH uint32_t *pinv = n == 3 ? lo_p3 : n == 4 ? lo_p4 : lo_p5;
    FLASH uint32_t *null = n == 3 ? lo_null3 : n == 4 ? lo_null4 : lo_null5;
    uint8_t k = n == 3 ? LO3_NULLITY : n == 4 ? LO4_NULLITY : LO5_NULLITY;
    uint8_t res = chase(board, n, p), bottom = (uint8_t)(5u * (n - 1u));
    for (uint8_t i = 0; i < k; i++) {
        if (popcount32(((uint32_t)res << bottom) & null[i]) & 1u) {
            return LO_UNSOLVABLE;
        }
    }
    uint32_t x = 0;
    for (uint8_t r = 0; r < n; r++) {
        x |= (uint32_t)p[r] << (5u * r);
    }
    for (uint8_t c = 0; c < n; c++) {
        x ^= (res >> c & 1u) ? pinv[bottom + c] : 0;
    }
    return fewest(x, null, k);
}

uint8_t lo_par(uint32_t board, uint8_t size)
{
    uint8_t c = popcount32(lo_solve(board, size));
    return c > 25u ? LO_NO_PAR : c;   /* 32: LO_UNSOLVABLE */
}
#endif

/* Solvable iff the board has even overlap with every quiet pattern; the
 * solver's residue check tells exactly that (tests check it on every board). */
bool lo_solvable(uint32_t board, uint8_t size)
{
    return lo_solve(board, size) != LO_UNSOLVABLE;
}

uint32_t lo_cross(uint8_t cell, uint8_t size)
{
    return lo_apply(0, 1ul << cell, size);
}

uint32_t lo_press(uint32_t board, uint8_t cell, uint8_t size)
{
    return board ^ lo_cross(cell, size);
}

/* Columns 0 and 4: a shift by one would carry a press into the next row. */
#define LO_COL0 0x0108421ul
#define LO_COL4 0x1084210ul

#if !defined(__AVR__) || defined(LO_SOLVE_IN_C)
/* The AVR's is firmware/solver/solver_avr.S (the same toggles, row byte by row
 * byte); tests/sim/test_avr_solver.c compares the two. */
SIZE_ONE_COPY uint32_t lo_apply(uint32_t board, uint32_t presses, uint8_t size)
{
    uint32_t grid = lo_grid_mask(size);
    uint32_t p = presses & grid;
    board ^= p;
    board ^= p << 5;
    board ^= p >> 5;
    board ^= (p << 1) & ~LO_COL0;
    board ^= (p >> 1) & ~LO_COL4;
    /* Toggles outside a smaller grid fall on cells that do not exist. */
    return board & grid;
}
#endif

uint32_t lo_deal_in(uint32_t *rng, uint8_t size, uint8_t par_lo, uint8_t par_hi)
{
    for (;;) {
        uint32_t b = lo_apply(0, prng_next(rng), size);   /* presses in the grid */
        if (b == 0) {
            continue;
        }
        uint8_t par = lo_par(b, size);
        if (par >= par_lo && par <= par_hi) {
            return b;
        }
    }
}
