/* SPDX-License-Identifier: MIT */
/*
 * The supply reading at the pins, on the real firmware, from the board's
 * own constants (its board.mk: BANDGAP_MV, VCC_MIN_MV, VCC_WARN_MV) and
 * the formula in hal.h: VCC = BANDGAP_MV * 1024 / reading, rounded down.
 * For each reading simavr's ADC gives (its result register, read after
 * the boot's measurement), the firmware's millivolts are the formula's
 * and its log says "battery N.NN V" (hundredths truncated). At the
 * nearest readings either side of VCC_MIN_MV: the one above plays and
 * saves, the one under stops (the sign, power-down, no byte written),
 * at boot and in play, and a key at the one above resumes the last save;
 * the same for the warning at VCC_WARN_MV.
 */
#include "power_scene.h"
#include "battery_config.h"

#define SIGN (0x0Ful << 5 | 0x19ul << 10 | 0x0Ful << 15)
#define SLEEP_PWR_DOWN 2u
#define ADCL_ADDR 0x78u   /* ADCL, ADCH: the same on every part here */
#define EE_MAX 4096u
#define MEASURED_MS 30.0  /* the boot's measurement is done (16 ms here) */

static rig_t *r;
static bool has_log;
static uint8_t erased[EE_MAX];

/* The formula, and the log line it gives. */
static uint16_t model_mv(uint16_t reading)
{
    return reading ? (uint16_t)(BANDGAP_MV * 1024ul / reading) : 0xFFFFu;
}

static void model_line(char *s, size_t n, uint16_t mv)
{
    snprintf(s, n, "battery %u.%u%u V\n", mv / 1000u, mv % 1000u / 100u, mv % 100u / 10u);
}

static uint16_t adc_result(void)
{
    const uint8_t *d = rig_avr(r)->data;
    return (uint16_t)(d[ADCL_ADDR] | d[ADCL_ADDR + 1u] << 8);
}

/* A new chip (erased EEPROM) at supply mv, run ms; the boot's reading
 * (0 if it made no measurement). */
static uint16_t boot_at(uint16_t mv, double ms)
{
    rig_eeprom_set(r, 0, erased, rig_eeprom_size(r));
    rig_set_keys(r, 0);
    rig_set_supply(r, mv, 0);
    uint64_t starts = rig_adc_starts(r);
    rig_power_cut(r);
    rig_uart_clear(r);
    rig_run_ms(r, MEASURED_MS);
    uint16_t reading = rig_adc_starts(r) >= starts + 2u ? adc_result() : 0;
    if (ms > MEASURED_MS) {
        rig_run_ms(r, ms - MEASURED_MS);
    }
    return reading;
}

/* A supply at which the boot reads `want` (found by probing), or 0. */
static uint16_t supply_for(uint16_t want)
{
    uint16_t mv = (uint16_t)(BANDGAP_MV * 1024ul / want);
    for (int i = 0; i < 60; i++) {
        uint16_t got = boot_at(mv, MEASURED_MS);
        if (got == want) {
            return mv;
        }
        mv = (uint16_t)(got > want ? mv + 1u : mv - 1u);   /* more volts, fewer counts */
    }
    return 0;
}

/* The nearest readings either side of a limit (the formula gives at least
 * `limit` mV at e->ok, under it at e->low: one count more) and supplies
 * that give them; false (a failure counted) if one is not found. */
typedef struct {
    uint16_t ok, low, s_ok, s_low;
} edge_t;

static bool edge_of(uint16_t limit, edge_t *e)
{
    e->ok = (uint16_t)(BANDGAP_MV * 1024ul / limit);
    e->low = (uint16_t)(e->ok + 1u);
    e->s_ok = supply_for(e->ok);
    e->s_low = supply_for(e->low);
    if (!e->s_ok || !e->s_low) {
        CHECK_FAIL("no supply gives reading %u or %u", e->ok, e->low);
        return false;
    }
    printf("  readings %u (%u mV) and %u (%u mV) around %u mV\n", e->ok, model_mv(e->ok), e->low,
           model_mv(e->low), limit);
    return true;
}

/* Times the sign came on over ms, sampled every 5 ms. */
static unsigned sign_shows(double ms)
{
    unsigned on = 0;
    bool was = false;
    for (double t = 0; t < ms; t += 5.0) {
        rig_run_ms(r, 5.0);
        bool s = rig_frame_image(r) == SIGN;
        on += s && !was;
        was = s;
    }
    return on;
}

static bool stopped(void)
{
    return rig_sleep_mode(r) == SLEEP_PWR_DOWN && rig_leds(r, 100, NULL) == 0;
}

