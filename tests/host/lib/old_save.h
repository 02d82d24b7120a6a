/* SPDX-License-Identifier: MIT */
/* Saves of the previous layouts, laid out byte by byte as those
 * firmwares wrote them: 2 (24 bytes) and 3 (32 bytes, the snapshot
 * without the statistics). For the upgrade tests, host and pin-level. */
#ifndef OLD_SAVE_H
#define OLD_SAVE_H

#include <stdint.h>
#include "game.h"

#define OLD_SAVE_MAX 32u   /* the larger old payload: layout 3 */

/* An old payload: start, board (little-endian), for layout 3 the bright
 * planes (zero), wrap and versus (zero), then mode, on, size, sound,
 * unlocked, level, editing, moves, hints, par, bright, tutor, best,
 * steps; for layout 2 two reserved zero bytes last. Returns its length. */
uint8_t old_payload(uint8_t p[OLD_SAVE_MAX], uint8_t layout, uint32_t start, uint32_t board,
                    const uint8_t fields[14]);

/* Classic level n of 9 unlocked, one move made (cell 12), sound on, mid
 * brightness, tutor on, Action best 42, in layout 2 or 3; its length. */
uint8_t old_level(uint8_t p[OLD_SAVE_MAX], uint8_t layout, uint8_t n);

/* The same, level 7 in layout 2. */
void old_level7(uint8_t p[GAME_SAVE_SIZE_OLD]);

#endif
