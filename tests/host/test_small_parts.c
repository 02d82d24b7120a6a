/* SPDX-License-Identifier: MIT */
/*
 * A build as the 8 KB board's: this test links the game without
 * firmware/game/modes/action.c, versus.c, firmware/game/tutor.c (mk/tutor.mk)
 * and stats.c. Their menu cells are dark and buzz, HINT is the fewest-press
 * hint, saves naming them are refused, and a solve counts nothing: the
 * save stays layout 3, the snapshot alone.
 */
#include "game_driver.h"
#include "modes.h"
#include "tutor.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))

TEST(menu_refuses_what_is_out)
{
    CHECK(!mode_linked(GAME_ACTION));
    CHECK(!mode_linked(GAME_VERSUS));
    CHECK(!tutor_linked());
    fresh();
    skip_intro();
    key(KEY_MODE);
    uint32_t before = image();
    CHECK_EQ(before & (CELL(0, 3) | CELL(0, 4) | CELL(4, 1) | CELL(4, 2)), 0);
    static const uint8_t out[][2] = {{0, 3}, {0, 4}, {4, 1}, {4, 2}};
    for (unsigned i = 0; i < 4; i++) {
        menu_pick(out[i][0], out[i][1]);
        CHECK_EQ(tone(), SOUND_BUZZ_HZ);
        CHECK_EQ(image(), before);
        CHECK_EQ(g.phase, PHASE_MENU);
    }
    CHECK_EQ(g.tutor, 0);
    menu_pick(3, 3);                   /* brightness is always there */
    CHECK_EQ(g.bright, BRIGHT_MID);
    key(KEY_MODE);
    CHECK_EQ(g.mode, GAME_CLASSIC);
    key(KEY_HINT);                     /* the fewest-press hint */
    uint32_t plan = lo_solve(g.board, 5);
    CHECK_EQ(g.blink, plan & (~plan + 1u));
}

TEST(saves_of_what_is_out_are_refused)
{
    fresh();
    skip_intro();
    game_save_t s, t;
    game_snapshot(&g, &s);
    game_t copy = g;
    t = s;
    t.tutor = 1;
    CHECK(!game_restore(&copy, &t));
    t = s;
    t.mode = GAME_ACTION;
    t.start = t.par = 0;
    t.board = 0x23880u;
    CHECK(!game_restore(&copy, &t));
    t = s;                             /* a Versus round, as a full build saves it */
    t.mode = GAME_VERSUS;
    t.level = 1;
    t.start = t.board = lo_deal(&(uint32_t){ 7 }, 5, 6, 12);
    t.par = lo_par(t.start, 5);
    CHECK(!game_restore(&copy, &t));
    t.versus = VS_TURN;
    CHECK(!game_restore(&copy, &t));
    CHECK(memcmp(&copy, &g, sizeof g) == 0);
    CHECK(game_restore(&copy, &s));
}

/* No statistics: a solve counts nothing, the record is the snapshot. */
TEST(no_statistics)
{
    CHECK_EQ(GAME_SAVE_LAYOUT, 3);
    CHECK_EQ(GAME_RECORD_SIZE, sizeof(game_save_t));
    fresh();
    skip_intro();
    solve_board();
    CHECK_EQ(g.phase, PHASE_RESULT);
    CHECK_EQ(g.stats.solves, 0);
    CHECK_EQ(g.stats.perfect, 0);
    game_record_t r;
    memset(&r, 0xA5, sizeof r);
    game_record(&g, &r);
    CHECK_EQ(r.stats.solves, 0xA5A5);          /* not part of the record */
    game_t copy;
    game_init(&copy, 1, now);
    CHECK(game_resume(&copy, &r));             /* what follows it is not read */
}

int main(void)
{
    RUN(menu_refuses_what_is_out);
    RUN(saves_of_what_is_out_are_refused);
    RUN(no_statistics);
    return check_done();
}
