/* SPDX-License-Identifier: MIT */
/*
 * The supply check at the pins, on the real firmware: simavr's ADC reads
 * the bandgap against the AVCC the rig sets (tools/sim/rig_supply.c).
 * 8 MHz boards (handheld, m88; no save under 2.45 V): at 3.0 V play and
 * saves as ever; at 2.6 V the sign blinks at boot and at the menu and
 * saves go on; at 2.3 V no EEPROM byte changes across presses, a win and
 * its unlock, the sign shows and the chip powers down; a key at 2.3 V
 * wakes it to the sign again; back at 3.0 V a key wakes it and the last
 * saved game resumes. 16 MHz boards at 5 V: nothing changes.
 */
#include "power_scene.h"

#define SIGN (0x0Ful << 5 | 0x19ul << 10 | 0x0Ful << 15)
#define KEY_MODE 25u
#define KEY_UNDO 27u
#define SLEEP_PWR_DOWN 2u
#define EE_MAX 4096u

static bool has_log;

/* Times the sign came on over ms (sampled every 5 ms), and frames it showed. */
static unsigned sign_shows(rig_t *r, double ms, unsigned *frames)
{
    unsigned on = 0, n = 0;
    bool was = false;
    for (double t = 0; t < ms; t += 5.0) {
        rig_run_ms(r, 5.0);
        bool s = rig_frame_image(r) == SIGN;
        on += s && !was;
        n += s;
        was = s;
    }
    if (frames) {
        *frames = n;
    }
    return on;
}

/* A new chip at supply mv: erased EEPROM, the boot's first 2 s watched for
 * the sign (returned: times it came on), then the intro skipped. */
static rig_t *boot_at(uint16_t mv, unsigned *signs)
{
    rig_t *r = rig_open(elf);
    if (!r) {
        return NULL;
    }
    static uint8_t image[EE_MAX];
    memset(image, 0xFF, sizeof image);
    rig_eeprom_set(r, 0, image, rig_eeprom_size(r));
    rig_set_supply(r, mv, 0);
    rig_power_cut(r);
    unsigned s = sign_shows(r, 2000, NULL);
    if (signs) {
        *signs = s;
    }
    rig_skip_intro(r);
    return r;
}

static void eeprom(rig_t *r, uint8_t *dst)
{
    rig_eeprom_get(r, 0, dst, rig_eeprom_size(r));
}

/* A move saves: the newest record holds the board shown. */
static void check_a_move_saves(rig_t *r, const char *what)
{
    uint32_t b = press_random_move(r, rig_board(r));
    rig_run_ms(r, 300);
    game_save_t s;
    CHECK(decode(r, &s));
    if (s.board != b || rig_board(r) != b) {
        CHECK_FAIL("%s: board %07x shown %07x saved %07x", what, b, rig_board(r), s.board);
    }
}

static bool log_has(rig_t *r, const char *line)
{
    return !has_log || strstr(rig_uart_text(r), line) != NULL;
}

TEST(three_volts_plays_and_saves_as_ever)
{
    unsigned signs;
    rig_t *r = boot_at(3000, &signs);
    CHECK(r != NULL);
    if (!r) {
        return;
    }
    CHECK_EQ(signs, 0);
    check_a_move_saves(r, "3.0 V");
    CHECK(rig_adc_starts(r) >= 2u);     /* at boot and before the save */
    CHECK(rig_adc_off(r));
    CHECK(log_has(r, "battery 3.00 V\n"));
    CHECK(!rig_crashed(r));
    rig_close(r);
}

TEST(two_six_volts_warns_at_boot_and_menu_and_saves)
{
    unsigned signs;
    rig_t *r = boot_at(2600, &signs);
    CHECK(r != NULL);
    if (!r) {
        return;
    }
    CHECK_EQ(signs, 3);                 /* three blinks after the animation */
    CHECK_EQ(sign_shows(r, 1000, NULL), 0);
    check_a_move_saves(r, "2.6 V");
    rig_press(r, KEY_MODE);
    CHECK(sign_shows(r, 1000, NULL) >= 2u);   /* the menu opens: again */
    rig_press(r, KEY_MODE);
    rig_run_ms(r, 1000);
    check_a_move_saves(r, "2.6 V, after the menu");
    CHECK(log_has(r, "battery 2.60 V\n"));
    CHECK(rig_sleep_mode(r) != SLEEP_PWR_DOWN);
    CHECK(!rig_crashed(r));
    rig_close(r);
}

