/* SPDX-License-Identifier: MIT */
/*
 * A build that leaves a mode out: this test links the game without
 * firmware/mode_design.c (see the Makefile). The menu shows Design dark
 * and refuses it with the buzz, the other modes play, and a save naming
 * Design is not restored.
 */
#include "game_driver.h"
#include "modes.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))

TEST(design_is_not_linked)
{
    CHECK(mode_linked(GAME_CLASSIC));
    CHECK(mode_linked(GAME_RANDOM));
    CHECK(!mode_linked(GAME_DESIGN));
}

TEST(menu_refuses_the_missing_mode)
{
    fresh();
    skip_intro();
    key(KEY_MODE);
    uint32_t before = image();
    CHECK_EQ(before & CELL(0, 2), 0);     /* Design dark */
    menu_pick(0, 2);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(image(), before);            /* still Classic, still dark */
    key(KEY_MODE);
    CHECK_EQ(g.mode, GAME_CLASSIC);
    CHECK_EQ(g.phase, PHASE_PLAY);        /* nothing changed: resumed */
}

TEST(other_modes_still_play)
{
    fresh();
    setup(GAME_RANDOM, 0, 4);
    CHECK_EQ(g.mode, GAME_RANDOM);
    CHECK_EQ(g.psize, 4);
    CHECK(g.board != 0);
    solve_board();
    CHECK_EQ(g.phase, PHASE_RESULT);
}

TEST(a_save_of_the_missing_mode_is_refused)
{
    fresh();
    skip_intro();
    game_save_t s;
    game_snapshot(&g, &s);
    game_t copy = g;
    CHECK(game_restore(&copy, &s));        /* the Classic save itself is good */
    s.mode = GAME_DESIGN;
    s.editing = 1;
    s.moves = s.hints = s.par = 0;
    s.start = s.board = 0x21u;
    copy = g;
    CHECK(!game_restore(&copy, &s));
    CHECK(memcmp(&copy, &g, sizeof g) == 0);   /* and the game is unchanged */
}

int main(void)
{
    RUN(design_is_not_linked);
    RUN(menu_refuses_the_missing_mode);
    RUN(other_modes_still_play);
    RUN(a_save_of_the_missing_mode_is_refused);
    return check_done();
}
