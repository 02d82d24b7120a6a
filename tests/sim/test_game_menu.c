/* SPDX-License-Identifier: MIT */
/*
 * Pin-level scenarios: every menu setting, sound on and off at
 * the buzzer pin, level select with paging and the refused dark cell, and
 * a solved level unlocking the next.
 */
#include <string.h>
#include "game_scene.h"

/* Row 4 cols 2 and 4 are lit where the build has the statistics and a
 * self-test. */
static uint32_t st;
#define MENU_DEFAULT (CELL(0, 0) | CELL(1, 0) | CELL(2, 2) | CELL(3, 1) | CELL(3, 4) | CELL(4, 0) | st)

TEST(boots_to_level_1)
{
    CHECK(rig != NULL);
    CHECK_EQ(rig_board(rig), level_board(1));
}

/* The menu lights the current value of each row; a cell sets its row. */
TEST(menu_shows_and_sets)
{
    press(KEY_MODE);
    CHECK_EQ(rig_board(rig), MENU_DEFAULT);
    press(1);
    CHECK_EQ(rig_board(rig), MENU_DEFAULT ^ CELL(0, 0) ^ CELL(0, 1));
    press(6);
    CHECK_EQ(rig_board(rig), CELL(0, 1) | CELL(1, 1) | CELL(2, 2) | CELL(3, 1) | CELL(3, 4) | CELL(4, 0) | st);
    press(10);
    CHECK_EQ(rig_board(rig), CELL(0, 1) | CELL(1, 1) | CELL(2, 0) | CELL(3, 1) | CELL(3, 4) | CELL(4, 0) | st);
    press(15);
    CHECK_EQ(rig_board(rig), CELL(0, 1) | CELL(1, 1) | CELL(2, 0) | CELL(3, 0) | CELL(3, 4) | CELL(4, 0) | st);
    press(2);
    press(11);
    CHECK_EQ(rig_board(rig), CELL(0, 2) | CELL(1, 1) | CELL(2, 1) | CELL(3, 0) | CELL(3, 4) | CELL(4, 0) | st);
    press(0);
    press(5);
    press(12);
    press(16);
    CHECK_EQ(rig_board(rig), MENU_DEFAULT);
    press(KEY_MODE);                      /* nothing changed: resume */
    CHECK_EQ(rig_board(rig), level_board(1));
}

/* A cell that is no setting, or one this build leaves out (three-state,
 * Merlin, the wrap grids on a board without the variants; Versus and the
 * statistics, on the m88), buzzes at about 200 Hz and changes nothing. */
TEST(menu_refuses_dark_cells)
{
    press(KEY_MODE);
    uint8_t bad[10] = {9, 23}, n = 2;
    if (!PART_STATS) {
        bad[n++] = 22;
    }
    if (!PART_VARIANTS) {
        bad[n++] = 7;
        bad[n++] = 8;
        bad[n++] = 13;
        bad[n++] = 14;
    }
    if (!PART_VERSUS) {
        bad[n++] = 4;
    }
    for (unsigned i = 0; i < n; i++) {
        sound_t s = sound_of(bad[i]);
        CHECK(s.hz > 150 && s.hz < 250);
        CHECK(s.ms > 200 && s.ms < 300);
        CHECK_EQ(rig_board(rig), MENU_DEFAULT);
    }
    press(KEY_MODE);
    CHECK_EQ(rig_board(rig), level_board(1));
}

/* Random, Lights On, 3x3, sound off: each applies on leaving. */
TEST(menu_applies_random_on_3x3_silent)
{
    settings(1, 1, 3, 0);
    uint32_t grid = lo_grid_mask(3), b = rig_board(rig);
    CHECK_EQ(b & ~grid, 0);                 /* outside the grid stays dark */
    CHECK(b != grid);                       /* not solved */
    CHECK(lo_solvable(b ^ grid, 3));
    press(4);                               /* outside: inert */
    press(24);
    CHECK_EQ(rig_board(rig), b);
    sound_t s = sound_of(0);                /* a move, silent */
    CHECK_EQ(s.edges, 0);
    CHECK_EQ(rig_board(rig), lo_press(b, 0, 3));
    CHECK_EQ(lo_press(b, 0, 3), b ^ (CELL(0, 0) | CELL(0, 1) | CELL(1, 0)));
    s = sound_of(KEY_UNDO);
    CHECK_EQ(s.edges, 0);
    CHECK_EQ(rig_board(rig), b);
    s = sound_of(KEY_UNDO);               /* refused, still silent */
    CHECK_EQ(s.edges, 0);
}

