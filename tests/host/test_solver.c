/* SPDX-License-Identifier: MIT */
/*
 * Solver unit tests: the generated tables, the worked examples from the
 * seed documents (rank 23 and the quiet patterns; the board whose four
 * solutions have 12, 8, 8 and 20 presses; the unsolvable top row 10101),
 * presses, the tie rule, the PRNG and lo_deal (solvable, non-empty, par in
 * range, uniform).
 */
#include <string.h>

#include <unistd.h>

#include "check.h"
#include "lo_tables.h"
#include "prng.h"
#include "solver.h"

/* Board from five rows written as in the seeds: "11001" = cols 0..4. */
static uint32_t rows(const char *r0, const char *r1, const char *r2, const char *r3,
                     const char *r4)
{
    const char *r[5] = { r0, r1, r2, r3, r4 };
    uint32_t b = 0;
    for (int i = 0; i < 5; i++) {
        for (int c = 0; c < 5; c++) {
            if (r[i][c] == '1') {
                b |= 1u << (5 * i + c);
            }
        }
    }
    return b;
}

/* A x by the definition: XOR of the crosses of the pressed cells. */
static uint32_t press_all(uint32_t x, uint8_t size)
{
    uint32_t b = 0;
    for (uint8_t c = 0; c < 25; c++) {
        if (x >> c & 1u) {
            b ^= lo_cross(c, size);
        }
    }
    return b;
}

TEST(grid_masks_and_crosses)
{
    CHECK_EQ(lo_grid_mask(5), 0x1FFFFFFu);
    CHECK_EQ(lo_grid_mask(4), rows("11110", "11110", "11110", "11110", "00000"));
    CHECK_EQ(lo_grid_mask(3), rows("11100", "11100", "11100", "00000", "00000"));
    CHECK_EQ(lo_target(4, false), 0u);
    CHECK_EQ(lo_target(4, true), lo_grid_mask(4));
    CHECK_EQ(lo_cross(0, 5), rows("11000", "10000", "00000", "00000", "00000"));
    CHECK_EQ(lo_cross(12, 5), rows("00000", "00100", "01110", "00100", "00000"));
    CHECK_EQ(lo_cross(24, 5), rows("00000", "00000", "00000", "00001", "00011"));
    CHECK_EQ(lo_cross(2, 3), rows("01100", "00100", "00000", "00000", "00000"));
    CHECK_EQ(lo_cross(18, 4), rows("00000", "00000", "00010", "00110", "00000"));
    CHECK_EQ(lo_cross(4, 3), 0u);   /* not a cell of the 3x3 grid */
    CHECK_EQ(lo_press(0x1FFFFFFu, 12, 5), 0x1FFFFFFu ^ lo_cross(12, 5));
    CHECK_EQ(lo_apply(0, 1u << 6 | 1u << 7, 5), lo_cross(6, 5) ^ lo_cross(7, 5));
    /* Pressing twice undoes. */
    CHECK_EQ(lo_press(lo_press(0x0ABCDEFu, 17, 5), 17, 5), 0x0ABCDEFu);
}

TEST(rank_23_and_quiet_patterns)
{
    CHECK_EQ(LO5_RANK, 23);
    CHECK_EQ(LO5_NULLITY, 2);
    CHECK_EQ(lo_null5[0], LO_N1);
    CHECK_EQ(lo_null5[1], LO_N2);
    /* The seed's kernel basis, written as rows. */
    CHECK_EQ(LO_N1, rows("10101", "10101", "00000", "10101", "10101"));
    CHECK_EQ(LO_N2, rows("01110", "10101", "11011", "10101", "01110"));
    CHECK_EQ(lo_apply(0, LO_N1, 5), 0u);
    CHECK_EQ(lo_apply(0, LO_N2, 5), 0u);
    CHECK_EQ(lo_apply(0, LO_N1 ^ LO_N2, 5), 0u);
    CHECK_EQ(LO4_RANK, 12);
    CHECK_EQ(LO4_NULLITY, 4);
    CHECK_EQ(LO3_RANK, 9);
    CHECK_EQ(LO3_NULLITY, 0);
    for (int i = 0; i < LO4_NULLITY; i++) {
        CHECK(lo_null4[i] != 0);
        CHECK_EQ(lo_apply(0, lo_null4[i], 4), 0u);
    }
    /* 2^23 solvable boards: a quarter, by the parity test. */
    CHECK(lo_solvable(0, 5));
    CHECK(!lo_solvable(1, 5));
}

