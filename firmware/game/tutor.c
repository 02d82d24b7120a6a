/* SPDX-License-Identifier: MIT */
/* Tutor hints: the next step of light chasing (tutor.h). */
#include "tutor.h"
#include "puzzle.h"
#include "tutor_table.h"


uint32_t tutor_step(game_t *g)
{
    if (g->fix) {
        return g->fix;   /* the top-row fix, until pressed */
    }
    uint8_t n = g->psize;
    uint32_t d = g->board ^ puzzle_target(g);   /* cells that differ */
    for (uint8_t r = 0; r + 1u < n; r++, d >>= 5) {
        uint8_t row = (uint8_t)(d & 0x1Fu);
        if (row) {
            return (uint32_t)row << (5u * (r + 1u));   /* chase: the row below */
        }
    }
    uint8_t x = tutor_fix_table[(1u << n) - 8u + (uint8_t)d];   /* d: bottom row */
    if (x == TUTOR_NONE) {
        return 0;
    }
    g->fix = x;
    return x;
}

void tutor_key(game_t *g, uint8_t ev)
{
    uint8_t fix = ev < 5u ? (uint8_t)(g->fix & (1u << ev)) : 0u;
    g->fix = fix ? (uint8_t)(g->fix ^ fix) : 0u;
}
