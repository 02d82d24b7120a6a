/* SPDX-License-Identifier: MIT */
/*
 * The fewest presses on the 5x5 torus (engine.h, the kinds flagged
 * LO_KIND_TORUS5). Its quiet patterns are exactly f(r+2c) + g(r+3c) (mod
 * 5), f and g each summing to 0 (tools/gen/gfp.c, gfp_torus5, checks it), and
 * (u, v) = (r+2c, r+3c) meets every cell once. So with the plan as a 5 x 5
 * table Y[u][v], a plan costs the sum over u of row u's cost once f_u and
 * g are added: for each g, each row takes its own f_u, held to a sum of 0
 * by a walk over the rows keeping the sum mod p. The g are visited in the
 * modular Gray code of g[0..3] (g[4] their negation), so one step changes
 * two columns and two of each row's costs: 16 g over GF(2), 81 over
 * GF(3), instead of 256 or 6561 patterns.
 */
#include "engine.h"

#include <string.h>

#define INF 0xFFu

typedef struct {
    uint8_t y[5][5];      /* the plan's values by (u, v), g added */
    uint8_t cost[5][3];   /* row u's cost for each f_u */
    uint8_t p;            /* 2 or 3 */
} torus_t;

/* t's table and costs for the plan x with g added. */
static void table_load(torus_t *t, lo_board_t x, const uint8_t *g)
{
    uint8_t p = t->p;
    uint32_t bit = 1;
    memset(t->cost, 0, sizeof t->cost);
    for (uint8_t r = 0; r < 5u; r++) {
        for (uint8_t c = 0, u = r, v = r; c < 5u; c++, bit <<= 1) {
            uint8_t a = lo_add_mod(x.p1 & bit ? 1u : x.p2 & bit ? 2u : 0u, g[v], p);
            t->y[u][v] = a;
            for (uint8_t f = 0; f < p; f++) {
                t->cost[u][f] = (uint8_t)(t->cost[u][f] + lo_add_mod(a, f, p));
            }
            u = lo_add_mod(u, 2, 5);
            v = lo_add_mod(v, 3, 5);
        }
    }
}

/* g[j] + 1 and g[4] - 1 (j < 4): a cell's cost (a + f) mod p rises by 1
 * but drops by p - 1 where a + f was p - 1; the rises and falls of the
 * two cells of a row cancel but there. */
static void gray_step(torus_t *t, uint8_t j)
{
    uint8_t p = t->p;
    for (uint8_t u = 0; u < 5u; u++) {
        uint8_t a = t->y[u][j], b = t->y[u][4], fa = (uint8_t)(p - 1u - a),
                fb = b ? (uint8_t)(p - b) : 0u;
        t->cost[u][fa] = (uint8_t)(t->cost[u][fa] - p);
        t->cost[u][fb] = (uint8_t)(t->cost[u][fb] + p);
        t->y[u][j] = lo_add_mod(a, 1, p);
        t->y[u][4] = b ? (uint8_t)(b - 1u) : (uint8_t)(p - 1u);
    }
}

static inline uint8_t min2(uint8_t a, uint8_t b)
{
    return a < b ? a : b;
}

/* The least cost of every row, the f_u summing to 0 (a walk over the
 * rows keeping each sum's least cost so far). */
static uint8_t rows_cost(const torus_t *t)
{
    uint8_t b0 = t->cost[0][0], b1 = t->cost[0][1], b2 = t->cost[0][2];
    for (uint8_t u = 1; u < 5u; u++) {
        const uint8_t *c = t->cost[u];
        uint8_t n0, n1;
        if (t->p == 2u) {
            n0 = min2((uint8_t)(b0 + c[0]), (uint8_t)(b1 + c[1]));
            n1 = min2((uint8_t)(b0 + c[1]), (uint8_t)(b1 + c[0]));
        } else {
            n0 = min2(min2((uint8_t)(b0 + c[0]), (uint8_t)(b1 + c[2])), (uint8_t)(b2 + c[1]));
            n1 = min2(min2((uint8_t)(b0 + c[1]), (uint8_t)(b1 + c[0])), (uint8_t)(b2 + c[2]));
            b2 = min2(min2((uint8_t)(b0 + c[2]), (uint8_t)(b1 + c[1])), (uint8_t)(b2 + c[0]));
        }
        b0 = n0;
        b1 = n1;
    }
    return b0;
}

/* For the best g: each row's f_u, by the same walk keeping its choices,
 * then back from a sum of 0. */
static void rows_pick(const torus_t *t, uint8_t *f)
{
    uint8_t best[3], pick[5][3], p = t->p;
    for (uint8_t s = 0; s < 3u; s++) {
        best[s] = t->cost[0][s];
        pick[0][s] = s;
    }
    for (uint8_t u = 1; u < 5u; u++) {
        uint8_t next[3] = { INF, INF, INF };
        for (uint8_t r = 0; r < p; r++) {
            for (uint8_t v = 0; v < p; v++) {
                uint8_t s = lo_add_mod(r, v, p), c = (uint8_t)(best[r] + t->cost[u][v]);
                if (c < next[s]) {
                    next[s] = c;
                    pick[u][s] = v;
                }
            }
        }
        for (uint8_t s = 0; s < 3u; s++) {
            best[s] = next[s];
        }
    }
    for (uint8_t u = 5, s = 0; u-- > 0;) {
        f[u] = pick[u][s];
        s = lo_add_mod(s, (uint8_t)(p - f[u]), p);
    }
}

lo_board_t lo_torus5_best(lo_board_t x, bool mod3)
{
    torus_t t;
    uint8_t p = mod3 ? 3u : 2u, g[5] = { 0 }, count[4] = { 0 }, best_g[5] = { 0 };
    t.p = p;
    table_load(&t, x, g);
    uint8_t best = rows_cost(&t);
    for (;;) {
        uint8_t j = 0;
        while (++count[j] == p) {
            count[j] = 0;
            if (++j == 4u) {
                goto found;
            }
        }
        gray_step(&t, j);
        g[j] = lo_add_mod(g[j], 1, p);
        g[4] = g[4] ? (uint8_t)(g[4] - 1u) : (uint8_t)(p - 1u);
        uint8_t c = rows_cost(&t);
        if (c < best) {
            best = c;
            for (uint8_t i = 0; i < 5u; i++) {
                best_g[i] = g[i];
            }
        }
    }
found:
    table_load(&t, x, best_g);
    uint8_t f[5];
    rows_pick(&t, f);
    lo_board_t y = { 0, 0 };
    uint32_t bit = 1;
    for (uint8_t r = 0; r < 5u; r++) {
        for (uint8_t c = 0, u = r, v = r; c < 5u; c++, bit <<= 1) {
            uint8_t val = lo_add_mod(t.y[u][v], f[u], p);
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
