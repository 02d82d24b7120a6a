/* SPDX-License-Identifier: MIT */
/*
 * A key that goes down while the firmware is entering power-down (auto-off
 * or START held 2 s) wakes it: it is not lost to the dark frames before
 * the sleep. Each run starts a fresh chip with an erased EEPROM, so runs
 * repeat cycle for cycle and the power-down instant found by one run is
 * the same in the next.
 */
#include "check.h"
#include "rig.h"

#define PD_MODE 2u            /* SMCR SM: SLEEP_MODE_PWR_DOWN */
#define AUTO_OFF_MS (3.0 * 60 * 1000)

/* Power on, press (2,2) at 3 s (skips the intro of Classic level 1). */
static rig_t *start(void)
{
    rig_t *r = rig_open(NULL);
    if (!r) {
        return NULL;
    }
    rig_run_ms(r, 3000);
    rig_key(r, 12, true, 0);
    rig_run_ms(r, RIG_PRESS_MS);
    rig_key(r, 12, false, 0);
    return r;
}

/* The START-held path instead: then START down 2.3 s and up. */
static rig_t *start_held(void)
{
    rig_t *r = start();
    if (r) {
        rig_run_ms(r, 500);
        rig_key(r, 28, true, 0);
        rig_run_ms(r, 2300);
        rig_key(r, 28, false, 0);
    }
    return r;
}

/* Run until the firmware selects power-down sleep; ms from the start of
 * the run, or -1 after max_ms. */
static double until_power_down(rig_t *r, double max_ms)
{
    double t0 = rig_now_ms(r);
    while (rig_sleep_mode(r) != PD_MODE) {
        if (rig_now_ms(r) - t0 > max_ms || rig_run_ms(r, 0.05) != 0) {
            return -1;
        }
    }
    return rig_now_ms(r) - t0;
}

/* Awake and showing the game: not in power-down, the multiplex runs and
 * some LEDs light. */
static bool awake(rig_t *r)
{
    uint64_t f0 = rig_frames(r);
    uint32_t leds = rig_leds(r, 100, NULL);
    return rig_sleep_mode(r) != PD_MODE && rig_frames(r) > f0 && leds != 0;
}

/* A 60 ms press of (0,4) at `at` ms after setup, then 400 ms: awake? */
static bool wakes(rig_t *(*setup)(void), double at)
{
    rig_t *r = setup();
    if (!r) {
        return false;
    }
    rig_run_ms(r, at);
    rig_key(r, 4, true, 0);
    rig_run_ms(r, RIG_PRESS_MS);
    rig_key(r, 4, false, 0);
    rig_run_ms(r, 400);
    bool ok = awake(r) && !rig_crashed(r);
    rig_close(r);
    return ok;
}

/* The reproduction from the issue: 180,005 ms after the last release. */
TEST(key_5ms_after_auto_off_wakes)
{
    CHECK(wakes(start, AUTO_OFF_MS + 5));
}

/* Power-down entry instant of a setup, measured on its own run. */
static double power_down_at(rig_t *(*setup)(void), double max_ms)
{
    rig_t *r = setup();
    if (!r) {
        return -1;
    }
    double t = until_power_down(r, max_ms);
    rig_close(r);
    return t;
}

/* Keys going down shortly before the power-down instant (the reproduction
 * above is one such): each is a move or a wake, never lost. Each run is
 * 3 simulated minutes, so only a few. */
TEST(auto_off_entry_window)
{
    double pd = power_down_at(start, AUTO_OFF_MS + 100);
    CHECK(pd > AUTO_OFF_MS);
    printf("  power-down %.2f ms after the last release\n", pd);
    static const double before[] = { 6, 1 };
    for (unsigned i = 0; pd > 0 && i < sizeof before / sizeof before[0]; i++) {
        double d = before[i];
        if (!wakes(start, pd - d)) {
            CHECK_FAIL("key %.1f ms before the power-down instant is lost", d);
        }
    }
}

/* START held: power-down once every key is up 50 ms. A key in the last
 * 2.5 ms before sleep is past the decision (at least one frame before it),
 * so it must wake the chip. */
TEST(start_held_entry_window)
{
    double pd = power_down_at(start_held, 1000);
    CHECK(pd > 50);
    printf("  power-down %.2f ms after START went up\n", pd);
    for (double d = 2.5; pd > 0 && d > 0; d -= 0.5) {
        if (!wakes(start_held, pd - d)) {
            CHECK_FAIL("key %.1f ms before the power-down instant is lost", d);
        }
    }
}

/* The control: a key well after the sleep wakes it too. */
TEST(key_after_power_down_wakes)
{
    CHECK(wakes(start_held, 1000));
}

static bool loads;

TEST(firmware_loads)
{
    rig_t *r = rig_open(NULL);
    loads = r != NULL;
    CHECK(loads);
    rig_close(r);
}

int main(void)
{
    RUN(firmware_loads);
    if (!loads) {
        return check_done();
    }
    RUN(key_5ms_after_auto_off_wakes);
    RUN(auto_off_entry_window);
    RUN(start_held_entry_window);
    RUN(key_after_power_down_wakes);
    return check_done();
}
