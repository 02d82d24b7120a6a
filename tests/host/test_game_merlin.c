/* SPDX-License-Identifier: MIT */
/*
 * Merlin's Magic Square in the game (menu row 1 col 3): the menu, presses
 * against a model written here from the rules (a corner flips its 2x2
 * block, a side's middle its side, the centre its plus), the ring target,
 * Random's deals and pars against a brute force over all 512 plans, the
 * hint, Design, saves, and the grid setting kept for after Merlin.
 */
#include "game_driver.h"
#include "puzzle.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))
#define RING 0x1CA7u        /* the eight outer cells of 3x3, the centre dark */
#define GRID_5W 4u          /* menu column */

/* The cells a press of (r, c) flips, from the rules. */
static uint32_t model_press(uint8_t r, uint8_t c)
{
    uint32_t m = 0;
    if (r != 1 && c != 1) {            /* a corner: its 2x2 block */
        uint8_t r0 = r ? 1 : 0, c0 = c ? 1 : 0;
        m = CELL(r0, c0) | CELL(r0, c0 + 1) | CELL(r0 + 1, c0) | CELL(r0 + 1, c0 + 1);
    } else if (r == 1 && c == 1) {     /* the centre: its plus */
        m = CELL(0, 1) | CELL(1, 0) | CELL(1, 1) | CELL(1, 2) | CELL(2, 1);
    } else if (r == 1) {               /* the middle of the left or right side */
        m = CELL(0, c) | CELL(1, c) | CELL(2, c);
    } else {                           /* the middle of the top or bottom side */
        m = CELL(r, 0) | CELL(r, 1) | CELL(r, 2);
    }
    return m;
}

/* Fewest presses from b to the ring, over all 512 plans (99: none). */
static unsigned model_par(uint32_t b)
{
    unsigned best = 99;
    for (unsigned plan = 0; plan < 512u; plan++) {
        uint32_t x = b;
        for (uint8_t i = 0; i < 9u; i++) {
            if (plan >> i & 1u) {
                x ^= model_press(i / 3u, i % 3u);
            }
        }
        if (x == RING && (unsigned)__builtin_popcount(plan) < best) {
            best = (unsigned)__builtin_popcount(plan);
        }
    }
    return best;
}

/* Choosing Merlin lights 3x3 in the grid row, refuses the other grids,
 * and deals 3x3; choosing another rule brings the grid setting back. */
TEST(menu_merlin)
{
    fresh();
    setup_cols(GAME_RANDOM, RULE_OFF, GRID_5W);
    key(KEY_MODE);
    menu_pick(1, RULE_MERLIN);
    CHECK_EQ(tone(), SOUND_CLICK_HZ);
    CHECK_EQ((image() >> 5) & 0x1Fu, 1u << RULE_MERLIN);
    CHECK_EQ((image() >> 10) & 0x1Fu, 1u);   /* 3x3 */
    menu_pick(2, 2);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    key(KEY_MODE);
    skip_intro();
    CHECK_EQ(g.psize, 3);
    CHECK_EQ(play_grid(), 3);
    CHECK_EQ(g.board & ~lo_grid_mask(3), 0u);
    key(KEY_MODE);
    menu_pick(1, RULE_OFF);
    CHECK_EQ((image() >> 10) & 0x1Fu, 1u << GRID_5W);   /* the grid as it was */
    key(KEY_MODE);
    skip_intro();
    CHECK_EQ(play_grid(), 5u | LO_WRAP);
}

/* Each of the nine presses flips its pattern; the press that lights the
 * ring wins. */
TEST(presses_and_the_ring)
{
    fresh();
    setup_cols(GAME_RANDOM, RULE_MERLIN, 0);
    for (uint8_t i = 0; i < 9u; i++) {
        uint8_t r = i / 3u, c = i % 3u;
        uint32_t before = g.board;
        if (before == RING) {
            break;
        }
        key((uint8_t)(5u * r + c));
        if (g.phase != PHASE_PLAY) {
            CHECK_EQ(before ^ model_press(r, c), RING);   /* that press won */
            break;
        }
        CHECK_EQ(g.board, before ^ model_press(r, c));
    }
    fresh();
    setup_cols(GAME_RANDOM, RULE_MERLIN, 0);
    CHECK_EQ(play_target(), RING);
    solve_board();
    CHECK_EQ(g.phase, PHASE_RESULT);
    CHECK_EQ(g.result, GAME_PERFECT);
}

/* Random deals: never the ring, every start's par the brute force's;
 * the hint's plan has that many cells and solves the board. */
TEST(deals_pars_hints)
{
    fresh();
    unsigned seen = 0;
    for (int i = 0; i < 40; i++) {
        setup_cols(GAME_RANDOM, RULE_MERLIN, 0);
        if (i % 2) {
            key(KEY_START);
            skip_intro();
        }
        CHECK(g.board != RING);
        CHECK_EQ(g.par, model_par(g.board));
        seen |= 1u << g.par;
        key(KEY_HINT);
        key(KEY_HINT);   /* the second shows the whole plan */
        uint32_t x = g.board;
        for (uint8_t c = 0; c < 25u; c++) {
            if (g.blink >> c & 1u) {
                x ^= model_press(c / 5u, c % 5u);
            }
        }
        CHECK_EQ(x, RING);
        CHECK_EQ((unsigned)__builtin_popcount(g.blink), g.par);
    }
    CHECK(__builtin_popcount(seen) >= 4);   /* pars of several sizes met */
}

/* Design under Merlin: a key flips its cell alone; START plays the board
 * with the brute force's par; a save of it resumes. */
TEST(design_and_save)
{
    fresh();
    setup_cols(GAME_DESIGN, RULE_MERLIN, 0);
    CHECK_EQ(g.phase, PHASE_EDIT);
    key(0);
    key(12);
    CHECK_EQ(g.board, CELL(0, 0) | CELL(2, 2));
    key(KEY_START);
    CHECK_EQ(g.phase, PHASE_INTRO);
    CHECK_EQ(g.par, model_par(CELL(0, 0) | CELL(2, 2)));
    skip_intro();
    key(6);   /* the centre: its plus */
    game_save_t s;
    game_snapshot(&g, &s);
    game_t before = g;
    fresh();
    CHECK(game_restore(&g, &s));
    CHECK_EQ(g.board, before.board);
    CHECK_EQ(g.par, before.par);
    CHECK_EQ(play_grid(), 3);
    game_save_t bad = s;
    bad.par++;
    CHECK(!game_restore(&g, &bad));
}

int main(void)
{
    RUN(menu_merlin);
    RUN(presses_and_the_ring);
    RUN(deals_pars_hints);
    RUN(design_and_save);
    return check_done();
}
