/* SPDX-License-Identifier: MIT */
/*
 * The game turned off, on the host fake HAL: from START held 2 s to the
 * wake nothing in the game changes (Action's steps, its step clock, a
 * hint's blink), however long START stays down; after the wake its clock
 * goes on from where it stopped; the auto-off's 3 minutes count from the
 * wake.
 */
#include <string.h>
#include "app.h"
#include "app_driver.h"

#include "check.h"
#include "host/fake.h"
#include "puzzle.h"

static const game_t *g;

/* Action from the menu (row 0 col 3), a few steps in. */
static void action_under_way(void)
{
    drive_boot();
    g = app_game();
    drive_press(KEY_MODE, 40);
    drive_press(3, 40);
    drive_press(KEY_MODE, 40);
    CHECK_EQ(g->mode, GAME_ACTION);
    while (g->steps < 3u) {
        drive_ms(1);
    }
}

/* START down until the grid goes dark: the game as it stood then. */
static game_t start_down_until_dark(void)
{
    game_t dark = *g;
    fake_set_keys(1ul << KEY_START);
    for (int ms = 0; ms < 2100 && fake_shown() != 0; ms++) {
        dark = *g;
        drive_ms(1);
    }
    CHECK_EQ(fake_shown(), 0);
    CHECK(memcmp(&dark, g, sizeof dark) == 0);  /* untouched since */
    return dark;
}

/* START held hold_ms more, released: power-down; key 12 wakes it (held
 * 60 ms). Returns the time of the wake, in ms since fake_reset. */
static uint32_t release_and_wake(uint32_t hold_ms)
{
    game_t dark = *g;
    for (uint32_t ms = 0; ms < hold_ms; ms += 500) {
        drive_ms(500);
        CHECK(memcmp(&dark, g, sizeof dark) == 0);
        CHECK_EQ(fake_shown(), 0);
    }
    CHECK_EQ(fake_power_downs(), 0);
    drive_wake_keys(1ul << 12);
    fake_set_keys(0);
    for (int ms = 0; ms < 200 && fake_power_downs() == 0; ms++) {
        drive_ms(1);                             /* quiet 50 ms, then off */
    }
    CHECK_EQ(fake_power_downs(), 1);
    uint32_t wake = (uint32_t)(fake_now_us() / 1000u);
    drive_wake_keys(0);
    drive_ms(60);
    fake_set_keys(0);
    CHECK_EQ(g->board, dark.board);              /* the wake is no move */
    CHECK_EQ(g->moves, dark.moves);
    return wake;
}

static void action_held(uint32_t hold_ms)
{
    action_under_way();
    game_t dark = start_down_until_dark();
    uint16_t rest = (uint16_t)(dark.step_ms - (uint16_t)(dark.now - dark.step_t0));
    uint32_t wake = release_and_wake(hold_ms);
    CHECK_EQ(g->steps, dark.steps);
    /* The step clock resumed: the next step comes after the rest of its
     * interval (counted from the wake), then one a whole interval later. */
    while (g->steps == dark.steps && fake_now_us() / 1000u - wake < 3000) {
        drive_ms(1);
    }
    uint32_t ms = (uint32_t)(fake_now_us() / 1000u) - wake;
    CHECK(ms + 3u >= rest && ms <= rest + 3u);
    CHECK_EQ((uint16_t)(g->step_t0 - dark.step_t0), dark.step_ms);
    CHECK_EQ(g->steps, dark.steps + 1u);
    CHECK_EQ(__builtin_popcount(g->board ^ dark.board) >= 3, 1);   /* one cross */
    CHECK_EQ(g->phase, PHASE_PLAY);
    uint16_t next = g->step_ms;
    for (ms = 0; g->steps == dark.steps + 1u && ms < 3000; ms++) {
        drive_ms(1);
    }
    CHECK(ms + 3u >= next && ms <= next + 3u);
}

TEST(action_start_held_12_s_wakes_as_it_went_dark)
{
    action_held(12000 - 2000);   /* 2 s of it before the dark */
}

TEST(action_start_held_60_s_wakes_as_it_went_dark)
{
    action_held(60000 - 2000);
}

/* Classic, a hint blinking: over an off its phase stands still. */
TEST(hint_blink_stands_still_while_off)
{
    drive_boot();
    g = app_game();
    drive_press(KEY_HINT, 40);
    CHECK(g->blink != 0);
    drive_ms(1010);
    game_t dark = start_down_until_dark();
    release_and_wake(12000);
    drive_ms(1);
    CHECK(g->blink == dark.blink);
    /* Game time since the blink began: as at the dark, plus the wake. */
    uint16_t then = (uint16_t)(dark.now - dark.t0), now = (uint16_t)(g->now - g->t0);
    CHECK(now >= then && now <= then + 70u);
}

/* START held 2 min 50 s, then off: the 3 minutes of auto-off start
 * again at the wake. */
TEST(auto_off_counts_from_the_wake)
{
    drive_boot();
    g = app_game();
    start_down_until_dark();
    release_and_wake(168000);
    uint32_t downs = fake_power_downs();
    drive_ms(179000);
    CHECK_EQ(fake_power_downs(), downs);
    drive_ms(2000);
    CHECK_EQ(fake_power_downs(), downs + 1u);
}

/* Auto-off comes within a quarter second of 3 minutes after the last
 * key (app.c counts it in 256 ms units), at every phase of those units. */
TEST(auto_off_within_a_quarter_second_of_3_minutes)
{
    drive_boot();
    for (uint32_t phase = 0; phase < 256u; phase += 37u) {
        drive_ms(phase);
        drive_press(12, 60);          /* the last change: its release, 100 ms ago */
        uint32_t downs = fake_power_downs();
        drive_ms(179960u - 100u);     /* 179.96 s after it */
        CHECK_EQ(fake_power_downs(), downs);
        drive_ms(300);                /* 180.26 s */
        CHECK_EQ(fake_power_downs(), downs + 1u);
        drive_wake_keys(1ul << 12);
        fake_set_keys(0);
        drive_ms(200);
    }
}

int main(void)
{
    RUN(action_start_held_12_s_wakes_as_it_went_dark);
    RUN(action_start_held_60_s_wakes_as_it_went_dark);
    RUN(hint_blink_stands_still_while_off);
    RUN(auto_off_counts_from_the_wake);
    RUN(auto_off_within_a_quarter_second_of_3_minutes);
    return check_done();
}
