/* SPDX-License-Identifier: MIT */
/*
 * The supply check: the battery's voltage against the board's limits
 * (VCC_MIN_MV, VCC_WARN_MV in its board.mk; boards/README.md, "The supply
 * check"). Measured at boot, every BATTERY_EVERY_MS awake, and before
 * every save.
 * - Under VCC_MIN_MV (the chip is out of its specification for its
 *   clock): no EEPROM byte is written. The battery sign shows for
 *   BATTERY_SIGN_MS, then power-down; a key wakes it and it measures
 *   again (the sign again while low). The app then resumes the last save.
 * - Under VCC_WARN_MV: the sign blinks for BATTERY_BLINK_MS at boot and
 *   each time the menu opens, and play goes on.
 * The serial log gets "battery N.NN V" at boot, at each warning and
 * before "off battery".
 */
#ifndef BATTERY_H
#define BATTERY_H

#include <stdbool.h>
#include <stdint.h>
#include "hal.h"

#define BATTERY_EVERY_MS  10000u
#define BATTERY_SIGN_MS   1000u
#define BATTERY_BLINK_STEP 160u   /* three blinks, 160 ms on and off: 0.96 s */

/* The sign: an empty cell lying down, its cap on the right (rows 1-3). */
#define BATTERY_SIGN_ROW1 0x0Fu
#define BATTERY_SIGN_ROW2 0x19u
#define BATTERY_SIGN_ROW3 0x0Fu

/* Levels, from the last measurement. */
#define BATTERY_OK    0u
#define BATTERY_LOW   1u   /* the warning band */
#define BATTERY_EMPTY 2u   /* under the minimum: no saves */

/* At boot, before any EEPROM write: measure and log; while under the
 * minimum, the sign and power-down (returns once a key woke it at a good
 * supply); then the warning when low. */
void battery_boot(void);

/* Measure now; true when a save may be written (not under the minimum). */
bool battery_save_ok(void);

/* Once a frame, after the image is drawn into rows and dim (phase: the
 * game's): the check every BATTERY_EVERY_MS, the warning when the menu
 * opens, the blinking sign over the image. True when the supply was under the minimum:
 * the sign, power-down and wake have happened, and the caller resumes
 * the last save. */
bool battery_frame(uint8_t phase, uint8_t rows[HAL_ROWS], uint8_t dim[HAL_ROWS]);

/* The last measurement: mV and BATTERY_* level. */
uint16_t battery_mv(void);
uint8_t battery_level(void);

#endif
