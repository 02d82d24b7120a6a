/* SPDX-License-Identifier: MIT */
/* Wins and what follows them, Random deals, and the sounds. */
#include "game_driver.h"
#include "puzzle.h"

#define WIN_SIGN 0x0011510ul   /* a check mark */

/* Perfect solve: light show, chirp, level 2 unlocked with its intro. */
TEST(win_perfect)
{
    fresh();
    skip_intro();
    solve_board();
    CHECK_EQ(g.phase, PHASE_RESULT);
    CHECK_EQ(g.result, GAME_PERFECT);
    CHECK_EQ(g.unlocked, 2);
    CHECK_EQ(tone(), 1047);
    now += 300u;
    CHECK_EQ(tone(), 2093);                /* rising */
    now -= 300u;
    CHECK_EQ(image(), WIN_SIGN);           /* the sign first */
    now += GAME_SIGN_MS - 1u;
    CHECK_EQ(image(), WIN_SIGN);
    now += 1u;
    CHECK_EQ(image(), 1ul << 12);          /* the show starts at the centre */
    now += 150u;
    CHECK_EQ(image(), 0x00729C0ul);
    wait_ms(2300);
    CHECK_EQ(g.phase, PHASE_INTRO);        /* within 3 s: next level */
    CHECK_EQ(g.level, 2);
    CHECK_EQ(g.board, level_board(2));
    CHECK_EQ(g.moves, 0);
    CHECK_EQ(g.hints, 0);
}

/* Over par: one lit cell per extra move for 2 s, then a new deal. */
TEST(win_over_par)
{
    fresh();
    setup(GAME_RANDOM, 0, 5);
    uint32_t first = g.board;
    key(0);
    key(1);
    key(1);
    key(0);
    key(7);
    key(7);
    solve_board();
    CHECK_EQ(g.phase, PHASE_RESULT);
    CHECK_EQ(g.result, 6);
    CHECK_EQ(image(), WIN_SIGN);
    wait_ms(GAME_SIGN_MS);
    CHECK_EQ(image(), 0x3Ful);             /* 6 cells from the top-left */
    wait_ms(1990);
    CHECK_EQ(image(), 0x3Ful);
    wait_ms(20);
    CHECK_EQ(g.phase, PHASE_INTRO);
    CHECK(g.board != first);
    CHECK(g.board != 0);
    CHECK(lo_solvable(g.board, 5));
    CHECK_EQ(g.par, brute_par(g.board, 5));
}

/* Random deals are solvable, not solved, and differ. */
TEST(random_deals)
{
    fresh();
    setup(GAME_RANDOM, 0, 5);
    uint32_t seen[50];
    int same = 0;
    for (int i = 0; i < 50; i++) {
        seen[i] = g.board;
        CHECK(g.board != 0);
        CHECK(lo_solvable(g.board, 5));
        CHECK_EQ(g.par, lo_par(g.board, 5));
        for (int j = 0; j < i; j++) {
            same += seen[j] == g.board;
        }
        key(KEY_START);
        skip_intro();
    }
    CHECK(same < 2);
}

/* Sound: click per move, buzz on refusal, nothing when off. */
TEST(sound)
{
    fresh();
    skip_intro();
    key(6);
    CHECK_EQ(tone(), SOUND_CLICK_HZ);
    now += SOUND_CLICK_MS;
    CHECK_EQ(tone(), 0);
    key(KEY_START);
    key(KEY_UNDO);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    now += SOUND_BUZZ_MS - 1u;
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    now += 1u;
    CHECK_EQ(tone(), 0);
    key(KEY_MODE);
    menu_pick(3, 0);
    key(KEY_MODE);
    key(6);
    CHECK_EQ(tone(), 0);
    key(KEY_START);
    key(KEY_UNDO);
    CHECK_EQ(tone(), 0);
}

/* After the last level, play goes on at level 1; nothing locks again. */
TEST(last_level_wraps)
{
    game_save_t s;
    fresh();
    skip_intro();
    game_snapshot(&g, &s);
    s.unlocked = LEVEL_COUNT;
    s.level = LEVEL_COUNT;
    s.start = s.board = level_board(LEVEL_COUNT);
    s.par = lo_par(s.start, 5);
    CHECK_EQ(s.par, 15);
    CHECK(game_restore(&g, &s));
    solve_board();
    CHECK_EQ(g.result, GAME_PERFECT);
    wait_ms(2500);
    CHECK_EQ(g.phase, PHASE_INTRO);
    CHECK_EQ(g.level, 1);
    CHECK_EQ(g.unlocked, LEVEL_COUNT);
    CHECK_EQ(g.board, level_board(1));
}

int main(void)
{
    RUN(win_perfect);
    RUN(win_over_par);
    RUN(random_deals);
    RUN(sound);
    RUN(last_level_wraps);
    return check_done();
}
