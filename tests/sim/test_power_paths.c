/* SPDX-License-Identifier: MIT */
/*
 * Power cuts over every save path in play, on the real firmware: a move,
 * a perfect win that unlocks a level (the statistics counting it where
 * the board has them), a settings change, a Design board started, an
 * Action game over with a new best score, and the self-test's exit
 * (tests/host/lib/save_paths.h). Each from its own saved state, cut at every
 * EEPROM write boundary (the write lost, or torn), at random cycles, and
 * some twice (power_walk.h). A build without Action (the m88) refuses
 * that path's saved state: a clean start.
 */
#include "power_walk.h"

static uint8_t image[4096];

/* Random cuts of each path; the self-test's lasts 9 s: fewer. */
static const int random_cuts[SAVE_PATHS] = { 16, 16, 16, 16, 16, 6 };

static void walk_one(int i)
{
    const save_path_t *p = &save_paths[i];
    game_record_t s, back;
    p->before(&s);
    one_record_image(&s, image, ee_size);
    walk_boot_state(image, &back);
    CHECK(record_same(&back, &s));
    if (s.game.mode == GAME_ACTION && !PART_ACTION) {
        /* A build without Action refuses its save and starts clean. */
        printf("  %s: no Action in this build: its save is refused\n", p->name);
        rig_t *r = walk_open(image);
        rig_run_ms(r, 1050);
        check_clean_start(r, p->name);
        return;
    }
    walk_t w = { p->name, image, false, p->steps, walk_scaled(random_cuts[i]), walk_scaled(4) };
    walk_path(&w);
    if (!p->done(&s, walk_last())) {
        CHECK_FAIL("%s: the last save does not hold what the path is for", p->name);
    }
}

TEST(cut_during_a_move) { walk_one(0); }
TEST(cut_during_a_perfect_win_that_unlocks) { walk_one(1); }
TEST(cut_during_a_settings_change) { walk_one(2); }
TEST(cut_as_a_design_starts) { walk_one(3); }
TEST(cut_at_an_action_game_over) { walk_one(4); }
TEST(cut_at_the_selftest_exit) { walk_one(5); }

int main(int argc, char **argv)
{
    if (!power_setup(argc, argv)) {
        return check_done();
    }
    rng = 0xBADC0DEu;
    RUN(cut_during_a_move);
    RUN(cut_during_a_perfect_win_that_unlocks);
    RUN(cut_during_a_settings_change);
    RUN(cut_as_a_design_starts);
    RUN(cut_at_an_action_game_over);
    if (PART_SELFTEST) {
        RUN(cut_at_the_selftest_exit);
    }
    return check_done();
}
