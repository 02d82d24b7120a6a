/* SPDX-License-Identifier: MIT */
/*
 * The self-test (selftest.h), small enough for the 8 KB board.
 * Lamp test: each LED alone in row-major order, then each row, each
 * column, and all 25, with a buzzer tick at each step.
 * Key test: a grid key's LED is lit exactly while the scan reads it down,
 * raw (no debounce, no ghost rule: three keys held on a rectangle light
 * the fourth corner too); MODE, HINT, UNDO, START light the whole row 0,
 * 1, 2, 3 while held, and a key newly down clicks. A key already down
 * when the key test starts blinks (stuck) until it is let go.
 */
#include "selftest.h"
#include "hal.h"
#include "keys.h"
#include "sound.h"

/* Idle until the next frame, kicking the watchdog; the new frame's number. */
static uint16_t next_frame(void)
{
    uint16_t f = hal_frame();
    while (hal_frame() == f) {
        hal_wdt_kick();
        hal_idle();
    }
    return hal_frame();
}

/* Lamp step s into rows. */
static void lamp(uint8_t s, uint8_t rows[HAL_ROWS])
{
    for (uint8_t r = 0; r < HAL_ROWS; r++) {
        uint8_t m = 0;
        if (s < 25u) {
            m = r == s / 5u ? (uint8_t)(1u << (s % 5u)) : 0u;   /* one cell */
        } else if (s < 30u) {
            m = r == s - 25u ? 0x1Fu : 0u;                       /* one row */
        } else if (s < 35u) {
            m = (uint8_t)(1u << (s - 30u));                      /* one column */
        } else {
            m = 0x1Fu;                                           /* all */
        }
        rows[r] = m;
    }
}

static void lamp_test(void)
{
    uint8_t rows[HAL_ROWS];
    for (uint8_t s = 0; s < SELFTEST_STEPS; s++) {
        lamp(s, rows);
        hal_show(rows);
        hal_buzzer(SOUND_CLICK_HZ);
        uint16_t f0 = hal_frame(), len = s < 35u ? SELFTEST_STEP_FRAMES : SELFTEST_ALL_FRAMES;
        uint16_t f;
        while ((uint16_t)((f = next_frame()) - f0) < len) {
            if ((uint16_t)(f - f0) >= SELFTEST_TICK_FRAMES) {
                hal_buzzer(0);
            }
        }
    }
    hal_buzzer(0);
}

/* OR into rows the cells keys light: grid keys, and a row per function key. */
static void light(uint32_t keys, uint8_t rows[HAL_ROWS])
{
    for (uint8_t r = 0; r < HAL_ROWS; r++) {
        rows[r] |= (uint8_t)(keys & 0x1Fu);
        keys >>= 5;
    }
    for (uint8_t r = 0; r < 4u; r++, keys >>= 1) {   /* bits 25..28 */
        if (keys & 1u) {
            rows[r] = 0x1Fu;
        }
    }
}

static void key_test(void)
{
    uint32_t stuck = hal_keys(), prev = stuck;   /* down before it began */
    uint16_t start_frames = 0, click = 0;
    for (;;) {
        uint16_t f = next_frame();
        uint32_t raw = hal_keys();
        uint8_t rows[HAL_ROWS] = { 0 };
        stuck &= raw;                             /* let go: no longer stuck */
        light(raw & ~stuck, rows);
        if (f & SELFTEST_BLINK_BIT) {
            light(stuck, rows);
        }
        hal_show(rows);
        if (raw & ~prev) {
            click = SELFTEST_TICK_FRAMES;         /* a key newly down clicks */
        }
        hal_buzzer(click ? SOUND_CLICK_HZ : 0);
        if (click) {
            click--;
        }
        prev = raw;
        start_frames = (raw & ~stuck & (1ul << KEY_START)) ? start_frames + 1u : 0u;
        if (start_frames >= SELFTEST_EXIT_FRAMES) {
            break;
        }
    }
    hal_buzzer(0);
}

void selftest_run(void)
{
    lamp_test();
    key_test();
}
