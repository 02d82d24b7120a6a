/* SPDX-License-Identifier: MIT */
/*
 * The app on the host HAL fake: boot animation, key to move, wake and
 * boot presses that are not moves, auto-off, START held 2 s, sound,
 * watchdog kicks and resume from the save.
 */
#include "app.h"
#include "app_driver.h"

#include "check.h"
#include "host/fake.h"
#include "host/fake_eeprom.h"
#include "host/fake_wdt.h"
#include "save.h"
#include "solver.h"


#define GRID 0x1FFFFFFul

TEST(boot_animation_lights_cells_and_ends_within_a_second)
{
    fake_reset();
    fake_eeprom_reset(1024, 0xFF);
    uint32_t seen = 0;
    uint32_t shows = fake_shows();
    /* app_start runs the animation to its end before returning. */
    app_start();
    CHECK(fake_now_us() <= 1000000u);
    CHECK(fake_now_us() >= 500000u);
    CHECK(fake_shows() - shows >= 100u);  /* a new image every tick */
    /* Replay the images: each step of the sweep is a diagonal band. */
    for (uint32_t t = 0; t < APP_BOOT_MS; t += APP_BOOT_STEP_MS) {
        uint8_t rows[HAL_ROWS];
        app_boot_image(t, rows);
        for (uint8_t r = 0; r < HAL_ROWS; r++) {
            seen |= (uint32_t)rows[r] << (5u * r);
        }
    }
    CHECK_EQ(seen, GRID);
    CHECK_EQ(fake_shown(), 0);            /* ends dark */
    CHECK(fake_inits() == 1);
    CHECK(fake_wdt_running);
}

TEST(a_press_toggles_exactly_the_cross)
{
    drive_boot();
    CHECK_EQ(app_game()->phase, PHASE_PLAY);
    uint32_t before = fake_shown();
    CHECK_EQ(before, game_board(app_game()));
    CHECK(before != 0);
    drive_press(12, 40);
    CHECK_EQ(fake_shown() ^ before, lo_cross(12, 5));
    drive_press(0, 40);
    CHECK_EQ(fake_shown() ^ before, lo_cross(12, 5) ^ lo_cross(0, 5));
}

TEST(held_key_is_one_move)
{
    drive_boot();
    uint32_t before = fake_shown();
    drive_press(6, 3000);
    CHECK_EQ(fake_shown() ^ before, lo_cross(6, 5));
}

TEST(press_shows_within_twenty_ms_of_being_stable)
{
    drive_boot();
    uint32_t before = fake_shown();
    fake_set_keys(1ul << 18);
    uint64_t t0 = fake_now_us();
    while (fake_shown() == before && fake_now_us() - t0 < 100000u) {
        app_pass();
    }
    CHECK_EQ(fake_shown() ^ before, lo_cross(18, 5));
    CHECK(fake_now_us() - t0 <= 20000u);
    fake_set_keys(0);
    drive_ms(50);
}

TEST(keys_held_through_boot_are_not_moves)
{
    fake_reset();
    fake_eeprom_reset(1024, 0xFF);
    fake_set_keys(1ul << 7);
    app_start();
    uint32_t board = game_board(app_game());
    CHECK_EQ(app_game()->phase, PHASE_INTRO);    /* a fresh start shows level 1 */
    drive_ms(300);
    fake_set_keys(0);
    drive_ms(100);
    CHECK_EQ(app_game()->phase, PHASE_INTRO);    /* the key did not even skip it */
    CHECK_EQ(game_board(app_game()), board);
}

TEST(a_move_clicks_the_buzzer)
{
    drive_boot();
    drive_ms(300);
    CHECK_EQ(fake_buzzer_hz(), 0);
    fake_set_keys(1ul << 2);
    drive_ms(10);
    CHECK(fake_buzzer_hz() != 0);
    fake_set_keys(0);
    drive_ms(300);
    CHECK_EQ(fake_buzzer_hz(), 0);
}

TEST(watchdog_is_kicked_every_pass)
{
    drive_boot();
    uint32_t k = fake_wdt_kicks;
    drive_ms(100);
    CHECK(fake_wdt_kicks - k >= 200u);    /* one per tick */
}

