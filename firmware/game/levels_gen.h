/* SPDX-License-Identifier: MIT */
/*
 * How a Classic level is made from its 16-bit key: a pseudo-random press
 * set (three xorshift outputs mixed non-linearly: each cell pressed with
 * probability 1/2) applied to the dark 5x5 grid. tools/gen_levels.c picks,
 * for each level, the first key whose board has exactly the level's par
 * and is new under the symmetries of the square, checks every board, and
 * emits the keys (build/gen/levels_table.c). Shared by levels.c and the
 * tool so that both use the very same code.
 */
#ifndef LEVELS_GEN_H
#define LEVELS_GEN_H

#include <stdint.h>
#include "levels.h"
#include "prng.h"
#include "solver.h"

/* Two levels of one par differ in at least this many cells, under every
 * symmetry of the square (the most this level base allows is 8). */
#define LEVELS_APART 6u

/* Par of level n: 3 + round(12 (n - 1) / (LEVEL_COUNT - 1)), 3 up to 15. */
static inline uint8_t level_par(uint8_t n)
{
    return (uint8_t)(3u + (12u * (n - 1u) + (LEVEL_COUNT - 1u) / 2u) / (LEVEL_COUNT - 1u));
}

/* Board of a level key, for a base seed. */
static inline uint32_t level_deal(uint32_t base, uint16_t key)
{
    uint32_t rng, a, b, c;
    prng_seed(&rng, base ^ ((uint32_t)key << 8));
    a = prng_next(&rng);
    b = prng_next(&rng);
    c = prng_next(&rng);
    return lo_apply(0, a ^ (b & c), 5);   /* lo_apply keeps the 25 cells */
}

#endif
