/* SPDX-License-Identifier: MIT */
/*
 * GF(2) Lights Out solver on 5-bit row bytes.
 *
 * solve: light chasing (press row r+1 under each lit cell of row r) leaves
 * a residue in the bottom row only; x = chase presses ^ P . residue, read
 * from a generated table of 2^size entries that also marks unsolvable
 * residues. A x = b then holds, and every solution is x ^ K for K in the
 * kernel: 5x5 picks the fewest-press of its four candidates from three
 * masked popcounts, 3x3 and 4x4 search their 1 and 16 candidates.
 * The tables (build/gen/lo_tables.c) come from tools/gen_tables.c.
 */
#include "solver.h"

#include "lo_tables.h"
#include "prng.h"

#define ROW_MASK(size) ((uint8_t)((1u << (size)) - 1u))

uint32_t lo_grid_mask(uint8_t size)
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

uint32_t lo_target(uint8_t size, bool on)
{
    return on ? lo_grid_mask(size) : 0;
}

/* Board to five 5-bit rows, with byte operations only (cheap on AVR). */
static inline __attribute__((always_inline)) void unpack(uint32_t b, uint8_t row[5])
{
    uint8_t b0 = (uint8_t)b, b1 = (uint8_t)(b >> 8);
    uint8_t b2 = (uint8_t)(b >> 16), b3 = (uint8_t)(b >> 24);
    row[0] = b0 & 0x1Fu;
    row[1] = (uint8_t)((b0 >> 5) | (b1 << 3)) & 0x1Fu;
    row[2] = (uint8_t)(b1 >> 2) & 0x1Fu;
    row[3] = (uint8_t)((b1 >> 7) | (b2 << 1)) & 0x1Fu;
    row[4] = (uint8_t)((b2 >> 4) | (b3 << 4)) & 0x1Fu;
}

/* Five clean 5-bit rows to a board. */
static inline __attribute__((always_inline)) uint32_t pack(const uint8_t row[5])
{
    uint8_t y0 = (uint8_t)(row[0] | (row[1] << 5));
    uint8_t y1 = (uint8_t)((row[1] >> 3) | (row[2] << 2) | (row[3] << 7));
    uint8_t y2 = (uint8_t)((row[3] >> 1) | (row[4] << 4));
    uint8_t y3 = (uint8_t)(row[4] >> 4);
    return (uint32_t)y0 | (uint32_t)y1 << 8 | (uint32_t)y2 << 16 | (uint32_t)y3 << 24;
}

/* Toggles of pressing every cell of press[] (rows), inside an n x n grid. */
static inline __attribute__((always_inline)) void apply_rows(uint8_t row[5],
        const uint8_t press[5], uint8_t n)
{
    uint8_t mask = ROW_MASK(n);
    for (uint8_t r = 0; r < n; r++) {
        uint8_t p = press[r];
        row[r] ^= (uint8_t)(p ^ (p << 1) ^ (p >> 1)) & mask;
        if (r > 0) {
            row[r - 1] ^= p;
        }
        if (r + 1 < n) {
            row[r + 1] ^= p;
        }
    }
}

/* Light chasing on an n x n grid: presses row r+1 under the lit cells of
 * row r, r < n-1. press[] gets the presses, row[n-1] & mask the residue. */
static inline __attribute__((always_inline)) void chase(uint8_t row[5],
        uint8_t press[5], uint8_t n)
{
    uint8_t mask = ROW_MASK(n);
    press[0] = 0;
    for (uint8_t r = 0; r + 1 < n; r++) {
        uint8_t p = row[r] & mask;
        press[r + 1] = p;
        row[r + 1] ^= (uint8_t)(p ^ (p << 1) ^ (p >> 1));
        if (r + 2 < n) {
            row[r + 2] ^= p;
        }
    }
}

