/* SPDX-License-Identifier: MIT */
/* Layout-2 payloads (old_save.h). */
#include "old_save.h"

#include <string.h>
#include "levels.h"
#include "solver.h"

void old_payload(uint8_t p[GAME_SAVE_SIZE_OLD], uint32_t start, uint32_t board,
                 const uint8_t fields[14])
{
    for (int i = 0; i < 4; i++) {
        p[i] = (uint8_t)(start >> (8 * i));
        p[4 + i] = (uint8_t)(board >> (8 * i));
    }
    memcpy(p + 8, fields, 14);
    p[22] = p[23] = 0;
}

void old_level7(uint8_t p[GAME_SAVE_SIZE_OLD])
{
    uint32_t b = level_board(7);
    uint8_t par = lo_par(b, 5);
    const uint8_t f[14] = { GAME_CLASSIC, 0, 5, 1, 9, 7, 0, 1, 0, par, BRIGHT_MID, 1, 42, 0 };
    old_payload(p, b, lo_press(b, 12, 5), f);
}
