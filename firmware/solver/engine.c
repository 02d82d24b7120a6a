/* SPDX-License-Identifier: MIT */
/*
 * The rule engine (engine.h). A plan x solving A x = d is P d (A P A = A,
 * checked when the tables are made), kept when pressing it gives d. The
 * fewest presses are x plus some combination of the quiet patterns, each
 * a multiple 0 .. p-1: the search visits every combination once, one
 * pattern added per step (at most 3^3 = 27 steps; the tori, with 243 to
 * 6561 combinations, have their own paths, torus5.c and torus4.c).
 */
#include "engine.h"

#include "prng.h"

#include "rule_tables.h"
#include "solver.h"
#include "size.h"

#define MAX_NULLITY 3u   /* tools/gen/gen_rules.c checks it */

/* a + b, cell by cell: mod 2 (one plane) or mod 3 (two planes). */
static inline __attribute__((always_inline)) lo_board_t plus(lo_board_t a, lo_board_t b, bool mod3)
{
    if (!mod3) {
        return (lo_board_t){ a.p1 ^ b.p1, 0 };
    }
    uint32_t t = (a.p1 | b.p2) ^ (a.p2 | b.p1);
    return (lo_board_t){ (a.p2 | b.p2) ^ t, (a.p1 | b.p1) ^ t };
}

SIZE_ONE_COPY lo_board_t lo_add3(lo_board_t a, lo_board_t b)
{
    return plus(a, b, true);
}

#define COL0 0x0108421ul   /* column 0 of the 5-wide layout */

/* One plane moved one cell in direction dir (0: down, 1: up, 2: right,
 * 3: left), what falls off an edge coming back on the far side on a wrap
 * grid: each cell then holds its neighbour's value. */
static SIZE_ONE_COPY uint32_t moved(uint32_t v, uint8_t dir, uint8_t grid)
{
    uint8_t last = (uint8_t)((grid & 7u) - 1u), rows = (uint8_t)(5u * last);
    bool wrap = grid & LO_WRAP;
    switch (dir) {
    case 0: return v << 5 | (wrap ? v >> rows : 0);   /* v inside the grid: its last row */
    case 1: return v >> 5 | (wrap ? v << rows : 0);   /* row 0 to the last; the rest falls off */
    case 2: return (v << 1 & ~COL0) | (wrap ? (v & COL0 << last) >> last : 0);
    default: return (v >> 1 & ~(COL0 << 4)) | (wrap ? (v & COL0) << last : 0);
    }
}

/* The board after the presses of plan: board + A plan, A plan as the sum
 * of the plan and its four moved copies (the cross), or Merlin's patterns
 * one press at a time. */
SIZE_ONE_COPY lo_board_t lo_engine_apply(lo_board_t board, lo_board_t plan, uint8_t kind)
{
    FLASH lo_kind_t *k = &lo_kinds[kind];
    uint8_t grid = k->grid;
    bool mod3 = k->flags & LO_KIND_MOD3;
    if (k->flags & LO_KIND_MERLIN) {
        uint32_t bit = 1;
        for (uint8_t i = 0; i < 9u; i++, bit <<= i % 3u ? 1u : 3u) {
            if (plan.p1 & bit) {
                board.p1 ^= lo_merlin[i];
            }
        }
        return board;
    }
    lo_board_t s = plan;
    for (uint8_t dir = 0; dir < 4u; dir++) {
        s = plus(s, (lo_board_t){ moved(plan.p1, dir, grid), moved(plan.p2, dir, grid) }, mod3);
    }
    uint32_t m = lo_grid_mask(grid & 7u);
    return plus(board, (lo_board_t){ s.p1 & m, s.p2 & m }, mod3);
}

/* -v: the planes swapped (mod 3), or v itself (mod 2, p2 = 0). */
static inline lo_board_t neg(lo_board_t v, bool mod3)
{
    return mod3 ? (lo_board_t){ v.p2, v.p1 } : v;
}

/* The board stored at q: one plane, or two (mod 3). */
static inline lo_board_t stored(FLASH uint32_t *q, bool mod3)
{
    return (lo_board_t){ q[0], mod3 ? q[1] : 0u };
}

/* The kind's P, column by column: the one at *p, then p moves on. */
static lo_board_t column(FLASH uint32_t **p, bool mod3)
{
    FLASH uint32_t *q = *p;
    *p = q + (mod3 ? 2u : 1u);
    return stored(q, mod3);
}

/* What pressing P v misses of v: A P v - v, zero exactly when v is a
 * board the presses can make; P v in *x. */
