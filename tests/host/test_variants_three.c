/* SPDX-License-Identifier: MIT */
/*
 * The three-state rule (GF(3)) against independent brute force: every
 * 3x3 board (light chasing finds all solutions), every 4x4 and every 4x4
 * wrap board (all 3^16 press plans are walked once, Gray code, and the
 * best plan per board kept; lo_rule_solve must match its presses on each of the
 * 3^16 boards, with as few presses), and samples of 5x5 and 5x5 wrap
 * boards, each answer checked against all 27 (or 6561) solutions found by
 * light chasing. Every answer must clear its board.
 */
#include <stdlib.h>

#include "check.h"
#include "variants_check.h"
#include "prng.h"

/* 4x4 boards as 16 4-bit fields (cell r*4+c), each 0..2. */
typedef uint64_t swar;
#define ONES 0x1111111111111111ull

static swar swar_add(swar a, swar b)
{
    swar t = a + b;
    return t - 3u * (((t + ONES) >> 2) & ONES);   /* fields 3, 4 wrap */
}

static swar swar_cross(uint8_t grid, int cell)
{
    cells_t t;
    memset(&t, 0, sizeof t);
    tv_cross(&t, grid, cell / 4, cell % 4, 1, 3);
    swar s = 0;
    for (int i = 0; i < 16; i++) {
        s |= (swar)t.v[5 * (i / 4) + i % 4] << (4 * i);
    }
    return s;
}

static int piv[16], rank;

/* Pivot cells of a reduced basis of the image (the crosses), mod 3. */
static void image_pivots(const swar cross[16])
{
    uint8_t m[16][16];
    for (int i = 0; i < 16; i++) {
        for (int j = 0; j < 16; j++) {
            m[i][j] = cross[i] >> (4 * j) & 0xF;
        }
    }
    rank = 0;
    for (int c = 0; c < 16; c++) {
        int r = rank;
        while (r < 16 && !m[r][c]) {
            r++;
        }
        if (r == 16) {
            continue;
        }
        uint8_t t[16];
        memcpy(t, m[r], 16), memcpy(m[r], m[rank], 16), memcpy(m[rank], t, 16);
        for (r = 0; r < 16; r++) {
            int f = r == rank ? 0 : m[r][c] * (m[rank][c] == 1 ? 1 : 2) % 3;
            for (int j = 0; j < 16 && f; j++) {
                m[r][j] = (uint8_t)((m[r][j] + 3 * 3 - f * m[rank][j]) % 3);
            }
        }
        piv[rank++] = c;
    }
}

/* Index of an image board: its pivot fields as a base-3 number, summed
 * from tables over four 16-bit chunks (four cells each). */
static uint32_t chunk_index[4][65536];

static void index_tables(void)
{
    for (int ch = 0; ch < 4; ch++) {
        for (uint32_t v = 0; v < 65536; v++) {
            uint32_t k = 0, pow3 = 1;
            for (int i = 0; i < rank; i++, pow3 *= 3) {
                if (piv[i] / 4 == ch) {
                    k += pow3 * (v >> (4 * (piv[i] % 4)) & 0xF);
                }
            }
            chunk_index[ch][v] = k;
        }
    }
}

static uint32_t index_of(swar b)
{
    return chunk_index[0][b & 0xFFFF] + chunk_index[1][b >> 16 & 0xFFFF] +
           chunk_index[2][b >> 32 & 0xFFFF] + chunk_index[3][b >> 48];
}

/* Whether plan x clears 4x4 board b with the fewest presses. */
static bool plan_is_best(swar b, lo_board_t x, const swar cross[16], const uint64_t *best)
{
    swar after = b;
    for (int i = 0; i < 16; i++) {
        uint32_t bit = 1u << (5 * (i / 4) + i % 4);
        for (int v = (x.p1 & bit) ? 1 : (x.p2 & bit) ? 2 : 0; v; v--) {
            after = swar_add(after, cross[i]);
        }
    }
    /* The best plan clearing b is the best one making -b = 2b. */
    uint64_t k = best[index_of(swar_add(b, b))];
    if (after == 0 && lo_weight(x) == k >> 50) {
        return true;
    }
    CHECK_FAIL("board %llx: plan %07x/%07x (%u presses), best %u presses",
               (unsigned long long)b, x.p1, x.p2, lo_weight(x), (unsigned)(k >> 50));
    return false;
}

