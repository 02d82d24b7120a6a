/* SPDX-License-Identifier: MIT */
/*
 * Pin-level variants: under three-state, dim cells are lit a quarter
 * of a bright cell's on-time (measured at the LED pins, at full and low
 * brightness) and a press steps its cross; on a wrap grid a press toggles
 * the torus cross and a solve from the LEDs wins; under Merlin a corner
 * flips its block and lighting the ring wins. A board without the
 * variants refuses their menu cells (test_game_menu) and boots as usual.
 */
#include <math.h>

#include <string.h>
#include "fw_ram.h"
#include "game_scene.h"
#include "rule.h"

#define FULL 0.2    /* a bright cell's share of the time: 1 of 5 rows */

/* Menu: game, rule column, grid column; leave and skip the intro. */
static void pick(uint8_t game, uint8_t rule, uint8_t grid_col)
{
    press(KEY_MODE);
    press(game);
    press((uint8_t)(5u + rule));
    press((uint8_t)(10u + grid_col));
    press(KEY_MODE);
    rig_skip_intro(rig);
}

static lo_board_t fw_board(void)
{
    game_t g;
    CHECK(fw_game(rig, &g));
    return (lo_board_t){ g.board, g.board_bright };
}

/* Mean duty of the dim and of the bright cells of b over ms; every other
 * cell must stay dark. */
static void duties(lo_board_t b, double ms, double *dim, double *bright)
{
    rig_snap_t s0, s1;
    double duty[RIG_CELLS], sum[2] = { 0, 0 };
    int n[2] = { 0, 0 };
    rig_snap(rig, &s0);
    rig_run_ms(rig, ms);
    rig_snap(rig, &s1);
    rig_duty(&s0, &s1, duty);
    for (int c = 0; c < RIG_CELLS; c++) {
        if ((b.p1 | b.p2) >> c & 1u) {
            int k = (b.p2 >> c) & 1;
            sum[k] += duty[c];
            n[k]++;
        } else if (duty[c] > 0.001) {
            CHECK_FAIL("dark cell %d lit %.4f", c, duty[c]);
        }
    }
    *dim = n[0] ? sum[0] / n[0] : -1;
    *bright = n[1] ? sum[1] / n[1] : -1;
}

/* A three-state 5x5 Random board with dim and bright cells. */
static lo_board_t deal_mixed(void)
{
    pick(1, 2, 2);
    lo_board_t b = fw_board();
    for (int i = 0; i < 20 && !(b.p1 && b.p2); i++) {
        press(KEY_START);
        rig_skip_intro(rig);
        b = fw_board();
    }
    CHECK(b.p1 && b.p2);
    return b;
}

/* A dim cell is lit one multiplex frame in four: its on-time is a
 * quarter of a bright cell's. Over 400 ms (160 frames at 400 Hz; 40 dim
 * ones) the window's edges move the share by at most one frame in 40, so
 * the ratio is 0.25 within 0.01. */
#define DIM_SHARE 0.25
#define DIM_PRECISION 0.01
TEST(dim_is_a_quarter_of_bright)
{
    lo_board_t b = deal_mixed();
    double dim, bright;
    duties(b, 400, &dim, &bright);
    printf("  full: bright %.2f %%, dim %.2f %% of the time (ratio %.3f)\n",
           100 * bright, 100 * dim, dim / bright);
    CHECK(bright > 0.95 * FULL);
    CHECK(fabs(dim / bright - DIM_SHARE) <= DIM_PRECISION);
    press(KEY_MODE);
    press(17);      /* brightness low */
    press(KEY_MODE);
    rig_run_ms(rig, 100);
    duties(b, 400, &dim, &bright);
    printf("  low:  bright %.2f %%, dim %.2f %% of the time (ratio %.3f)\n",
           100 * bright, 100 * dim, dim / bright);
    CHECK(bright > 0.2 * FULL && bright < 0.3 * FULL);
    CHECK(fabs(dim / bright - DIM_SHARE) <= DIM_PRECISION);
    press(KEY_MODE);
    press(19);      /* back to high */
    press(KEY_MODE);
    rig_run_ms(rig, 100);
}

/* A press steps the cross one state; the LEDs show every lit cell; UNDO
 * steps it back. */
