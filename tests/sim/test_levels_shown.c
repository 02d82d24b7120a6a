/* SPDX-License-Identifier: MIT */
/*
 * Every Classic level as the firmware shows it at the pins, against
 * `build/host/lo level N`: a save with every level unlocked is put in the
 * EEPROM, then each level is started from level select (which opens at
 * the page of the level in play) and read off the LEDs after its intro.
 */
#include "power_scene.h"

#define LO "build/host/lo"

/* Board of level n as the CLI prints it; LO_UNSOLVABLE if it fails. */
static uint32_t lo_level(unsigned n)
{
    char cmd[64];
    unsigned long board = LO_UNSOLVABLE;
    unsigned par;
    snprintf(cmd, sizeof cmd, LO " level %u", n);
    FILE *p = popen(cmd, "r");
    if (p) {
        if (fscanf(p, "%lx %u", &board, &par) != 2) {
            board = LO_UNSOLVABLE;
        }
        pclose(p);
    }
    return (uint32_t)board;
}

/* An EEPROM image holding Classic level 1 in play, every level unlocked. */
static const uint8_t *all_unlocked_image(void)
{
    static game_t g;
    game_record_t r = { 0 };
    game_init(&g, 1u, 0);
    game_record(&g, &r);
    r.game.unlocked = LEVEL_COUNT;
    fake_eeprom_reset(ee_size, 0xFF);
    save_init(GAME_SAVE_LAYOUT, GAME_RECORD_SIZE);
    save_queue(&r);
    save_flush();
    return fake_eeprom_mem();
}

TEST(every_level_shows_the_lo_board)
{
    rig_t *r = power_on(all_unlocked_image());
    if (!r) {
        CHECK_FAIL("cannot load the firmware");
        return;
    }
    rig_skip_intro(r);
    CHECK_EQ(rig_board(r), level_board(1));
    unsigned shown = 0;
    for (unsigned n = 1; n <= LEVEL_COUNT; n++) {
        rig_press(r, KEY_MODE);
        rig_press(r, 20);                       /* row 4, col 0: level select */
        /* It opens at the page of the level in play, level n - 1. */
        for (unsigned page = n > 1 ? (n - 2) / 25u : 0; page < (n - 1) / 25u; page++) {
            rig_press(r, KEY_HINT);             /* next page */
        }
        rig_press(r, (uint8_t)((n - 1) % 25u));
        rig_skip_intro(r);
        uint32_t want = lo_level(n), lit = rig_board(r);
        if (lit != want) {
            CHECK_FAIL("level %u: LEDs 0x%07x, lo level says 0x%07x", n,
                       (unsigned)lit, (unsigned)want);
        } else {
            shown++;
        }
    }
    printf("  %u of %u levels shown as lo prints them\n", shown, LEVEL_COUNT);
    CHECK_EQ(shown, LEVEL_COUNT);
    CHECK(!rig_crashed(r));
    rig_close(r);
}

int main(int argc, char **argv)
{
    if (!power_setup(argc, argv)) {
        return check_done();
    }
    RUN(every_level_shows_the_lo_board);
    return check_done();
}
