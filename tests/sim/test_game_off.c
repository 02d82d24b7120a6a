/* SPDX-License-Identifier: MIT */
/*
 * Pin-level: the game turned off (START held 2 s) stands still until the
 * wake.
 * - Classic with a hint blinking, START held 12 s: the blink wakes at the
 *   phase it went dark at.
 * - START held 12 s and 60 s in Action: dark at 2 s, asleep after the
 *   release; a key wakes the board that went dark (or that board and the
 *   step that was on its way), still in play; the next step comes when
 *   the rest of its interval has run from the wake, and one step at a
 *   time after it: the step clock resumed, not caught up.
 * (Action's score after a game over: test_game_score.c.)
 * The m88 leaves Action out: the hint test runs there alone.
 */
#include "game_scene.h"
#include "fw_ram.h"
#include "font.h"
#include "puzzle.h"
#include "sound.h"

#define TICK_MS 2.5   /* one multiplex frame */
#define SLACK_MS 20.0 /* a change seen at the pins: debounce, frames, reading */



/* START held hold_ms in Action, just after a step; then a key wakes it. */
static void hold_start_in_action(double hold_ms)
{
    press(KEY_START);                        /* in play: a new game, dark */
    game_t g = scene_game();
    CHECK_EQ(g.phase, PHASE_PLAY);
    CHECK_EQ(g.steps, 0);
    uint32_t b = 0;
    while (g.steps < 2u || b == 0) {         /* a few steps, a lit board */
        scene_next_frame(b, 2500);
        rig_run_ms(rig, 2 * TICK_MS);
        b = rig_frame_image(rig);
        g = scene_game();
    }
    /* START goes down; the game plays on for 2 s, then goes dark. */
    double down = rig_now_ms(rig);
    rig_key(rig, KEY_START, true, 3.0);
    uint32_t shown = rig_frame_image(rig), last = shown, prev = shown;
    game_t dark = g;
    while (shown != 0 && rig_now_ms(rig) - down < 3000) {
        last = shown == prev ? shown : last;   /* two whole frames alike */
        prev = shown;
        dark = scene_game();
        rig_run_ms(rig, TICK_MS);
        shown = rig_frame_image(rig);
    }
    double dark_at = rig_now_ms(rig) - down;
    CHECK(dark_at >= 2000 && dark_at <= 2000 + SLACK_MS);
    CHECK_EQ(last, dark.board);
    /* The rest of the step interval when the game went dark. */
    uint16_t rest = (uint16_t)(dark.step_ms - (uint16_t)(dark.now - dark.step_t0));
    int lit_during_hold = 0;
    while (rig_now_ms(rig) - down < hold_ms) {
        rig_run_ms(rig, 100);
        lit_during_hold += rig_frame_image(rig) != 0;
    }
    CHECK_EQ(lit_during_hold, 0);
    rig_key(rig, KEY_START, false, 3.0);     /* a bouncing release */
    rig_run_ms(rig, 300);
    CHECK_EQ(rig_sleep_mode(rig), 2);        /* power-down */
    CHECK(rig_sleeping(rig));
    CHECK_EQ(rig_leds(rig, 100, NULL), 0);
    /* Wake with a grid key: it is no move. */
    double wake = rig_now_ms(rig);
    press(12);
    uint32_t woke = rig_board(rig);
    g = scene_game();
    printf("  held %.0f s: dark %07x (%u steps, the next %u ms on), woke %07x (%u steps)\n",
           hold_ms / 1000, last, dark.steps, rest, woke, g.steps);
    CHECK_EQ(g.phase, PHASE_PLAY);           /* not over */
    CHECK(__builtin_popcount(woke) < 18);
    CHECK_EQ(woke, last);
    CHECK_EQ(g.steps, dark.steps);
    /* The next step: the rest of its interval after the wake, one cross. */
    double next = scene_next_frame(woke, 2500) - wake;
    CHECK(next >= rest - SLACK_MS && next <= rest + SLACK_MS);
    rig_run_ms(rig, 2 * TICK_MS);
    uint32_t after = rig_frame_image(rig);
    bool one_cross = false;
    for (uint8_t c = 0; c < 25u; c++) {
        one_cross |= (woke ^ after) == lo_cross(c, 5);
    }
    CHECK(one_cross);
    g = scene_game();
    CHECK_EQ(g.steps, dark.steps + 1u);
    /* And the one after comes a whole interval later. */
    double t = rig_now_ms(rig);
    double gap = scene_next_frame(after, 2500) - t + 2 * TICK_MS;
    CHECK(gap >= g.step_ms - SLACK_MS && gap <= g.step_ms + SLACK_MS);
}

