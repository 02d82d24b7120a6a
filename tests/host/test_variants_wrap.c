/* SPDX-License-Identifier: MIT */
/*
 * Wrap grids over GF(2), exhaustively against brute force over press sets:
 * every 4x4 wrap board (each of the 2^16 press sets gives a different
 * board, so all are solvable), and every one of the 2^25 5x5 wrap boards:
 * all 2^25 press sets are walked once (Gray code, one cross each), each
 * lands on the image board it makes, and the fewest-press set per board
 * is kept; then lo_rule_solve must give a press set that clears the board
 * with exactly that many presses on each of the 2^17 solvable boards, and
 * "unsolvable" on all others.
 */
#include <stdlib.h>

#include "check.h"
#include "variants_check.h"
#include "prng.h"

#define W4 (4u | LO_WRAP)
#define W5 (5u | LO_WRAP)

/* The cross of each cell, from the model. */
static void crosses(uint8_t grid, uint32_t cross[25])
{
    for (int i = 0; i < 25; i++) {
        cells_t t;
        memset(&t, 0, sizeof t);
        if (i % 5 < tv_size(grid) && i / 5 < tv_size(grid)) {
            tv_cross(&t, grid, i / 5, i % 5, 1, 2);
        }
        cross[i] = tv_planes(&t).p1;
    }
}

TEST(apply_and_shift_match_the_model_on_every_grid)
{
    static const uint8_t grids[] = { 3, 4, 5, W4, W5 };
    uint32_t rng = 7;
    for (unsigned g = 0; g < sizeof grids; g++) {
        for (int i = 0; i < 2000; i++) {
            uint32_t b = prng_next(&rng) & lo_rule_mask(grids[g]);
            uint32_t x = prng_next(&rng) & lo_rule_mask(grids[g]);
            cells_t cb = tv_cells((lo_board_t){ b, 0 }), cx = tv_cells((lo_board_t){ x, 0 });
            cells_t y = tv_apply(cb, &cx, grids[g], 2);
            CHECK_EQ(lo_rule_apply((lo_board_t){ b, 0 }, (lo_board_t){ x, 0 }, grids[g], LO_RULE_OFF).p1, tv_planes(&y).p1);
        }
    }
    lo_board_t none = { 0, 0 };   /* (0,0) pressed: up is (4,0) or (3,0), left (0,4) or (0,3) */
    CHECK_EQ(lo_rule_press(none, 0, W5, LO_RULE_OFF).p1, 0x100033u);
    CHECK_EQ(lo_rule_press(none, 0, W4, LO_RULE_OFF).p1, 0x802Bu);
    CHECK_EQ(lo_rule_press(none, 0, 5, LO_RULE_OFF).p1, 0x23u);   /* plain: off the grid */
}

TEST(every_4x4_wrap_board_has_the_one_press_set_brute_force_finds)
{
    static uint32_t inv[1u << 16];
    static bool seen[1u << 16];
    uint32_t cross[25];
    crosses(W4, cross);
    int bad = 0, dup = 0;
    for (uint32_t d = 0; d < (1u << 16); d++) {
        uint32_t x = 0, b = 0;
        for (int i = 0; i < 16; i++) {
            if (d >> i & 1u) {
                x |= 1u << (5 * (i / 4) + i % 4);
                b ^= cross[5 * (i / 4) + i % 4];
            }
        }
        uint32_t k = (b & 0xFu) | (b >> 1 & 0xF0u) | (b >> 2 & 0xF00u) | (b >> 3 & 0xF000u);
        dup += seen[k];
        seen[k] = true;
        inv[k] = x;
    }
    CHECK_EQ(dup, 0);   /* A is a bijection: every board solvable */
    int most = 0;
    for (uint32_t k = 0; k < (1u << 16); k++) {
        most = __builtin_popcount(inv[k]) > most ? __builtin_popcount(inv[k]) : most;
    }
    CHECK_EQ(most, lo_rule_max_par(4 | LO_WRAP, LO_RULE_OFF));
    for (uint32_t k = 0; k < (1u << 16); k++) {
        uint32_t b = (k & 0xFu) | (k & 0xF0u) << 1 | (k & 0xF00u) << 2 | (k & 0xF000u) << 3;
        bad += lo_rule_solve((lo_board_t){ b, 0 }, W4, LO_RULE_OFF).p1 != inv[k] || !lo_rule_solvable((lo_board_t){ b, 0 }, W4, LO_RULE_OFF) ||
               lo_rule_par((lo_board_t){ b, 0 }, W4, LO_RULE_OFF) != __builtin_popcount(inv[k]);
    }
    CHECK_EQ(bad, 0);
}

/* 5x5 wrap: image boards are told apart by their bits at the pivots of a
 * reduced basis of the image (17 of the 25 cells). */
static uint32_t basis[25], pivmask;
static int nbasis;
static uint32_t comp[4][256];

