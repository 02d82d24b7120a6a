/* SPDX-License-Identifier: MIT */
/* Power and fault scenario helpers (power_scene.h). */
#include "power_scene.h"

const char *elf;
uint16_t ee_size;
uint32_t rng = 0xFA017u;

uint32_t rnd(void)
{
    return prng_next(&rng);
}

bool decode_record(rig_t *r, game_record_t *rec)
{
    uint16_t n = rig_eeprom_size(r);
    fake_eeprom_reset(n, 0xFF);
    rig_eeprom_get(r, 0, fake_eeprom_mem(), n);
    return record_load(rec);
}

bool decode(rig_t *r, game_save_t *s)
{
    game_record_t rec;
    bool ok = decode_record(r, &rec);
    *s = rec.game;   /* zero when there is none */
    return ok;
}

/* Power on with this EEPROM image and let the start-up animation end. */
rig_t *power_on(const uint8_t *image)
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
rig_t *power_on_erased(void)
{
    static uint8_t image[4096];
    memset(image, 0xFF, sizeof image);
    return power_on(image);
}

/* Presses a random cell that does not solve board b; returns the board. */
uint32_t press_random_move(rig_t *r, uint32_t b)
{
    uint8_t cell;
    do {
        cell = (uint8_t)(rnd() % 25u);
    } while (lo_press(b, cell, 5) == 0);
    rig_press(r, cell);
    return lo_press(b, cell, 5);
}

/* A clean start: Classic level 1 (after its intro), and it plays and saves. */
void check_clean_start(rig_t *r, const char *what)
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
bool power_setup(int argc, char **argv)
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

bool supply_setup(int argc, char **argv)
{
    if (!power_setup(argc, argv)) {
        return false;
    }
    if (!PART_BATTERY) {
        printf("ok - no supply check on this board (PARTS)\n");
        return false;
    }
    return true;
}
