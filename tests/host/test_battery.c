/* SPDX-License-Identifier: MIT */
/*
 * The supply check on the host HAL fake (firmware/app/battery.h), with the
 * host's limits (mk/battery.mk: no save under 2.45 V, warning under
 * 2.65 V): a good supply changes nothing; the warning band blinks the
 * sign at boot and when the menu opens and saves go on; a falling supply
 * stops with the sign and power-down and writes nothing; a wake measures
 * again; a supply that recovers starts again from the last save and
 * saves again.
 */
#include <string.h>
#include "app.h"
#include "battery.h"
#include "battery_config.h"

#include "check.h"
#include "host/fake.h"
#include "host/fake_eeprom.h"
#include "host/fake_supply.h"
#include "host/fake_uart.h"
#include "keys.h"

#define SIGN ((uint32_t)BATTERY_SIGN_ROW1 << 5 | (uint32_t)BATTERY_SIGN_ROW2 << 10 | \
              (uint32_t)BATTERY_SIGN_ROW3 << 15)

static uint32_t restarts;      /* app_pass asked for app_start again */
static uint32_t sign_frames, sign_edges;
static bool was_sign;

/* Main-loop passes for ms, as main.c runs them, watching for the sign. */
static void run_ms(uint32_t ms)
{
    uint64_t end = fake_now_us() + (uint64_t)ms * 1000u;
    while (fake_now_us() < end) {
        if (!app_pass()) {
            restarts++;
            app_start();
        }
        bool s = fake_shown() == SIGN;
        sign_frames += s;
        sign_edges += s != was_sign;
        was_sign = s;
    }
}

static void watch_reset(void)
{
    sign_frames = sign_edges = 0;
    was_sign = false;
}

static void press(uint8_t key)
{
    fake_set_keys(1ul << key);
    run_ms(60);
    fake_set_keys(0);
    run_ms(100);
}

/* Fresh HAL and EEPROM at supply mv (falling by slope mV/s), boot, and
 * leave the intro for play. */
static void boot_at(uint16_t mv, int16_t slope)
{
    fake_reset();
    fake_uart_reset(0);
    fake_eeprom_reset(1024, 0xFF);
    fake_set_supply(mv, slope);
    restarts = 0;
    app_start();
    watch_reset();
    run_ms(60);
    if (app_game()->phase == PHASE_INTRO) {
        press(KEY_UNDO);
    }
}

static unsigned count(const char *text, const char *word)
{
    unsigned n = 0;
    for (const char *p = text; (p = strstr(p, word)) != NULL; p++) {
        n++;
    }
    return n;
}

/* Power-down hook: what was shown, and the supply for the wake. */
static uint32_t shown_at_sleep, writes_at_sleep;
static uint8_t level_at_sleep;
static uint16_t wake_supply[4];
static unsigned sleeps;
static void asleep(void)
{
    shown_at_sleep = fake_shown();
    writes_at_sleep = fake_eeprom_writes();
    level_at_sleep = battery_level();
    if (sleeps < 4u && wake_supply[sleeps]) {
        fake_set_supply(wake_supply[sleeps], 0);
    }
    sleeps++;
}

static void hook(uint16_t w0, uint16_t w1)
{
    memset(wake_supply, 0, sizeof wake_supply);
    wake_supply[0] = w0;
    wake_supply[1] = w1;
    sleeps = 0;
    shown_at_sleep = 0;
    fake_on_power_down(asleep);
}

TEST(a_good_supply_shows_no_sign_and_saves)
{
    boot_at(3000, 0);
    run_ms(2000);
    CHECK_EQ(sign_frames, 0);
    uint32_t w = fake_eeprom_writes();
    press(12);
    run_ms(200);
    CHECK(fake_eeprom_writes() > w);
    CHECK(strstr(fake_uart_text(), "battery 3.00 V\n") != NULL);
    CHECK_EQ(battery_level(), BATTERY_OK);
    CHECK_EQ(restarts, 0);
}

TEST(the_warning_band_blinks_at_boot_and_at_the_menu_and_saves)
{
    boot_at(2600, 0);
    watch_reset();
    app_start();                  /* again, to watch the boot's blink */
    run_ms(1500);
    CHECK(sign_frames > 100u);    /* three blinks of 160 ms */
    CHECK(sign_edges >= 5u && sign_edges <= 6u);
    watch_reset();
    run_ms(1000);
    CHECK_EQ(sign_frames, 0);     /* then play goes on */
    press(KEY_UNDO);
    uint32_t w = fake_eeprom_writes();
    press(12);
    run_ms(200);
    CHECK(fake_eeprom_writes() > w);          /* saves still happen */
    unsigned lines = count(fake_uart_text(), "battery 2.60 V\n");
    watch_reset();
    press(KEY_MODE);
    run_ms(1000);
    CHECK_EQ(app_game()->phase, PHASE_MENU);
    CHECK(sign_edges >= 5u);
    CHECK_EQ(count(fake_uart_text(), "battery 2.60 V\n"), lines + 1u);
    CHECK_EQ(fake_power_downs(), 0);
}

