/* SPDX-License-Identifier: MIT */
/*
 * Every Classic level: solvable, par exact, par rising 3..15, and no two
 * levels the same board under the 8 symmetries of the square.
 * Par is checked without the solver: every one of the 2^25 press sets is
 * applied (Gray code order), and the lightest one reaching each level's
 * board must weigh exactly its par.
 */
#include <stdlib.h>
#include "check.h"
#include "levels.h"
#include "levels_gen.h"
#include "solver.h"

static uint32_t board[LEVEL_COUNT + 1];
static uint8_t par[LEVEL_COUNT + 1];

/* The cross of a 5x5 press, written out here rather than asked of the solver. */
static uint32_t cross5(unsigned c)
{
    unsigned r = c / 5u, k = c % 5u;
    uint32_t m = 1ul << c;
    if (r > 0) {
        m |= 1ul << (c - 5u);
    }
    if (r < 4) {
        m |= 1ul << (c + 5u);
    }
    if (k > 0) {
        m |= 1ul << (c - 1u);
    }
    if (k < 4) {
        m |= 1ul << (c + 1u);
    }
    return m;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

TEST(load)
{
    for (unsigned n = 1; n <= LEVEL_COUNT; n++) {
        board[n] = level_board((uint8_t)n);
        par[n] = lo_par(board[n], 5);
        CHECK(board[n] != 0);
        CHECK_EQ(board[n] >> 25, 0);
    }
    CHECK_EQ(level_board(1), board[1]);          /* the same on every call */
}

/* Parity against both quiet patterns, independent of the solver. */
TEST(solvable)
{
    for (unsigned n = 1; n <= LEVEL_COUNT; n++) {
        CHECK_EQ(__builtin_popcount(board[n] & LO_N1) & 1, 0);
        CHECK_EQ(__builtin_popcount(board[n] & LO_N2) & 1, 0);
        CHECK(lo_solvable(board[n], 5));
        CHECK_EQ(lo_apply(board[n], lo_solve(board[n], 5), 5), 0);
    }
}

/* Brute force over all 2^25 press sets: the lightest set giving each
 * level's board weighs exactly the claimed par. */
TEST(par_exact)
{
    uint32_t sorted[LEVEL_COUNT];
    uint8_t best[LEVEL_COUNT];
    for (unsigned i = 0; i < LEVEL_COUNT; i++) {
        sorted[i] = board[i + 1u];
        best[i] = 99;
    }
    qsort(sorted, LEVEL_COUNT, sizeof sorted[0], cmp_u32);
    uint32_t cross[25];
    for (unsigned c = 0; c < 25u; c++) {
        cross[c] = cross5(c);
    }
    uint32_t b = 0;
    for (uint32_t i = 1; i < (1ul << 25); i++) {
        b ^= cross[__builtin_ctz(i)];
        if (b < sorted[0] || b > sorted[LEVEL_COUNT - 1u]) {
            continue;
        }
        uint32_t *hit = bsearch(&b, sorted, LEVEL_COUNT, sizeof sorted[0], cmp_u32);
        if (hit) {
            uint8_t w = (uint8_t)__builtin_popcount(i ^ (i >> 1));
            uint8_t *slot = &best[hit - sorted];
            if (w < *slot) {
                *slot = w;
            }
        }
    }
    for (unsigned n = 1; n <= LEVEL_COUNT; n++) {
        uint32_t *hit = bsearch(&board[n], sorted, LEVEL_COUNT, sizeof sorted[0], cmp_u32);
        CHECK(hit != NULL);
        if (hit && best[hit - sorted] != par[n]) {
            CHECK_FAIL("level %u: par %u, brute force %u", n, par[n], best[hit - sorted]);
        }
    }
}

/* Par starts at 3, ends at 15, never falls, rises at most 1 a level,
 * and every par between appears. */
TEST(rising_band)
{
    unsigned seen = 0;
    CHECK_EQ(par[1], 3);
    CHECK_EQ(par[LEVEL_COUNT], 15);
    for (unsigned n = 1; n <= LEVEL_COUNT; n++) {
        seen |= 1u << par[n];
        if (n > 1) {
            CHECK(par[n] >= par[n - 1u]);
            CHECK(par[n] <= par[n - 1u] + 1u);
        }
    }
    CHECK_EQ(seen, 0xFFF8u);                     /* pars 3..15 */
}

/* (r, c) -> cell under symmetry s: s & 1 transposes, s & 2 flips rows,
 * s & 4 flips columns. */
static uint32_t sym(uint32_t b, unsigned s)
{
    uint32_t out = 0;
    for (unsigned r = 0; r < 5u; r++) {
        for (unsigned c = 0; c < 5u; c++) {
            if (!(b >> (5u * r + c) & 1u)) {
                continue;
            }
            unsigned R = (s & 1u) ? c : r, C = (s & 1u) ? r : c;
            R = (s & 2u) ? 4u - R : R;
            C = (s & 4u) ? 4u - C : C;
            out |= 1ul << (5u * R + C);
        }
    }
    return out;
}

/* No two levels are the same board under a symmetry; two of one par
 * differ in LEVELS_APART cells or more under every symmetry. */
TEST(distinct_under_symmetry)
{
    for (unsigned a = 1; a <= LEVEL_COUNT; a++) {
        for (unsigned b = a + 1u; b <= LEVEL_COUNT; b++) {
            unsigned least = 25;
            for (unsigned s = 0; s < 8u; s++) {
                unsigned d = (unsigned)__builtin_popcount(sym(board[a], s) ^ board[b]);
                least = d < least ? d : least;
            }
            if (least == 0 || (par[a] == par[b] && least < LEVELS_APART)) {
                CHECK_FAIL("levels %u and %u: %u cells apart under symmetry", a, b, least);
            }
        }
    }
}

int main(void)
{
    RUN(load);
    RUN(solvable);
    RUN(par_exact);
    RUN(rising_band);
    RUN(distinct_under_symmetry);
    return check_done();
}
