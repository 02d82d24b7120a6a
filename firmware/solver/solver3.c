/* SPDX-License-Identifier: MIT */
/*
 * GF(3) solver. P is a generalised inverse of the press matrix mod 3
 * (tools/gen_variants.c checks A P A = A), so x = P b solves every
 * solvable b, and the solutions are x + K, K in the null space. They are
 * walked in modular Gray-code order: each step adds one basis vector (six
 * bit operations per byte of the two planes) and counts the presses. 5x5
 * wrap goes to the row search of solver3_w5.c instead. Solvable iff
 * b . n = 0 mod 3 for every basis vector n (A is symmetric).
 */
#include "solver3.h"

#include "solver_int.h"
#include "solver_wrap.h"
#include "variants_tables.h"

/* Cell by cell, (x1, x2) + (y1, y2) mod 3 in the one-hot planes: on one
 * byte of each plane, returning that byte's presses. */
static inline __attribute__((always_inline)) uint8_t add_byte(uint8_t *x1, uint8_t *x2,
                                                               uint8_t y1, uint8_t y2)
{
    uint8_t t = (uint8_t)((*x1 | y2) ^ (*x2 | y1));
    uint8_t z1 = (uint8_t)((*x2 | y2) ^ t), z2 = (uint8_t)((*x1 | y1) ^ t);
    *x1 = z1;
    *x2 = z2;
    return (uint8_t)(lv_pc8[z1] + 2u * lv_pc8[z2]);
}

/* x += y (y: two planes in flash, or swapped for -y), four bytes at a
 * time; returns the presses of the sum. */
static inline __attribute__((always_inline)) uint8_t add_into(lv_bytes *x1, lv_bytes *x2,
                                                               FLASH uint8_t *y1,
                                                               FLASH uint8_t *y2)
{
    uint8_t w = 0;
    for (uint8_t i = 0; i < 4; i++) {
        w += add_byte(&x1->b[i], &x2->b[i], y1[i], y2[i]);
    }
    return w;
}

lo3_t lo3_add(lo3_t a, lo3_t b)
{
    uint32_t t = (a.p1 | b.p2) ^ (a.p2 | b.p1);
    return (lo3_t){ (a.p2 | b.p2) ^ t, (a.p1 | b.p1) ^ t };
}

uint8_t lo3_weight(lo3_t x)
{
    return (uint8_t)(lv_pop25(x.p1) + 2u * lv_pop25(x.p2));
}

lo3_t lo3_apply(lo3_t board, lo3_t plan, uint8_t grid)
{
    uint32_t mask = lw_grid_mask(grid);
    plan.p1 &= mask;
    plan.p2 &= mask;
    board = lo3_add(board, plan);
    for (uint8_t d = 0; d < 4; d++) {
        lo3_t s = { lw_shift(plan.p1, grid, d), lw_shift(plan.p2, grid, d) };
        board = lo3_add(board, s);
    }
    return (lo3_t){ board.p1 & mask, board.p2 & mask };
}

lo3_t lo3_press(lo3_t board, uint8_t cell, uint8_t grid)
{
    return lo3_apply(board, (lo3_t){ 1ul << cell, 0 }, grid);
}

lo3_t lo3_step(lo3_t board, uint8_t cell)
{
    return lo3_add(board, (lo3_t){ 1ul << cell, 0 });
}

typedef struct {
    FLASH uint32_t (*p)[2], (*null)[2];
    uint8_t n, k;
} tables3;

/* By grid: 3, 4, 5, 4 wrap, 5 wrap. */
static FLASH tables3 all[5] = {
    { lo3_p3, lo3_null3, 3, LO3_NULLITY3 },
    { lo3_p4, lo3_null4, 4, LO3_NULLITY4 },
    { lo3_p5, lo3_null5, 5, LO3_NULLITY5 },
    { lo3_p4w, lo3_null4w, 4, LO3_NULLITY4W },
    { lo3_p5w, lo3_null5w, 5, LO3_NULLITY5W },
};

static tables3 tables(uint8_t grid)
{
    return all[(grid & 7u) - 3u + (grid & LO_WRAP ? 2u : 0u)];
}

