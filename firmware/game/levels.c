/* SPDX-License-Identifier: MIT */
/* Classic levels: each made from its key in the checked table the level
 * tool generates (2 bytes a level instead of 4). */
#include "levels.h"
#include "levels_gen.h"
#include "levels_table.h"

uint32_t level_board(uint8_t n)
{
    return level_deal(LEVEL_BASE, level_keys[n - 1u]);   /* n checked by callers */
}
