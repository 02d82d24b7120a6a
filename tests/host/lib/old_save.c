/* SPDX-License-Identifier: MIT */
/* Payloads of layouts 2 and 3 (old_save.h). */
#include "old_save.h"

#include <string.h>
#include "levels.h"
#include "solver.h"

uint8_t old_payload(uint8_t p[OLD_SAVE_MAX], uint8_t layout, uint32_t start, uint32_t board,
                    const uint8_t fields[14])
{
    memset(p, 0, OLD_SAVE_MAX);
    for (int i = 0; i < 4; i++) {
        p[i] = (uint8_t)(start >> (8 * i));
        p[4 + i] = (uint8_t)(board >> (8 * i));
    }
    if (layout == GAME_SAVE_LAYOUT_OLD) {
        memcpy(p + 8, fields, 14);   /* then two reserved bytes */
        return GAME_SAVE_SIZE_OLD;
    }
    memcpy(p + 18, fields, 14);      /* after 8 bytes of bright planes, wrap, versus */
    return 32u;
}

uint8_t old_level(uint8_t p[OLD_SAVE_MAX], uint8_t layout, uint8_t n)
{
    uint32_t b = level_board(n);
    uint8_t par = lo_par(b, 5);
    const uint8_t f[14] = { GAME_CLASSIC, 0, 5, 1, 9, n, 0, 1, 0, par, BRIGHT_MID, 1, 42, 0 };
    return old_payload(p, layout, b, lo_press(b, 12, 5), f);
}

void old_level7(uint8_t p[GAME_SAVE_SIZE_OLD])
{
    uint8_t q[OLD_SAVE_MAX];
    old_level(q, GAME_SAVE_LAYOUT_OLD, 7);
    memcpy(p, q, GAME_SAVE_SIZE_OLD);
}
