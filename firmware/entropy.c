/* SPDX-License-Identifier: MIT */
/* Seed pool: boot counter plus timing samples (see entropy.h). */
#include "entropy.h"

static uint32_t pool;

/*
 * Bob Jenkins' one-at-a-time hash steps, shifts and adds only (the chip
 * multiplies 32-bit words in library calls). Each step is invertible, so
 * different boot counts always give different seeds, and after four
 * rounds plus the finish every input bit moves about half the seed bits.
 */
static void add(uint32_t x)
{
    uint32_t h = pool ^ x;
    for (uint8_t i = 0; i < 4u; i++) {
        h += h << 10;
        h ^= h >> 6;
    }
    pool = h;
}

void entropy_init(uint32_t boot_count)
{
    pool = 0x6A09E667ul;
    add(boot_count);
}

void entropy_add(uint32_t sample)
{
    add(sample);
}

uint32_t entropy_seed(void)
{
    uint32_t h = pool;
    h += h << 3;
    h ^= h >> 11;
    h += h << 15;
    return h ? h : 0x2545F491ul;
}
