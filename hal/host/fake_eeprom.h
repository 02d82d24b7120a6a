/* SPDX-License-Identifier: MIT */
/*
 * Test controls of the host EEPROM fake (hal/host/eeprom.c): size, contents,
 * per-byte wear counts, a write-busy delay and a power cut after N writes.
 */
#ifndef FAKE_EEPROM_H
#define FAKE_EEPROM_H

#include <stdint.h>

#define FAKE_EEPROM_MAX 4096u  /* the largest: ATmega2560 */

/* Size (<= FAKE_EEPROM_MAX), every byte = fill, wear and cut cleared. */
void fake_eeprom_reset(uint16_t size, uint8_t fill);

/* The cells themselves, for corrupting or inspecting. */
uint8_t *fake_eeprom_mem(void);

/* Times each address was written, and all byte writes so far. */
uint32_t fake_eeprom_wear(uint16_t addr);
uint32_t fake_eeprom_writes(void);

/* After each write, hal_eeprom_ready() is false for this many calls. */
void fake_eeprom_busy_polls(uint8_t n);

/* Power cut: the next n writes land, the one after stores torn (a torn
 * byte; pass a negative value to drop it instead), and later writes are
 * lost until fake_eeprom_power_on(). n < 0: no cut. */
void fake_eeprom_cut_after(int32_t n, int16_t torn);

/* True once the cut has happened. */
int fake_eeprom_is_cut(void);

/* Power back: writes land again (contents kept). */
void fake_eeprom_power_on(void);

/* Called after each write that lands (NULL: none; kept by reset). */
void fake_eeprom_on_write(void (*fn)(uint16_t addr));

#endif
