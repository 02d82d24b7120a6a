/* SPDX-License-Identifier: MIT */
/*
 * The application over the HAL: boot, keys to the game, its image and
 * tone out, saves in the background, auto-off and power-down. All work
 * runs in the main loop, once per multiplex frame; the tick interrupt
 * only scans, and the chip idles between ticks. main.c calls app_start,
 * then app_pass while it returns true; host tests drive the same two on
 * the fake.
 */
#ifndef APP_H
#define APP_H

#include <stdint.h>
#include "game.h"
#include "hal.h"

#define APP_BOOT_STEP_MS 44u                      /* 18 steps: 792 ms, <= 1 s */
#define APP_BOOT_MS      (18u * APP_BOOT_STEP_MS)
#define APP_AUTO_OFF_MS  (3ul * 60ul * 1000ul)    /* no key for 3 minutes */
#define APP_QUIET_MS     50u   /* all keys up this long ends a wake/boot press */

/* Boot: HAL, watchdog, saves, the start-up animation, the saved game. */
void app_start(void);

/* One pass of the main loop: a frame's work when a new frame is in, a
 * byte of a save, the watchdog, then idle until the next tick. False
 * after a low-battery stop: then app_start again (as new cells would). */
bool app_pass(void);

/* The start-up animation at t ms: a diagonal sweep fills the grid, then
 * empties it. */
void app_boot_image(uint16_t t, uint8_t rows[HAL_ROWS]);

/* The game the app runs (for tests). */
const game_t *app_game(void);

#endif
