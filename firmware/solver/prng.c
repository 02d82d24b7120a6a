/* SPDX-License-Identifier: MIT */
/* xorshift32 (Marsaglia, "Xorshift RNGs", 2003), triple 13/17/5. */
#include "prng.h"
#include "size.h"

#define PRNG_DEFAULT_SEED 0x2545F491ul

void prng_seed(uint32_t *state, uint32_t seed)
{
    *state = seed ? seed : PRNG_DEFAULT_SEED;
}

/* x ^ x << k: one out-of-line shift loop for both left steps. */
static SIZE_ONE_COPY uint32_t xor_shl(uint32_t x, uint8_t k)
{
    return x ^ (x << k);
}

uint32_t prng_next(uint32_t *state)
{
    uint32_t x = xor_shl(*state, 13);
    x ^= (uint16_t)(x >> 16) >> 1;   /* x >> 17: only the high half moves */
    x = xor_shl(x, 5);
    *state = x;
    return x;
}

uint32_t prng_below(uint32_t *state, uint32_t n)
{
    /* Drop the lowest 2^32 mod n values so that every residue is equally
     * likely. */
    uint32_t floor = (uint32_t)(0u - n) % n;
    uint32_t r;
    do {
        r = prng_next(state);
    } while (r < floor);
    return r % n;
}
