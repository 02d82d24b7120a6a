/* SPDX-License-Identifier: MIT */
/*
 * A key held through the power-off, at the pins: held through auto-off
 * (3 minutes), through START held 2 s (START itself, kept down until
 * auto-off, or a grid key that joined it), the chip sleeps in power-down
 * with the key down and the held key neither keeps it awake nor wakes
 * it. Let go (bouncing), it still sleeps; then the same key pressed
 * again wakes it, and so does another key, of the same column or of
 * another; the waking press is no move, and play goes on. Each case is
 * 3 simulated minutes awake (the key held), about 2 s here.
 */
#include "check.h"
#include "scene.h"
#include "solver.h"

#define PD_MODE 2u                  /* SMCR SM: SLEEP_MODE_PWR_DOWN */
#define AUTO_OFF_MS (3.0 * 60 * 1000)

static uint32_t rng = 0x4E1Du;

/* Asleep: power-down selected, halted, dark, and no frame for ms. */
static bool sleeps_for(double ms)
{
    uint64_t f0 = rig_frames(rig);
    rig_run_ms(rig, ms);
    return rig_sleep_mode(rig) == PD_MODE && rig_sleeping(rig) && rig_frames(rig) == f0 &&
           rig_leds(rig, 20, NULL) == 0;
}

/* Awake and showing the game within 100 ms of key going down. */
static bool wakes_on(uint8_t key)
{
    uint64_t f0 = rig_frames(rig);
    rig_key(rig, key, true, 3);
    rig_run_ms(rig, 100);
    bool awake = rig_sleep_mode(rig) != PD_MODE && rig_frames(rig) > f0 + 10u;
    rig_key(rig, key, false, 3);
    rig_run_ms(rig, 300);
    return awake && rig_leds(rig, 100, NULL) != 0;
}

/* A cell of the column of `cell`, in another row. */
static uint8_t same_column(uint8_t cell)
{
    return (uint8_t)(cell >= 5u ? cell - 5u : cell + 5u);
}

/* A cell of another column (and another row) than `cell`. */
static uint8_t other_column(uint8_t cell)
{
    return (uint8_t)(cell % 5u == 4u ? cell - 1u : cell + 1u);
}

/*
 * Hold `held` through the power-off (via_start: START held 2.3 s first,
 * `held` joining it unless it is START), to power-down at auto-off; let
 * it go; `again` (0xFF: held itself) must wake it.
 */
static void held_through(const char *what, bool via_start, uint8_t held, uint8_t again)
{
    uint32_t b = rig_board(rig);
    if (via_start) {
        rig_key(rig, KEY_START, true, 0);
        rig_run_ms(rig, 2300);
        if (rig_leds(rig, 20, NULL) != 0) {
            CHECK_FAIL("%s: START held 2.3 s, the LEDs still light", what);
        }
        if (held != KEY_START) {
            rig_key(rig, held, true, 0);   /* two keys down: no move */
            rig_run_ms(rig, 100);
            rig_key(rig, KEY_START, false, 0);
        }
    } else {
        rig_key(rig, held, true, 0);       /* its press is a move */
        b = lo_press(b, held, 5);
    }
    rig_run_ms(rig, AUTO_OFF_MS + 1000);
    if (!sleeps_for(2000)) {
        CHECK_FAIL("%s: the held key keeps it awake, or wakes it", what);
    }
    rig_key(rig, held, false, 5);
    if (!sleeps_for(1000)) {
        CHECK_FAIL("%s: letting the key go woke it", what);
    }
    if (again == 0xFFu) {
        again = held;
    }
    if (!wakes_on(again)) {
        CHECK_FAIL("%s: key %u pressed after the release does not wake it", what, again);
    }
    if (rig_board(rig) != b) {
        CHECK_FAIL("%s: the board after the wake is %07x, not %07x", what, rig_board(rig), b);
    }
    uint8_t c = scene_safe_cell(b, &rng);
    rig_press(rig, c);
    CHECK_EQ(rig_board(rig), lo_press(b, c, 5));   /* play goes on */
    CHECK(!rig_crashed(rig));
}

TEST(firmware_boots)
{
    CHECK(rig != NULL);
}

TEST(auto_off_held_key_again_wakes)
{
    uint8_t h = scene_safe_cell(rig_board(rig), &rng);
    held_through("auto-off, the same key", false, h, 0xFFu);
}

TEST(auto_off_held_key_then_its_column_wakes)
{
    uint8_t h = scene_safe_cell(rig_board(rig), &rng);
    held_through("auto-off, a key of its column", false, h, same_column(h));
}

TEST(start_held_through_again_wakes)
{
    held_through("START held through", true, KEY_START, 0xFFu);
}

TEST(key_joining_start_then_another_column_wakes)
{
    uint8_t h = scene_safe_cell(rig_board(rig), &rng);
    held_through("a key joining START, then another column", true, h, other_column(h));
}

int main(int argc, char **argv)
{
    rig = scene_open(argc, argv, 0x4E1Du);
    RUN(firmware_boots);
    if (!rig) {
        return check_done();
    }
    RUN(auto_off_held_key_again_wakes);
    RUN(auto_off_held_key_then_its_column_wakes);
    RUN(start_held_through_again_wakes);
    RUN(key_joining_start_then_another_column_wakes);
    rig_close(rig);
    return check_done();
}
