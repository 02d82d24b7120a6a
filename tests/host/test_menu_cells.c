/* SPDX-License-Identifier: MIT */
/*
 * The menu's new cells through the game API: Action (row 0 col 3), the
 * brightness cells (row 3 cols 2-4, lit beside sound), tutor hints (row 4
 * col 1, a toggle), and the self-test (row 4 col 4): the host build links
 * firmware/app/selftest.c, so the cell is lit and enters PHASE_SELFTEST,
 * which EV_SELFTEST_END leaves.
 */
#include "game_driver.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))

TEST(action_cell)
{
    fresh();
    skip_intro();
    key(KEY_MODE);
    menu_pick(0, 3);
    CHECK_EQ(tone(), SOUND_CLICK_HZ);
    CHECK(image() & CELL(0, 3));
    key(KEY_MODE);
    CHECK_EQ(g.mode, GAME_ACTION);
    CHECK_EQ(g.phase, PHASE_PLAY);     /* no intro: it starts dark */
    CHECK_EQ(image(), 0);
}

/* Row 3 has two lit cells; each brightness applies at once and is saved. */
TEST(brightness_cells)
{
    fresh();
    skip_intro();
    key(KEY_MODE);
    for (uint8_t b = 0; b < 3u; b++) {
        uint8_t v = g.version;
        menu_pick(3, (uint8_t)(2u + b));
        CHECK_EQ(tone(), SOUND_CLICK_HZ);
        CHECK_EQ(g.bright, b);
        CHECK(g.version != v);         /* a save is due */
        CHECK_EQ((image() >> 15) & 0x1Fu, 0x2u | (0x4u << b));
    }
    menu_pick(3, 0);                   /* sound off keeps the brightness */
    CHECK_EQ((image() >> 15) & 0x1Fu, 0x1u | 0x10u);
    menu_pick(3, 2);
    key(KEY_MODE);
    CHECK_EQ(g.phase, PHASE_PLAY);     /* no new puzzle */
    game_save_t s;
    game_snapshot(&g, &s);
    CHECK_EQ(s.bright, BRIGHT_LOW);
    game_t copy;
    game_init(&copy, 1, now);
    CHECK_EQ(copy.bright, BRIGHT_HIGH);   /* fresh: high */
    CHECK(game_restore(&copy, &s));
    CHECK_EQ(copy.bright, BRIGHT_LOW);
    s.bright = 3;
    CHECK(!game_restore(&copy, &s));
}

TEST(tutor_cell)
{
    fresh();
    skip_intro();
    key(KEY_MODE);
    CHECK_EQ(image() & CELL(4, 1), 0);  /* off */
    menu_pick(4, 1);
    CHECK_EQ(tone(), SOUND_CLICK_HZ);
    CHECK_EQ(g.tutor, 1);
    CHECK(image() & CELL(4, 1));
    CHECK_EQ(g.phase, PHASE_MENU);
    key(KEY_MODE);
    game_save_t s;
    game_snapshot(&g, &s);
    CHECK_EQ(s.tutor, 1);
    key(KEY_MODE);
    menu_pick(4, 1);
    CHECK_EQ(g.tutor, 0);
    CHECK_EQ(image() & CELL(4, 1), 0);
}

TEST(selftest_cell)
{
    fresh();
    skip_intro();
    key(7);
    uint32_t board = g.board;
    key(KEY_MODE);
    CHECK(image() & CELL(4, 4));       /* linked: lit */
    menu_pick(4, 4);
    CHECK_EQ(tone(), SOUND_CLICK_HZ);
    CHECK_EQ(g.phase, PHASE_SELFTEST);
    key(12);                           /* keys are the self-test's */
    key(KEY_MODE);
    CHECK_EQ(g.phase, PHASE_SELFTEST);
    CHECK_EQ(g.board, board);
    game_save_t s;
    game_snapshot(&g, &s);
    CHECK_EQ(s.board, board);          /* a save resumes the game */
    game_event(&g, EV_SELFTEST_END, now += 100u);
    CHECK_EQ(g.phase, PHASE_PLAY);     /* where the menu was opened */
    CHECK_EQ(g.board, board);
    CHECK_EQ(g.moves, 1);
    game_event(&g, EV_SELFTEST_END, now += 100u);   /* elsewhere: nothing */
    CHECK_EQ(g.phase, PHASE_PLAY);
    CHECK_EQ(g.board, board);
}

int main(void)
{
    RUN(action_cell);
    RUN(brightness_cells);
    RUN(tutor_cell);
    RUN(selftest_cell);
    return check_done();
}
