/* SPDX-License-Identifier: MIT */
/*
 * GF(2) on wrap grids. P is a generalised inverse of the torus press
 * matrix (tools/gen_variants.c checks A P A = A), so x = P b solves every
 * solvable b; the solutions are x ^ K for K in the null space. 4x4 wrap:
 * A is invertible, x is the answer. 5x5 wrap: a bounded search over rows
 * (search5 below) finds the fewest presses among the 256. Solvable iff b
 * has even overlap with every quiet pattern (A is symmetric, so its image
 * is the orthogonal complement of its kernel).
 */
#include "solver_wrap.h"

#include "solver.h"
#include "solver_int.h"
#include "variants_tables.h"

uint32_t lw_grid_mask(uint8_t grid)
{
    return lo_grid_mask(grid & 7u);
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

/* By byte operations, as the AVR has no barrel shifter. */
void lv_rows(uint32_t v, uint8_t r[5])
{
    lv_bytes x = { .u = v };
    r[0] = x.b[0] & 0x1Fu;
    r[1] = (uint8_t)((x.b[0] >> 5) | (x.b[1] << 3)) & 0x1Fu;
    r[2] = (uint8_t)(x.b[1] >> 2) & 0x1Fu;
    r[3] = (uint8_t)((x.b[1] >> 7) | (x.b[2] << 1)) & 0x1Fu;
    r[4] = (uint8_t)((x.b[2] >> 4) | (x.b[3] << 4)) & 0x1Fu;
}

uint32_t lv_pack(const uint8_t r[5], uint8_t q)
{
    uint8_t o[5];
    for (uint8_t k = 0, t = q; k < 5; k++, t = t == 4 ? 0 : t + 1u) {
        o[t] = r[k];
    }
    lv_bytes y;
    y.b[0] = (uint8_t)(o[0] | (o[1] << 5));
    y.b[1] = (uint8_t)((o[1] >> 3) | (o[2] << 2) | (o[3] << 7));
    y.b[2] = (uint8_t)((o[3] >> 1) | (o[4] << 4));
    y.b[3] = (uint8_t)(o[4] >> 4);
    return y.u;
}

uint8_t lv_turn(const uint8_t sums[5], uint8_t *rest)
{
    uint8_t q = 0, most = 0;
    for (uint8_t t = 0; t < 5; t++) {
        uint8_t r = (uint8_t)(sums[lv_mod5(t + 2u)] + sums[lv_mod5(t + 3u)] +
                              sums[lv_mod5(t + 4u)]);
        if (r > most || t == 0) {
            most = r;
            q = t;
        }
    }
    *rest = most;
    return q;
}

static uint8_t mix(uint8_t r)   /* M: the row part of a press */
{
    return r ^ lv_rotl(r) ^ lv_rotr(r);
}

/*
 * 5x5 wrap: the solutions are the pairs (row 0, row 1) with the parities
 * of x's rows, each completed by chasing: x2 = b1 ^ x0 ^ M x1, and so on.
 * With x0 fixed, rows 2..4 are a2 ^ M x1, a3 ^ (I + M^2) x1, a4 ^ M^3 x1:
 * the tables lw_rows5w hold those images of every row x1. Pairs go by
 * fewest presses and stop once their presses plus the least the other
 * rows need (1 for an odd row) reach the best; a pair is skipped when
 * rows 2..4 would need more (a press in each column they leave odd, as
 * column parities are the same for all solutions). Rows are turned by q
 * first, so that the other rows need the most.
 */
static uint32_t search5(uint32_t board, uint32_t x)
{
    uint8_t b[5], s[5], rest, cols = 0;
    lv_rows(board, b);
    lv_rows(x, s);
    for (uint8_t r = 0; r < 5; r++) {
        cols ^= s[r];   /* column parities, the same for every solution */
        s[r] = lv_pc8[s[r]] & 1u;
    }
    uint8_t q = lv_turn(s, &rest), s1 = s[lv_mod5(q + 1u)];
    uint8_t b1 = b[lv_mod5(q + 1u)], b2 = b[lv_mod5(q + 2u)], b3 = b[lv_mod5(q + 3u)];
    FLASH uint8_t (*l0)[4] = lw_rows5w[s[q]], (*l1)[4] = lw_rows5w[s1];
    uint8_t best_w = 26, bi = 0, bj = 0;
    for (uint8_t i = 0; i < 16; i++) {
        uint8_t x0 = l0[i][0], w0 = lv_pc8[x0];
        if ((uint8_t)(w0 + s1 + rest) >= best_w) {
            break;
        }
        uint8_t a2 = b1 ^ x0, a3 = b2 ^ mix(a2), a4 = b3 ^ a2 ^ mix(a3), c = cols ^ x0;
        FLASH uint8_t *e = l1[0];
        for (uint8_t j = 0; j < 16; j++, e += 4) {
            uint8_t w = w0 + lv_pc8[e[0]];
            if ((uint8_t)(w + rest) >= best_w) {
                break;
            }
            /* Rows 2..4 need a press in each column they leave odd. */
            if ((uint8_t)(w + lv_pc8[c ^ e[0]]) >= best_w) {
                continue;
            }
            w += lv_pc8[a2 ^ e[1]] + lv_pc8[a3 ^ e[2]] + lv_pc8[a4 ^ e[3]];
            if (w < best_w) {
                best_w = w;
                bi = i;
                bj = j;
            }
        }
    }
    uint8_t x0 = l0[bi][0], a2 = b1 ^ x0, a3 = b2 ^ mix(a2), a4 = b3 ^ a2 ^ mix(a3);
    FLASH uint8_t *e = l1[bj];
    uint8_t rows[5] = { x0, e[0], a2 ^ e[1], a3 ^ e[2], a4 ^ e[3] };
    return lv_pack(rows, q);
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
    return search5(board, x);
}

uint8_t lw_par(uint32_t board, uint8_t grid)
{
    uint32_t x = lw_solve(board, grid);
    return x == LW_UNSOLVABLE ? 0xFFu : lv_pop25(x);
}
