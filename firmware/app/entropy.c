/* SPDX-License-Identifier: MIT */
/* Seed pool: boot counter plus timing samples (see entropy.h). */
#include "entropy.h"
#include "size.h"

static uint32_t pool;

/*
 * The pool mixed with x: four rounds of xorshift steps and a constant
 * add, shifts and adds only (the chip multiplies 32-bit words in library
 * calls). Each step is invertible, so different boot counts always give
 * different seeds; the add's carries make it non-linear. A sample then a
 * seed make eight rounds, and every input bit moves about half the seed
 * bits.
 */
static SIZE_ONE_COPY uint32_t stir(uint32_t x)
{
    uint32_t h = pool ^ x;
    for (uint8_t i = 0; i < 4u; i++) {
        h ^= h << 10;
        h ^= h >> 6;
        h += 0x9E3779B9ul;
    }
    return h;
}

void entropy_add(uint32_t sample)
{
    pool = stir(sample);
}

void entropy_init(uint32_t boot_count)
{
    pool = 0;
    entropy_add(boot_count);
}

SIZE_ONE_COPY uint32_t entropy_seed(void)
{
    uint32_t s = stir(0xBB67AE85ul);
    if (s == 0) {
        s = 1;  /* one pool value in 2^32 */
    }
    return s;
}