/* Popcount of v & m for a constant m (folds to 0 when m is 0). */
static inline __attribute__((always_inline)) uint8_t pc_and(uint8_t v, uint8_t m)
{
    return m ? lo_pc5[v & m] : 0;
}

static uint8_t popcount_rows(const uint8_t row[5], uint8_t n)
{
    uint8_t c = 0;
    for (uint8_t r = 0; r < n; r++) {
        c += lo_pc5[row[r]];
    }
    return c;
}

/* The 5x5 fast path. */
_Static_assert(LO5_NULLITY == 2, "5x5 has two quiet patterns");
_Static_assert(LO5_K1_TOP == 24 && LO5_K2_TOP == 23,
               "the tie rule reads bits 24 and 23 (row 4, cols 4 and 3)");

#define D1(r) (LO5_K1_R##r & ~LO5_K2_R##r & 0x1F)  /* cells only in K1 */
#define D2(r) (LO5_K2_R##r & ~LO5_K1_R##r & 0x1F)  /* cells only in K2 */
#define D12(r) (LO5_K1_R##r & LO5_K2_R##r)         /* cells in both */
#define SUM_PC(x, D) (pc_and(x[0], D(0)) + pc_and(x[1], D(1)) + \
    pc_and(x[2], D(2)) + pc_and(x[3], D(3)) + pc_and(x[4], D(4)))

static uint32_t solve5(uint32_t board)
{
    uint8_t row[5], x[5];
    unpack(board, row);
    chase(row, x, 5);
    FLASH uint8_t *t = lo_x5[row[4] & 0x1Fu];
    x[0] = t[0];
    if (x[0] == LO_UNSOLVABLE_ROW) {
        return LO_UNSOLVABLE;
    }
    x[1] ^= t[1];
    x[2] ^= t[2];
    x[3] ^= t[3];
    x[4] ^= t[4];

    /* |x ^ K| - |x| = |K| - 2 |x & K|, from the overlaps with the parts. */
    int8_t c1 = (int8_t)SUM_PC(x, D1), c2 = (int8_t)SUM_PC(x, D2);
    int8_t c12 = (int8_t)SUM_PC(x, D12);
    /* Ties: the four candidates differ in bits 24, 23 and are ordered by
     * them, so key = 4 * extra presses + those two bits of the candidate. */
    int8_t tie = (int8_t)((x[4] >> 3) & 3);
    int8_t best = tie, k;
    uint8_t pick = 0;
    k = (int8_t)(4 * (LO5_K1_POP - 2 * (c1 + c12)) + (tie ^ 2));
    if (k < best) {
        best = k;
        pick = 1;
    }
    k = (int8_t)(4 * (LO5_K2_POP - 2 * (c2 + c12)) + (tie ^ 1));
    if (k < best) {
        best = k;
        pick = 2;
    }
    k = (int8_t)(4 * (LO5_K3_POP - 2 * (c1 + c2)) + (tie ^ 3));
    if (k < best) {
        pick = 3;
    }
    uint32_t r = pack(x);
    if (pick & 1) {
        r ^= LO5_K1;
    }
    if (pick & 2) {
        r ^= LO5_K2;
    }
    return r;
}

/* Whether rows a < rows b as board values (the top row index is most
 * significant). */
static bool rows_less(const uint8_t a[5], const uint8_t b[5], uint8_t n)
{
    for (uint8_t r = n; r-- > 0;) {
        if (a[r] != b[r]) {
            return a[r] < b[r];
        }
    }
    return false;
}

