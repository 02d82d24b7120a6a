/* SPDX-License-Identifier: MIT */
/*
 * Tutor hints through the game API: following the first HINT's cell from
 * any solvable board reaches the target, on every 3x3 and 4x4 board and
 * on 10^5 random 5x5 boards, Lights Out and Lights On (the presses it
 * took are reported); the steps are the method's (chase below the
 * topmost differing row; then the table's top-row fix, kept until
 * pressed); with tutor hints off HINT is the fewest-press plan.
 */
#include <stdio.h>
#include "game_driver.h"
#include "tutor_table.h"

/* Play board b (solvable, not solved) in Random on a size grid. */
static bool begin(uint32_t b, uint8_t size, uint8_t on)
{
    game_save_t s;
    game_snapshot(&g, &s);
    s.mode = GAME_RANDOM;
    s.size = size;
    s.rule = on;
    s.tutor = 1;
    s.start = s.board = b;
    s.moves = s.hints = 0;
    s.par = lo_par(b ^ lo_target(size, on), size);
    return game_restore(&g, &s);
}

static void ev(uint8_t e)
{
    now += 10u;
    game_event(&g, e, now);
}

/* Follow the first HINT to the win; presses made, or 0 if it failed. */
static unsigned follow(void)
{
    unsigned n = 0;
    while (g.phase == PHASE_PLAY && n < 60u) {
        ev(KEY_HINT);
        if (g.blink == 0 || (g.blink & (g.blink - 1u)) != 0) {
            return 0;                  /* not one cell */
        }
        ev((uint8_t)__builtin_ctz(g.blink));
        n++;
    }
    return g.phase == PHASE_RESULT ? n : 0;
}

/* Every solvable board of a size (or count random ones), both targets. */
static void sweep(uint8_t size, uint32_t count)
{
    uint32_t grid = lo_grid_mask(size), rng = 99;
    for (uint8_t on = 0; on < 2u; on++) {
        unsigned boards = 0, most = 0, bad = 0;
        unsigned long sum = 0;
        for (uint32_t i = 1; count ? boards < count : i < (1ul << (size * size)); i++) {
            uint32_t d = 0;
            if (count) {
                d = prng_next(&rng) & grid;
            } else {
                for (uint8_t c = 0, k = 0; c < 25u; c++) {
                    if (grid >> c & 1u) {
                        d |= (uint32_t)(i >> k++ & 1u) << c;
                    }
                }
            }
            if (d == 0 || !lo_solvable(d, size)) {
                continue;
            }
            fresh();
            if (!begin(d ^ lo_target(size, on), size, on)) {
                bad++;
                continue;
            }
            unsigned n = follow();
            boards++;
            bad += n == 0;
            sum += n;
            most = n > most ? n : most;
        }
        CHECK_EQ(bad, 0);
        printf("  tutor %ux%u %s: %u boards, presses mean %.1f, most %u\n", size, size,
               on ? "Lights On " : "Lights Out", boards, (double)sum / boards, most);
    }
}

TEST(tutor_solves_every_3x3) { sweep(3, 0); }
TEST(tutor_solves_every_4x4) { sweep(4, 0); }
TEST(tutor_solves_5x5) { sweep(5, 100000u); }

/* The steps: chase cells below the topmost differing row, one then all. */
TEST(tutor_chase_steps)
{
    fresh();
    uint32_t d = lo_apply(0, (1ul << 6) | (1ul << 18), 5);   /* rows 0..4 lit */
    CHECK(begin(d ^ 0x1FFFFFFul, 5, 1));                    /* Lights On */
    ev(KEY_HINT);
    uint32_t row0 = d & 0x1Fu;
    CHECK_EQ(g.blink, (row0 & (~row0 + 1u)) << 5);          /* one cell below */
    ev(KEY_HINT);
    CHECK_EQ(g.blink, row0 << 5);                          /* the whole row */
    CHECK_EQ(g.hints, 2);
    CHECK_EQ(g.fix, 0);
}

/* Only the bottom row differs: the table's fix, remembered while pressed. */
TEST(tutor_fix_steps)
{
    fresh();
    uint32_t p = 0x11u;                                     /* X...X */
    uint8_t x = tutor_fix_table[32u - 8u + p];
    CHECK_EQ(x, 0x03u);                                     /* XX... */
    CHECK(begin(p << 20, 5, 0));
    ev(KEY_HINT);
    CHECK_EQ(g.blink, 1u);
    ev(KEY_HINT);
    CHECK_EQ(g.blink, x);
    CHECK_EQ(g.fix, x);
    ev(1);                                                  /* one of them */
    CHECK_EQ(g.fix, 0x01u);
    ev(KEY_HINT);
    CHECK_EQ(g.blink, 0x01u);                               /* still the fix */
    ev(12);                                                 /* another cell */
    CHECK_EQ(g.fix, 0);
    ev(KEY_HINT);
    CHECK(g.blink != 0x01u);                                /* a chase again */
}

/* Tutor hints off: the fewest-press plan as before. */
TEST(tutor_off_is_fewest)
{
    fresh();
    uint32_t d = 0x11u << 20;
    CHECK(begin(d, 5, 0));
    key(KEY_MODE);
    menu_pick(4, 1);
    key(KEY_MODE);
    CHECK_EQ(g.tutor, 0);
    key(KEY_HINT);
    key(KEY_HINT);
    CHECK_EQ(g.blink, lo_solve(d, 5));
}

int main(void)
{
    RUN(tutor_solves_every_3x3);
    RUN(tutor_solves_every_4x4);
    RUN(tutor_solves_5x5);
    RUN(tutor_chase_steps);
    RUN(tutor_fix_steps);
    RUN(tutor_off_is_fewest);
    return check_done();
}