/* A P A = A, column by column: P applied to each cross solves it. */
TEST(generalised_inverse)
{
    FLASH uint32_t *p[3] = { lo_p3, lo_p4, lo_p5 };
    for (uint8_t s = 3; s <= 5; s++) {
        for (uint8_t j = 0; j < 25; j++) {
            uint32_t col = lo_cross(j, s), x = 0;
            if (!(lo_grid_mask(s) >> j & 1u)) {
                continue;
            }
            for (uint8_t c = 0; c < 25; c++) {
                if (col >> c & 1u) {
                    x ^= p[s - 3][c];
                }
            }
            CHECK_EQ(press_all(x, s), col);
        }
    }
}

TEST(seed_board_four_solutions_12_8_8_20)
{
    uint32_t b = rows("11001", "11100", "10001", "00111", "10011");
    uint32_t x = lo_solve(b, 5);
    CHECK(lo_solvable(b, 5));
    CHECK_EQ(press_all(x, 5), b);
    int pops[4];
    uint32_t all[4] = { x, x ^ LO_N1, x ^ LO_N2, x ^ LO_N1 ^ LO_N2 };
    for (int i = 0; i < 4; i++) {
        CHECK_EQ(press_all(all[i], 5), b);
        pops[i] = __builtin_popcount(all[i]);
    }
    /* Sorted: 8, 8, 12, 20. */
    for (int i = 0; i < 4; i++) {
        for (int j = i + 1; j < 4; j++) {
            if (pops[j] < pops[i]) {
                int t = pops[i];
                pops[i] = pops[j];
                pops[j] = t;
            }
        }
    }
    CHECK_EQ(pops[0], 8);
    CHECK_EQ(pops[1], 8);
    CHECK_EQ(pops[2], 12);
    CHECK_EQ(pops[3], 20);
    CHECK_EQ(lo_par(b, 5), 8);
    /* The seed lists both 8-press solutions; the tie goes to the smaller
     * mask, 01010/00010/10001/01000/01010. */
    uint32_t s1 = rows("10001", "00010", "01010", "01000", "10001");
    uint32_t s2 = rows("01010", "00010", "10001", "01000", "01010");
    CHECK_EQ(press_all(s1, 5), b);
    CHECK_EQ(press_all(s2, 5), b);
    CHECK(s2 < s1);
    CHECK_EQ(x, s2);
    /* The seed's first solution (Gaussian elimination, 12 presses). */
    uint32_t g = rows("00100", "10111", "01010", "11101", "00100");
    CHECK_EQ(press_all(g, 5), b);
    CHECK_EQ(__builtin_popcount(g), 12);
}

TEST(seed_unsolvable_top_row_10101)
{
    uint32_t b = rows("10101", "00000", "00000", "00000", "00000");
    CHECK(!lo_solvable(b, 5));
    CHECK_EQ(lo_solve(b, 5), LO_UNSOLVABLE);
    CHECK_EQ(lo_par(b, 5), LO_NO_PAR);
    /* The parity test: odd overlap with N1 (3 cells) and N2 (1 cell). */
    CHECK_EQ(__builtin_popcount(b & LO_N1), 3);
    CHECK_EQ(__builtin_popcount(b & LO_N2), 1);
}

TEST(targets_and_small_grids)
{
    /* Lights On from the empty board: press sets that light every cell. */
    for (uint8_t s = 3; s <= 5; s++) {
        uint32_t all = lo_grid_mask(s), x = lo_solve(all, s);
        if (s == 4) {
            CHECK(x != LO_UNSOLVABLE);
        }
        if (x != LO_UNSOLVABLE) {
            CHECK_EQ(lo_apply(0, x, s), all);
            CHECK_EQ(x & ~all, 0u);
        }
    }
    CHECK_EQ(lo_par(lo_grid_mask(5), 5), 15);   /* the all-lit 5x5 board */
    CHECK_EQ(lo_solve(0, 3), 0u);
    CHECK_EQ(lo_solve(lo_cross(2, 3), 3), 1u << 2);
    CHECK_EQ(lo_par(lo_cross(18, 4) ^ lo_cross(0, 4), 4), 2);
}

