/* SPDX-License-Identifier: MIT */
/*
 * Deals end, and never deal a won puzzle: for every rule and grid, PRNG
 * seeds whose first candidate is the target itself (a plan of nothing, or
 * of quiet patterns only, found by search) deal a board off the target;
 * a range no board has returns at once with no board (lo_rule_deal, lo_deal,
 * lo_rule_deal); the game's own ranges hold boards. Every test here runs
 * under an alarm: a deal that loops fails in seconds, not at the runner's
 * 600 s.
 */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include "check.h"
#include "prng.h"
#include "solver.h"
#include "rule.h"

#define ALARM_S 30

static const uint8_t grids[5] = { 3, 4, 5, 4 | LO_WRAP, 5 | LO_WRAP };

/* The deal's first candidate from seed s (its plan as engine.c draws
 * it: a bit a cell, or a trit a cell from 2-bit chunks, 3 thrown away). */
static lo_board_t first_board(uint32_t s, uint8_t grid, uint8_t rule)
{
    uint32_t m = lo_rule_mask(grid), r = 0;
    lo_board_t x = { 0, 0 };
    if (rule != LO_RULE_THREE) {
        x.p1 = prng_next(&s) & m;
        return (lo_board_t){ lo_rule_apply(lo_rule_target(grid, rule), x, grid, rule).p1, 0 };
    }
    uint8_t left = 0;
    for (uint32_t bit = 1; bit & 0x1FFFFFFul; bit <<= 1) {
        if (!(m & bit)) {
            continue;
        }
        uint8_t v;
        do {
            if (left == 0) {
                r = prng_next(&s);
                left = 16;
            }
            v = r & 3u;
            r >>= 2;
            left--;
        } while (v == 3u);
        x.p1 |= v == 1u ? bit : 0;
        x.p2 |= v == 2u ? bit : 0;
    }
    return lo_rule_apply((lo_board_t){ 0, 0 }, x, grid, LO_RULE_THREE);
}

TEST(seeds_that_draw_the_target_deal_past_it)
{
    int kinds = 0;
    for (int g = 0; g < 5; g++) {
        for (uint8_t rule = 0; rule < 3; rule++) {
            lo_board_t t = lo_rule_target(grids[g], rule);
            /* Plain grids deal with lo_deal; three-state 4x4 and up has
             * too few such seeds to find (1 in 3^16 or fewer). */
            bool plain = !(grids[g] & LO_WRAP) && rule != LO_RULE_THREE;
            if (plain || (rule == LO_RULE_THREE && grids[g] != 3)) {
                continue;
            }
            int found = 0;
            for (uint32_t s = 1; s < 200000000u && found < 3; s++) {
                lo_board_t b = first_board(s, grids[g], rule);
                if (b.p1 != t.p1 || b.p2 != t.p2) {
                    continue;
                }
                uint32_t rng = s;
                lo_board_t d = lo_rule_deal(&rng, grids[g], rule, 1, 50);
                printf("  grid %#x rule %u: seed %u draws the target; dealt %07x/%07x\n",
                       grids[g], rule, s, d.p1, d.p2);
                CHECK(!(d.p1 == t.p1 && d.p2 == t.p2) && lo_rule_solvable(d, grids[g], rule));
                found++;
            }
            CHECK_EQ(found, 3);
            kinds++;
        }
    }
    CHECK_EQ(kinds, 5);   /* 4x4 and 5x5 wrap, off and on; 3x3 three-state */
}

TEST(plain_deals_are_never_empty)
{
    for (uint8_t n = 3; n <= 5; n++) {
        for (uint32_t s = 1; s < 20000u; s++) {
            uint32_t rng = s;
            CHECK(lo_deal(&rng, n, 1, lo_max_par(n)) != 0);   /* off the target, on or off */
        }
    }
}

TEST(ranges_no_board_has_return_at_once)
{
    uint32_t rng = 1;
    for (uint8_t n = 3; n <= 5; n++) {
        CHECK_EQ(lo_deal(&rng, n, 3, 2), LO_UNSOLVABLE);
        CHECK_EQ(lo_deal(&rng, n, 0, 0), LO_UNSOLVABLE);
        CHECK_EQ(lo_deal(&rng, n, (uint8_t)(lo_max_par(n) + 1u), 25), LO_UNSOLVABLE);
        CHECK(lo_deal(&rng, n, lo_max_par(n), lo_max_par(n)) != LO_UNSOLVABLE);   /* the edge */
    }
    for (int g = 0; g < 5; g++) {
        for (uint8_t rule = 0; rule < 3; rule++) {
            uint8_t max = lo_rule_max_par(grids[g], rule);
            CHECK(lo_none(lo_rule_deal(&rng, grids[g], rule, 3, 2)));
            CHECK(lo_none(lo_rule_deal(&rng, grids[g], rule, 0, 5)));
            CHECK(lo_none(lo_rule_deal(&rng, grids[g], rule, (uint8_t)(max + 1u), 60)));
            CHECK(!lo_none(lo_rule_deal(&rng, grids[g], rule, 1, max)));
        }
    }
}

int main(void)
{
    alarm(ALARM_S);   /* SIGALRM ends the run: counted as a failure */
    RUN(seeds_that_draw_the_target_deal_past_it);
    RUN(plain_deals_are_never_empty);
    RUN(ranges_no_board_has_return_at_once);
    return check_done();
}
