/* SPDX-License-Identifier: MIT */
/*
 * Watchdog, reset cause and seeds at the pins, on the real firmware: the
 * watchdog runs and normal play never trips it; a hang is recovered and
 * the game resumes from its save; the reset cause hook reads PORF, EXTRF,
 * WDRF; Random deals repeat for the same EEPROM and keys (simavr is
 * deterministic) and differ with the boot counter.
 */
#include "power_scene.h"

/* Reset cause: PORF on power-on, EXTRF on the reset pin; the watchdog is
 * on (WDE, 0.5 s) and normal play never trips it. */
TEST(reset_cause_and_watchdog_on)
{
    rig_t *r = power_on_erased();
    CHECK_EQ(fw_reset_cause(r) & 0x0Fu, MCUSR_PORF);
    uint8_t wdt = rig_avr(r)->data[WDTCSR_ADDR];
    CHECK(wdt & 0x08u);                          /* WDE */
    CHECK_EQ(wdt & 0x27u, 0x05u);                /* WDP = 0101: 0.5 s */
    uint32_t boots = fw_boot_count(r);
    rig_skip_intro(r);
    for (int i = 0; i < 40; i++) {
        rig_press(r, (uint8_t)(rnd() % 29u));
    }
    rig_run_ms(r, 3000);
    CHECK_EQ(fw_boot_count(r), boots);             /* no reset happened */
    CHECK_EQ(fw_reset_cause(r) & 0x0Fu, MCUSR_PORF);
    rig_reset(r);
    rig_run_ms(r, 1050);
    CHECK_EQ(fw_reset_cause(r) & 0x0Fu, MCUSR_EXTRF);
    CHECK_EQ(fw_boot_count(r), boots + 1u);
    rig_close(r);
}

/* The main loop hangs (the CPU spins in place, interrupts still run): the
 * watchdog resets the chip within about 0.5 s, the reset cause says so,
 * and the game resumes from its save and plays on. */
TEST(watchdog_recovers_hang_and_game_resumes)
{
    rig_t *r = power_on_erased();
    rig_skip_intro(r);
    uint32_t b = rig_board(r);
    for (int i = 0; i < 3; i++) {
        b = press_random_move(r, b);
    }
    rig_run_ms(r, 100);
    uint32_t boots = fw_boot_count(r);

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
        if (fw_reset_cause(r) != MCUSR_PORF) {  /* set again in .init3 after a reset */
            reset_ms = rig_now_ms(r) - t0;
        }
    }
    CHECK(reset_ms > 400 && reset_ms < 700);
    rig_run_ms(r, 1050);
    CHECK_EQ(fw_reset_cause(r) & 0x0Fu, MCUSR_WDRF);
    CHECK_EQ(fw_boot_count(r), boots + 1u);
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
    CHECK_EQ(fw_boot_count(r), boots + 1u);
    CHECK(!rig_crashed(r));
    printf("  hang recovered by a watchdog reset after %.1f ms\n", reset_ms);
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
    CHECK_EQ(fw_boot_count(r), 0);  /* erased counter + 1 */
    rig_close(r);
    r = power_on(image);
    CHECK_EQ(random_deal(r), a);
    rig_close(r);

    uint32_t seen[6] = { a };
    for (int k = 1; k < 6; k++) {
        uint32_t boots = (uint32_t)k * 3u;
        memcpy(image + ee_size - SAVE_BOOT_BYTES, &boots, SAVE_BOOT_BYTES);
        r = power_on(image);
        CHECK_EQ(fw_boot_count(r), boots + 1u);
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
    if (!power_setup(argc, argv)) {
        return check_done();
    }
    RUN(reset_cause_and_watchdog_on);
    RUN(watchdog_recovers_hang_and_game_resumes);
    RUN(random_seed_reproducible_and_boot_counted);
    return check_done();
}
