/* SPDX-License-Identifier: MIT */
/* Saves of the previous layout (2, 24 bytes), laid out byte by byte as
 * that firmware wrote them: for the upgrade tests, host and pin-level. */
#ifndef OLD_SAVE_H
#define OLD_SAVE_H

#include <stdint.h>
#include "game.h"

/* A layout-2 payload: start, board (little-endian), then mode, on, size,
 * sound, unlocked, level, editing, moves, hints, par, bright, tutor, best,
 * steps, and two reserved bytes. */
void old_payload(uint8_t p[GAME_SAVE_SIZE_OLD], uint32_t start, uint32_t board,
                 const uint8_t fields[14]);

/* Classic level 7 of 9 unlocked, one move made (cell 12), sound on, mid
 * brightness, tutor on, Action best 42. */
void old_level7(uint8_t p[GAME_SAVE_SIZE_OLD]);

#endif
