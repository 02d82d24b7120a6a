/* SPDX-License-Identifier: MIT */
/*
 * Test controls of the host HAL fake (hal/host/fake.c): everything in hal.h
 * except EEPROM, CRC and watchdog (see fake_eeprom.h and wdt.c for those).
 * Time moves only in ticks of HAL_TICK_US (hal_tick.h): fake_tick, fake_run_ms, and each
 * hal_idle call (one tick, as the chip wakes at the next tick interrupt).
 * Keys set with fake_set_keys are read by the scan like the ISR does; a
 * frame's raw bitmap is published by hal_keys once all five rows are read.
 */
#ifndef FAKE_H
#define FAKE_H

#include <stdbool.h>
#include <stdint.h>
#include "hal.h"

/* Time 0, no keys, dark, silent, no power-down seen, no hooks. */
void fake_reset(void);

/* Raw keys (keys.h bitmap) as the matrix reads them from now on. */
void fake_set_keys(uint32_t raw);

/* Advance one tick / whole milliseconds (two ticks each). */
void fake_tick(void);
void fake_run_ms(uint32_t ms);

/* Microseconds since fake_reset (ticks * HAL_TICK_US). */
uint64_t fake_now_us(void);

/* LED rows last given to hal_show, as rows and as a board bitmap. */
const uint8_t *fake_shown_rows(void);
const uint8_t *fake_shown_dim(void);   /* of those, the dim cells */
uint32_t fake_shown(void);

/* Buzzer frequency last set (0 silent), and how many times it changed. */
uint16_t fake_buzzer_hz(void);
/* The level hal_brightness last set (2 after fake_reset). */
uint8_t fake_brightness(void);
uint32_t fake_buzzer_changes(void);

/* Calls of hal_power_down, hal_idle, hal_show and hal_init. */
uint32_t fake_power_downs(void);
uint32_t fake_idles(void);
uint32_t fake_shows(void);
uint32_t fake_inits(void);

/* Run inside hal_power_down while "asleep": set the waking keys here.
 * Time does not pass in power-down (the tick timer stops). */
void fake_on_power_down(void (*fn)(void));

/* Run at each tick, before the scan (keys that follow a timetable, even
 * while the app runs a loop of its own such as the self-test). */
void fake_on_tick(void (*fn)(void));

#endif
