/* SPDX-License-Identifier: MIT */
/*
 * Classic level n is dealt on the chip, not stored: lo_deal with par
 * exactly level_par(n), from a seed derived from one 32-bit level seed.
 * tools/gen_levels.c picks that seed so that every level is distinct under
 * the symmetries of the square and quick to deal, checks every board, and
 * emits it (build/gen/levels_table.h). Shared by levels.c and the tool so
 * that both deal with the very same code.
 */
#ifndef LEVELS_GEN_H
#define LEVELS_GEN_H

#include <stdint.h>
#include "levels.h"
#include "prng.h"
#include "solver.h"

/* Par of level n: 3 + round(12 (n - 1) / (LEVEL_COUNT - 1)), 3 up to 15. */
static inline uint8_t level_par(uint8_t n)
{
    return (uint8_t)(3u + (12u * (n - 1u) + (LEVEL_COUNT - 1u) / 2u) / (LEVEL_COUNT - 1u));
}

/* Board of level n for a level seed; *rng ends where the deal left it. */
static inline uint32_t level_deal(uint8_t n, uint32_t seed, uint32_t *rng)
{
    uint8_t p = level_par(n);
    prng_seed(rng, seed ^ ((uint32_t)n << 24));
    return lo_deal(rng, 5, p, p);
}

#endif