TEST(auto_off_after_three_minutes_and_the_wake_press_is_no_move)
{
    drive_boot();
    uint32_t board = fake_shown();
    drive_wake_keys(1ul << 12);
    drive_ms(179000);
    CHECK_EQ(fake_power_downs(), 0);
    CHECK_EQ(fake_shown(), board);
    drive_ms(1500);
    CHECK_EQ(fake_power_downs(), 1);
    drive_wake_keys(0);
    drive_ms(80);                           /* the waking key still held */
    fake_set_keys(0);
    drive_ms(200);
    CHECK_EQ(fake_shown(), board);        /* resumed, not moved */
    CHECK_EQ(fake_power_downs(), 1);
    drive_press(12, 40);                        /* the next press moves */
    CHECK_EQ(fake_shown() ^ board, lo_cross(12, 5));
}

/* A key held still (in a pocket) is no activity: off 3 minutes after the
 * key set last changed, and the held key does not keep it awake. */
TEST(a_stuck_key_does_not_stop_auto_off)
{
    drive_boot();
    drive_ms(1000);
    fake_set_keys(1ul << 7);
    drive_ms(179000);
    CHECK_EQ(fake_power_downs(), 0);
    drive_ms(1500);
    CHECK_EQ(fake_power_downs(), 1);
    drive_ms(5000);                         /* woken by the fake at once, */
    CHECK_EQ(fake_power_downs(), 1);      /* then locked: no move, awake */
    drive_ms(180000);
    CHECK_EQ(fake_power_downs(), 2);      /* off again with the key held */
    fake_set_keys(0);
}

TEST(activity_postpones_auto_off)
{
    drive_boot();
    drive_ms(170000);
    drive_press(KEY_MODE, 40);
    drive_press(KEY_MODE, 40);                  /* into the menu and out again */
    drive_ms(170000);
    CHECK_EQ(fake_power_downs(), 0);
    drive_ms(12000);
    CHECK_EQ(fake_power_downs(), 1);
}

TEST(start_held_two_seconds_powers_off_after_release)
{
    drive_boot();
    uint32_t board = fake_shown();
    fake_set_keys(1ul << KEY_START);
    drive_ms(1900);
    CHECK_EQ(fake_shown(), board);        /* not yet */
    drive_ms(300);
    CHECK_EQ(fake_shown(), 0);            /* dark while START is held */
    CHECK_EQ(fake_power_downs(), 0);      /* held keys would wake it */
    drive_ms(1000);
    CHECK_EQ(fake_power_downs(), 0);
    drive_wake_keys(1ul << 24);
    fake_set_keys(0);
    drive_ms(100);
    CHECK_EQ(fake_power_downs(), 1);
    CHECK_EQ(fake_buzzer_hz(), 0);
    drive_wake_keys(0);
    fake_set_keys(0);
    drive_ms(200);
    CHECK_EQ(fake_shown(), board);        /* same game, no restart */
    CHECK_EQ(game_board(app_game()), board);
}

TEST(start_short_press_is_passed_to_the_game)
{
    drive_boot();
    drive_press(0, 40);
    uint32_t moved = game_board(app_game());
    drive_press(KEY_START, 200);                /* Classic: restart the level */
    drive_ms(5000);
    if (app_game()->phase == PHASE_INTRO) {
        drive_press(KEY_UNDO, 40);
    }
    CHECK(game_board(app_game()) != moved);
    CHECK_EQ(app_game()->moves, 0);
    CHECK_EQ(fake_power_downs(), 0);
}

TEST(resumes_the_saved_game_after_a_reset)
{
    drive_boot();
    drive_press(12, 40);
    drive_press(3, 40);
    uint32_t board = game_board(app_game());
    drive_ms(500);                          /* let the save finish */
    CHECK(save_idle());
    fake_reset();                         /* reset: EEPROM kept */
    app_start();
    CHECK_EQ(game_board(app_game()), board);
    drive_ms(100);
    CHECK_EQ(fake_shown(), board);
}

int main(void)
{
    RUN(boot_animation_lights_cells_and_ends_within_a_second);
    RUN(a_press_toggles_exactly_the_cross);
    RUN(held_key_is_one_move);
    RUN(press_shows_within_twenty_ms_of_being_stable);
    RUN(keys_held_through_boot_are_not_moves);
    RUN(a_move_clicks_the_buzzer);
    RUN(watchdog_is_kicked_every_pass);
    RUN(auto_off_after_three_minutes_and_the_wake_press_is_no_move);
    RUN(a_stuck_key_does_not_stop_auto_off);
    RUN(activity_postpones_auto_off);
    RUN(start_held_two_seconds_powers_off_after_release);
    RUN(start_short_press_is_passed_to_the_game);
    RUN(resumes_the_saved_game_after_a_reset);
    return check_done();
}
