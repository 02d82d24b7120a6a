/* SPDX-License-Identifier: MIT */
/*
 * The fewest presses on the 5x5 torus (engine.h, the kinds flagged
 * LO_KIND_TORUS5). Its quiet patterns are exactly f(r+2c) + g(r+3c) (mod
 * 5), f and g each summing to 0 (tools/gen/gfp.c, gfp_torus5, checks it), and
 * (u, v) = (r+2c, r+3c) meets every cell once. So with y = x as a 5 x 5
 * table Y[u][v], a plan costs the sum over u of row u's cost once f_u and
 * g are added: for each g, each row takes its own f_u, held to a sum of 0
 * by a walk over the rows keeping the sum mod p. 16 g over GF(2), 81 over
 * GF(3), instead of 256 or 6561 patterns.
 */
#include "engine.h"

#define INF 0xFFu

typedef struct {
    uint8_t y[5][5];      /* the plan's values by (u, v) */
    uint8_t p;            /* 2 or 3 */
    uint8_t g[5];         /* the g tried */
    uint8_t pick[5][3];   /* for the best g: f_u by the sum after row u */
} torus_t;

/* The least cost of every row with g added, the f_u summing to 0; with
 * keep, each row's choice in t->pick. */
static uint8_t rows_cost(torus_t *t, bool keep)
{
    uint8_t best[3], p = t->p;   /* set in code: a constant initialiser would take RAM */
    best[0] = 0;
    best[1] = best[2] = INF;
    for (uint8_t u = 0; u < 5u; u++) {
        uint8_t n[3] = { 0, 0, 0 }, cost[3], next[3];
        next[0] = next[1] = next[2] = INF;
        for (uint8_t v = 0; v < 5u; v++) {
            n[lo_add_mod(t->y[u][v], t->g[v], p)]++;
        }
        if (p == 2u) {                       /* f_u = 1 flips the row */
            cost[0] = n[1];
            cost[1] = n[0];
        } else {                             /* f_u = 1: 0 -> 1 -> 2 -> 0 */
            cost[0] = (uint8_t)(n[1] + 2u * n[2]);
            cost[1] = (uint8_t)(n[0] + 2u * n[1]);
            cost[2] = (uint8_t)(2u * n[0] + n[2]);
        }
        for (uint8_t r = 0; r < p; r++) {
            if (best[r] == INF) {
                continue;
            }
            for (uint8_t f = 0; f < p; f++) {
                uint8_t s = lo_add_mod(r, f, p), c = (uint8_t)(best[r] + cost[f]);
                if (c < next[s]) {
                    next[s] = c;
                    if (keep) {
                        t->pick[u][s] = f;
                    }
                }
            }
        }
        for (uint8_t r = 0; r < 3u; r++) {
            best[r] = next[r];
        }
    }
    return best[0];
}

/* The next g summing to 0 (g[0..3] counted in base p, g[4] their
 * negation); false after the last. */
static bool next_g(torus_t *t)
{
    uint8_t p = t->p, s = 0;
    for (uint8_t i = 0; i < 4u; i++) {
        if (++t->g[i] < p) {
            break;
        }
        t->g[i] = 0;
        if (i == 3u) {
            return false;
        }
    }
    for (uint8_t i = 0; i < 4u; i++) {
        s = lo_add_mod(s, t->g[i], p);
    }
    t->g[4] = s ? (uint8_t)(p - s) : 0u;
    return true;
}

lo_board_t lo_torus5_best(lo_board_t x, bool mod3)
{
    torus_t t = { .p = mod3 ? 3u : 2u };
    uint32_t bit = 1;
    for (uint8_t r = 0; r < 5u; r++) {
        for (uint8_t c = 0, u = r, v = r; c < 5u; c++, bit <<= 1) {
            t.y[u][v] = x.p1 & bit ? 1u : x.p2 & bit ? 2u : 0u;
            u = lo_add_mod(u, 2, 5);
            v = lo_add_mod(v, 3, 5);
        }
    }
    uint8_t best = INF, best_g[5] = { 0, 0, 0, 0, 0 };
    do {
        uint8_t c = rows_cost(&t, false);
        if (c < best) {
            best = c;
            for (uint8_t i = 0; i < 5u; i++) {
                best_g[i] = t.g[i];
            }
        }
    } while (next_g(&t));
    for (uint8_t i = 0; i < 5u; i++) {
        t.g[i] = best_g[i];
    }
    rows_cost(&t, true);
    uint8_t f[5], s = 0;
    for (uint8_t u = 5; u-- > 0;) {      /* back from a sum of 0 */
        f[u] = t.pick[u][s];
        s = lo_add_mod(s, (uint8_t)(t.p - f[u]), t.p);
    }
    lo_board_t y = { 0, 0 };
    bit = 1;
    for (uint8_t r = 0; r < 5u; r++) {
        for (uint8_t c = 0, u = r, v = r; c < 5u; c++, bit <<= 1) {
            uint8_t val = lo_add_mod(lo_add_mod(t.y[u][v], f[u], t.p), t.g[v], t.p);
            if (val == 1u) {
                y.p1 |= bit;
            } else if (val == 2u) {
                y.p2 |= bit;
            }
            u = lo_add_mod(u, 2, 5);
            v = lo_add_mod(v, 3, 5);
        }
    }
    return y;
}
