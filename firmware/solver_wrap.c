/* SPDX-License-Identifier: MIT */
/*
 * GF(2) on wrap grids. P is a generalised inverse of the torus press
 * matrix (tools/gen_variants.c checks A P A = A), so x = P b solves every
 * solvable b; the solutions are x ^ K for K in the null space. 4x4 wrap:
 * A is invertible, x is the answer. 5x5 wrap: the 256 members of x ^ span
 * (K1..K8) are walked in Gray-code order (one XOR each) and the fewest
 * presses kept. Solvable iff b has even overlap with every Ki (A is
 * symmetric, so its image is the orthogonal complement of its kernel).
 */
#include "solver_wrap.h"

#include "solver_pop.h"
#include "variants_tables.h"

uint32_t lw_grid_mask(uint8_t grid)
{
    switch (grid & 7u) {
    case 3:
        return 0x00001CE7ul;
    case 4:
        return 0x0007BDEFul;
    default:
        return 0x01FFFFFFul;
    }
}

#define COL0 0x0108421ul   /* column 0 of the 5-wide layout */
#define COL4 0x1084210ul

uint32_t lw_shift(uint32_t p, uint8_t grid, uint8_t dir)
{
    uint8_t n = grid & 7u, last = (uint8_t)(5u * (n - 1u));
    uint32_t mask = lw_grid_mask(grid), row0 = (1ul << n) - 1u, colx = COL0 << (n - 1u);
    bool wrap = grid & LO_WRAP;
    uint32_t q;
    p &= mask;
    switch (dir) {
    case 0:
        q = (p >> 5) | (wrap ? (p & row0) << last : 0);
        break;
    case 1:
        q = (p << 5) | (wrap ? p >> last : 0);
        break;
    case 2:
        q = ((p >> 1) & ~COL4) | (wrap ? (p & COL0) << (n - 1u) : 0);
        break;
    default:
        q = ((p << 1) & ~COL0) | (wrap ? (p & colx) >> (n - 1u) : 0);
        break;
    }
    return q & mask;
}

uint32_t lw_apply(uint32_t board, uint32_t presses, uint8_t grid)
{
    uint32_t p = presses & lw_grid_mask(grid);
    board ^= p;
    for (uint8_t d = 0; d < 4; d++) {
        board ^= lw_shift(p, grid, d);
    }
    return board & lw_grid_mask(grid);
}

bool lw_solvable(uint32_t board, uint8_t grid)
{
    if ((grid & 7u) != 5) {
        return true;   /* 4x4 wrap: every board */
    }
    for (uint8_t k = 0; k < LW_NULLITY5W; k++) {
        if (lv_pop25(board & lw_null5w[k]) & 1u) {
            return false;
        }
    }
    return true;
}

uint32_t lw_solve(uint32_t board, uint8_t grid)
{
    uint8_t n = grid & 7u;
    board &= lw_grid_mask(grid);
    if (!lw_solvable(board, grid)) {
        return LW_UNSOLVABLE;
    }
    /* x = P b, column by column; b walks the 5-wide rows. */
    FLASH uint32_t *col = n == 4 ? lw_p4w : lw_p5w;
    uint32_t x = 0, b = board;
    for (uint8_t r = 0; r < n; r++) {
        for (uint8_t c = 0; c < n; c++, col++) {
            if (b & 1u) {
                x ^= *col;
            }
            b >>= 1;
        }
        if (n == 4) {
            b >>= 1;
        }
    }
    if (n == 4) {
        _Static_assert(LW_NULLITY4W == 0, "4x4 wrap is invertible");
        return x;
    }
    /* Gray code: step i flips the kernel vector of its lowest set bit. */
    _Static_assert(LW_NULLITY5W == 8, "256 solutions");
    uint32_t best = x;
    uint8_t best_w = lv_pop25(x);
    for (uint8_t i = 1; i != 0; i++) {
        uint8_t j = 0;
        for (uint8_t t = i; !(t & 1u); t >>= 1) {
            j++;
        }
        x ^= lw_null5w[j];
        uint8_t w = lv_pop25(x);
        if (w < best_w || (w == best_w && x < best)) {
            best_w = w;
            best = x;
        }
    }
    return best;
}

uint8_t lw_par(uint32_t board, uint8_t grid)
{
    uint32_t x = lw_solve(board, grid);
    return x == LW_UNSOLVABLE ? 0xFFu : lv_pop25(x);
}