/* The sign, then power-down: LEDs dark, sleep mode power-down. */
static void check_stopped(rig_t *r, const char *what)
{
    unsigned frames;
    unsigned shows = sign_shows(r, 1500, &frames);
    if (shows != 1 || frames < 150u || frames > 220u) {
        CHECK_FAIL("%s: the sign came on %u times for %u ms", what, shows, frames * 5u);
    }
    rig_run_ms(r, 200);
    CHECK_EQ(rig_sleep_mode(r), SLEEP_PWR_DOWN);
    CHECK_EQ(rig_leds(r, 200, NULL), 0);
    CHECK(rig_adc_off(r));
}

TEST(two_three_volts_writes_nothing_stops_and_resumes_the_last_save)
{
    rig_t *r = boot_at(3000, NULL);
    CHECK(r != NULL);
    if (!r) {
        return;
    }
    /* Level 1 up to one press before its win. */
    uint32_t plan = lo_solve(rig_board(r), 5);
    uint8_t last = 0;
    for (uint8_t c = 0; c < 25u; c++) {
        if (plan & (1ul << c)) {
            last = c;
        }
    }
    for (uint8_t c = 0; c < last; c++) {
        if (plan & (1ul << c)) {
            rig_press(r, c);
        }
    }
    rig_run_ms(r, 300);
    uint32_t before = rig_board(r);
    game_save_t s;
    CHECK(decode(r, &s));
    CHECK_EQ(s.board, before);
    CHECK_EQ(s.unlocked, 1);
    static uint8_t ee[EE_MAX], now[EE_MAX];
    eeprom(r, ee);
    uint16_t n = rig_eeprom_size(r);

    rig_set_supply(r, 2300, 0);
    rig_key(r, last, true, 0);          /* the winning press: level 2 unlocked */
    rig_run_ms(r, 60);
    rig_key(r, last, false, 0);
    check_stopped(r, "2.3 V, the win");
    eeprom(r, now);
    CHECK(memcmp(ee, now, n) == 0);
    CHECK(log_has(r, "battery 2.30 V\noff battery\n"));

    rig_press(r, 12);                   /* wakes it: still 2.3 V */
    check_stopped(r, "2.3 V, a wake");
    rig_press(r, 6);
    check_stopped(r, "2.3 V, another wake");
    eeprom(r, now);
    CHECK(memcmp(ee, now, n) == 0);     /* not a byte, boot count included */

    rig_set_supply(r, 3000, 0);
    rig_press(r, 12);                   /* new cells: a key wakes it */
    rig_run_ms(r, 1200);                /* it starts again: the animation */
    CHECK_EQ(rig_sleep_mode(r) == SLEEP_PWR_DOWN && rig_sleep_enabled(r), false);
    CHECK_EQ(rig_board(r), before);     /* the last save, one press from the win */
    CHECK(decode(r, &s));
    CHECK_EQ(s.unlocked, 1);
    check_a_move_saves(r, "3.0 V again");
    CHECK(!rig_crashed(r));
    rig_close(r);
}

/* 16 MHz at 5 V: no sign, saves, the supply checked every 10 s awake
 * with the ADC off in between. */
TEST(five_volts_changes_nothing)
{
    unsigned signs;
    rig_t *r = boot_at(5000, &signs);
    CHECK(r != NULL);
    if (!r) {
        return;
    }
    CHECK_EQ(signs, 0);
    check_a_move_saves(r, "5 V");
    uint64_t a = rig_adc_starts(r);
    rig_run_ms(r, 25000);
    uint64_t checks = (rig_adc_starts(r) - a) / 2u;   /* two conversions each */
    CHECK(checks >= 2u && checks <= 3u);
    CHECK(rig_adc_off(r));
    CHECK(log_has(r, "battery 5.00 V\n"));
    CHECK_EQ(rig_sleep_mode(r) != SLEEP_PWR_DOWN, true);
    check_a_move_saves(r, "5 V, later");
    CHECK(!rig_crashed(r));
    rig_close(r);
}

int main(int argc, char **argv)
{
    if (!supply_setup(argc, argv)) {
        return check_done();
    }
    has_log = PART_LOG;
    if (SIM_F_CPU <= 8000000UL && SIM_VCC_WARN_MV < 3000u) {   /* straight from the cells */
        RUN(three_volts_plays_and_saves_as_ever);
        RUN(two_six_volts_warns_at_boot_and_menu_and_saves);
        RUN(two_three_volts_writes_nothing_stops_and_resumes_the_last_save);
    } else {
        RUN(five_volts_changes_nothing);
    }
    return check_done();
}
