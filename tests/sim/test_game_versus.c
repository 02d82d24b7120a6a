/* SPDX-License-Identifier: MIT */
/*
 * Pin-level Versus (README "Versus"): on player 2's turn the lit cells
 * show at a quarter of their on-time on player 1's (measured at the LED
 * pins); the press that clears the board makes the winner's number and
 * the score scroll, every image in order; a power cut mid-match resumes
 * the same board, turn and score. A board without Versus (the m88)
 * refuses its menu cell with the buzz.
 */
#include <math.h>

#include "game_scene.h"
#include "fw_ram.h"
#include "puzzle.h"

#define FULL 0.2             /* a lit cell's share of the time: 1 of 5 rows */
#define DIM_SHARE 0.25       /* player 2: one frame in four */
#define DIM_PRECISION 0.01   /* 400 ms: 160 frames, the window's edges one in 40 */

/* Mean duty of the lit cells of b over 400 ms; every other cell dark. */
static double duty_of(uint32_t b)
{
    return scene_lit_duty(b, 400);
}

/* Wait out an intro or a round's scroll (its keys wait 0.5 s), skip it. */
static game_t to_play(void)
{
    rig_run_ms(rig, 600);
    if (scene_game().phase == PHASE_INTRO) {
        rig_skip_intro(rig);
    }
    game_t g = scene_game();
    CHECK_EQ(g.phase, PHASE_PLAY);
    return g;
}

static unsigned turn_of(const game_t *g)
{
    return (g->versus & VS_TURN) != 0;
}

TEST(player_2_turn_is_a_quarter_of_player_1)
{
    game_t g = to_play();
    CHECK_EQ(g.mode, GAME_VERSUS);
    CHECK(g.par >= 6 && g.par <= 12);
    CHECK_EQ(turn_of(&g), 0);
    double p1 = duty_of(g.board);
    press(scene_safe_cell(g.board, &(uint32_t){ 5 }));
    rig_run_ms(rig, 20);
    g = scene_game();
    CHECK_EQ(turn_of(&g), 1);
    CHECK_EQ(rig_board(rig), g.board);   /* every lit cell still lit */
    double p2 = duty_of(g.board);
    printf("  player 1: %.2f %%, player 2: %.2f %% of the time (ratio %.3f)\n",
           100 * p1, 100 * p2, p2 / p1);
    CHECK(p1 > 0.95 * FULL);
    CHECK(fabs(p2 / p1 - DIM_SHARE) <= DIM_PRECISION);
    press(scene_safe_cell(g.board, &(uint32_t){ 6 }));
    rig_run_ms(rig, 20);
    g = scene_game();
    CHECK_EQ(turn_of(&g), 0);
    CHECK(fabs(duty_of(g.board) - p1) <= DIM_PRECISION * p1);
}

/* Solve what the LEDs show: the last press's player wins; the winner's
 * number and the score scroll, each image in order, then the next round
 * begins with the loser. */
TEST(round_winner_and_score_scroll)
{
    game_t g = scene_game();
    uint32_t plan = lo_solve(rig_board(rig), 5);
    unsigned winner = turn_of(&g) ^ ((__builtin_popcount(plan) + 1u) & 1u);
    uint8_t s[2] = { VS_SCORE(g.versus, 0), VS_SCORE(g.versus, 1) };
    s[winner]++;
    uint8_t last = (uint8_t)(31 - __builtin_clz(plan));
    for (plan &= ~(1ul << last); plan; plan &= plan - 1u) {
        press((uint8_t)__builtin_ctz(plan));
    }
    uint32_t want[64], image;
    int n = scene_round_images((uint8_t)(winner + 1u), s[0], s[1], want);
    int i = scene_watch_images(last, n * 100.0 + 600, want, n, &image);   /* the last press */
    printf("  player %u wins, %u-%u: %d of %d scroll images seen in order\n", winner + 1u, s[0],
           s[1], i, n);
    CHECK_EQ(i, n);
    g = to_play();
    CHECK_EQ(turn_of(&g), !winner);
    CHECK_EQ(VS_SCORE(g.versus, 0), s[0]);
    CHECK_EQ(VS_SCORE(g.versus, 1), s[1]);
}

/* A power cut mid-match, once the move is saved: the same board, turn
 * and score, and the turn's brightness at the pins. */
TEST(power_cut_resumes_the_same_turn)
{
    game_t g = scene_game();
    press(scene_safe_cell(g.board, &(uint32_t){ 9 }));
    rig_run_ms(rig, 200);                /* saved */
    g = scene_game();
    rig_set_keys(rig, 0);
    rig_power_cut(rig);
    rig_run_ms(rig, 1500);
    game_t h = scene_game();
    CHECK_EQ(h.phase, PHASE_PLAY);
    CHECK_EQ(h.mode, GAME_VERSUS);
    CHECK_EQ(h.board, g.board);
    CHECK_EQ(h.versus, g.versus);
    CHECK(VS_SCORE(h.versus, 0) + VS_SCORE(h.versus, 1) == 1u);
    double d = duty_of(h.board);
    CHECK(fabs(d / FULL - (turn_of(&h) ? DIM_SHARE : 1.0)) <= 0.05);
}

/* Menu row 0 col 4: a click where Versus is linked, else the buzz and
 * nothing changes. */
TEST(versus_cell)
{
    press(KEY_MODE);
    sound_t s = sound_of(4);
    press(KEY_MODE);
    if (PART_VERSUS) {
        CHECK(s.hz > 3000);
        return;
    }
    CHECK(s.hz > 150 && s.hz < 250);
    CHECK(s.ms > 200 && s.ms < 300);
    CHECK_EQ(scene_game().mode, GAME_CLASSIC);
    CHECK_EQ(rig_board(rig), level_board(1));
}

int main(int argc, char **argv)
{
    if (!game_begin(argc, argv, 31u)) {
        return check_done();
    }
    RUN(versus_cell);
    if (!PART_VERSUS) {
        rig_close(rig);
        return check_done();
    }
    RUN(player_2_turn_is_a_quarter_of_player_1);
    RUN(round_winner_and_score_scroll);
    RUN(power_cut_resumes_the_same_turn);
    rig_close(rig);
    return check_done();
}