static SIZE_ONE_COPY lo_board_t miss(lo_board_t v, uint8_t kind, lo_board_t *x)
{
    FLASH lo_kind_t *k = &lo_kinds[kind];
    FLASH uint32_t *p = k->p;
    bool mod3 = k->flags & LO_KIND_MOD3;
    uint8_t n = k->grid & 7u;
    lo_board_t s = { 0, 0 };   /* the sum of P's columns, each v's value times */
    uint32_t bit = 1;
    for (uint8_t r = 0; r < n; r++, bit <<= 5u - n) {
        for (uint8_t c = 0; c < n; c++, bit <<= 1) {
            lo_board_t col = column(&p, mod3);
            for (uint8_t m = v.p1 & bit ? 1u : v.p2 & bit ? 2u : 0u; m; m--) {
                s = plus(s, col, mod3);
            }
        }
    }
    *x = s;
    return lo_engine_apply(neg(v, mod3), s, kind);
}

SIZE_ONE_COPY lo_board_t lo_engine_any(lo_board_t d, uint8_t kind)
{
    lo_board_t x, m = miss(d, kind, &x);
    return m.p1 | m.p2 ? LO_NONE : x;
}

/* What P misses of the cell at bit, e: A P e - e, P e the column at *p
 * (a call of its own: 110 B less than inline in the loop). */
static SIZE_ONE_COPY lo_board_t cell_miss(uint32_t bit, FLASH uint32_t **p, uint8_t kind, bool mod3)
{
    return lo_engine_apply(neg((lo_board_t){ bit, 0 }, mod3), column(p, mod3), kind);
}

/* Stepping cell i changes d by -e_i, and what P misses by -(A P e_i -
 * e_i) (it is linear): the board becomes solvable exactly when that
 * cancels what it misses now, m, after one step (A P e_i - e_i = m) or,
 * mod 3, two (2 (A P e_i - e_i) = m, that is A P e_i - e_i = -m). */
SIZE_ONE_COPY lo_board_t lo_engine_fixes(lo_board_t d, uint8_t kind)
{
    FLASH lo_kind_t *k = &lo_kinds[kind];
    FLASH uint32_t *p = k->p;
    bool mod3 = k->flags & LO_KIND_MOD3;
    uint8_t n = k->grid & 7u;
    lo_board_t x, m = miss(d, kind, &x), f = { 0, 0 };
    uint32_t bit = 1;
    for (uint8_t r = 0; r < n; r++, bit <<= 5u - n) {
        for (uint8_t c = 0; c < n; c++, bit <<= 1) {
            lo_board_t e = cell_miss(bit, &p, kind, mod3);
            if (e.p1 == m.p1 && e.p2 == m.p2) {
                f.p1 |= bit;
            } else if (mod3 && e.p1 == m.p2 && e.p2 == m.p1) {
                f.p2 |= bit;
            }
        }
    }
    return f;
}

SIZE_ONE_COPY lo_board_t lo_engine_solve(lo_board_t d, uint8_t kind)
{
    FLASH lo_kind_t *k = &lo_kinds[kind];
    lo_board_t x = lo_engine_any(d, kind);
    uint8_t depth = k->nullity, flags = k->flags;
    if (lo_none(x) || depth == 0) {
        return x;
    }
    bool mod3 = flags & LO_KIND_MOD3;
    if (flags & LO_KIND_TORUS5) {
        return lo_torus5_best(x, mod3);
    }
    if (flags & LO_KIND_TORUS4) {
        return lo_torus4_best(x);
    }
    /* Every combination once, in the modular Gray code: count in base p;
     * where the carry stops, at digit t, add quiet pattern t once more. */
    uint8_t p = mod3 ? 3u : 2u, count[MAX_NULLITY] = { 0 }, best = lo_weight(x);
    lo_board_t y = x;
    for (;;) {
        uint8_t t = 0;
        while (++count[t] == p) {
            count[t] = 0;
            if (++t == depth) {
                return x;
            }
        }
        y = plus(y, stored(k->null + (mod3 ? 2u * t : t), mod3), mod3);
        uint8_t w = lo_weight(y);
        if (w < best) {
            best = w;
            x = y;
        }
    }
}

/* A uniformly random plan: a bit per cell, or (three-state) a trit per
 * cell from 2-bit chunks of the PRNG, the value 3 thrown away. */
SIZE_ONE_COPY lo_board_t lo_rule_random_plan(uint32_t *rng, uint8_t grid, uint8_t rule)
{
    uint32_t mask = lo_grid_mask(grid & 7u);
    if (rule != LO_RULE_THREE) {
        return (lo_board_t){ prng_next(rng) & mask, 0 };
    }
    lo_board_t x = { 0, 0 };
    uint32_t r = 0;
    uint8_t left = 0;
    for (uint32_t bit = 1; bit & 0x1FFFFFFul; bit <<= 1) {
        if (!(mask & bit)) {
            continue;
        }
        uint8_t v;
        do {
            if (left == 0) {
                r = prng_next(rng);
                left = 16;
            }
            v = r & 3u;
            r >>= 2;
            left--;
        } while (v == 3u);
        if (v == 1u) {
            x.p1 |= bit;
        } else if (v == 2u) {
            x.p2 |= bit;
        }
    }
    return x;
}
