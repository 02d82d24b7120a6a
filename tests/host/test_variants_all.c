/* SPDX-License-Identifier: MIT */
/*
 * Every rule on every grid through the game's API (rule.h): for
 * each of the 15 pairs (3x3, 4x4, 5x5, 4x4 wrap, 5x5 wrap) x (Lights Out,
 * Lights On, three-state), on random and dealt boards: lo_rule_solve clears
 * the board with as few presses as the best of all solutions found by
 * light chasing (tests/host/lib/variants_check.h),
 * lo_rule_par and lo_rule_solvable agree, lo_rule_press and lo_rule_step move as the
 * model does, lo_rule_fixes names exactly the cells that make a board
 * solvable, and lo_rule_deal deals solvable boards off the target with their
 * par in range.
 */
#include <unistd.h>

#include "check.h"
#include "variants_check.h"
#include "prng.h"

static const uint8_t grids[5] = { 3, 4, 5, 4 | LO_WRAP, 5 | LO_WRAP };
static const char *names[5] = { "3x3", "4x4", "5x5", "4x4 wrap", "5x5 wrap" };

static int modulus(uint8_t rule)
{
    return rule == LO_RULE_THREE ? 3 : 2;
}

/* The model's board to clear: the difference from the target. */
static cells_t to_clear(lo_board_t board, uint8_t grid, uint8_t rule)
{
    if (rule == LO_RULE_ON) {
        board.p1 ^= lo_rule_mask(grid);
    }
    return tv_cells(board);
}

/* Number of solutions (model); the best one in *best. */
static long model_solve(lo_board_t board, uint8_t grid, uint8_t rule, cells_t *best)
{
    cells_t c = to_clear(board, grid, rule);
    return tv_solutions(&c, grid, modulus(rule), best);
}

static lo_board_t random_board(uint32_t *rng, uint8_t grid, uint8_t rule)
{
    cells_t c;
    memset(&c, 0, sizeof c);
    uint32_t mask = lo_rule_mask(grid);
    for (int i = 0; i < 25; i++) {
        c.v[i] = (mask >> i & 1u) ? (uint8_t)prng_below(rng, (uint32_t)modulus(rule)) : 0;
    }
    return tv_planes(&c);
}

/* Boards per pair: fewer where chasing tries many guesses. */
static int budget(uint8_t grid, uint8_t rule)
{
    long guesses = 1;
    for (int i = 0; i < ((grid & LO_WRAP) ? 2 : 1) * (grid & 7); i++) {
        guesses *= modulus(rule);
    }
    long n = 1000000 / guesses;
    return (int)(n > 2000 ? 2000 : n < 6 ? 6 : n);
}

static void check_pair(int g, uint8_t rule)
{
    uint8_t grid = grids[g];
    uint32_t rng = 99u + grid * 3u + rule;
    int bad = 0, n = budget(grid, rule), solvable = 0;
    for (int i = 0; i < n; i++) {
        lo_board_t b = random_board(&rng, grid, rule);
        if (i % 2) {
            b = lo_rule_deal(&rng, grid, rule, 1, 50);
        }
        cells_t best;
        long count = model_solve(b, grid, rule, &best);
        lo_board_t x = lo_rule_solve(b, grid, rule);
        solvable += count > 0;
        if (count == 0) {
            bad += !lo_none(x) || lo_rule_solvable(b, grid, rule) ||
                   lo_rule_par(b, grid, rule) != LO_NO_PAR;
        } else {
            cells_t c = to_clear(b, grid, rule);
            bad += !tv_clears(tv_planes(&c), x, grid, modulus(rule)) ||
                   lo_weight(x) != tv_key_of(&best).w || !lo_rule_solvable(b, grid, rule) ||
                   lo_rule_par(b, grid, rule) != tv_key_of(&best).w;
        }
        /* A press and a step, against the model. */
        uint8_t cell = (uint8_t)(5 * prng_below(&rng, grid & 7) + prng_below(&rng, grid & 7));
        cells_t m = tv_cells(b);
        tv_cross(&m, grid, cell / 5, cell % 5, 1, modulus(rule));
        lo_board_t p = lo_rule_press(b, cell, grid, rule), want = tv_planes(&m);
        bad += p.p1 != want.p1 || p.p2 != want.p2;
        m = tv_cells(b);
        m.v[cell] = (uint8_t)((m.v[cell] + 1) % modulus(rule));
        p = lo_rule_step(b, cell, rule);
        want = tv_planes(&m);
        bad += p.p1 != want.p1 || p.p2 != want.p2;
    }
    if (bad || solvable < n / 2) {
        CHECK_FAIL("%s rule %u: %d of %d boards wrong, %d solvable", names[g], rule, bad, n,
                   solvable);
    }
}

