/* SPDX-License-Identifier: MIT */
/*
 * GF(2) Lights Out solver. P is a generalised inverse of the press matrix
 * A (A P b = b for every solvable b); every solution of A x = b is then
 * P b ^ K, K in the kernel, and solve returns the one with fewest presses.
 *
 * 5x5 (fast, on 5-bit row bytes): light chasing (press row r+1 under each
 * lit cell of row r) leaves a residue in the bottom row only, so
 * x = chase presses ^ P . residue, read from a generated table that also
 * tells unsolvable residues; the best of the four x ^ K comes from three
 * masked popcounts. 3x3 and 4x4 (small, slower): every top row, each
 * chased downwards with lo_apply, gives the 1 or 16 solutions directly.
 * The tables (build/gen/lo_tables.c) come from tools/gen_tables.c, which
 * checks them; lo_p3/lo_p4/lo_p5 serve the host tests and tools.
 */
#include "solver.h"

#include "lo_tables.h"
#include "prng.h"

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

/* A board as four bytes, least significant first; on little-endian
 * targets (AVR, x86) the union spares avr-gcc 32-bit shifts. */
typedef union {
    uint32_t u;
    uint8_t b[4];
} bytes4;

static inline __attribute__((always_inline)) bytes4 split(uint32_t v)
{
    bytes4 x;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    x.u = v;
#else
    x.b[0] = (uint8_t)v, x.b[1] = (uint8_t)(v >> 8), x.b[2] = (uint8_t)(v >> 16);
    x.b[3] = (uint8_t)(v >> 24);
#endif
    return x;
}

static inline __attribute__((always_inline)) uint32_t join(bytes4 x)
{
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    return x.u;
#else
    return (uint32_t)x.b[0] | (uint32_t)x.b[1] << 8 | (uint32_t)x.b[2] << 16 |
           (uint32_t)x.b[3] << 24;
#endif
}

/* Five clean 5-bit rows to a board. */
static inline __attribute__((always_inline)) uint32_t pack5(uint8_t r0, uint8_t r1,
        uint8_t r2, uint8_t r3, uint8_t r4)
{
    bytes4 y;
    y.b[0] = (uint8_t)(r0 | (r1 << 5));
    y.b[1] = (uint8_t)((r1 >> 3) | (r2 << 2) | (r3 << 7));
    y.b[2] = (uint8_t)((r3 >> 1) | (r4 << 4));
    y.b[3] = (uint8_t)(r4 >> 4);
    return join(y);
}

/*
 * The 5x5 fast path, on scalar rows kept in registers. The four solutions
 * are x ^ K, K in {0, K1, K2, K1^K2}, and |x ^ K| = |x| + |K| - 2 |x & K|,
 * with |x & (K1^K2)| = |x & K1| + |x & K2| - 2 |x & K1 & K2|. The counts
 * come from 6-bit popcounts of two rows side by side; the row masks below
 * are the generated quiet patterns, checked here at compile time.
 */
_Static_assert(LO5_NULLITY == 2 && LO5_RES_MASK == 0x07u, "5x5 shape");
_Static_assert(LO5_K1_R0 == 0x15 && LO5_K1_R1 == 0x15 && LO5_K1_R2 == 0 &&
               LO5_K1_R3 == 0x15 && LO5_K1_R4 == 0x15, "K1 = N1 as rows");
_Static_assert(LO5_K2_R0 == 0x0E && LO5_K2_R1 == 0x15 && LO5_K2_R2 == 0x1B &&
               LO5_K2_R3 == 0x15 && LO5_K2_R4 == 0x0E, "K2 = N2 as rows");
/* Ties: candidates differ only by kernel elements, whose top bits are 24
 * (K1, K1^K2) and 23 (K2); so bits 24 and 23 of a candidate (row 4, cols
 * 4 and 3) alone order the four by value. */
_Static_assert(LO5_K1_TOP == 24 && LO5_K2_TOP == 23, "tie bits");

