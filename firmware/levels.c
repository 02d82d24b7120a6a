/* SPDX-License-Identifier: MIT */
/* Classic levels: the table tools/gen_levels.c generates and checks. */
#include "levels.h"
#include "levels_table.h"

_Static_assert(LEVELS_TABLE_COUNT == LEVEL_COUNT, "table matches levels.h");

uint32_t level_board(uint8_t n)
{
    if (n == 0 || n > LEVEL_COUNT) {
        n = 1;   /* out of range: level 1 rather than a stray read */
    }
    return levels_table[n - 1u];
}
