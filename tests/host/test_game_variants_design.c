/* SPDX-License-Identifier: MIT */
/*
 * The variants in the game, continued: Design under three-state and on
 * wrap grids, Classic and Action staying 5x5 Lights Out, and saves of
 * variant puzzles (the rules' model: variants_model.h).
 */
#include "game_driver.h"
#include "variants_model.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))
#define GRID_4W 3u   /* menu columns */
#define GRID_5W 4u

/* Design under three-state: a key steps one cell off, dim, bright, off;
 * an unsolvable design buzzes and blinks the cells one or two steps
 * would fix; a solvable one plays with its par. */
TEST(design_three)
{
    fresh();
    setup_cols(GAME_DESIGN, RULE_THREE, 2);
    CHECK_EQ(g.phase, PHASE_EDIT);
    key(6);
    CHECK_EQ(state(play_board(), 6), 1u);
    CHECK_EQ(image_dim(), CELL(1, 1));
    key(6);
    CHECK_EQ(state(play_board(), 6), 2u);
    CHECK_EQ(image_dim(), 0);
    CHECK_EQ(image(), CELL(1, 1));
    key(6);
    CHECK_EQ(state(play_board(), 6), 0u);
    /* 5x5 three-state: 1 board in 27 is solvable; find an unsolvable one
     * of a few cells. */
    key(20);
    key(20);
    key(6);
    key(13);
    for (uint8_t cell = 0; lo_rule_solvable(play_board(), 5, RULE_THREE); cell++) {
        key(cell);
    }
    lo_board_t f = lo_rule_fixes(play_board(), 5, RULE_THREE);
    key(KEY_START);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(g.phase, PHASE_EDIT);
    CHECK_EQ(g.blink, f.p1 | f.p2);
    CHECK(g.blink != 0);
    /* Step one blinking cell as often as it says: then it plays. */
    uint8_t c = (uint8_t)__builtin_ctz(g.blink);
    key(c);
    if (f.p2 >> c & 1u) {
        key(c);
    }
    lo_board_t d = play_board();
    key(KEY_START);
    CHECK_EQ(tone(), SOUND_CLICK_HZ);
    CHECK_EQ(g.phase, PHASE_INTRO);
    CHECK_EQ(g.par, lo_rule_par(d, 5, RULE_THREE));
    skip_intro();
    solve_board();
    CHECK_EQ(g.phase, PHASE_RESULT);
    wait_ms(5000);
    CHECK_EQ(g.phase, PHASE_EDIT);   /* back to the editor with the design */
    CHECK(same(play_board(), d));
}

/* Design on a wrap grid flips single cells; its verdict uses the torus. */
TEST(design_wrap)
{
    fresh();
    setup_cols(GAME_DESIGN, RULE_OFF, GRID_4W);
    key(0);   /* one lit cell: solvable on the 4x4 torus (nullity 0) */
    CHECK_EQ(g.board, CELL(0, 0));
    key(KEY_START);
    CHECK_EQ(g.phase, PHASE_INTRO);
    CHECK_EQ(g.par, lo_rule_par(play_board(), 4u | LO_WRAP, RULE_OFF));
    fresh();
    setup_cols(GAME_DESIGN, RULE_OFF, GRID_5W);
    key(0);   /* 5x5 torus: one cell alone is not solvable */
    key(KEY_START);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(g.blink, lo_rule_fixes(play_board(), 5u | LO_WRAP, RULE_OFF).p1);
}

/* Classic and Action stay 5x5 Lights Out under three-state and wrap. */
TEST(classic_action_plain)
{
    fresh();
    setup_cols(GAME_CLASSIC, RULE_THREE, GRID_5W);
    CHECK_EQ(play_grid(), 5u);
    CHECK_EQ(g.board, level_board(1));
    CHECK_EQ(g.par, lo_par(level_board(1), 5));
    key(0);   /* the plain cross, no wrap */
    CHECK_EQ(g.board, level_board(1) ^ cross(0, 5, false));
    CHECK_EQ(g.board_bright, 0);
    CHECK_EQ(image_dim(), 0);
    setup_cols(GAME_ACTION, RULE_THREE, GRID_4W);
    CHECK_EQ(g.psize, 5);
    wait_ms(3000);   /* a step: one plain cross */
    CHECK(g.board != 0);
    CHECK_EQ(g.board_bright, 0);
    CHECK(lo_solvable(g.board, 5));
}

/* A save of a three-state or wrap puzzle resumes exactly; broken ones
 * are refused. */
TEST(save_restore)
{
    for (uint8_t col = 2; col < 5u; col++) {
        fresh();
        setup_cols(GAME_RANDOM, RULE_THREE, col);
        key(0);
        game_save_t s;
        game_snapshot(&g, &s);
        game_t before = g;
        fresh();
        CHECK(game_restore(&g, &s));
        CHECK(same(play_board(), (lo_board_t){ before.board, before.board_bright }));
        CHECK_EQ(g.start_bright, before.start_bright);
        CHECK_EQ(g.psize, before.psize);
        CHECK_EQ(play_grid(), col == 2 ? 5u : (uint8_t)((col + 1u) | LO_WRAP));
        game_save_t bad = s;
        bad.board_bright |= s.board & -s.board;   /* a cell dim and bright */
        CHECK(!game_restore(&g, &bad));
        bad = s;
        bad.par++;
        CHECK(!game_restore(&g, &bad));
        bad = s;
        bad.rule = RULE_OFF;   /* bright cells under Lights Out */
        CHECK(s.start_bright == 0 || !game_restore(&g, &bad));
    }
    fresh();
    setup_cols(GAME_DESIGN, RULE_THREE, 1);
    key(0);
    key(1);
    key(1);
    game_save_t s;
    game_snapshot(&g, &s);
    fresh();
    CHECK(game_restore(&g, &s));
    CHECK_EQ(g.phase, PHASE_EDIT);
    CHECK_EQ(g.board, CELL(0, 0));
    CHECK_EQ(g.board_bright, CELL(0, 1));
}

int main(void)
{
    RUN(design_three);
    RUN(design_wrap);
    RUN(classic_action_plain);
    RUN(save_restore);
    return check_done();
}