TEST(every_rule_on_every_grid_solves_as_the_model)
{
    for (int g = 0; g < 5; g++) {
        for (uint8_t rule = 0; rule < 3; rule++) {
            check_pair(g, rule);
        }
    }
}

/* lo_rule_fixes, on an unsolvable board: a cell is listed as one step
 * (p1) exactly when stepping it once makes the model solvable, as two
 * steps (p2) when only twice does. */
TEST(fixes_are_the_cells_that_make_a_board_solvable)
{
    uint32_t rng = 5;
    int checked = 0;
    for (int g = 0; g < 5; g++) {
        for (uint8_t rule = 0; rule < 3; rule++) {
            int boards = grids[g] == (5 | LO_WRAP) && rule == LO_RULE_THREE ? 3 : 12;
            for (int i = 0; i < boards; i++) {
                lo_board_t b = random_board(&rng, grids[g], rule), f = lo_rule_fixes(b, grids[g], rule);
                cells_t best;
                if (model_solve(b, grids[g], rule, &best) > 0) {
                    continue;   /* fixes are asked of unsolvable boards (rule.h) */
                }
                checked++;
                for (uint8_t cell = 0; cell < 25; cell++) {
                    if (!(lo_rule_mask(grids[g]) >> cell & 1u)) {
                        CHECK(!((f.p1 | f.p2) >> cell & 1u));
                        continue;
                    }
                    lo_board_t once = lo_rule_step(b, cell, rule), twice = lo_rule_step(once, cell, rule);
                    bool one = model_solve(once, grids[g], rule, &best) > 0;
                    bool two = rule == LO_RULE_THREE && !one &&
                               model_solve(twice, grids[g], rule, &best) > 0;
                    CHECK_EQ(f.p1 >> cell & 1u, one);
                    CHECK_EQ(f.p2 >> cell & 1u, two);
                }
            }
        }
    }
    CHECK(checked >= 40);   /* unsolvable boards met: enough to count */
}

/* lo_rule_deal: solvable, not at the target, par in the asked range. */
TEST(deals_are_solvable_off_target_and_in_range)
{
    for (int g = 0; g < 5; g++) {
        for (uint8_t rule = 0; rule < 3; rule++) {
            uint32_t rng = 1u + (uint32_t)g;
            lo_board_t t = lo_rule_target(grids[g], rule);
            for (int i = 0; i < 20; i++) {
                /* A range around the par of a board dealt from any par. */
                uint8_t lo = lo_rule_par(lo_rule_deal(&rng, grids[g], rule, 1, 50), grids[g], rule);
                uint8_t hi = (uint8_t)(lo + i % 2);
                lo_board_t b = lo_rule_deal(&rng, grids[g], rule, lo, hi);
                uint8_t par = lo_rule_par(b, grids[g], rule);
                CHECK(par >= lo && par <= hi);
                CHECK(b.p1 != t.p1 || b.p2 != t.p2);
                CHECK(lo_rule_solvable(b, grids[g], rule));
                CHECK(!(b.p1 & b.p2) && !((b.p1 | b.p2) & ~lo_rule_mask(grids[g])));
            }
        }
    }
}

int main(void)
{
    alarm(300);   /* a deal that loops fails here, not at the runner's 600 s */
    RUN(every_rule_on_every_grid_solves_as_the_model);
    RUN(fixes_are_the_cells_that_make_a_board_solvable);
    RUN(deals_are_solvable_off_target_and_in_range);
    return check_done();
}
