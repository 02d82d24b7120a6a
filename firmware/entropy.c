/* SPDX-License-Identifier: MIT */
/* Seed pool: boot counter plus timing samples (see entropy.h). */
#include "entropy.h"

static uint32_t pool;

/* A 32-bit integer finaliser (xorshift-multiply): every input bit moves
 * about half the output bits. */
static uint32_t mix(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7FEB352Dul;
    x ^= x >> 15;
    x *= 0x846CA68Bul;
    x ^= x >> 16;
    return x;
}

void entropy_init(uint32_t boot_count)
{
    pool = mix(boot_count ^ 0x6A09E667ul);
}

void entropy_add(uint32_t sample)
{
    pool = mix(pool ^ sample) + 0x9E3779B9ul;
}

uint32_t entropy_seed(void)
{
    uint32_t s = mix(pool ^ 0xBB67AE85ul);
    return s ? s : 0x2545F491ul;
}
