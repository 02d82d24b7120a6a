/* SPDX-License-Identifier: MIT */
/*
 * Pin level: no key press is lost while the game computes. The shortest
 * tap the keys take when idle, INPUT_STABLE_FRAMES + 1 frames (10 ms), is
 * taken at every phase of the frame, and one frame shorter than the
 * debounce is not. On the slowest hint (5x5 wrap, three-state: the
 * longest call, firmware/README.md "Numbers") that same tap, begun at
 * points all through the hint's computation, is taken every time, and the
 * display keeps its frame rate meanwhile. The core's awake time (the
 * rig's sleep count) shows where the computation runs.
 */
#include "game_scene.h"
#include "input.h"
#include "rule.h"

#define FRAME_MS 2.5
#define TAP_MS ((INPUT_STABLE_FRAMES + 1u) * FRAME_MS)
#define STEP_MS 0.05
#define BUSY_MS 1.0       /* awake this long: the computation runs */
#define CELL_KEY 6u

static uint8_t grid = 5, rule = LO_RULE_OFF;

static lo_board_t fw_board(void)
{
    game_t g = scene_game();
    return (lo_board_t){ g.board, g.board_bright };
}

/* Key down for ms, then up, then 60 ms to settle; whether the cell's
 * press moved the board as the rule says. */
static bool tap_taken(uint8_t key, double ms)
{
    lo_board_t before = fw_board(), want = lo_rule_press(before, key, grid, rule);
    rig_key(rig, key, true, 0);
    rig_run_ms(rig, ms);
    rig_key(rig, key, false, 0);
    rig_run_ms(rig, 60);
    lo_board_t after = fw_board();
    if (after.p1 == before.p1 && after.p2 == before.p2) {
        return false;
    }
    CHECK_EQ(after.p1, want.p1);
    CHECK_EQ(after.p2, want.p2);
    return true;
}

/* Idle: the tap at 8 phases of a frame, each taken; a tap of
 * INPUT_STABLE_FRAMES - 1 frames at the same phases, none taken. */
TEST(shortest_tap_taken_at_every_phase)
{
    int taken = 0, short_taken = 0;
    for (int i = 0; i < 8; i++) {
        rig_run_ms(rig, 40 + i * FRAME_MS / 8);
        taken += tap_taken(CELL_KEY, TAP_MS);
        rig_run_ms(rig, 40 + i * FRAME_MS / 8);
        short_taken += tap_taken(CELL_KEY, (INPUT_STABLE_FRAMES - 1u) * FRAME_MS);
    }
    printf("  idle: %.1f ms taps taken %d of 8, %.1f ms taps %d of 8\n", TAP_MS, taken,
           (INPUT_STABLE_FRAMES - 1u) * FRAME_MS, short_taken);
    CHECK_EQ(taken, 8);
    CHECK_EQ(short_taken, 0);
}

/* HINT down until the core has been awake BUSY_MS (the hint computes),
 * HINT up, then after delay ms the tap (when tap). Returns how long the
 * core stayed awake in all; *inside whether the tap began before it slept
 * again, *frames the display's frames over the awake time. */
static double busy_hint(double delay, bool tap, bool *inside, uint64_t *frames, bool *taken)
{
    uint64_t asleep = rig_asleep_cycles(rig);
    rig_key(rig, KEY_HINT, true, 0);
    double awake = 0, t0 = 0;
    for (double t = 0; t < 200 && awake < BUSY_MS; t += STEP_MS) {
        rig_run_ms(rig, STEP_MS);
        uint64_t now = rig_asleep_cycles(rig);
        awake = now == asleep ? awake + STEP_MS : 0;
        asleep = now;
        t0 = rig_now_ms(rig) - awake;
    }
    CHECK(awake >= BUSY_MS);
    uint64_t f0 = rig_frames(rig);
    rig_key(rig, KEY_HINT, false, 0);
    rig_run_ms(rig, delay);
    *inside = rig_asleep_cycles(rig) == asleep;
    lo_board_t before = fw_board(), want = lo_rule_press(before, CELL_KEY, grid, rule);
    if (tap) {
        rig_key(rig, CELL_KEY, true, 0);
    }
    while (rig_asleep_cycles(rig) == asleep && rig_now_ms(rig) - t0 < 100) {
        rig_run_ms(rig, STEP_MS);
    }
    double length = rig_now_ms(rig) - t0;
    *frames = rig_frames(rig) - f0;
    if (tap) {
        rig_run_ms(rig, TAP_MS - (rig_now_ms(rig) - t0 - BUSY_MS - delay));
        rig_key(rig, CELL_KEY, false, 0);
    }
    rig_run_ms(rig, 80);
    lo_board_t after = fw_board();
    *taken = after.p1 == want.p1 && after.p2 == want.p2;
    CHECK_EQ(after.p1, tap ? want.p1 : before.p1);
    CHECK_EQ(after.p2, tap ? want.p2 : before.p2);
    return length;
}

TEST(tap_during_the_slowest_hint_taken)
{
    /* Random, three-state, 5x5 wrap (menu rows 0, 1, 2). */
    press(KEY_MODE);
    press(1);
    press(5 + LO_RULE_THREE);
    press(10 + 4);
    press(KEY_MODE);
    rig_skip_intro(rig);
    grid = 5 | LO_WRAP;
    rule = LO_RULE_THREE;
    bool inside, taken;
    uint64_t frames;
    double length = busy_hint(0, false, &inside, &frames, &taken);
    printf("  the hint keeps the core awake %.2f ms; %llu frames shown meanwhile\n", length,
           (unsigned long long)frames);
    CHECK(length > 3.0);   /* the computation, not an ordinary pass */
    CHECK(frames + 1u >= (uint64_t)((length - BUSY_MS) / FRAME_MS));
    int inside_n = 0, taken_n = 0, n = 16;
    for (int i = 0; i < n; i++) {
        double delay = (length - BUSY_MS - 0.2) * i / n;
        busy_hint(delay, true, &inside, &frames, &taken);
        inside_n += inside;
        taken_n += taken;
    }
    printf("  %.1f ms taps begun inside the hint's computation: %d of %d; taken: %d\n", TAP_MS,
           inside_n, n, taken_n);
    CHECK_EQ(inside_n, n);
    CHECK_EQ(taken_n, n);
}

int main(int argc, char **argv)
{
    if (!game_begin(argc, argv, 0x5EEDu)) {
        return check_done();
    }
    rig_isr_profile(rig, true);
    RUN(shortest_tap_taken_at_every_phase);
    if (PART_VARIANTS) {
        RUN(tap_during_the_slowest_hint_taken);
    }
    rig_close(rig);
    return check_done();
}