TEST(the_warning_comes_at_its_level)
{
    boot_at(2660, 0);
    watch_reset();
    press(KEY_MODE);
    run_ms(1000);
    CHECK_EQ(sign_frames, 0);      /* 2.66 V: above the band */
    press(KEY_MODE);
    fake_set_supply(2640, 0);
    watch_reset();
    press(KEY_MODE);               /* measured as the menu opens */
    run_ms(1000);
    CHECK(sign_frames > 100u);
    CHECK(strstr(fake_uart_text(), "battery 2.64 V\n") != NULL);
}

TEST(a_falling_supply_stops_without_a_save)
{
    /* 2.60 V falling 20 mV/s: under 2.45 V 7.5 s from now. */
    boot_at(2600, -20);
    hook(3000, 0);     /* new cells at the wake: the loop ends */
    uint32_t writes_at_limit = 0;
    bool under = false;
    for (int i = 0; i < 12 && fake_power_downs() == 0; i++) {
        press((uint8_t)(i % 2 ? 12 : 6));
        run_ms(800);
        if (!under && fake_supply_now() < VCC_MIN_MV) {
            under = true;
            writes_at_limit = fake_eeprom_writes();
        }
    }
    CHECK(under);
    CHECK_EQ(fake_power_downs(), 1);
    CHECK_EQ(writes_at_sleep, writes_at_limit);   /* nothing under it */
    CHECK_EQ(level_at_sleep, BATTERY_EMPTY);
    CHECK_EQ(shown_at_sleep, SIGN);
    CHECK(strstr(fake_uart_text(), "off battery\n") != NULL);
    CHECK_EQ(restarts, 1);         /* the wake at 3.00 V: started again */
    fake_on_power_down(NULL);
}

TEST(an_idle_game_stops_at_the_ten_second_check)
{
    boot_at(2500, -10);            /* under 2.45 V after 5 s */
    hook(3000, 0);
    uint32_t w = fake_eeprom_writes();
    run_ms(4900);
    CHECK_EQ(fake_power_downs(), 0);
    run_ms(BATTERY_EVERY_MS + 1500u);
    CHECK_EQ(fake_power_downs(), 1);
    CHECK_EQ(shown_at_sleep, SIGN);
    CHECK_EQ(writes_at_sleep, w);
    fake_on_power_down(NULL);
}

TEST(a_wake_measures_again_and_a_recovered_supply_resumes_the_last_save)
{
    boot_at(3000, 0);
    hook(0, 3000);     /* first wake still low; at the second, new cells */
    press(12);
    run_ms(300);
    uint32_t saved = game_board(app_game());
    uint32_t w = fake_eeprom_writes();
    uint32_t reads = fake_supply_reads();
    fake_set_supply(2300, 0);
    press(6);                       /* a move: its save refused */
    run_ms(3000);
    CHECK(fake_supply_reads() > reads);
    CHECK_EQ(writes_at_sleep, w);   /* nothing written by the second sleep */
    CHECK_EQ(sleeps, 2);            /* the wake measured 2.30 V: the sign again */
    CHECK_EQ(restarts, 1);          /* then 3.00 V: started again */
    CHECK_EQ(count(fake_uart_text(), "off battery\n"), 2);
    CHECK_EQ(count(fake_uart_text(), "boot "), 2);
    press(KEY_UNDO);                /* the wake's key is no move; skip an intro */
    CHECK_EQ(game_board(app_game()), saved);   /* the last save, not the refused move */
    w = fake_eeprom_writes();
    press(12);
    run_ms(300);
    CHECK(fake_eeprom_writes() > w);           /* and it saves again */
    fake_on_power_down(NULL);
}

TEST(a_boot_under_the_minimum_writes_nothing)
{
    fake_reset();
    fake_uart_reset(0);
    fake_eeprom_reset(1024, 0xFF);
    fake_set_supply(2300, 0);
    hook(2300, 3000);
    restarts = 0;
    app_start();
    CHECK_EQ(sleeps, 2);
    CHECK_EQ(shown_at_sleep, SIGN);
    /* Only once the supply is good: the boot count, then a save. */
    CHECK_EQ(fake_eeprom_wear(1020), 1);
    run_ms(200);
    CHECK_EQ(battery_level(), BATTERY_OK);
    fake_on_power_down(NULL);
}

int main(void)
{
    RUN(a_good_supply_shows_no_sign_and_saves);
    RUN(the_warning_band_blinks_at_boot_and_at_the_menu_and_saves);
    RUN(the_warning_comes_at_its_level);
    RUN(a_falling_supply_stops_without_a_save);
    RUN(an_idle_game_stops_at_the_ten_second_check);
    RUN(a_wake_measures_again_and_a_recovered_supply_resumes_the_last_save);
    RUN(a_boot_under_the_minimum_writes_nothing);
    fake_set_supply(FAKE_SUPPLY_MV, 0);
    return check_done();
}