TEST(three_state_press_and_undo)
{
    lo_board_t b0 = fw_board();
    press(12);
    rig_run_ms(rig, 60);
    lo_board_t b1 = fw_board(), want = lo_rule_press(b0, 12, 5, LO_RULE_THREE);
    CHECK_EQ(b1.p1, want.p1);
    CHECK_EQ(b1.p2, want.p2);
    uint32_t cross = CELL(2, 2) | CELL(1, 2) | CELL(3, 2) | CELL(2, 1) | CELL(2, 3);
    for (int c = 0; c < RIG_CELLS; c++) {   /* each cross cell one step on */
        unsigned s0 = (b0.p1 >> c & 1u) + 2u * (b0.p2 >> c & 1u);
        unsigned s1 = (b1.p1 >> c & 1u) + 2u * (b1.p2 >> c & 1u);
        CHECK_EQ(s1, cross >> c & 1u ? (s0 + 1u) % 3u : s0);
    }
    CHECK_EQ(rig_board(rig), b1.p1 | b1.p2);
    press(KEY_UNDO);
    rig_run_ms(rig, 60);
    lo_board_t b2 = fw_board();
    CHECK_EQ(b2.p1, b0.p1);
    CHECK_EQ(b2.p2, b0.p2);
    CHECK_EQ(rig_board(rig), b0.p1 | b0.p2);
}

/* 4x4 wrap: the corner's cross reaches the far edges; solving what the
 * LEDs show wins. */
TEST(wrap_press_and_solve)
{
    pick(1, 0, 3);
    uint32_t b = rig_board(rig);
    CHECK_EQ(b & ~lo_grid_mask(4), 0);
    CHECK(b != 0);
    press(0);
    uint32_t torus = CELL(0, 0) | CELL(0, 1) | CELL(0, 3) | CELL(1, 0) | CELL(3, 0);
    CHECK_EQ(rig_board(rig), b ^ torus);
    uint32_t plan = lo_rule_solve((lo_board_t){ b ^ torus, 0 }, 4u | LO_WRAP, LO_RULE_OFF).p1;
    CHECK(plan != 0);
    press_all(plan);
    CHECK(rig_wait_image(rig, WIN_SIGN, 200) >= 0);
}

/* Merlin (rule col 3) on 3x3: a corner flips its 2x2 block; solving
 * what the LEDs show lights the ring and shows the win's check mark. */
TEST(merlin_press_and_win)
{
    rig_run_ms(rig, 3000);   /* the last test's win shown: a new puzzle */
    rig_skip_intro(rig);
    pick(1, LO_RULE_MERLIN, 0);
    uint32_t b = rig_board(rig), block = CELL(0, 0) | CELL(0, 1) | CELL(1, 0) | CELL(1, 1);
    CHECK_EQ(b & ~lo_grid_mask(3), 0);
    CHECK(b != lo_rule_target(3, LO_RULE_MERLIN).p1);
    press(0);
    b ^= block;
    if (b != lo_rule_target(3, LO_RULE_MERLIN).p1) {
        CHECK_EQ(rig_board(rig), b);
        press_all(lo_rule_solve((lo_board_t){ b, 0 }, 3, LO_RULE_MERLIN).p1);
    }
    CHECK(rig_wait_image(rig, WIN_SIGN, 200) >= 0);
}

/* Without the variants: three-state, Merlin and the wrap grids buzz. */
TEST(variant_cells_refused)
{
    press(KEY_MODE);
    uint32_t menu = rig_board(rig);
    static const uint8_t cells[] = { 7, 8, 13, 14 };
    for (unsigned i = 0; i < sizeof cells; i++) {
        sound_t s = sound_of(cells[i]);
        CHECK(s.hz > 150 && s.hz < 250);
        CHECK_EQ(rig_board(rig), menu);
    }
    press(KEY_MODE);
}

int main(int argc, char **argv)
{
    if (!game_begin(argc, argv, 0x3A7u)) {
        return check_done();
    }
    if (!PART_VARIANTS) {
        RUN(variant_cells_refused);
        rig_close(rig);
        return check_done();
    }
    RUN(dim_is_a_quarter_of_bright);
    RUN(three_state_press_and_undo);
    RUN(wrap_press_and_solve);
    RUN(merlin_press_and_win);
    rig_close(rig);
    return check_done();
}