TEST(every_reading_gives_the_formulas_millivolts_and_log_line)
{
    static const uint16_t supplies[] = { 5500, 5000, 4400, 3900, 3300, 3000, 2700, 2500, 2000 };
    unsigned checked = 0;
    for (unsigned i = 0; i < sizeof supplies / sizeof supplies[0]; i++) {
        uint16_t reading = boot_at(supplies[i], 100);
        uint16_t mv = 0;
        /* Kept in RAM where something reads it (not on the m88: the
         * thresholds below pin it there). */
        bool held = rig_read_global(r, "mv", &mv, sizeof mv) == 2;
        char want[32];
        model_line(want, sizeof want, model_mv(reading));
        if (!reading || (held && mv != model_mv(reading))) {
            CHECK_FAIL("supply %u mV, reading %u: the firmware has %u mV, the formula %u",
                       supplies[i], reading, mv, model_mv(reading));
        }
        checked += held;
        if (has_log && !strstr(rig_uart_text(r), want)) {
            CHECK_FAIL("reading %u: the log has no \"%.*s\"", reading,
                       (int)strlen(want) - 1, want);
        }
    }
    printf("  %u readings, the millivolts in RAM checked at %u, the log %s\n",
           (unsigned)(sizeof supplies / sizeof supplies[0]), checked, has_log ? "at each" : "absent");
    CHECK(checked > 0 || !has_log);
}

/* At the minimum's nearer side: plays and saves; one count more (a few
 * mV under): stops at boot with no byte written, and stops play with the
 * EEPROM as it was; back above, a key resumes the last save. */
TEST(nearest_readings_either_side_of_the_minimum)
{
    edge_t e;
    if (!edge_of(VCC_MIN_MV, &e)) {
        return;
    }
    uint16_t ok = e.ok, low = e.low, s_ok = e.s_ok, s_low = e.s_low;
    CHECK(model_mv(ok) - VCC_MIN_MV < 20u && VCC_MIN_MV - model_mv(low) < 20u);

    CHECK_EQ(boot_at(s_low, 0), low);
    CHECK_EQ(sign_shows(1500), 1);
    rig_run_ms(r, 200);
    CHECK(stopped());
    static uint8_t ee[EE_MAX];
    uint16_t n = rig_eeprom_size(r);
    rig_eeprom_get(r, 0, ee, n);
    CHECK(memcmp(ee, erased, n) == 0);   /* not even the boot counter */

    unsigned blinks = model_mv(ok) < VCC_WARN_MV ? 3u : 0u;   /* the warning band */
    CHECK_EQ(boot_at(s_ok, 0), ok);
    CHECK_EQ(sign_shows(2000), blinks);
    CHECK(!stopped());
    rig_skip_intro(r);
    uint32_t b = press_random_move(r, rig_board(r));
    rig_run_ms(r, 300);
    game_save_t s;
    CHECK(decode(r, &s) && s.board == b);   /* saved */

    rig_eeprom_get(r, 0, ee, n);
    static uint8_t now[EE_MAX];
    rig_set_supply(r, s_low, 0);
    press_random_move(r, b);   /* measured before its save */
    CHECK_EQ(sign_shows(1500), 1);
    rig_run_ms(r, 200);
    CHECK(stopped());
    rig_eeprom_get(r, 0, now, n);
    CHECK(memcmp(ee, now, n) == 0);
    CHECK_EQ(adc_result(), low);

    rig_set_supply(r, s_ok, 0);
    rig_press(r, 12);
    rig_run_ms(r, 2500);   /* the animation, the warning's blinks */
    CHECK(!stopped());
    CHECK_EQ(rig_board(r), b);             /* the last save */
    CHECK(!rig_crashed(r));
}

/* The warning: none at the nearer side of VCC_WARN_MV, three blinks at
 * boot one count under it. */
TEST(nearest_readings_either_side_of_the_warning)
{
    edge_t e;
    if (!edge_of(VCC_WARN_MV, &e)) {
        return;
    }
    uint16_t ok = e.ok, low = e.low, s_ok = e.s_ok, s_low = e.s_low;
    CHECK_EQ(boot_at(s_ok, 0), ok);
    CHECK_EQ(sign_shows(2000), 0);
    CHECK_EQ(boot_at(s_low, 0), low);
    CHECK_EQ(sign_shows(2000), 3);
    CHECK(!stopped());
}

int main(int argc, char **argv)
{
    if (!supply_setup(argc, argv)) {
        return check_done();
    }
    has_log = PART_LOG;
    memset(erased, 0xFF, sizeof erased);
    r = rig_open(elf);
    RUN(every_reading_gives_the_formulas_millivolts_and_log_line);
    RUN(nearest_readings_either_side_of_the_minimum);
    RUN(nearest_readings_either_side_of_the_warning);
    rig_close(r);
    return check_done();
}
