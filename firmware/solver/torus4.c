/* SPDX-License-Identifier: MIT */
/*
 * The fewest presses on the 4x4 torus under three-state (engine.h, the
 * kind flagged LO_KIND_TORUS4). Its quiet patterns are exactly f(r) + g(c)
 * + h (-1)^(r+c), with f(r+2) = -f(r) and g(c+2) = -g(c) (tools/gen/gfp.c,
 * gfp_torus4, checks it): 3^5 of them. For each of the 27 choices of g
 * and h, rows r and r+2 take f(r) = a and -a, each such pair its best a
 * on its own: 27 x 2 x 3 pairs of rows weighed instead of 243 plans.
 */
#include "engine.h"

static inline uint8_t neg(uint8_t v)
{
    return v ? (uint8_t)(3u - v) : 0u;
}

/* The plan y + f(r) + g(c) + h (-1)^(r+c), with k = { g(0), g(1), h } and
 * each pair of rows' best f: its cost, and with out, the plan itself. */
static uint8_t weigh(uint8_t y[4][4], const uint8_t *k, lo_board_t *out)
{
    uint8_t g[4] = { k[0], k[1], neg(k[0]), neg(k[1]) }, total = 0;
    for (uint8_t r = 0; r < 2u; r++) {
        uint8_t t[2][4], best = 0xFFu, pick = 0;
        for (uint8_t c = 0; c < 4u; c++) {
            uint8_t s = lo_add_mod(g[c], (r + c) & 1u ? neg(k[2]) : k[2], 3);
            t[0][c] = lo_add_mod(y[r][c], s, 3);
            t[1][c] = lo_add_mod(y[r + 2u][c], s, 3);
        }
        for (uint8_t a = 0; a < 3u; a++) {
            uint8_t cost = 0;
            for (uint8_t c = 0; c < 4u; c++) {
                cost = (uint8_t)(cost + lo_add_mod(t[0][c], a, 3) + lo_add_mod(t[1][c], neg(a), 3));
            }
            if (cost < best) {
                best = cost;
                pick = a;
            }
        }
        total = (uint8_t)(total + best);
        for (uint8_t c = 0; out && c < 8u; c++) {   /* row r, then row r + 2 */
            uint8_t v = lo_add_mod(t[c >> 2][c & 3u], c < 4u ? pick : neg(pick), 3);
            uint32_t bit = (c < 4u ? 1ul : 1ul << 10) << (5u * r + (c & 3u));
            if (v == 1u) {
                out->p1 |= bit;
            } else if (v == 2u) {
                out->p2 |= bit;
            }
        }
    }
    return total;
}

lo_board_t lo_torus4_best(lo_board_t x)
{
    uint8_t y[4][4], k[3], best_k[3], best = 0xFFu;
    uint32_t bit = 1;
    for (uint8_t r = 0; r < 4u; r++, bit <<= 1) {
        for (uint8_t c = 0; c < 4u; c++, bit <<= 1) {
            y[r][c] = x.p1 & bit ? 1u : x.p2 & bit ? 2u : 0u;
        }
    }
    for (k[2] = 0; k[2] < 3u; k[2]++) {
        for (k[1] = 0; k[1] < 3u; k[1]++) {
            for (k[0] = 0; k[0] < 3u; k[0]++) {
                uint8_t c = weigh(y, k, 0);
                if (c < best) {
                    best = c;
                    best_k[0] = k[0];
                    best_k[1] = k[1];
                    best_k[2] = k[2];
                }
            }
        }
    }
    lo_board_t plan = { 0, 0 };
    weigh(y, best_k, &plan);
    return plan;
}
