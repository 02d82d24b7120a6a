/* SPDX-License-Identifier: MIT */
/* Saves of the previous layouts, laid out byte by byte as those
 * firmwares wrote them: 2 (24 bytes), 3 (32 bytes, the snapshot
 * without the statistics) and 4 (36 bytes, the snapshot, solves and
 * perfect). For the upgrade tests, host and pin-level. */
#ifndef OLD_SAVE_H
#define OLD_SAVE_H

#include <stdint.h>
#include "game.h"

#define OLD_SAVE_MAX 36u   /* the largest old payload: layout 4 */
#define OLD_SOLVES  37u    /* layout 4's statistics (old_payload) */
#define OLD_PERFECT 12u

/* An old payload: start, board (little-endian), for layouts 3 and 4 the
 * bright planes (zero), wrap and versus (zero), then mode, on, size,
 * sound, unlocked, level, editing, moves, hints, par, bright, tutor,
 * best, steps; for layout 2 two reserved zero bytes last; for layout 4
 * OLD_SOLVES and OLD_PERFECT (16 bits, little-endian) last. Returns its
 * length. */
uint8_t old_payload(uint8_t p[OLD_SAVE_MAX], uint8_t layout, uint32_t start, uint32_t board,
                    const uint8_t fields[14]);

/* Classic level n of 9 unlocked, one move made (cell 12), sound on, mid
 * brightness, tutor on, Action best 42, in layout 2, 3 or 4; its length. */
uint8_t old_level(uint8_t p[OLD_SAVE_MAX], uint8_t layout, uint8_t n);

/* The same, level 7 in layout 2. */
void old_level7(uint8_t p[GAME_SAVE_SIZE_OLD]);

/* A record as save.h lays it out (format 0xB1, layout, len, seq, the
 * payload, its CRC-16/CCITT), written byte by byte apart from save.c, at
 * addr of mem. */
void old_record_at(uint8_t *mem, uint16_t addr, uint8_t layout, const void *payload,
                   uint8_t len, uint16_t seq);

/* An EEPROM of size bytes, erased, its boot counter (the last 4 bytes)
 * at count, holding old_level(layout, 7) at addr and, with refused, a
 * record of today's layout the game refuses (all zero: level 0) in
 * today's slot before the one holding addr (the last slot for slot 0). */
void old_edge_image(uint8_t *mem, uint16_t size, uint8_t layout, uint16_t addr, bool refused,
                    uint32_t count);

#endif
