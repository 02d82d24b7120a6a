/* SPDX-License-Identifier: MIT */
/*
 * Pin-level Action (menu row 0 col 3): it starts dark, the first cross
 * comes after 2 s, a game pushed up by presses that light the most cells
 * ends as 18 are lit (no frame shows 18), then the score and the best
 * score scroll in the digit font (compared
 * with the game's own renderer), and the best score is kept across a
 * power cut. A build without Action (the m88) refuses the cell.
 */
#include "game_scene.h"
#include "fw_ram.h"

static bool have_action;

TEST(action_cell)
{
    press(KEY_MODE);
    sound_t s = sound_of(3);
    if (!have_action) {
        CHECK(s.hz > 150 && s.hz < 250);
        CHECK_EQ(rig_board(rig) & CELL(0, 3), 0);
        press(KEY_MODE);
        return;
    }
    CHECK(s.hz > 3000);
    CHECK_EQ(rig_board(rig) & 0x1Fu, CELL(0, 3));
    press(KEY_MODE);
    CHECK_EQ(rig_board(rig), 0);                 /* dark, no intro */
    rig_run_ms(rig, 1600);
    CHECK_EQ(rig_board(rig), 0);
    rig_run_ms(rig, 400);
    int lit = __builtin_popcount(rig_board(rig));
    CHECK(lit >= 3 && lit <= 5);                 /* one cross */
}

TEST(action_ends_and_scores)
{
    game_t g;
    int most = 0;
    uint8_t steps = 0;
    for (int t = 0; t < 200; t++) {
        CHECK(fw_game(rig, &g));
        if (g.phase != PHASE_PLAY) {
            break;
        }
        steps = g.steps;
        uint32_t b = rig_frame_image(rig);
        int lit = __builtin_popcount(b);
        most = lit > most ? lit : most;
        uint8_t best_c = 0;
        for (uint8_t c = 1; c < 25u; c++) {      /* the press lighting most */
            if (__builtin_popcount(lo_press(b, c, 5)) > __builtin_popcount(lo_press(b, best_c, 5))) {
                best_c = c;
            }
        }
        rig_key(rig, best_c, true, 0);
        rig_run_ms(rig, 20);
        rig_key(rig, best_c, false, 0);
        for (int w = 0; w < 30 && fw_game(rig, &g) && g.phase == PHASE_PLAY; w++) {
            rig_run_ms(rig, 10);
        }
    }
    CHECK_EQ(g.phase, PHASE_INTRO);              /* the scores scroll */
    CHECK(most < 18);
    uint8_t score = steps;                       /* a press ended it */
    CHECK_EQ(g.best, score);
    CHECK(score >= 1);
    uint32_t want[64], seen[64];
    int n = scene_score_images(score, score, want), m = 0;
    seen[m++] = rig_frame_image(rig);
    while (m < 64) {
        if (rig_wait_change(rig, seen[m - 1], 300) < 0) {
            break;
        }
        seen[m++] = rig_frame_image(rig);
        if (seen[m - 1] == 0 && m > 3) {
            break;                               /* scrolled off: dark grid */
        }
    }
    /* The scroll, from (near) its start, appears in order at the pins (a
     * frame that mixes two images may come between). */
    int at = 0;
    while (at < n && want[at] != seen[1]) {
        at++;
    }
    CHECK(at < 2);
    int i = at;
    for (int j = 1; j < m && i < n; j++) {
        i += seen[j] == want[i];
    }
    CHECK_EQ(i, n);
    printf("  Action: score %u, %d scroll images at the pins\n", score, m);
}

TEST(best_kept_over_power_cut)
{
    game_t g;
    CHECK(fw_game(rig, &g));
    uint8_t best = g.best;
    CHECK(best > 0);
    rig_run_ms(rig, 300);                        /* the save is written */
    rig_power_cut(rig);
    rig_run_ms(rig, 1500);
    CHECK(fw_game(rig, &g));
    CHECK_EQ(g.mode, GAME_ACTION);
    CHECK_EQ(g.best, best);
}

int main(int argc, char **argv)
{
    if (!game_begin(argc, argv, 99u)) {
        return check_done();
    }
    have_action = PART_ACTION;
    RUN(action_cell);
    if (have_action) {
        RUN(action_ends_and_scores);
        RUN(best_kept_over_power_cut);
    }
    rig_close(rig);
    return check_done();
}