/* 4x4 and Lights Out: the new deal stays in the top-left 4x4. */
TEST(menu_applies_4x4)
{
    settings(1, 0, 4, 1);
    uint32_t b = rig_board(rig);
    CHECK(b != 0);
    CHECK_EQ(b & ~lo_grid_mask(4), 0);
    CHECK(lo_solvable(b, 4));
    press(3);
    CHECK_EQ(rig_board(rig), b ^ CELL(0, 2) ^ CELL(0, 3) ^ CELL(1, 3));
}

/* Back to Classic 5x5 with sound: level 1 from its start, clicks heard. */
TEST(menu_back_to_classic_sound_on)
{
    settings(0, 0, 5, 1);
    CHECK_EQ(rig_board(rig), level_board(1));
    sound_t s = sound_of(12);
    CHECK(s.hz > 3000 && s.hz < 5000);      /* a 4 kHz click */
    CHECK(s.ms >= 5 && s.ms <= 15);
    CHECK_EQ(rig_board(rig), lo_press(level_board(1), 12, 5));
    s = sound_of(KEY_UNDO);
    CHECK(s.hz > 3000 && s.hz < 5000);
    s = sound_of(KEY_UNDO);               /* nothing to undo: buzz */
    CHECK(s.hz > 150 && s.hz < 250);
    CHECK_EQ(rig_board(rig), level_board(1));
}

/* Level select: only level 1 lit; dark cells buzz; pages turn; lit plays. */
TEST(level_select_refuses_dark)
{
    press(KEY_MODE);
    press(20);
    CHECK_EQ(rig_board(rig), CELL(0, 0));
    sound_t s = sound_of(1);
    CHECK(s.hz > 150 && s.hz < 250);
    CHECK_EQ(rig_board(rig), CELL(0, 0));
    press(KEY_HINT);                      /* page 2: levels 26..50 */
    CHECK_EQ(rig_board(rig), 0);
    s = sound_of(0);
    CHECK(s.hz > 150 && s.hz < 250);
    press(KEY_UNDO);
    CHECK_EQ(rig_board(rig), CELL(0, 0));
    s = sound_of(KEY_UNDO);               /* no page before the first */
    CHECK(s.hz > 150 && s.hz < 250);
    press(0);                               /* level 1 with its intro */
    uint32_t any;
    CHECK(distinct_images(600, &any) >= 3); /* the number scrolls */
    rig_skip_intro(rig);
    CHECK_EQ(rig_board(rig), level_board(1));
}

/* Solving level 1 unlocks level 2; level select then lights both. */
TEST(unlock_then_select)
{
    press_all(lo_solve(level_board(1), 5));
    rig_run_ms(rig, 2600);                  /* result, then the intro */
    rig_skip_intro(rig);
    CHECK_EQ(rig_board(rig), level_board(2));
    press(KEY_MODE);
    press(20);
    CHECK_EQ(rig_board(rig), CELL(0, 0) | CELL(0, 1));
    CHECK_EQ(sound_of(2).edges > 0, 1);     /* level 3 still locked */
    CHECK_EQ(rig_board(rig), CELL(0, 0) | CELL(0, 1));
    press(0);
    rig_skip_intro(rig);
    CHECK_EQ(rig_board(rig), level_board(1));
    press(KEY_MODE);
    press(20);
    press(1);
    rig_skip_intro(rig);
    CHECK_EQ(rig_board(rig), level_board(2));
}

/* Settings and the game in play survive a reset (through the saves). */
TEST(settings_survive_reset)
{
    settings(1, 1, 4, 0);
    uint32_t b = rig_board(rig);
    rig_run_ms(rig, 200);                   /* the save is written */
    rig_reset(rig);
    CHECK(rig_wait_image(rig, b, 3000) >= 0); /* resumed in play, no intro */
    rig_run_ms(rig, 200);
    CHECK_EQ(rig_board(rig), b);
    press(KEY_MODE);
    CHECK_EQ(rig_board(rig), CELL(0, 1) | CELL(1, 1) | CELL(2, 1) | CELL(3, 0) | CELL(3, 4) | CELL(4, 0) | st);
    press(KEY_MODE);
    CHECK_EQ(rig_board(rig), b);
    settings(0, 0, 5, 1);
}

int main(int argc, char **argv)
{
    rig = game_open(argc > 1 ? argv[1] : NULL, 4242u);
    if (rig) {
        st = (PART_SELFTEST ? CELL(4, 4) : 0) | (PART_STATS ? CELL(4, 2) : 0);
        rig_skip_intro(rig);
    }
    RUN(boots_to_level_1);
    if (!rig) {
        return check_done();
    }
    RUN(menu_shows_and_sets);
    RUN(menu_refuses_dark_cells);
    RUN(menu_applies_random_on_3x3_silent);
    RUN(menu_applies_4x4);
    RUN(menu_back_to_classic_sound_on);
    RUN(level_select_refuses_dark);
    RUN(unlock_then_select);
    RUN(settings_survive_reset);
    rig_close(rig);
    return check_done();
}
