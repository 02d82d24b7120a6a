/* SPDX-License-Identifier: MIT */
/* Popcount of a 25-cell board for the variant solvers' inner loops: three
 * byte lookups in a generated flash table plus bit 24. */
#ifndef SOLVER_POP_H
#define SOLVER_POP_H

#include <stdint.h>

#include "variants_tables.h"

static inline __attribute__((always_inline)) uint8_t lv_pop25(uint32_t v)
{
    union {
        uint32_t u;
        uint8_t b[4];
    } x = { .u = v };
#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
    x.b[0] = (uint8_t)v, x.b[1] = (uint8_t)(v >> 8), x.b[2] = (uint8_t)(v >> 16);
    x.b[3] = (uint8_t)(v >> 24);
#endif
    return (uint8_t)(lv_pc8[x.b[0]] + lv_pc8[x.b[1]] + lv_pc8[x.b[2]] + (x.b[3] & 1u));
}

#endif
