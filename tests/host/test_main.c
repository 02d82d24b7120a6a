/* SPDX-License-Identifier: MIT */
/*
 * The app on the host HAL fake: boot animation, key to move, wake and
 * boot presses that are not moves, auto-off, START held 2 s, sound,
 * watchdog kicks and resume from the save.
 */
#include "app.h"

#include "check.h"
#include "host/fake.h"
#include "host/fake_eeprom.h"
#include "host/fake_wdt.h"
#include "save.h"
#include "solver.h"


#define GRID 0x1FFFFFFul

/* Run main-loop passes (one per tick) for ms milliseconds. */
static void run_ms(uint32_t ms)
{
    uint64_t end = fake_now_us() + (uint64_t)ms * 1000u;
    while (fake_now_us() < end) {
        app_pass();
    }
}

static void press(uint8_t key, uint32_t hold_ms)
{
    fake_set_keys(1ul << key);
    run_ms(hold_ms);
    fake_set_keys(0);
    run_ms(100);
}

/* Fresh EEPROM and HAL, boot, and leave the intro for play. */
static void boot(void)
{
    fake_reset();
    fake_eeprom_reset(1024, 0xFF);
    app_start();
    run_ms(60);
    if (app_game()->phase == PHASE_INTRO) {
        press(KEY_UNDO, 40);
    }
}

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
    boot();
    CHECK_EQ(app_game()->phase, PHASE_PLAY);
    uint32_t before = fake_shown();
    CHECK_EQ(before, game_board(app_game()));
    CHECK(before != 0);
    press(12, 40);
    CHECK_EQ(fake_shown() ^ before, lo_cross(12, 5));
    press(0, 40);
    CHECK_EQ(fake_shown() ^ before, lo_cross(12, 5) ^ lo_cross(0, 5));
}

TEST(held_key_is_one_move)
{
    boot();
    uint32_t before = fake_shown();
    press(6, 3000);
    CHECK_EQ(fake_shown() ^ before, lo_cross(6, 5));
}

TEST(press_shows_within_twenty_ms_of_being_stable)
{
    boot();
    uint32_t before = fake_shown();
    fake_set_keys(1ul << 18);
    uint64_t t0 = fake_now_us();
    while (fake_shown() == before && fake_now_us() - t0 < 100000u) {
        app_pass();
    }
    CHECK_EQ(fake_shown() ^ before, lo_cross(18, 5));
    CHECK(fake_now_us() - t0 <= 20000u);
    fake_set_keys(0);
    run_ms(50);
}

TEST(keys_held_through_boot_are_not_moves)
{
    fake_reset();
    fake_eeprom_reset(1024, 0xFF);
    fake_set_keys(1ul << 7);
    app_start();
    uint32_t board = game_board(app_game());
    CHECK_EQ(app_game()->phase, PHASE_INTRO);    /* a fresh start shows level 1 */
    run_ms(300);
    fake_set_keys(0);
    run_ms(100);
    CHECK_EQ(app_game()->phase, PHASE_INTRO);    /* the key did not even skip it */
    CHECK_EQ(game_board(app_game()), board);
}

TEST(a_move_clicks_the_buzzer)
{
    boot();
    run_ms(300);
    CHECK_EQ(fake_buzzer_hz(), 0);
    fake_set_keys(1ul << 2);
    run_ms(10);
    CHECK(fake_buzzer_hz() != 0);
    fake_set_keys(0);
    run_ms(300);
    CHECK_EQ(fake_buzzer_hz(), 0);
}

TEST(watchdog_is_kicked_every_pass)
{
    boot();
    uint32_t k = fake_wdt_kicks;
    run_ms(100);
    CHECK(fake_wdt_kicks - k >= 200u);    /* one per tick */
}

static uint32_t wake_key;
static void wake_by_key(void) { fake_set_keys(wake_key); }

TEST(auto_off_after_three_minutes_and_the_wake_press_is_no_move)
{
    boot();
    uint32_t board = fake_shown();
    wake_key = 1ul << 12;
    fake_on_power_down(wake_by_key);
    run_ms(179000);
    CHECK_EQ(fake_power_downs(), 0);
    CHECK_EQ(fake_shown(), board);
    run_ms(1500);
    CHECK_EQ(fake_power_downs(), 1);
    fake_on_power_down(NULL);
    run_ms(80);                           /* the waking key still held */
    fake_set_keys(0);
    run_ms(200);
    CHECK_EQ(fake_shown(), board);        /* resumed, not moved */
    CHECK_EQ(fake_power_downs(), 1);
    press(12, 40);                        /* the next press moves */
    CHECK_EQ(fake_shown() ^ board, lo_cross(12, 5));
}

/* A key held still (in a pocket) is no activity: off 3 minutes after the
 * key set last changed, and the held key does not keep it awake. */
TEST(a_stuck_key_does_not_stop_auto_off)
{
    boot();
    run_ms(1000);
    fake_set_keys(1ul << 7);
    run_ms(179000);
    CHECK_EQ(fake_power_downs(), 0);
    run_ms(1500);
    CHECK_EQ(fake_power_downs(), 1);
    run_ms(5000);                         /* woken by the fake at once, */
    CHECK_EQ(fake_power_downs(), 1);      /* then locked: no move, awake */
    run_ms(180000);
    CHECK_EQ(fake_power_downs(), 2);      /* off again with the key held */
    fake_set_keys(0);
}

TEST(activity_postpones_auto_off)
{
    boot();
    run_ms(170000);
    press(KEY_MODE, 40);
    press(KEY_MODE, 40);                  /* into the menu and out again */
    run_ms(170000);
    CHECK_EQ(fake_power_downs(), 0);
    run_ms(12000);
    CHECK_EQ(fake_power_downs(), 1);
}

TEST(start_held_two_seconds_powers_off_after_release)
{
    boot();
    uint32_t board = fake_shown();
    wake_key = 1ul << 24;
    fake_set_keys(1ul << KEY_START);
    run_ms(1900);
    CHECK_EQ(fake_shown(), board);        /* not yet */
    run_ms(300);
    CHECK_EQ(fake_shown(), 0);            /* dark while START is held */
    CHECK_EQ(fake_power_downs(), 0);      /* held keys would wake it */
    run_ms(1000);
    CHECK_EQ(fake_power_downs(), 0);
    fake_on_power_down(wake_by_key);
    fake_set_keys(0);
    run_ms(100);
    CHECK_EQ(fake_power_downs(), 1);
    CHECK_EQ(fake_buzzer_hz(), 0);
    fake_on_power_down(NULL);
    fake_set_keys(0);
    run_ms(200);
    CHECK_EQ(fake_shown(), board);        /* same game, no restart */
    CHECK_EQ(game_board(app_game()), board);
}

TEST(start_short_press_is_passed_to_the_game)
{
    boot();
    press(0, 40);
    uint32_t moved = game_board(app_game());
    press(KEY_START, 200);                /* Classic: restart the level */
    run_ms(5000);
    if (app_game()->phase == PHASE_INTRO) {
        press(KEY_UNDO, 40);
    }
    CHECK(game_board(app_game()) != moved);
    CHECK_EQ(app_game()->moves, 0);
    CHECK_EQ(fake_power_downs(), 0);
}

TEST(resumes_the_saved_game_after_a_reset)
{
    boot();
    press(12, 40);
    press(3, 40);
    uint32_t board = game_board(app_game());
    run_ms(500);                          /* let the save finish */
    CHECK(save_idle());
    fake_reset();                         /* reset: EEPROM kept */
    app_start();
    CHECK_EQ(game_board(app_game()), board);
    run_ms(100);
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
