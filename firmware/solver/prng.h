/* SPDX-License-Identifier: MIT */
/* xorshift32 (Marsaglia 2003, shifts 13/17/5): period 2^32-1, state never 0. */
#ifndef PRNG_H
#define PRNG_H

#include <stdint.h>

/* Seed the generator; a zero seed is replaced by a fixed non-zero one. */
void prng_seed(uint32_t *state, uint32_t seed);

/* Next 32-bit value. */
uint32_t prng_next(uint32_t *state);

/* Uniform value in [0, n) by rejection (no modulo bias); n > 0. */
uint32_t prng_below(uint32_t *state, uint32_t n);

#endif