/* Every 4x4 board of grid against the best of all 3^16 plans. */
static void exhaustive_4x4(uint8_t grid, int expect_rank, unsigned max_par)
{
    swar cross[16];
    for (int i = 0; i < 16; i++) {
        cross[i] = swar_cross(grid, i);
    }
    image_pivots(cross);
    index_tables();
    CHECK_EQ(rank, expect_rank);
    uint32_t images = 1;
    for (int i = 0; i < rank; i++) {
        images *= 3;
    }
    uint64_t *best = malloc(sizeof *best * images);
    memset(best, 0xFF, sizeof *best * images);
    /* Modular Gray code: the step carrying into digit j steps plan cell j. */
    uint8_t n[16] = { 0 }, g[16] = { 0 };
    swar b = 0;
    uint32_t p1 = 0, p2 = 0, w = 0;
    for (;;) {
        uint32_t k = index_of(b);
        uint64_t key = (uint64_t)w << 50 | (uint64_t)p2 << 25 | p1;
        best[k] = key < best[k] ? key : best[k];
        int j = 0;
        while (j < 16 && n[j] == 2) {
            n[j++] = 0;
        }
        if (j == 16) {
            break;
        }
        n[j]++;
        uint32_t bit = 1u << (5 * (j / 4) + j % 4);
        g[j] = (uint8_t)((g[j] + 1) % 3);
        p1 = g[j] == 1 ? p1 | bit : p1 & ~bit;
        p2 = g[j] == 2 ? p2 | bit : p2 & ~bit;
        w = g[j] == 0 ? w - 2 : w + 1;
        b = swar_add(b, cross[j]);
    }
    /* Every board: a claimed plan must clear it and be the best; the
     * solvable count must be the image's size, so the rest are not. */
    unsigned long claimed = 0, wrong = 0;
    uint8_t d[17] = { 0 };
    swar bb = 0;
    lo_board_t board = { 0, 0 };
    for (;;) {
        lo_board_t x = lo_rule_solve(board, grid, LO_RULE_THREE);
        wrong += lo_rule_solvable(board, grid, LO_RULE_THREE) == lo_none(x);
        if (!lo_none(x)) {
            claimed++;
            wrong += !plan_is_best(bb, x, cross, best);
        }
        /* Next board: count in base 3, cell 0 fastest. */
        int i = 0;
        while (i < 16 && d[i] == 2) {
            d[i] = 0;
            bb &= ~((swar)0xF << (4 * i));
            board.p2 &= ~(1u << (5 * (i / 4) + i % 4));
            i++;
        }
        if (i == 16) {
            break;
        }
        uint32_t bit = 1u << (5 * (i / 4) + i % 4);
        board.p1 ^= bit;             /* 0 -> 1, or 1 -> 2 */
        board.p2 |= d[i] == 1 ? bit : 0;
        d[i]++;
        bb += (swar)1 << (4 * i);
    }
    CHECK_EQ(claimed, images);
    CHECK_EQ(wrong, 0);
    unsigned most = 0;
    for (uint32_t k = 0; k < images; k++) {
        most = (unsigned)(best[k] >> 50) > most ? (unsigned)(best[k] >> 50) : most;
    }
    CHECK_EQ(most, max_par);
    free(best);
}

TEST(every_4x4_board_against_all_plans) { exhaustive_4x4(4, 14, lo_rule_max_par(4, LO_RULE_THREE)); }
TEST(every_4x4_wrap_board_against_all_plans)
{
    exhaustive_4x4(4 | LO_WRAP, 11, lo_rule_max_par(4 | LO_WRAP, LO_RULE_THREE));
}

/* lo_rule_solve on b against all solutions found by chasing; returns 1 if
 * they disagree. Counts the solutions into *count. */
static int against_chase(lo_board_t board, uint8_t grid, long *count)
{
    cells_t cb = tv_cells(board), best;
    *count = tv_solutions(&cb, grid, 3, &best);
    lo_board_t x = lo_rule_solve(board, grid, LO_RULE_THREE);
    if (*count == 0) {
        return !lo_none(x) || lo_rule_solvable(board, grid, LO_RULE_THREE) || lo_rule_par(board, grid, LO_RULE_THREE) != LO_NO_PAR;
    }
    return !tv_clears(board, x, grid, 3) || lo_weight(x) != tv_key_of(&best).w ||
           !lo_rule_solvable(board, grid, LO_RULE_THREE) || lo_rule_par(board, grid, LO_RULE_THREE) != tv_key_of(&best).w;
}

TEST(every_3x3_board_against_chasing)
{
    int bad = 0;
    uint8_t most = 0;
    for (uint32_t code = 0; code < 19683u; code++) {
        cells_t c;
        memset(&c, 0, sizeof c);
        for (uint32_t t = code, i = 0; i < 9; i++, t /= 3) {
            c.v[5 * (i / 3) + i % 3] = (uint8_t)(t % 3);
        }
        long n;
        bad += against_chase(tv_planes(&c), 3, &n);
        bad += n != 1;   /* invertible mod 3 */
        uint8_t p = lo_rule_par(tv_planes(&c), 3, LO_RULE_THREE);
        most = p > most ? p : most;
    }
    CHECK_EQ(bad, 0);
    CHECK_EQ(most, lo_rule_max_par(3, LO_RULE_THREE));
}

/* A random board of grid: any (mostly unsolvable) or made by a plan. */
static lo_board_t random_board(uint32_t *rng, uint8_t grid, bool dealt)
{
    cells_t c;
    memset(&c, 0, sizeof c);
    uint32_t mask = lo_rule_mask(grid);
    for (int i = 0; i < 25; i++) {
        c.v[i] = (mask >> i & 1u) ? (uint8_t)prng_below(rng, 3) : 0;
    }
    if (dealt) {
        cells_t zero;
        memset(&zero, 0, sizeof zero);
        c = tv_apply(zero, &c, grid, 3);
    }
    return tv_planes(&c);
}

static void sample(uint8_t grid, int boards, long solutions)
{
    uint32_t rng = 12345u + grid;
    int bad = 0, solvable = 0;
    for (int i = 0; i < boards; i++) {
        long n;
        bad += against_chase(random_board(&rng, grid, i % 2), grid, &n);
        bad += n != 0 && n != solutions;
        solvable += n != 0;
    }
    CHECK_EQ(bad, 0);
    CHECK(solvable >= boards / 2);
}

TEST(sample_5x5_against_its_27_solutions) { sample(5, 6000, 27); }
TEST(sample_5x5_wrap_against_its_6561_solutions) { sample(5 | LO_WRAP, 24, 6561); }

int main(void)
{
    RUN(every_3x3_board_against_chasing);
    RUN(every_4x4_board_against_all_plans);
    RUN(every_4x4_wrap_board_against_all_plans);
    RUN(sample_5x5_against_its_27_solutions);
    RUN(sample_5x5_wrap_against_its_6561_solutions);
    return check_done();
}
