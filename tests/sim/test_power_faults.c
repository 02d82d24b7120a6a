/* SPDX-License-Identifier: MIT */
/*
 * Faults at the pins, on the real firmware in simavr: corrupt EEPROM
 * (all 0xFF, all 0x00, random, bad CRC on the newest record), records of
 * another layout, a hang recovered by the watchdog with the game resumed,
 * the reset cause hook, and the boot counter behind Random seeds.
 * Records are made and read with the host build of save.c (same format).
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game.h"
#include "levels.h"
#include "rig.h"
#include "save.h"
#include "solver.h"
#include "host/fake_eeprom.h"

#ifndef GAME_SAVE_LAYOUT
#define GAME_SAVE_LAYOUT 1u
#endif

#define MCUSR_PORF 0x01u
#define MCUSR_EXTRF 0x02u
#define MCUSR_WDRF 0x08u
#define WDTCSR_ADDR 0x60u

static const char *elf;  /* argv[1], or the default build */
static uint16_t ee_size; /* EEPROM bytes of the MCU */
static uint32_t rng = 0xFA017u;

static uint32_t rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

/* The record the firmware would load from the simulated EEPROM now. */
static bool decode(rig_t *r, game_save_t *s)
{
    uint16_t n = rig_eeprom_size(r);
    fake_eeprom_reset(n, 0xFF);
    rig_eeprom_get(r, 0, fake_eeprom_mem(), n);
    save_init(GAME_SAVE_LAYOUT, sizeof *s);
    return save_load(s);
}