/* Pin time of the next change of cell's LED, from its state on. */
static double next_toggle(uint32_t cell, bool on, double max_ms)
{
    double t0 = rig_now_ms(rig);
    while (rig_now_ms(rig) - t0 < max_ms) {
        rig_run_ms(rig, TICK_MS);
        if (((rig_frame_image(rig) & cell) != 0) != on) {
            return rig_now_ms(rig);
        }
    }
    CHECK_FAIL("cell %07x stays %s", cell, on ? "lit" : "dark");
    return -1;
}

TEST(hint_blink_stands_still_while_off)
{
    uint32_t board = rig_board(rig);
    rig_key(rig, KEY_HINT, true, 0);
    rig_run_ms(rig, 20);
    game_t g = scene_game();
    uint32_t cell = g.blink;
    CHECK_EQ(__builtin_popcount(cell), 1);
    rig_key(rig, KEY_HINT, false, 0);
    /* START down 60 ms after a change of the blink: it goes dark about
     * 2005 ms later, some 70 ms into a half period. */
    next_toggle(cell, (rig_frame_image(rig) & cell) != 0, 200);
    rig_run_ms(rig, 60);
    double down = rig_now_ms(rig);
    rig_key(rig, KEY_START, true, 3.0);
    uint32_t shown = rig_frame_image(rig);
    game_t dark = g;
    while (shown != 0 && rig_now_ms(rig) - down < 3000) {
        dark = scene_game();
        rig_run_ms(rig, TICK_MS);
        shown = rig_frame_image(rig);
    }
    CHECK(rig_now_ms(rig) - down >= 2000);
    /* Where the blink stood: on or off, and the ms to its next change. */
    uint16_t dt = (uint16_t)(dark.now - dark.t0);
    bool on = (dt / GAME_BLINK_MS & 1u) == 0;
    double rest = GAME_BLINK_MS - dt % GAME_BLINK_MS;
    rig_run_ms(rig, 12000 - (rig_now_ms(rig) - down));
    rig_key(rig, KEY_START, false, 3.0);
    rig_run_ms(rig, 300);
    CHECK(rig_sleeping(rig));
    double wake = rig_now_ms(rig);
    rig_key(rig, 24, true, 0);               /* wakes it, no move */
    rig_run_ms(rig, TICK_MS * 2);
    CHECK_EQ(((rig_frame_image(rig) & cell) != 0), on);
    double t1 = next_toggle(cell, on, 200) - wake;
    double t2 = next_toggle(cell, !on, 200) - wake;
    rig_key(rig, 24, false, 0);
    printf("  hint blink: %s with %.0f ms to go at dark; changed %.1f and %.1f ms after the wake\n",
           on ? "on" : "off", rest, t1, t2);
    CHECK(t1 >= rest - SLACK_MS && t1 <= rest + SLACK_MS);
    CHECK(t2 - t1 >= GAME_BLINK_MS - SLACK_MS && t2 - t1 <= GAME_BLINK_MS + SLACK_MS);
    rig_run_ms(rig, 300);
    CHECK_EQ(rig_leds(rig, 300, NULL), board & ~cell);   /* the hint goes on */
}

TEST(start_held_12_s)
{
    hold_start_in_action(12000);
}

TEST(start_held_60_s)
{
    hold_start_in_action(60000);
}

int main(int argc, char **argv)
{
    if (!game_begin(argc, argv, 27u)) {
        return check_done();
    }
    RUN(hint_blink_stands_still_while_off);
    if (!PART_ACTION) {
        printf("  no Action in this build\n");
        rig_close(rig);
        return check_done();
    }
    press(KEY_MODE);
    press(3);                                /* menu row 0 col 3: Action */
    press(KEY_MODE);
    RUN(start_held_12_s);
    RUN(start_held_60_s);
    rig_close(rig);
    return check_done();
}