static lo3_t vec(FLASH uint32_t *v)
{
    return (lo3_t){ v[0], v[1] };
}

bool lo3_solvable(lo3_t board, uint8_t grid)
{
    tables3 t = tables(grid);
    for (uint8_t k = 0; k < t.k; k++) {
        lo3_t n = vec(t.null[k]);
        /* Products: 1*1 = 2*2 = 1, 1*2 = 2*1 = 2. */
        uint8_t ones = lv_pop25(board.p1 & n.p1) + lv_pop25(board.p2 & n.p2);
        uint8_t twos = lv_pop25(board.p1 & n.p2) + lv_pop25(board.p2 & n.p1);
        if ((uint8_t)(ones + 2u * twos) % 3u) {
            return false;
        }
    }
    return true;
}

/* The fewest-press member of x + span(null[0..k)), walked in modular
 * Gray-code order over the base-3 counter d: the step that carries into
 * digit j adds basis vector j (3^k - 1 steps). Ties: the first found.
 * The planes are kept as eight byte variables, for the AVR's registers. */
static lo3_t walk(lo3_t x, FLASH uint32_t (*null)[2], uint8_t k, bool wide)
{
    lv_bytes a = { .u = x.p1 }, b = { .u = x.p2 };
    uint8_t a0 = a.b[0], a1 = a.b[1], a2 = a.b[2], a3 = a.b[3];
    uint8_t b0 = b.b[0], b1 = b.b[1], b2 = b.b[2], b3 = b.b[3];
    lo3_t best = x;
    uint8_t best_w = lo3_weight(x), d[8] = { 0 };
    for (;;) {
        uint8_t j = 0;
        while (j < k && d[j] == 2u) {
            d[j++] = 0;
        }
        if (j == k) {
            return best;
        }
        d[j]++;
        FLASH uint8_t *y = (FLASH uint8_t *)null[j];
        uint8_t w = add_byte(&a0, &b0, y[0], y[4]);
        w += add_byte(&a1, &b1, y[1], y[5]);
        w += add_byte(&a2, &b2, y[2], y[6]);
        if (wide) {
            w += add_byte(&a3, &b3, y[3], y[7]);   /* bit 24: 5x5 only */
        }
        if (w < best_w) {
            best_w = w;
            a.b[0] = a0, a.b[1] = a1, a.b[2] = a2, a.b[3] = a3;
            b.b[0] = b0, b.b[1] = b1, b.b[2] = b2, b.b[3] = b3;
            best = (lo3_t){ a.u, b.u };
        }
    }
}

lo3_t lo3_solve(lo3_t board, uint8_t grid)
{
    tables3 t = tables(grid);
    uint32_t mask = lw_grid_mask(grid);
    board.p1 &= mask;
    board.p2 &= mask;
    if (!lo3_solvable(board, grid)) {
        board.p1 = board.p2 = 0xFFFFFFFFul;   /* built in registers, not .data */
        return board;
    }
    /* x = P (-b), so that b + A x = 0: a dim cell (1) needs -1 times its
     * column (the planes swapped), a bright one (2 = -1) the column. */
    lv_bytes x1 = { 0 }, x2 = { 0 };
    uint32_t b1 = board.p2, b2 = board.p1;
    FLASH uint8_t *col = (FLASH uint8_t *)t.p;
    for (uint8_t r = 0; r < t.n; r++) {
        for (uint8_t c = 0; c < t.n; c++, col += 8) {
            if (b1 & 1u) {
                add_into(&x1, &x2, col, col + 4);
            } else if (b2 & 1u) {
                add_into(&x1, &x2, col + 4, col);
            }
            b1 >>= 1;
            b2 >>= 1;
        }
        b1 >>= 5u - t.n;
        b2 >>= 5u - t.n;
    }
    lo3_t x = { x1.u, x2.u };
    if (grid == (5 | LO_WRAP)) {
        return lo3_search5w(board, x);
    }
    return walk(x, t.null, t.k, t.n == 5);
}

uint8_t lo3_par(lo3_t board, uint8_t grid)
{
    lo3_t x = lo3_solve(board, grid);
    return lo3_none(x) ? LO3_NO_PAR : lo3_weight(x);
}
