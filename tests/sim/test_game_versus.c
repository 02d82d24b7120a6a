/* SPDX-License-Identifier: MIT */
/*
 * Pin-level Versus (firmware/game/README.md "Versus"), a race on one deal: player 1
 * solves it, then player 2 the same deal at a quarter of the on-time
 * (measured at the LED pins); the solve with more presses loses: its
 * last press shows the check mark, then the winner's number and the
 * score scroll, every image in order, and the second solver begins the
 * next round; a power cut mid-match resumes the same board, solve and
 * score. A board without Versus (the m88) refuses its menu cell with the
 * buzz.
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

/* Wait out a result, then an intro or a round's scroll (its keys wait
 * 0.5 s), skip it. */
static game_t to_play(void)
{
    for (int i = 0; i < 40 && scene_game().phase == PHASE_RESULT; i++) {
        rig_run_ms(rig, 100);
    }
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
    uint32_t deal = rig_board(rig);
    CHECK_EQ(deal, g.board);
    double p1 = duty_of(g.board);
    press_all(lo_solve(deal, 5));        /* player 1 at par */
    g = to_play();
    CHECK_EQ(turn_of(&g), 1);
    CHECK(g.versus & VS_SECOND);
    CHECK_EQ(g.board, deal);             /* the same deal */
    double p2 = duty_of(g.board);
    printf("  player 1: %.2f %%, player 2: %.2f %% of the time (ratio %.3f)\n",
           100 * p1, 100 * p2, p2 / p1);
    CHECK(p1 > 0.95 * FULL);
    CHECK(fabs(p2 / p1 - DIM_SHARE) <= DIM_PRECISION);
}

/* Player 2 solves what the LEDs show with two presses more than par (a
 * cell pressed twice, then a fewest-press plan):
 * its last press shows the check mark, then player 1's number and 1-0
 * scroll, each image in order; player 2 begins the next round. */
TEST(round_winner_and_score_scroll)
{
    game_t g = scene_game();
    uint8_t c = scene_safe_cell(rig_board(rig), &(uint32_t){ 3 });
    press(c);
    press(c);                            /* the same cell again: the deal, two presses on */
    rig_run_ms(rig, 60);
    uint32_t plan = lo_solve(rig_board(rig), 5);
    CHECK_EQ((unsigned)__builtin_popcount(plan), g.par);
    uint8_t last = (uint8_t)(31 - __builtin_clz(plan));
    press_all(plan & ~(1ul << last));
    uint32_t want[65], image;
    want[0] = WIN_SIGN;
    int n = 1 + scene_round_images(1, 1, 0, want + 1);
    int i = scene_watch_images(last, GAME_SIGN_MS + GAME_RESULT_MS + n * 100.0 + 600, want, n,
                               &image);
    printf("  player 1 wins, 1-0: %d of %d images (the check mark, the scroll) in order\n", i, n);
    CHECK_EQ(i, n);
    g = to_play();
    CHECK_EQ(turn_of(&g), 1);
    CHECK(!(g.versus & VS_SECOND));
    CHECK_EQ(VS_SCORE(g.versus, 0), 1);
    CHECK_EQ(VS_SCORE(g.versus, 1), 0);
}

/* A power cut mid-match, once the move is saved: the same board, solve
 * and score, and the solve's brightness at the pins. */
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
    CHECK_EQ(h.start, g.start);
    CHECK_EQ(h.moves, g.moves);
    CHECK_EQ(h.versus, g.versus);
    CHECK_EQ(VS_SCORE(h.versus, 0) + VS_SCORE(h.versus, 1), 1u);
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
