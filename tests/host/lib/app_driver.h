/* SPDX-License-Identifier: MIT */
/* The app tests' driver: the main loop (app.h) on the host fake HAL,
 * keys held for a time, and the key that wakes it from power-down. */
#ifndef APP_DRIVER_H
#define APP_DRIVER_H

#include <stdint.h>

/* Main-loop passes (one per tick) for ms milliseconds. */
void drive_ms(uint32_t ms);

/* key down hold_ms, then up, then 100 ms more. */
void drive_press(uint8_t key, uint32_t hold_ms);

/* Fresh EEPROM and HAL, boot, and leave level 1's intro for play. */
void drive_boot(void);

/* The keys that go down inside each power-down from now on, waking it;
 * 0: none (it returns at once with the keys as they were). */
void drive_wake_keys(uint32_t keys);

#endif
