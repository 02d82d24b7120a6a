/* SPDX-License-Identifier: MIT */
/* Pieces the variant solvers share (solver_wrap.c, solver3*.c); not for
 * callers outside them. */
#ifndef SOLVER_INT_H
#define SOLVER_INT_H

#include <stdint.h>

#include "solver3.h"
#include "variants_tables.h"

/* A board as bytes, least significant first (AVR and x86). */
typedef union {
    uint32_t u;
    uint8_t b[4];
} lv_bytes;
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "AVR and x86: b[3] is bit 24 up");

/* Popcount of a 25-cell board: three byte lookups plus bit 24. */
static inline __attribute__((always_inline)) uint8_t lv_pop25(uint32_t v)
{
    lv_bytes x = { .u = v };
    return (uint8_t)(lv_pc8[x.b[0]] + lv_pc8[x.b[1]] + lv_pc8[x.b[2]] + (x.b[3] & 1u));
}

/* A 5-cell row turned by one cell, left or right, around the torus. */
static inline uint8_t lv_rotl(uint8_t r)
{
    return (uint8_t)(((r << 1) | (r >> 4)) & 0x1Fu);
}

static inline uint8_t lv_rotr(uint8_t r)
{
    return (uint8_t)(((r >> 1) | (r << 4)) & 0x1Fu);
}

/* Rows 0..4 of a 5x5 board as 5-bit values. */
void lv_rows(uint32_t v, uint8_t r[5]);

/* Five 5-bit rows, row k of them at row (q + k) mod 5, to a board. */
uint32_t lv_pack(const uint8_t r[5], uint8_t q);

/* (q + k) mod 5 for q, k < 5. */
static inline uint8_t lv_mod5(uint8_t v)
{
    return v >= 5u ? (uint8_t)(v - 5u) : v;
}

/* The turn q of the rows whose rows q+2..q+4 (mod 5) need the most
 * presses (sums[]: the least presses of each row); that least in *rest. */
uint8_t lv_turn(const uint8_t sums[5], uint8_t *rest);

/* The fewest-press plan of a solvable 5x5 wrap board b, given any plan x
 * that clears it (tools/gen_variants_rows.c has the reasoning). */
lo3_t lo3_search5w(lo3_t b, lo3_t x);

#endif
