/* SPDX-License-Identifier: MIT */
/*
 * Device scenarios at the pins: power cuts at chosen instants (the next
 * start shows the last or the previous saved board, never garbage or a
 * reset), auto-off after 3 minutes, START held 2 s, and waking by a key.
 */
#include "check.h"
#include "scene.h"
#include "solver.h"

static uint32_t rng = 4242u;

TEST(firmware_boots)
{
    CHECK(rig != NULL);
}

/* Power back on: the start-up animation, then the saved game in play. */
static uint32_t power_cycle(void)
{
    rig_set_keys(rig, 0);
    rig_power_cut(rig);
    rig_run_ms(rig, 1200);
    return rig_board(rig);
}

/* A cut well after the last move resumes exactly that board. */
TEST(power_cut_resumes_game)
{
    uint32_t b = rig_board(rig);
    for (int i = 0; i < 3; i++) {
        uint8_t c = scene_safe_cell(b, &rng);
        rig_press(rig, c);
        b = lo_press(b, c, 5);
    }
    CHECK_EQ(rig_board(rig), b);
    rig_run_ms(rig, 200);
    CHECK_EQ(power_cycle(), b);
    CHECK(!rig_crashed(rig));
}

/* Cuts at random cycles around a move and its save. */
TEST(power_cut_any_instant_last_or_previous)
{
    uint32_t b = rig_board(rig);
    int last = 0, prev = 0;
    for (int i = 0; i < 25 && !rig_crashed(rig); i++) {
        uint8_t c = scene_safe_cell(b, &rng);
        uint32_t next = lo_press(b, c, 5);
        rig_key(rig, c, true, 0);
        rig_run_cycles(rig, scene_rand(&rng) % rig_ms_cycles(rig, 40));
        uint32_t seen = power_cycle();
        if (seen != b && seen != next) {
            CHECK_FAIL("cut %d: shows %07x, saved were %07x or %07x", i, seen, b, next);
        }
        if (seen == 0 || !lo_solvable(seen, 5)) {
            CHECK_FAIL("cut %d: garbage board %07x", i, seen);
            break;
        }
        last += seen == next;
        prev += seen == b;
        b = seen;
    }
    printf("  cuts: %d resumed the last move, %d the board before it\n", last, prev);
}

/* 3 minutes without a key: dark, power-down sleep; a key wakes the game
 * exactly where it was, and that key is not a move. */
TEST(auto_off_and_wake)
{
    uint32_t b = rig_board(rig);
    uint8_t c = scene_safe_cell(b, &rng);
    rig_press(rig, c);   /* the last key: released RIG_PRESS_MS ago */
    b = lo_press(b, c, 5);
    rig_run_ms(rig, 3.0 * 60 * 1000 - 500 - RIG_PRESS_MS - 60);
    CHECK_EQ(rig_board(rig), b);   /* not yet */
    rig_run_ms(rig, 1500);
    CHECK_EQ(rig_leds(rig, 200, NULL), 0);
    uint64_t f0 = rig_frames(rig);
    rig_run_ms(rig, 100);
    CHECK_EQ(rig_frames(rig), f0);  /* no multiplex while off */
    CHECK_EQ(rig_sleep_mode(rig), 2);  /* SLEEP_MODE_PWR_DOWN */
    CHECK(rig_sleeping(rig));
    CHECK_EQ(rig_buzzer_level(rig), 0);
    c = scene_safe_cell(b, &rng);
    rig_press(rig, c);
    rig_run_ms(rig, 100);
    CHECK_EQ(rig_board(rig), b);
    rig_press(rig, c);
    CHECK_EQ(rig_board(rig), lo_press(b, c, 5));
}

/* A key held still (in a pocket) neither keeps the game on nor wakes it;
 * another key does, and the stuck one is still no move. */
TEST(stuck_key_auto_off)
{
    uint32_t b = rig_board(rig);
    uint8_t stuck = scene_safe_cell(b, &rng);
    rig_key(rig, stuck, true, 0);       /* its press is a move */
    b = lo_press(b, stuck, 5);
    rig_run_ms(rig, 3.0 * 60 * 1000 + 1000);
    CHECK_EQ(rig_leds(rig, 200, NULL), 0);
    CHECK_EQ(rig_sleep_mode(rig), 2);  /* SLEEP_MODE_PWR_DOWN */
    uint64_t f0 = rig_frames(rig);
    rig_run_ms(rig, 2000);
    CHECK_EQ(rig_frames(rig), f0);      /* the held key did not wake it */
    CHECK(rig_sleeping(rig));
    rig_key(rig, KEY_HINT, true, 0);  /* a new key (another column) */
    rig_run_ms(rig, 100);
    CHECK(rig_frames(rig) > f0);
    rig_key(rig, KEY_HINT, false, 0);
    rig_key(rig, stuck, false, 0);
    rig_run_ms(rig, 200);
    CHECK_EQ(rig_board(rig), b);        /* no move from the waking key */
}

/* A stuck key let go in the dark, its contacts bouncing (up to 5 ms):
 * a release, so still asleep; a key pressed after it wakes the game.
 * Bounce is random: three times, each after its own auto-off. */
TEST(stuck_key_release_bounce)
{
    for (int i = 0; i < 3; i++) {
        uint8_t stuck = scene_safe_cell(rig_board(rig), &rng);
        rig_key(rig, stuck, true, 0);
        rig_run_ms(rig, 3.0 * 60 * 1000 + 1000);
        CHECK(rig_sleeping(rig));
        uint64_t f0 = rig_frames(rig);
        rig_key(rig, stuck, false, 5);
        rig_run_ms(rig, 500);
        if (rig_frames(rig) != f0 || !rig_sleeping(rig)) {
            CHECK_FAIL("release %d, bouncing, woke it", i);
        }
        rig_press(rig, KEY_HINT);
        rig_run_ms(rig, 100);
        CHECK(rig_frames(rig) > f0);
        rig_run_ms(rig, 1000);
    }
}

/* START held 2 s powers off; a key brings the game back. */
TEST(start_long_powers_off)
{
    uint32_t b = rig_board(rig);
    rig_hold(rig, KEY_START, 2300);
    rig_run_ms(rig, 200);
    CHECK_EQ(rig_leds(rig, 200, NULL), 0);
    CHECK_EQ(rig_sleep_mode(rig), 2);
    CHECK(rig_sleeping(rig));
    rig_press(rig, KEY_HINT);
    rig_run_ms(rig, 100);
    CHECK_EQ(rig_board(rig), b);
    CHECK_EQ(rig_led_violations(rig), 0);
    CHECK(!rig_crashed(rig));
}

int main(int argc, char **argv)
{
    rig = scene_open(argc, argv, 0x5EEDu);
    RUN(firmware_boots);
    if (!rig) {
        return check_done();
    }
    RUN(power_cut_resumes_game);
    RUN(power_cut_any_instant_last_or_previous);
    RUN(auto_off_and_wake);
    RUN(stuck_key_auto_off);
    RUN(stuck_key_release_bounce);
    RUN(start_long_powers_off);
    rig_close(rig);
    return check_done();
}