static uint32_t boot_count(rig_t *r)
{
    uint8_t b[SAVE_BOOT_BYTES];
    rig_eeprom_get(r, (uint16_t)(rig_eeprom_size(r) - SAVE_BOOT_BYTES), b, sizeof b);
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

static uint8_t mcusr(rig_t *r)
{
    uint8_t v = 0xEE;
    rig_read_global(r, "hal_mcusr", &v, 1);
    return v;
}

/* Power on with this EEPROM image and let the start-up animation end. */
static rig_t *power_on(const uint8_t *image)
{
    rig_t *r = rig_open(elf);
    if (r) {
        rig_eeprom_set(r, 0, image, rig_eeprom_size(r));
        rig_power_cut(r);
        rig_run_ms(r, 1050);
    }
    return r;
}

/* A clean start: Classic level 1 (after its intro), and it plays and saves. */
static void check_clean_start(rig_t *r, const char *what)
{
    rig_skip_intro(r);
    uint32_t b = level_board(1);
    uint32_t lit = rig_board(r);
    if (lit != b) {
        CHECK_FAIL("%s: LEDs 0x%07x, level 1 is 0x%07x", what, lit, b);
    }
    uint8_t cell = 0;
    while (lo_press(b, cell, 5) == 0) {
        cell++;
    }
    rig_press(r, cell);
    rig_run_ms(r, 100);
    CHECK_EQ(rig_board(r), lo_press(b, cell, 5));
    game_save_t s;
    CHECK(decode(r, &s));
    CHECK_EQ(s.board, lo_press(b, cell, 5));
    CHECK_EQ(s.level, 1);
    CHECK(!rig_crashed(r));
}

TEST(eeprom_all_ff_all_00_random_start_clean)
{
    static uint8_t image[4096];
    memset(image, 0xFF, sizeof image);
    rig_t *r = power_on(image);
    CHECK(r != NULL);
    if (!r) {
        return;
    }
    check_clean_start(r, "all 0xFF");
    rig_close(r);

    memset(image, 0x00, sizeof image);
    r = power_on(image);
    check_clean_start(r, "all 0x00");
    rig_close(r);

    for (int seed = 0; seed < 8; seed++) {
        for (unsigned i = 0; i < sizeof image; i++) {
            image[i] = (uint8_t)rnd();
        }
        r = power_on(image);
        check_clean_start(r, "random bytes");
        rig_close(r);
    }
}

/* Three moves, three records; break the newest, then the next newest. */
TEST(bad_crc_falls_back_to_older_record)
{
    static uint8_t image[4096];
    memset(image, 0xFF, sizeof image);
    rig_t *r = power_on(image);
    rig_skip_intro(r);
    uint32_t boards[4];
    boards[0] = rig_board(r);
    for (int i = 1; i <= 3; i++) {
        uint8_t cell;
        do {
            cell = (uint8_t)(rnd() % 25u);
        } while (lo_press(boards[i - 1], cell, 5) == 0);
        rig_press(r, cell);
        rig_run_ms(r, 100);
        boards[i] = lo_press(boards[i - 1], cell, 5);
    }
    game_save_t s;
    for (int broken = 0; broken < 2; broken++) {
        CHECK(decode(r, &s));
        CHECK_EQ(s.board, boards[3 - broken]);
        /* One bit of the board field of the newest record. */
        uint16_t at = (uint16_t)(save_newest_slot() * (sizeof s + SAVE_OVERHEAD) +
                                 SAVE_HEADER + 4u + (rnd() % 3u));
        uint8_t byte;
        rig_eeprom_get(r, at, &byte, 1);
        byte ^= (uint8_t)(1u << (rnd() % 8u));
        rig_eeprom_set(r, at, &byte, 1);
        rig_set_keys(r, 0);
        rig_power_cut(r);
        rig_run_ms(r, 1050);
        CHECK_EQ(rig_board(r), boards[2 - broken]);
        CHECK(!rig_crashed(r));
    }
    rig_close(r);
}

/* A record the host writes with this build's layout is resumed; the same
 * snapshot under another layout version or length is not read at all. */
TEST(other_record_layout_is_not_read)
{
    game_save_t s = { 0 };
    s.mode = 0;
    s.size = 5;
    s.sound = 1;
    s.unlocked = 9;
    s.level = 7;
    s.start = level_board(7);
    s.board = s.start;
    s.par = lo_par(s.start, 5);
    static uint8_t image[4096];
    static const struct { uint8_t layout, len; bool read; } cases[] = {
        { GAME_SAVE_LAYOUT, sizeof(game_save_t), true },
        { GAME_SAVE_LAYOUT + 1u, sizeof(game_save_t), false },
        { GAME_SAVE_LAYOUT, sizeof(game_save_t) + 1u, false },
    };
    for (unsigned k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        uint16_t n = ee_size;
        fake_eeprom_reset(n, 0xFF);
        save_init(cases[k].layout, cases[k].len);
        uint8_t payload[SAVE_PAYLOAD_MAX] = { 0 };
        memcpy(payload, &s, sizeof s);
        save_queue(payload);
        save_flush();
        memcpy(image, fake_eeprom_mem(), n);
        rig_t *r = power_on(image);
        if (cases[k].read) {
            CHECK_EQ(rig_board(r), s.board);  /* level 7 resumed, in play */
            game_save_t back;
            CHECK(decode(r, &back));
            CHECK_EQ(back.level, 7);
        } else {
            check_clean_start(r, "other layout");
        }
        rig_close(r);
    }
}

/* Reset cause: PORF on power-on, EXTRF on the reset pin; the watchdog is
 * on (WDE, 0.5 s) and normal play never trips it. */
TEST(reset_cause_and_watchdog_on)
{
    static uint8_t image[4096];
    memset(image, 0xFF, sizeof image);
    rig_t *r = power_on(image);
    CHECK_EQ(mcusr(r) & 0x0Fu, MCUSR_PORF);
    uint8_t wdt = rig_avr(r)->data[WDTCSR_ADDR];
    CHECK(wdt & 0x08u);                          /* WDE */
    CHECK_EQ(wdt & 0x27u, 0x05u);                /* WDP = 0101: 0.5 s */
    uint32_t boots = boot_count(r);
    rig_skip_intro(r);
    for (int i = 0; i < 40; i++) {
        rig_press(r, (uint8_t)(rnd() % 29u));
    }
    rig_run_ms(r, 3000);
    CHECK_EQ(boot_count(r), boots);             /* no reset happened */
    CHECK_EQ(mcusr(r) & 0x0Fu, MCUSR_PORF);
    rig_reset(r);
    rig_run_ms(r, 1050);
    CHECK_EQ(mcusr(r) & 0x0Fu, MCUSR_EXTRF);
    CHECK_EQ(boot_count(r), boots + 1u);
    rig_close(r);
}

/* The main loop hangs (the CPU spins in place, interrupts still run): the
 * watchdog resets the chip within about 0.5 s, the reset cause says so,
 * and the game resumes from its save and plays on. */
TEST(watchdog_recovers_hang_and_game_resumes)
{
    static uint8_t image[4096];
    memset(image, 0xFF, sizeof image);
    rig_t *r = power_on(image);
    rig_skip_intro(r);
    uint32_t b = rig_board(r);
    for (int i = 0; i < 3; i++) {
        uint8_t cell;
        do {
            cell = (uint8_t)(rnd() % 25u);
        } while (lo_press(b, cell, 5) == 0);
        rig_press(r, cell);
        b = lo_press(b, cell, 5);
    }
    rig_run_ms(r, 100);
    uint32_t boots = boot_count(r);

    /* The hang: "rjmp ." at the top of flash, and the PC sent there. */
    avr_t *avr = rig_avr(r);
    uint32_t spin = (avr->flashend - 1u) & ~1u;
    avr->flash[spin] = 0xFF;
    avr->flash[spin + 1u] = 0xCF;
    avr->pc = spin;
    double t0 = rig_now_ms(r);
    double reset_ms = -1;
    for (int i = 0; i < 400 && reset_ms < 0; i++) {
        rig_run_ms(r, 2.5);
        if (mcusr(r) != MCUSR_PORF) {  /* set again in .init3 after a reset */
            reset_ms = rig_now_ms(r) - t0;
        }
    }
    CHECK(reset_ms > 400 && reset_ms < 700);
    rig_run_ms(r, 1050);
    CHECK_EQ(mcusr(r) & 0x0Fu, MCUSR_WDRF);
    CHECK_EQ(boot_count(r), boots + 1u);
    CHECK_EQ(rig_board(r), b);
    /* It plays on, and keeps running without another reset. The rig does
     * not see the watchdog reset, so every key column is re-driven by one
     * chord (several keys at once: never a move). */
    rig_chord(r, 0x1F00000ul | 1ul << KEY_UNDO, 100);
    CHECK_EQ(rig_board(r), b);
    uint8_t cell = 0;
    while (lo_press(b, cell, 5) == 0) {
        cell++;
    }
    rig_press(r, cell);
    CHECK_EQ(rig_board(r), lo_press(b, cell, 5));
    rig_run_ms(r, 2000);
    CHECK_EQ(boot_count(r), boots + 1u);
    CHECK(!rig_crashed(r));
    printf("  hang recovered by a watchdog reset after %.1f ms\n", reset_ms);
    rig_close(r);
}

/* Settings go into the save too: Lights On and sound off, chosen in the
 * menu, survive a power cut (level 1 inverted is in play, a move makes no
 * click). */
TEST(settings_survive_power_cut)
{
    static uint8_t image[4096];
    memset(image, 0xFF, sizeof image);
    rig_t *r = power_on(image);
    rig_skip_intro(r);
    uint64_t clicks = rig_buzzer_edges(r);
    rig_press(r, 12);  /* sound on: a move clicks */
    CHECK(rig_buzzer_edges(r) > clicks);
    rig_press(r, KEY_MODE);
    rig_press(r, 5 * 1 + 1);   /* row 1 (target): col 1, all on */
    rig_press(r, 5 * 3 + 0);   /* row 3 (sound): col 0, off */
    rig_press(r, KEY_MODE);
    rig_run_ms(r, 100);
    game_save_t s;
    CHECK(decode(r, &s));
    CHECK_EQ(s.on, 1);
    CHECK_EQ(s.sound, 0);
    rig_set_keys(r, 0);
    rig_power_cut(r);
    rig_run_ms(r, 1050);
    rig_skip_intro(r);
    game_save_t t;
    CHECK(decode(r, &t));
    CHECK_EQ(t.on, 1);
    CHECK_EQ(t.sound, 0);
    CHECK_EQ(t.start, level_board(1) ^ 0x1FFFFFFu);  /* level 1, inverted */
    CHECK_EQ(rig_board(r), t.board);
    uint64_t edges = rig_buzzer_edges(r);
    uint8_t cell = 12;
    rig_press(r, cell);
    rig_run_ms(r, 100);
    CHECK_EQ(rig_buzzer_edges(r), edges);
    CHECK(decode(r, &t));
    CHECK_EQ(t.moves, 1);
    CHECK_EQ(rig_board(r), t.board);
    CHECK(!rig_crashed(r));
    rig_close(r);
}

/* Enter Random (MODE, row 0 col 1, MODE) and return the dealt board. */
static uint32_t random_deal(rig_t *r)
{
    rig_skip_intro(r);
    rig_press(r, KEY_MODE);
    rig_press(r, 1);
    rig_press(r, KEY_MODE);
    rig_run_ms(r, 100);
    rig_skip_intro(r);
    return rig_board(r);
}

/* In simavr the same EEPROM and the same keys give the same Random deal;
 * another boot count (a later power-on) deals another puzzle. */
TEST(random_seed_reproducible_and_boot_counted)
{
    static uint8_t image[4096];
    memset(image, 0xFF, sizeof image);
    rig_t *r = power_on(image);
    uint32_t a = random_deal(r);
    CHECK_EQ(boot_count(r), 0);  /* erased counter + 1 */
    rig_close(r);
    r = power_on(image);
    CHECK_EQ(random_deal(r), a);
    rig_close(r);

    uint32_t seen[6] = { a };
    for (int k = 1; k < 6; k++) {
        uint32_t boots = (uint32_t)k * 3u;
        memcpy(image + ee_size - SAVE_BOOT_BYTES, &boots, SAVE_BOOT_BYTES);
        r = power_on(image);
        CHECK_EQ(boot_count(r), boots + 1u);
        seen[k] = random_deal(r);
        for (int j = 0; j < k; j++) {
            CHECK(seen[j] != seen[k]);
        }
        CHECK(seen[k] != 0 && lo_solvable(seen[k], 5));
        rig_close(r);
    }
}

int main(int argc, char **argv)
{
    elf = argc > 1 ? argv[1] : NULL;
    rig_t *r = rig_open(elf);
    if (!r) {
        CHECK_FAIL("cannot load the firmware");
        return check_done();
    }
    ee_size = rig_eeprom_size(r);
    rig_close(r);
    RUN(eeprom_all_ff_all_00_random_start_clean);
    RUN(bad_crc_falls_back_to_older_record);
    RUN(other_record_layout_is_not_read);
    RUN(reset_cause_and_watchdog_on);
    RUN(watchdog_recovers_hang_and_game_resumes);
    RUN(settings_survive_power_cut);
    RUN(random_seed_reproducible_and_boot_counted);
    return check_done();
}