TEST(prng_xorshift32)
{
    uint32_t s;
    prng_seed(&s, 1);
    /* Marsaglia's xorshift32 (13, 17, 5) from state 1. */
    CHECK_EQ(prng_next(&s), 270369u);
    CHECK_EQ(prng_next(&s), 67634689u);
    CHECK_EQ(prng_next(&s), 2647435461u);
    prng_seed(&s, 0);
    CHECK(s != 0);
    uint32_t a, b;
    prng_seed(&a, 42);
    prng_seed(&b, 42);
    for (int i = 0; i < 100; i++) {
        CHECK_EQ(prng_next(&a), prng_next(&b));
    }
    unsigned hist[7] = { 0 };
    for (int i = 0; i < 70000; i++) {
        uint32_t v = prng_below(&s, 7);
        CHECK(v < 7);
        hist[v < 7 ? v : 0]++;
    }
    for (int i = 0; i < 7; i++) {
        CHECK(hist[i] > 9500 && hist[i] < 10500);
    }
    CHECK_EQ(prng_below(&s, 1), 0u);
}

TEST(deal_solvable_nonempty_in_range)
{
    uint32_t s;
    prng_seed(&s, 2024);
    static const uint8_t ranges[][3] = { { 5, 1, 15 }, { 5, 8, 12 }, { 5, 14, 15 },
                                          { 5, 3, 3 }, { 4, 1, 7 }, { 4, 6, 7 },
                                          { 3, 1, 9 }, { 3, 9, 9 } };
    for (unsigned r = 0; r < sizeof ranges / sizeof ranges[0]; r++) {
        uint8_t size = ranges[r][0], lo = ranges[r][1], hi = ranges[r][2];
        for (int i = 0; i < 200; i++) {
            uint32_t b = lo_deal(&s, size, lo, hi);
            uint8_t p = lo_par(b, size);
            CHECK(b != 0);
            CHECK_EQ(b & ~lo_grid_mask(size), 0u);
            CHECK(lo_solvable(b, size));
            CHECK(p >= lo && p <= hi);
        }
    }
}

/* 3x3: every non-empty board is solvable, so deals are uniform over 511
 * boards; chi-square over 511 * 100 deals (df 510: mean 510, sd ~32). */
TEST(deal_uniform_3x3)
{
    static unsigned count[1u << 13];
    uint32_t s;
    prng_seed(&s, 77);
    memset(count, 0, sizeof count);
    const unsigned n = 511u * 100u;
    for (unsigned i = 0; i < n; i++) {
        count[lo_deal(&s, 3, 1, 9)]++;
    }
    double chi = 0;
    unsigned boards = 0;
    for (uint32_t b = 1; b < (1u << 13); b++) {
        if (b & ~lo_grid_mask(3)) {
            CHECK_EQ(count[b], 0u);
            continue;
        }
        boards++;
        chi += (count[b] - 100.0) * (count[b] - 100.0) / 100.0;
    }
    CHECK_EQ(boards, 511u);
    CHECK_EQ(count[0], 0u);
    CHECK(chi > 400 && chi < 650);
}

/* 4x4: the par of dealt boards follows the exact par distribution of all
 * non-empty solvable boards (counted here over all 2^16 boards). */
TEST(deal_par_distribution_4x4)
{
    double expect[16] = { 0 };
    unsigned seen[16] = { 0 }, total = 0;
    for (uint32_t b = 1; b < (1u << 20); b++) {
        if (!(b & ~lo_grid_mask(4)) && lo_solvable(b, 4)) {
            expect[lo_par(b, 4)]++;
            total++;
        }
    }
    CHECK_EQ(total, 4095u);
    uint32_t s;
    prng_seed(&s, 99);
    const unsigned n = 40950;
    for (unsigned i = 0; i < n; i++) {
        seen[lo_par(lo_deal(&s, 4, 1, 7), 4)]++;
    }
    double chi = 0;
    for (int p = 1; p <= 7; p++) {
        double e = expect[p] * n / total;
        chi += (seen[p] - e) * (seen[p] - e) / e;
    }
    CHECK(chi < 22.5);   /* df 6: p < 0.001 */
}

int main(void)
{
    alarm(300);   /* a deal that loops fails here, not at the runner's 600 s */
    RUN(grid_masks_and_crosses);
    RUN(rank_23_and_quiet_patterns);
    RUN(generalised_inverse);
    RUN(seed_board_four_solutions_12_8_8_20);
    RUN(seed_unsolvable_top_row_10101);
    RUN(targets_and_small_grids);
    RUN(prng_xorshift32);
    RUN(deal_solvable_nonempty_in_range);
    RUN(deal_uniform_3x3);
    RUN(deal_par_distribution_4x4);
    return check_done();
}
