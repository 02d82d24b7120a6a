/* SPDX-License-Identifier: MIT */
/* Shared by the power and fault tests on the real firmware in simavr:
 * power on with an EEPROM image, decode the record the firmware would
 * load (with the host build of save.c: same format), the boot counter,
 * the reset cause hook, and the check of a clean start. */
#ifndef TEST_POWER_H
#define TEST_POWER_H

#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game.h"
#include "levels.h"
#include "prng.h"
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

static inline uint32_t rnd(void)
{
    return prng_next(&rng);
}

/* The record the firmware would load from the simulated EEPROM now. */
static inline bool decode(rig_t *r, game_save_t *s)
{
    uint16_t n = rig_eeprom_size(r);
    fake_eeprom_reset(n, 0xFF);
    rig_eeprom_get(r, 0, fake_eeprom_mem(), n);
    save_init(GAME_SAVE_LAYOUT, sizeof *s);
    return save_load(s);
}

static inline uint32_t boot_count(rig_t *r)
{
    uint8_t b[SAVE_BOOT_BYTES];
    rig_eeprom_get(r, (uint16_t)(rig_eeprom_size(r) - SAVE_BOOT_BYTES), b, sizeof b);
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

static inline uint8_t mcusr(rig_t *r)
{
    uint8_t v = 0xEE;
    rig_read_global(r, "hal_mcusr", &v, 1);
    return v;
}

/* Power on with this EEPROM image and let the start-up animation end. */
static inline rig_t *power_on(const uint8_t *image)
{
    rig_t *r = rig_open(elf);
    if (r) {
        rig_eeprom_set(r, 0, image, rig_eeprom_size(r));
        rig_power_cut(r);
        rig_run_ms(r, 1050);
    }
    return r;
}

/* Power on with an erased EEPROM (all 0xFF), as a new chip. */
static inline rig_t *power_on_erased(void)
{
    static uint8_t image[4096];
    memset(image, 0xFF, sizeof image);
    return power_on(image);
}

/* Presses a random cell that does not solve board b; returns the board. */
static inline uint32_t press_random_move(rig_t *r, uint32_t b)
{
    uint8_t cell;
    do {
        cell = (uint8_t)(rnd() % 25u);
    } while (lo_press(b, cell, 5) == 0);
    rig_press(r, cell);
    return lo_press(b, cell, 5);
}

/* A clean start: Classic level 1 (after its intro), and it plays and saves. */
static inline void check_clean_start(rig_t *r, const char *what)
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

/* Take the ELF from argv[1] (or the default build) and the EEPROM size;
 * false with a failure counted if the firmware does not load. */
static inline bool power_setup(int argc, char **argv)
{
    elf = argc > 1 ? argv[1] : NULL;
    rig_t *r = rig_open(elf);
    if (!r) {
        CHECK_FAIL("cannot load the firmware");
        check_failed++;
        return false;
    }
    ee_size = rig_eeprom_size(r);
    rig_close(r);
    return true;
}

#endif
