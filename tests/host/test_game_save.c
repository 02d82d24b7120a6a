/* SPDX-License-Identifier: MIT */
/* Snapshots: round trips, what a save resumes to, and bad snapshots. */
#include "game_driver.h"

static bool same_save(const game_save_t *a, const game_save_t *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

/* Snapshot, restore into a fresh game, snapshot again: identical, and the
 * game plays on from the same board. */
TEST(round_trip_play)
{
    game_save_t s, t;
    fresh();
    setup(GAME_RANDOM, 1, 4);
    key(0);
    key(5);
    key(KEY_HINT);
    game_snapshot(&g, &s);
    game_t before = g;
    game_init(&g, 999u, now);
    CHECK(game_restore(&g, &s));
    game_snapshot(&g, &t);
    CHECK(same_save(&s, &t));
    CHECK_EQ(g.phase, PHASE_PLAY);
    CHECK_EQ(g.board, before.board);
    CHECK_EQ(g.start, before.start);
    CHECK_EQ(g.moves, 2);
    CHECK_EQ(g.hints, 1);
    CHECK_EQ(g.par, before.par);
    CHECK_EQ(g.psize, 4);
    CHECK_EQ(g.rule, 1);
    CHECK_EQ(image(), before.board);
    key(KEY_START);                    /* still Random: deals */
    CHECK_EQ(g.phase, PHASE_INTRO);
}

/* Classic progress and the editor survive; a menu or result is not saved. */
TEST(round_trip_states)
{
    game_save_t s;
    fresh();
    skip_intro();
    solve_board();
    CHECK_EQ(g.phase, PHASE_RESULT);
    game_snapshot(&g, &s);             /* holds level 2, ready to play */
    CHECK_EQ(s.unlocked, 2);
    CHECK_EQ(s.level, 2);
    CHECK_EQ(s.board, level_board(2));
    CHECK_EQ(s.moves, 0);
    fresh();
    CHECK(game_restore(&g, &s));
    CHECK_EQ(g.phase, PHASE_PLAY);
    CHECK_EQ(g.level, 2);
    CHECK_EQ(g.unlocked, 2);

    setup(GAME_DESIGN, 0, 5);
    key(3);
    key(KEY_MODE);                     /* in the menu: the editor is saved */
    game_snapshot(&g, &s);
    CHECK_EQ(s.editing, 1);
    CHECK_EQ(s.board, 1ul << 3);
    CHECK_EQ(s.unlocked, 2);
    fresh();
    CHECK(game_restore(&g, &s));
    CHECK_EQ(g.phase, PHASE_EDIT);
    CHECK_EQ(image(), 1ul << 3);
    key(KEY_START);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);   /* unsolvable verdict still works */
}

/* Every bad field is refused and leaves the game untouched. */
TEST(rejects_bad)
{
    game_save_t good, s;
    fresh();
    setup(GAME_CLASSIC, 0, 5);
    key(2);
    game_snapshot(&g, &good);
    game_t before = g;
    CHECK(game_restore(&g, &good));

    game_save_t bad[20];
    for (int i = 0; i < 20; i++) {
        bad[i] = good;
    }
    bad[0].mode = 3;
    bad[1].rule = RULE_MERLIN + 1u;
    bad[2].size = 2;
    bad[3].size = 6;
    bad[4].sound = 2;
    bad[5].unlocked = 0;
    bad[6].unlocked = LEVEL_COUNT + 1u;
    bad[7].level = 2;                  /* beyond unlocked */
    bad[8].editing = 1;                /* not Design */
    bad[9].board = good.board | (1ul << 25);
    bad[10].start ^= 1;                /* not the level's board */
    bad[11].par = (uint8_t)(good.par + 1u);
    bad[12].versus = 1;
    bad[13].board = 0;                 /* already solved */
    bad[14].board = good.board ^ 1u;   /* unsolvable */
    bad[15].level = 0;
    bad[16].wrap = 2;
    bad[17].board_bright = 1u << 12;   /* bright cells: not three-state */
    bad[18].start_bright = 1u << 12;
    bad[19].size = 3;                  /* a 3x3 wrap grid is none */
    bad[19].wrap = 1;
    for (int i = 0; i < 20; i++) {
        g = before;
        CHECK(!game_restore(&g, &bad[i]));
        if (memcmp(&g, &before, sizeof g) != 0) {
            CHECK_FAIL("bad snapshot %d changed the game", i);
        }
    }

    /* A Random 3x3 puzzle cannot hold cells outside its grid. */
    setup(GAME_RANDOM, 0, 3);
    game_snapshot(&g, &s);
    CHECK(game_restore(&g, &s));
    s.board |= 1ul << 3;
    CHECK(!game_restore(&g, &s));
    /* An editor snapshot with moves is not one the game writes. */
    setup(GAME_DESIGN, 0, 5);
    game_snapshot(&g, &s);
    CHECK(game_restore(&g, &s));
    s.moves = 1;
    CHECK(!game_restore(&g, &s));
}

/* The version changes with every move, hint and setting, not with time. */
TEST(version)
{
    fresh();
    uint16_t v = game_version(&g);
    wait_ms(500);
    CHECK_EQ(game_version(&g), v);
    skip_intro();
    v = game_version(&g);
    key(8);
    CHECK(game_version(&g) != v);
    v = game_version(&g);
    key(KEY_HINT);
    CHECK(game_version(&g) != v);
    v = game_version(&g);
    wait_ms(1000);
    CHECK_EQ(game_version(&g), v);
    key(30);                           /* no such key */
    key(KEY_START);
    v = game_version(&g);              /* restarted */
    key(KEY_UNDO);                     /* refused: nothing to save */
    CHECK_EQ(game_version(&g), v);
    key(KEY_MODE);                     /* the menu alone changes no save */
    menu_pick(0, 1);
    menu_pick(0, 0);
    menu_pick(1, 4);
    CHECK_EQ(game_version(&g), v);
    menu_pick(3, 0);                   /* sound applies at once */
    CHECK(game_version(&g) != v);
    v = game_version(&g);
    menu_pick(2, 1);
    CHECK_EQ(game_version(&g), v);
    key(KEY_MODE);                     /* leaving applies the 4x4 grid */
    CHECK(game_version(&g) != v);
    CHECK_EQ(game_board(&g), g.board);
}

int main(void)
{
    RUN(round_trip_play);
    RUN(round_trip_states);
    RUN(rejects_bad);
    RUN(version);
    return check_done();
}