/* 3x3 and 4x4: the same chase, then a search over the kernel. */
static uint32_t solve_small(uint32_t board, uint8_t n)
{
    uint8_t row[5], x[5] = { 0 }, cand[5] = { 0 };
    unpack(board, row);
    chase(row, x, n);
    uint8_t res = row[n - 1] & ROW_MASK(n);
    FLASH uint8_t *t = n == 3 ? lo_x3[res] : lo_x4[res];
    if (t[0] == LO_UNSOLVABLE_ROW) {
        return LO_UNSOLVABLE;
    }
    for (uint8_t r = 0; r < n; r++) {
        x[r] ^= t[r];
    }
    if (n == 4) {
        /* best[] starts as x; candidates are x ^ kernel element i. */
        uint8_t best[5] = { x[0], x[1], x[2], x[3], 0 };
        uint8_t best_pop = popcount_rows(x, 4);
        for (uint8_t i = 1; i < (1u << LO4_NULLITY); i++) {
            for (uint8_t r = 0; r < 4; r++) {
                cand[r] = x[r] ^ lo_kern4[i][r];
            }
            uint8_t c = popcount_rows(cand, 4);
            if (c < best_pop || (c == best_pop && rows_less(cand, best, 4))) {
                best_pop = c;
                for (uint8_t r = 0; r < 4; r++) {
                    best[r] = cand[r];
                }
            }
        }
        return pack(best);
    }
    return pack(x);
}

uint32_t lo_solve(uint32_t board, uint8_t size)
{
    board &= lo_grid_mask(size);
    if (size == 3 || size == 4) {
        return solve_small(board, size);
    }
    return solve5(board);
}

uint8_t lo_par(uint32_t board, uint8_t size)
{
    uint32_t x = lo_solve(board, size);
    if (x == LO_UNSOLVABLE) {
        return LO_NO_PAR;
    }
    uint8_t row[5];
    unpack(x, row);
    return popcount_rows(row, 5);
}

/* Parity of popcount(v). */
static uint8_t parity32(uint32_t v)
{
    uint8_t p = (uint8_t)v ^ (uint8_t)(v >> 8) ^ (uint8_t)(v >> 16) ^ (uint8_t)(v >> 24);
    p ^= p >> 4;
    p ^= p >> 2;
    p ^= p >> 1;
    return p & 1u;
}

bool lo_solvable(uint32_t board, uint8_t size)
{
    board &= lo_grid_mask(size);
    FLASH uint32_t *null = size == 3 ? lo_null3 : size == 4 ? lo_null4 : lo_null5;
    uint8_t k = size == 3 ? LO3_NULLITY : size == 4 ? LO4_NULLITY : LO5_NULLITY;
    for (uint8_t i = 0; i < k; i++) {
        if (parity32(board & null[i])) {
            return false;
        }
    }
    return true;
}

uint32_t lo_cross(uint8_t cell, uint8_t size)
{
    uint8_t r = cell / 5, c = cell % 5;
    uint32_t m = 1ul << cell;
    if (r > 0) {
        m |= 1ul << (cell - 5);
    }
    if (r + 1 < size) {
        m |= 1ul << (cell + 5);
    }
    if (c > 0) {
        m |= 1ul << (cell - 1);
    }
    if (c + 1 < size) {
        m |= 1ul << (cell + 1);
    }
    return m & lo_grid_mask(size);
}

uint32_t lo_press(uint32_t board, uint8_t cell, uint8_t size)
{
    return board ^ lo_cross(cell, size);
}

uint32_t lo_apply(uint32_t board, uint32_t presses, uint8_t size)
{
    uint8_t row[5], press[5];
    uint8_t n = size == 3 || size == 4 ? size : 5;
    unpack(board, row);
    unpack(presses & lo_grid_mask(n), press);
    apply_rows(row, press, 5);
    /* Toggles spill outside a smaller grid only where no cell exists. */
    return pack(row) & lo_grid_mask(n);
}

uint32_t lo_deal(uint32_t *rng, uint8_t size, uint8_t par_lo, uint8_t par_hi)
{
    uint32_t mask = lo_grid_mask(size);
    for (;;) {
        uint32_t b = lo_apply(0, prng_next(rng) & mask, size);
        if (b == 0) {
            continue;
        }
        uint8_t par = lo_par(b, size);
        if (par >= par_lo && par <= par_hi) {
            return b;
        }
    }
}