static void image_basis(const uint32_t cross[25])
{
    nbasis = 0;
    for (int i = 0; i < 25; i++) {
        uint32_t v = cross[i];
        for (int k = 0; k < nbasis; k++) {
            if (v & (1u << (31 - __builtin_clz(basis[k])))) {
                v ^= basis[k];
            }
        }
        if (!v) {
            continue;
        }
        uint32_t top = 1u << (31 - __builtin_clz(v));
        for (int k = 0; k < nbasis; k++) {
            if (basis[k] & top) {
                basis[k] ^= v;
            }
        }
        basis[nbasis++] = v;
    }
    pivmask = 0;
    for (int k = 0; k < nbasis; k++) {
        pivmask |= 1u << (31 - __builtin_clz(basis[k]));
    }
    for (int byte = 0; byte < 4; byte++) {
        for (uint32_t v = 0; v < 256; v++) {
            uint32_t out = 0;
            for (int i = 0; i < 8; i++) {
                uint32_t bit = 1u << (8 * byte + i);
                if ((v >> i & 1u) && (pivmask & bit)) {
                    out |= 1u << __builtin_popcount(pivmask & (bit - 1u));
                }
            }
            comp[byte][v] = out;
        }
    }
}

static inline uint32_t index_of(uint32_t b)
{
    return comp[0][b & 0xFF] | comp[1][b >> 8 & 0xFF] | comp[2][b >> 16 & 0xFF] |
           comp[3][b >> 24];
}

/* The board that presses s make from all off. */
static uint32_t made(uint32_t s, const uint32_t cross[25])
{
    uint32_t b = 0;
    for (int i = 0; i < 25; i++) {
        b ^= (s >> i & 1u) ? cross[i] : 0;
    }
    return s >> 25 ? ~0u : b;
}

TEST(all_2e25_5x5_wrap_boards_against_brute_force_over_press_sets)
{
    static uint32_t best[1u << 17], board_of[1u << 17];
    static uint16_t count[1u << 17];
    uint32_t cross[25];
    crosses(W5, cross);
    image_basis(cross);
    CHECK_EQ(nbasis, 17);   /* rank 17: nullity 8 */
    memset(best, 0xFF, sizeof best);
    uint32_t x = 0, b = 0;
    for (uint32_t i = 0;; i++) {
        uint32_t k = index_of(b), key = (uint32_t)__builtin_popcount(x) << 25 | x;
        count[k]++;
        if (key < best[k]) {
            best[k] = key;
            board_of[k] = b;
        }
        if (i + 1 == (1u << 25)) {
            break;
        }
        int j = __builtin_ctz(i + 1);
        x ^= 1u << j;
        b ^= cross[j];
    }
    int uneven = 0;
    for (uint32_t k = 0; k < (1u << 17); k++) {
        uneven += count[k] != 256;
    }
    CHECK_EQ(uneven, 0);   /* 256 press sets per solvable board */
    unsigned long solvable = 0, wrong = 0;
    for (b = 0; b < (1u << 25); b++) {
        uint32_t k = index_of(b), s = lo_rule_solve((lo_board_t){ b, 0 }, W5, LO_RULE_OFF).p1;
        bool in_image = board_of[k] == b;
        solvable += in_image;
        /* Over GF(2) the presses that make b are those that clear it. */
        bool right = in_image ? made(s, cross) == b && (uint32_t)__builtin_popcount(s) ==
                                best[k] >> 25 : s == LO_UNSOLVABLE;
        if (!right) {
            if (wrong++ < 5) {
                CHECK_FAIL("board %07x: lo_rule_solve %08x, brute force %07x%s", b, s,
                           best[k] & 0x1FFFFFFu, in_image ? "" : " (unsolvable)");
            }
        }
        wrong += lo_rule_solvable((lo_board_t){ b, 0 }, W5, LO_RULE_OFF) != in_image;
    }
    CHECK_EQ(solvable, 1u << 17);
    CHECK_EQ(wrong, 0);
    /* The par table: the number of solvable boards with each par. */
    unsigned long pars[26] = { 0 };
    for (uint32_t k = 0; k < (1u << 17); k++) {
        pars[best[k] >> 25]++;
    }
    int most = 0;
    printf("  5x5 wrap pars:");
    for (int p = 0; p < 26; p++) {
        if (pars[p]) {
            printf(" %d:%lu", p, pars[p]);
            most = p;
        }
    }
    CHECK_EQ(most, lo_rule_max_par(5 | LO_WRAP, LO_RULE_OFF));
    printf("\n");
}

int main(void)
{
    RUN(apply_and_shift_match_the_model_on_every_grid);
    RUN(every_4x4_wrap_board_has_the_one_press_set_brute_force_finds);
    RUN(all_2e25_5x5_wrap_boards_against_brute_force_over_press_sets);
    return check_done();
}
