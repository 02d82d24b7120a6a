/* SPDX-License-Identifier: MIT */
/*
 * The supply check at the edges of its limits, on the host HAL fake,
 * written from the limits (battery_config.h: VCC_MIN_MV, VCC_WARN_MV)
 * and battery.h's rules: a supply at the minimum or a few mV above it
 * plays and saves, one a few mV under it stops (the sign, power-down, no
 * byte written), at boot and in play; the warning comes under
 * VCC_WARN_MV and not at it. The log's "battery N.NN V" against a model
 * (volts, then hundredths truncated) for every value a reading can give.
 */
#include <stdio.h>
#include <string.h>
#include "app.h"
#include "battery.h"
#include "battery_config.h"
#include "check.h"
#include "host/fake.h"
#include "host/fake_eeprom.h"
#include "host/fake_supply.h"
#include "host/fake_uart.h"
#include "log.h"

#define SIGN ((uint32_t)BATTERY_SIGN_ROW1 << 5 | (uint32_t)BATTERY_SIGN_ROW2 << 10 | \
              (uint32_t)BATTERY_SIGN_ROW3 << 15)

static unsigned sleeps;
static uint32_t shown_at_sleep, writes_at_sleep;
static void asleep(void)
{
    shown_at_sleep = fake_shown();
    writes_at_sleep = fake_eeprom_writes();
    sleeps++;
    fake_set_supply(VCC_WARN_MV + 300u, 0);   /* new cells: the wake goes on */
}

/* Sign frames over ms of main-loop passes. */
static unsigned sign_frames(uint32_t ms)
{
    unsigned n = 0;
    uint64_t end = fake_now_us() + (uint64_t)ms * 1000u;
    while (fake_now_us() < end) {
        if (!app_pass()) {
            app_start();
        }
        n += fake_shown() == SIGN;
    }
    return n;
}

/* Fresh EEPROM and HAL, boot at mv; the sign frames of the first 2 s. */
static unsigned boot_at(uint16_t mv)
{
    fake_reset();
    fake_uart_reset(0);
    fake_eeprom_reset(1024, 0xFF);
    fake_set_supply(mv, 0);
    sleeps = 0;
    fake_on_power_down(asleep);
    app_start();
    return sign_frames(2000);
}

/* key down 60 ms, then up 100 ms, the main loop as main.c runs it. */
static void press(uint8_t key)
{
    fake_set_keys(1ul << key);
    sign_frames(60);
    fake_set_keys(0);
    sign_frames(100);
}

/* A move at the supply of the moment: saved or not. */
static bool move_saves(uint8_t cell)
{
    if (app_game()->phase == PHASE_INTRO) {
        press(KEY_UNDO);
    }
    uint32_t w = fake_eeprom_writes();
    press(cell);
    sign_frames(300);
    return fake_eeprom_writes() > w;
}

TEST(at_the_minimum_and_a_few_mv_above_it_plays_and_saves)
{
    static const uint16_t above[] = { 0, 1, 3 };
    for (unsigned i = 0; i < sizeof above / sizeof above[0]; i++) {
        uint16_t mv = (uint16_t)(VCC_MIN_MV + above[i]);
        boot_at(mv);
        CHECK_EQ(battery_mv(), mv);
        if (!move_saves(12) || !move_saves(6) || sleeps != 0) {
            CHECK_FAIL("%u mV (the minimum + %u): stopped, or a move not saved", mv, above[i]);
        }
        CHECK(battery_level() != BATTERY_EMPTY);
    }
}

TEST(a_few_mv_under_the_minimum_stops_at_boot)
{
    static const uint16_t under[] = { 1, 3 };
    for (unsigned i = 0; i < sizeof under / sizeof under[0]; i++) {
        uint16_t mv = (uint16_t)(VCC_MIN_MV - under[i]);
        boot_at(mv);
        /* Asleep under the sign, nothing written; the wake at new cells
         * goes on: the boot counter once, then saves. */
        CHECK_EQ(sleeps, 1);
        CHECK_EQ(shown_at_sleep, SIGN);
        CHECK_EQ(writes_at_sleep, 0);
        CHECK_EQ(fake_eeprom_wear(1020), 1);
    }
}

TEST(a_few_mv_under_the_minimum_stops_play)
{
    static const uint16_t under[] = { 1, 3 };
    for (unsigned i = 0; i < sizeof under / sizeof under[0]; i++) {
        boot_at(VCC_MIN_MV);
        CHECK(move_saves(12));
        uint32_t w = fake_eeprom_writes(), board = app_game()->board;
        fake_set_supply((uint16_t)(VCC_MIN_MV - under[i]), 0);
        move_saves(6);   /* measured before its save: refused, the sign */
        if (sleeps != 1 || shown_at_sleep != SIGN || writes_at_sleep != w) {
            CHECK_FAIL("%u mV under the minimum: %u sleeps, %u bytes written", under[i], sleeps,
                       writes_at_sleep - w);
        }
        CHECK_EQ(app_game()->board, board);    /* started again from the last save */
        CHECK_EQ(fake_inits(), 2);
        CHECK(battery_level() != BATTERY_EMPTY);   /* woke at new cells */
    }
}

TEST(the_warning_under_its_level_and_not_at_it)
{
    CHECK_EQ(boot_at(VCC_WARN_MV), 0);
    CHECK_EQ(battery_level(), BATTERY_OK);
    CHECK(boot_at(VCC_WARN_MV - 1u) > 100u);   /* blinks at boot */
    CHECK_EQ(battery_level(), BATTERY_LOW);
    CHECK_EQ(sleeps, 0);
    CHECK(move_saves(12));
}

/* The log line for mv: volts, '.', hundredths truncated, " V". */
TEST(logged_volts_match_the_formula_for_every_value)
{
    unsigned bad = 0;
    for (uint32_t mv = 0; mv <= 0xFFFFu; mv++) {
        fake_uart_reset(0);
        log_boot("host", "v0", 0);
        log_volts((uint16_t)mv);
        log_flush();
        const char *text = strstr(fake_uart_text(), "battery");
        char want[32];
        snprintf(want, sizeof want, "battery %u.%u%u V\n", mv / 1000u, mv % 1000u / 100u,
                 mv % 100u / 10u);
        if ((!text || strcmp(text, want) != 0) && bad++ < 3) {
            CHECK_FAIL("%u mV logged as \"%s\", not \"%s\"", mv, text ? text : "", want);
        }
    }
}

int main(void)
{
    RUN(at_the_minimum_and_a_few_mv_above_it_plays_and_saves);
    RUN(a_few_mv_under_the_minimum_stops_at_boot);
    RUN(a_few_mv_under_the_minimum_stops_play);
    RUN(the_warning_under_its_level_and_not_at_it);
    RUN(logged_volts_match_the_formula_for_every_value);
    fake_on_power_down(NULL);
    fake_set_supply(FAKE_SUPPLY_MV, 0);
    return check_done();
}
