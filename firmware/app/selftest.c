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

#define START_BIT (1ul << KEY_START)

static uint8_t tick;   /* frames left of the buzzer's tick */

/* One frame of the cells keys light (grid keys, and a row per function
 * key), the tick sounding while it lasts; idles to the next frame,
 * kicking the watchdog, and returns its number. */
static uint16_t frame(uint32_t keys)
{
    uint8_t rows[HAL_ROWS];
    for (uint8_t r = 0; r < HAL_ROWS; r++) {
        rows[r] = (uint8_t)(keys & 0x1Fu);
        keys >>= 5;
    }
    uint8_t fn = (uint8_t)keys;    /* bits 25..28 */
    for (uint8_t r = 0; r < 4u; r++, fn >>= 1) {
        if (fn & 1u) {
            rows[r] = 0x1Fu;
        }
    }
    hal_show(rows);
    uint16_t hz = 0;
    if (tick) {
        tick--;
        hz = SOUND_CLICK_HZ;
    }
    hal_buzzer(hz);
    uint16_t f = hal_frame(), n;
    while ((n = hal_frame()) == f) {
        hal_wdt_kick();
        hal_idle();
    }
    return n;
}

/* Lamp steps: cells (as grid keys), then shifted on by shift for each
 * next step, each shown for frames with a tick at its start. */
static void lamp(uint32_t cells, uint8_t steps, uint8_t shift, uint8_t frames)
{
    for (; steps; steps--, cells <<= shift) {
        tick = SELFTEST_TICK_FRAMES;
        for (uint8_t n = frames; n; n--) {
            frame(cells);
        }
    }
}

void selftest_run(void)
{
    lamp(1ul, 25u, 1u, SELFTEST_STEP_FRAMES);           /* each cell */
    lamp(0x1Ful, 5u, 5u, SELFTEST_STEP_FRAMES);         /* each row */
    lamp(0x108421ul, 5u, 1u, SELFTEST_STEP_FRAMES);     /* each column */
    lamp(0x1FFFFFFul, 1u, 0u, SELFTEST_ALL_FRAMES);     /* all */
    /* The key test. Keys down before it began are stuck until let go. */
    uint32_t stuck = hal_keys(), prev = stuck;
    uint16_t f = 0, held = 0;
    do {
        uint32_t raw = hal_keys();
        stuck &= raw;
        if (raw & ~prev) {
            tick = SELFTEST_TICK_FRAMES;                /* a key newly down clicks */
        }
        prev = raw;
        held = (raw & ~stuck & START_BIT) ? held + 1u : 0u;
        f = frame(f & SELFTEST_BLINK_BIT ? raw : raw & ~stuck);   /* stuck keys blink */
    } while (held < SELFTEST_EXIT_FRAMES);
    hal_buzzer(0);
}