static uint32_t solve5(uint32_t board)
{
    bytes4 v = split(board);
    uint8_t b0 = v.b[0], b1 = v.b[1], b2 = v.b[2], b3 = v.b[3];

    /* Light chasing, row by row: p(r+1) = lit cells of row r after the
     * presses above; bits 5..7 of a row are junk, masked where read. */
    uint8_t p1 = b0 & 0x1Fu;
    uint8_t r = (uint8_t)((b0 >> 5) | (b1 << 3)) ^ p1 ^ (uint8_t)(p1 << 1) ^ (p1 >> 1);
    uint8_t p2 = r & 0x1Fu;
    r = (uint8_t)(b1 >> 2) ^ p1 ^ p2 ^ (uint8_t)(p2 << 1) ^ (p2 >> 1);
    uint8_t p3 = r & 0x1Fu;
    r = (uint8_t)((b1 >> 7) | (b2 << 1)) ^ p2 ^ p3 ^ (uint8_t)(p3 << 1) ^ (p3 >> 1);
    uint8_t p4 = r & 0x1Fu;
    r = (uint8_t)((b2 >> 4) | (b3 << 4)) ^ p3 ^ p4 ^ (uint8_t)(p4 << 1) ^ (p4 >> 1);
    uint8_t res = r & 0x1Fu;

    /* Top-row fix for the residue: x = presses ^ P . residue. */
    FLASH uint8_t *t = lo_x5[res & LO5_RES_MASK];
    if (*t++ != res) {
        return LO_UNSOLVABLE;
    }
    uint8_t x0 = *t++;
    uint8_t x1 = p1 ^ *t++;
    uint8_t x2 = p2 ^ *t++;
    uint8_t x3 = p3 ^ *t++;
    uint8_t x4 = p4 ^ *t;

    /* Overlaps: rows 1 and 3 (10101 in both), then rows 0, 4 and 2. */
    uint8_t mid = lo_pc6[(x1 & 0x15u) | (uint8_t)((x3 & 0x15u) << 1)];
    uint8_t a = mid + lo_pc6[(x0 & 0x15u) | (uint8_t)((x4 & 0x15u) << 1)];
    uint8_t b = mid + lo_pc6[(uint8_t)((x0 & 0x0Eu) >> 1) | (uint8_t)((x4 & 0x0Eu) << 2)] +
                lo_pc6[x2 & 0x1Bu];
    uint8_t ab = mid + lo_pc6[(x0 & 0x04u) | (uint8_t)((x4 & 0x04u) >> 1)];

    /* key = 64 + 2 (|x ^ K| - |x|) + tie bits of x ^ K; the least wins. */
    uint8_t tie = (x4 >> 3) & 3u;
    uint8_t best = 64u + tie, k, pick = 0;
    k = (uint8_t)(64u + 2u * LO5_K1_POP + (tie ^ 2u) - 4u * a);
    if (k < best) {
        best = k;
        pick = 1;
    }
    k = (uint8_t)(64u + 2u * LO5_K2_POP + (tie ^ 1u) - 4u * b);
    if (k < best) {
        best = k;
        pick = 2;
    }
    k = (uint8_t)(64u + 2u * LO5_K3_POP + (tie ^ 3u) - 4u * (uint8_t)(a + b - 2u * ab));
    if (k < best) {
        pick = 3;
    }
    if (pick & 1u) {
        x0 ^= LO5_K1_R0;
        x1 ^= LO5_K1_R1;
        x3 ^= LO5_K1_R3;
        x4 ^= LO5_K1_R4;
    }
    if (pick & 2u) {
        x0 ^= LO5_K2_R0;
        x1 ^= LO5_K2_R1;
        x2 ^= LO5_K2_R2;
        x3 ^= LO5_K2_R3;
        x4 ^= LO5_K2_R4;
    }
    return pack5(x0, x1, x2, x3, x4);
}

/* Number of set bits. */
static __attribute__((noinline)) uint8_t popcount32(uint32_t v)
{
    uint8_t c = 0;
    do {
        c += (uint8_t)v & 1u;
    } while (v >>= 1);
    return c;
}

/* 3x3 and 4x4, small and not time-critical: a solution is fixed by its
 * top row (light chasing presses the rest), so try every top row and keep
 * the fewest-press set that clears the board (ties: smallest mask). These
 * are the 1 (3x3) or 16 (4x4) members of x + kernel; no table. */
_Static_assert(LO3_NULLITY == 0 && LO4_NULLITY == 4, "small grids");

static __attribute__((noinline)) uint32_t solve_small(uint32_t board, uint8_t n)
{
    /* Candidates are ranked by key = press count << 24 | mask (masks of
     * these grids stay below bit 19), so the least key is the answer. */
    uint32_t best = LO_UNSOLVABLE;
    uint8_t top = (uint8_t)(1u << n);
    while (top--) {
        /* Chasing: pressing under every lit cell clears the lowest lit
         * row and touches no row above it, so after n - 1 rounds only the
         * bottom row can be lit. Presses it asks for below the grid are
         * ignored by lo_apply and dropped at the end. */
        uint32_t x = top, lit;
        for (uint8_t r = n;;) {
            lit = lo_apply(board, x, n);
            if (--r == 0 || lit == 0) {
                break;
            }
            x ^= lit << 5;
        }
        if (lit != 0) {
            if (n == 4) {
                break;   /* nullity 4 = row width: every top row fails alike */
            }
            continue;
        }
        x &= lo_grid_mask(n);
        x |= (uint32_t)popcount32(x) << 24;
        if (x < best) {
            best = x;
        }
    }
    if ((uint8_t)(best >> 24) != 0xFFu) {
        best &= 0x00FFFFFFul;   /* drop the count (else: LO_UNSOLVABLE) */
    }
    return best;
}

__attribute__((noinline)) uint32_t lo_solve(uint32_t board, uint8_t size)
{
    if (size == 3 || size == 4) {
        return solve_small(board, size);   /* lo_apply ignores other cells */
    }
    return solve5(board);
}

uint8_t lo_par(uint32_t board, uint8_t size)
{
    uint8_t c = popcount32(lo_solve(board, size));
    return c > 25u ? LO_NO_PAR : c;   /* 32: LO_UNSOLVABLE */
}

/* Solvable iff the board has even overlap with every quiet pattern (the
 * image of a symmetric press matrix is the orthogonal complement of its
 * kernel): N1 and N2 on 5x5, four patterns on 4x4, none on 3x3. */
bool lo_solvable(uint32_t board, uint8_t size)
{
    /* 3x3 has no quiet pattern; they lie inside their grid: no masking. */
    FLASH uint32_t *null = size == 4 ? lo_null4 : lo_null5;
    uint8_t k = size == 3 ? LO3_NULLITY : size == 4 ? LO4_NULLITY : LO5_NULLITY;
    for (; k; k--, null++) {
        if (popcount32(board & *null) & 1u) {
            return false;   /* odd overlap with a quiet pattern */
        }
    }
    return true;
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

__attribute__((noinline)) uint32_t lo_apply(uint32_t board, uint32_t presses, uint8_t size)
{
    uint32_t grid = lo_grid_mask(size);
    uint32_t p = presses & grid;
    board ^= p ^ (p << 5) ^ (p >> 5) ^ ((p << 1) & ~LO_COL0) ^ ((p >> 1) & ~LO_COL4);
    /* Toggles outside a smaller grid fall on cells that do not exist. */
    return board & grid;
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
