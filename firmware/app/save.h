/* SPDX-License-Identifier: MIT */
/*
 * Power-cut-safe, wear-levelled saves in EEPROM, over the HAL EEPROM API.
 * The payload is opaque bytes of a fixed length chosen by the caller.
 *
 * The EEPROM is a ring of equal slots, one record each:
 *   [0] SAVE_FORMAT  [1] layout  [2] len  [3..4] seq (LE)  payload  crc16 (LE)
 * The CRC (CRC-16/CCITT, init 0xFFFF) covers bytes 0 .. len+4.
 * A record is valid when format, layout and len match this build and the
 * CRC is right; the newest valid record (wrap-safe seq order) wins.
 * Each save goes to the slot after the newest (past any spared bytes:
 * save_spare), so the last completed save is never touched. Its first byte is cleared first and set last: a write
 * torn at any byte leaves that slot invalid, and the previous record wins.
 * Bytes already holding the wanted value are not rewritten.
 * The last SAVE_BOOT_BYTES of the EEPROM hold a boot counter (entropy.h).
 *
 * Call order: save_init, save_load (and save_load_older while the caller
 * rejects what it got), then save_queue when the state changes and
 * save_poll once per main-loop pass (it never waits on the EEPROM).
 */
#ifndef SAVE_H
#define SAVE_H

#include <stdbool.h>
#include <stdint.h>

#define SAVE_FORMAT      0xB1u  /* this module's record format; never 0x00/0xFF */
#define SAVE_HEADER      5u     /* format, layout, len, seq */
#define SAVE_OVERHEAD    7u     /* header + crc */
#define SAVE_PAYLOAD_MAX 40u    /* record at most 47 bytes (RAM: two buffers) */
#define SAVE_BOOT_BYTES  4u     /* boot counter at the end of the EEPROM */

/* Geometry for this build's payload (layout: the caller's struct version,
 * len: its size) and a scan for the newest valid record. */
void save_init(uint8_t layout, uint8_t len);

/* Copy the newest valid payload; false (payload untouched) if none. */
bool save_load(void *payload);

/* After save_load: copy the next older valid payload, for when the caller
 * rejects the one it got; false (payload untouched) when none is left. */
bool save_load_older(void *payload);

/* EEPROM address of the record save_load or save_load_older copied last. */
uint16_t save_loaded_at(void);

/* Keep bytes from .. from+n-1 (n <= a record: the old layout's record,
 * the only copy of the player's progress) intact until a record of this
 * layout is complete: slots over them are skipped until then. After
 * save_init; only where the upgrade is linked (parts.h). */
void save_spare(uint16_t from, uint8_t n);

/* Take a copy of payload to write. A record already being written is
 * finished first; then the newest queued payload goes to the next slot. */
void save_queue(const void *payload);

/* Write at most one byte, only if the EEPROM is ready. Call every pass. */
void save_poll(void);

/* True when nothing is queued or being written. */
bool save_idle(void);

/* Poll until idle, kicking the watchdog (before power-down). */
void save_flush(void);

/* Slots in the ring, and the slot of the newest valid record (or
 * SAVE_NONE). For tests and the README's endurance figure. */
#define SAVE_NONE 0xFFFFu
uint16_t save_slots(void);
uint16_t save_newest_slot(void);

/* Boot counter: read it, add one and store it (waits for the EEPROM:
 * call once at boot, before anything is shown). Returns the new count. */
uint32_t save_boot_count(void);

#endif
