/* SPDX-License-Identifier: MIT */
/*
 * Pin-level brightness (menu row 3 cols 2-4, lit beside the sound cell):
 * the LED on-time of a lit cell is about 25, 50 and 100 % of full at low,
 * mid and high, the frame rate stays, and the level is kept over a reset.
 * And the self-test cell (row 4 col 4): lit where the app links a
 * self-test, else dark and refused.
 */
#include "game_scene.h"

#define FULL 0.2   /* a lit cell's share of the time at full: 1 of 5 rows */

static void set_level(uint8_t level)
{
    press(KEY_MODE);
    press((uint8_t)(17u + level));
    press(KEY_MODE);
    rig_run_ms(rig, 100);
}

TEST(brightness_cells_lit)
{
    press(KEY_MODE);
    CHECK_EQ((rig_board(rig) >> 15) & 0x1Fu, 0x12u);   /* sound on, high */
    press(18);
    CHECK_EQ((rig_board(rig) >> 15) & 0x1Fu, 0x0Au);   /* sound on, mid */
    press(15);
    CHECK_EQ((rig_board(rig) >> 15) & 0x1Fu, 0x09u);   /* sound off, mid */
    press(16);
    press(19);
    CHECK_EQ((rig_board(rig) >> 15) & 0x1Fu, 0x12u);
    press(KEY_MODE);
}

TEST(brightness_duty)
{
    static const double want[3] = {0.25, 0.5, 1.0};
    uint32_t b = level_board(1);
    CHECK_EQ(rig_board(rig), b);
    for (int level = 2; level >= 0; level--) {
        set_level((uint8_t)level);
        double d = scene_lit_duty(b, 200) / FULL;
        printf("  brightness %d: on-time %.1f %% of full\n", level, 100.0 * d);
        CHECK(d > want[level] - 0.06 && d < want[level] + 0.03);
        double hz = rig_frame_hz(rig, 200);
        CHECK(hz > 390 && hz < 410);                  /* the frame rate stays */
    }
    set_level(1);
    rig_run_ms(rig, 200);                             /* the save is written */
    rig_reset(rig);
    rig_run_ms(rig, 1500);
    double d = scene_lit_duty(b, 200) / FULL;
    CHECK(d > 0.44 && d < 0.53);                      /* mid, kept */
    set_level(2);
}

TEST(selftest_cell)
{
    bool linked = PART_SELFTEST;   /* the board's parts (PARTS in its board.mk) */
    press(KEY_MODE);
    CHECK_EQ(!!(rig_board(rig) & CELL(4, 4)), linked);
    if (!linked) {
        sound_t s = sound_of(24);
        CHECK(s.hz > 150 && s.hz < 250);
    }
    press(KEY_MODE);
}

int main(int argc, char **argv)
{
    if (!game_begin(argc, argv, 31u)) {
        return check_done();
    }
    RUN(brightness_cells_lit);
    RUN(brightness_duty);
    RUN(selftest_cell);
    rig_close(rig);
    return check_done();
}
