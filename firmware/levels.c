/* SPDX-License-Identifier: MIT */
/* Classic levels: dealt from the level seed the level tool chose and
 * checked (no board table in flash). */
#include "levels.h"
#include "levels_gen.h"
#include "levels_table.h"

uint32_t level_board(uint8_t n)
{
    uint32_t rng;
    if (n == 0 || n > LEVEL_COUNT) {
        n = 1;   /* out of range: level 1 rather than garbage */
    }
    return level_deal(n, level_seed, &rng);
}
