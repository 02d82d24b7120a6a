/* SPDX-License-Identifier: MIT */
/*
 * The rule engine (firmware/solver/rule.h) against a walk over every
 * quiet-pattern combination (brute force) for every kind, and Merlin's
 * Magic Square on all 512 boards against all 512 plans. A plan must reach
 * the target; its cost must be the fewest. test_variants_* check rule.h
 * against models written apart (light chasing, every plan).
 */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "engine.h"
#include "prng.h"
#include "rule.h"
#include "rule_tables.h"
#include "solver.h"
#include "rule.h"

static const uint8_t grids[5] = { 3, 4, 5, 4 | LO_WRAP, 5 | LO_WRAP };

/* The fewest presses over every combination of the quiet patterns. */
static uint8_t brute(lo_board_t d, uint8_t kind)
{
    FLASH lo_kind_t *k = &lo_kinds[kind];
    lo_board_t x = lo_engine_any(d, kind);
    if (lo_none(x)) {
        return LO_NO_PAR;
    }
    int p = k->flags & LO_KIND_MOD3 ? 3 : 2;
    long total = 1;
    for (int i = 0; i < k->nullity; i++) {
        total *= p;
    }
    uint8_t best = LO_NO_PAR;
    for (long idx = 0; idx < total; idx++) {
        lo_board_t y = x;
        long t = idx;
        for (int i = 0; i < k->nullity; i++, t /= p) {
            for (int m = 0; m < t % p; m++) {
                if (p == 3) {
                    y = lo_add3(y, (lo_board_t){ k->null[2 * i], k->null[2 * i + 1] });
                } else {
                    y.p1 ^= k->null[i];
                }
            }
        }
        uint8_t w = lo_weight(y);
        best = w < best ? w : best;
    }
    return best;
}

TEST(every_kind_against_all_its_solutions)
{
    uint32_t rng = 7;
    for (uint8_t kind = 0; kind < LO_KINDS; kind++) {
        FLASH lo_kind_t *k = &lo_kinds[kind];
        int bad = 0, n = k->nullity >= 8 ? 200 : 2000;
        for (int i = 0; i < n; i++) {
            lo_board_t x = { prng_next(&rng) & lo_rule_mask(k->grid), 0 };
            if (k->flags & LO_KIND_MOD3) {
                x.p2 = prng_next(&rng) & lo_rule_mask(k->grid) & ~x.p1;
            }
            lo_board_t d = lo_engine_apply((lo_board_t){ 0, 0 }, x, kind);
            lo_board_t s = lo_engine_solve(d, kind), back = lo_engine_apply((lo_board_t){ 0, 0 }, s, kind);
            bad += lo_none(s) || back.p1 != d.p1 || back.p2 != d.p2 || lo_weight(s) != brute(d, kind);
        }
        if (bad) {
            CHECK_FAIL("kind %u: %d of %d boards wrong", kind, bad, n);
        }
    }
}

TEST(merlin_every_board_against_every_plan)
{
    static uint8_t fewest[1u << 9];
    memset(fewest, LO_NO_PAR, sizeof fewest);
    lo_board_t ring = lo_rule_target(3, LO_RULE_MERLIN);
    CHECK_EQ(ring.p1, 0x1CA7u);                   /* the ring of eight, centre dark */
    CHECK_EQ(lo_rule_press((lo_board_t){ 0, 0 }, 0, 3, LO_RULE_MERLIN).p1, 0x63u);   /* a corner: its 2x2 */
    CHECK_EQ(lo_rule_press((lo_board_t){ 0, 0 }, 1, 3, LO_RULE_MERLIN).p1, 0x07u);   /* a side: its three */
    CHECK_EQ(lo_rule_press((lo_board_t){ 0, 0 }, 6, 3, LO_RULE_MERLIN).p1, 0x8E2u);  /* the centre: its plus */
    for (uint32_t plan = 0; plan < 512u; plan++) {
        uint32_t x = (plan & 7u) | (plan >> 3 & 7u) << 5 | (plan >> 6) << 10;
        lo_board_t b = lo_rule_apply(ring, (lo_board_t){ x, 0 }, 3, LO_RULE_MERLIN);   /* to the ring */
        uint32_t i = (b.p1 & 7u) | (b.p1 >> 5 & 7u) << 3 | (b.p1 >> 10 & 7u) << 6;
        uint8_t w = (uint8_t)__builtin_popcount(x);
        fewest[i] = w < fewest[i] ? w : fewest[i];
    }
    int bad = 0;
    for (uint32_t i = 0; i < 512u; i++) {
        lo_board_t b = { (i & 7u) | (i >> 3 & 7u) << 5 | (i >> 6) << 10, 0 };
        lo_board_t x = lo_rule_solve(b, 3, LO_RULE_MERLIN), after = lo_rule_apply(b, x, 3, LO_RULE_MERLIN);
        bad += fewest[i] == LO_NO_PAR || lo_none(x) || after.p1 != ring.p1 || lo_weight(x) != fewest[i];
    }
    CHECK_EQ(bad, 0);   /* every board solvable: the press matrix is invertible */
}

TEST(deals_are_off_the_target_and_bad_ranges_return_at_once)
{
    uint32_t rng = 99;
    for (int g = 0; g < 5; g++) {
        for (uint8_t rule = 0; rule < 3; rule++) {
            lo_board_t t = lo_rule_target(grids[g], rule);
            for (int i = 0; i < 200; i++) {
                lo_board_t b = lo_rule_deal(&rng, grids[g], rule, 1, 50);
                CHECK(!(b.p1 == t.p1 && b.p2 == t.p2) && lo_rule_solvable(b, grids[g], rule));
            }
            uint8_t max = lo_rule_max_par(grids[g], rule);
            CHECK(lo_none(lo_rule_deal(&rng, grids[g], rule, 3, 2)));          /* empty */
            CHECK(lo_none(lo_rule_deal(&rng, grids[g], rule, 0, 0)));
            CHECK(lo_none(lo_rule_deal(&rng, grids[g], rule, max + 1u, 60))); /* beyond */
        }
    }
    CHECK(lo_none(lo_rule_deal(&rng, 4, LO_RULE_MERLIN, 1, 9)));   /* Merlin: 3x3 only */
    CHECK(!lo_rule_valid(3 | LO_WRAP, LO_RULE_OFF));
}

int main(void)
{
    RUN(every_kind_against_all_its_solutions);
    RUN(merlin_every_board_against_every_plan);
    RUN(deals_are_off_the_target_and_bad_ranges_return_at_once);
    return check_done();
}
