/* SPDX-License-Identifier: MIT */
/*
 * The rule engine (engine.h). A plan x solving A x = d is P d (A P A = A,
 * checked when the tables are made), kept when pressing it gives d. The
 * fewest presses are x plus some combination of the quiet patterns: the
 * walk chooses one multiple of each pattern in turn, depth first (value 0
 * first). After each choice the cells no later pattern touches are fixed;
 * their cost plus, where every pattern sums to 0 on each row (or column),
 * the least the other cells of each row must still add (their sum mod p
 * is known) bounds every plan below: a branch whose bound reaches the
 * best plan so far is left. Memory: a few bytes a level on the stack.
 */
#include "engine.h"

#include "prng.h"

#include "rule_tables.h"
#include "solver.h"
#include "size.h"

#define MAX_NULLITY 8u

typedef union {
    uint32_t w;
    uint8_t b[4];    /* little-endian on the AVR and the host */
} cells_t;

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
#define ROW0 0x000001Ful   /* row 0 */

/* One plane moved one cell in direction dir (0: down, 1: up, 2: right,
 * 3: left), what falls off an edge coming back on the far side on a wrap
 * grid: each cell then holds its neighbour's value. */
static SIZE_ONE_COPY uint32_t moved(uint32_t v, uint8_t dir, uint8_t grid)
{
    uint8_t last = (uint8_t)((grid & 7u) - 1u), rows = (uint8_t)(5u * last);
    bool wrap = grid & LO_WRAP;
    switch (dir) {
    case 0: return v << 5 | (wrap ? (v & ROW0 << rows) >> rows : 0);
    case 1: return v >> 5 | (wrap ? (v & ROW0) << rows : 0);
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

SIZE_ONE_COPY lo_board_t lo_engine_any(lo_board_t d, uint8_t kind)
{
    FLASH lo_kind_t *k = &lo_kinds[kind];
    FLASH uint32_t *p = k->p;
    bool mod3 = k->flags & LO_KIND_MOD3;
    uint8_t n = k->grid & 7u;
    lo_board_t s1 = { 0, 0 }, s2 = { 0, 0 };   /* the columns of the 1s, of the 2s */
    uint32_t bit = 1;
    for (uint8_t r = 0; r < n; r++, bit <<= 5u - n) {
        for (uint8_t c = 0; c < n; c++, bit <<= 1) {
            lo_board_t col = { p[0], mod3 ? p[1] : 0u };
            p += mod3 ? 2u : 1u;
            if (d.p1 & bit) {
                s1 = plus(s1, col, mod3);
            } else if (d.p2 & bit) {
                s2 = plus(s2, col, true);
            }
        }
    }
    lo_board_t x = mod3 ? plus(s1, (lo_board_t){ s2.p2, s2.p1 }, true) : s1;   /* s1 - s2 */
    lo_board_t got = lo_engine_apply((lo_board_t){ 0, 0 }, x, kind);
    return got.p1 == d.p1 && got.p2 == d.p2 ? x : LO_NONE;
}

/* The value of x at the cell of bit: 0, 1 or 2. */
static uint8_t value(lo_board_t x, uint32_t bit)
{
    return x.p1 & bit ? 1u : x.p2 & bit ? 2u : 0u;
}

/* One level of the walk: the plan so far (bytes of the two planes), its
 * fixed cells' cost, and for each row (0..4) and column (5..9) the
 * residue mod p its other cells must still add. */
typedef struct {
    cells_t y1, y2;
    uint8_t res[10];
    uint8_t cost, rb, cb;   /* rb, cb: the sums of the row, column residues */
    uint8_t tried;          /* multiples of this level's pattern tried */
} level_t;

static FLASH uint8_t bit8[8] = { 1, 2, 4, 8, 16, 32, 64, 128 };

/* v taken from residue *r mod p; returns the change of their sum. */
static int8_t take(uint8_t *r, uint8_t v, uint8_t p)
{
    uint8_t was = *r, now = was >= v ? (uint8_t)(was - v) : (uint8_t)(was + p - v);
    *r = now;
    return (int8_t)(now - was);
}

/* The cells of one list (a count, then the cells) fixed in s; returns the
 * list after it. */
static SIZE_ONE_COPY FLASH uint8_t *settle(level_t *s, FLASH uint8_t *list, uint8_t flags)
{
    uint8_t count = *list++, p = flags & LO_KIND_MOD3 ? 3u : 2u;
    while (count--) {
        uint8_t e = *list++, bit = e & 31u, row = e >> 5, m = bit8[bit & 7u];
        uint8_t v = s->y1.b[bit >> 3] & m ? 1u : s->y2.b[bit >> 3] & m ? 2u : 0u;
        if (!v) {
            continue;
        }
        s->cost = (uint8_t)(s->cost + v);
        if (flags & LO_KIND_ROWS) {
            s->rb = (uint8_t)(s->rb + take(&s->res[row], v, p));
        }
        if (flags & LO_KIND_COLS) {
            s->cb = (uint8_t)(s->cb + take(&s->res[5u + bit - 5u * row], v, p));
        }
    }
    return list;
}

/* The residues of every row and column of the plan (none fixed yet). */
static SIZE_ONE_COPY void residues(level_t *s, uint8_t n, uint8_t p)
{
    uint32_t bit = 1;
    lo_board_t y = { s->y1.w, s->y2.w };
    for (uint8_t r = 0; r < n; r++, bit <<= 5u - n) {
        for (uint8_t c = 0; c < n; c++, bit <<= 1) {
            uint8_t v = value(y, bit);
            s->res[r] = lo_add_mod(s->res[r], v, p);
            s->res[5u + c] = lo_add_mod(s->res[5u + c], v, p);
        }
    }
    for (uint8_t i = 0; i < 5u; i++) {
        s->rb = (uint8_t)(s->rb + s->res[i]);
        s->cb = (uint8_t)(s->cb + s->res[5u + i]);
    }
}

/* y += a quiet pattern (q: its planes). */
static SIZE_ONE_COPY void add_pattern(level_t *s, FLASH uint32_t *q, bool mod3)
{
    lo_board_t y = plus((lo_board_t){ s->y1.w, s->y2.w }, (lo_board_t){ q[0], mod3 ? q[1] : 0u }, mod3);
    s->y1.w = y.p1;
    s->y2.w = y.p2;
}

SIZE_ONE_COPY lo_board_t lo_engine_solve(lo_board_t d, uint8_t kind)
{
    FLASH lo_kind_t *k = &lo_kinds[kind];
    lo_board_t x = lo_engine_any(d, kind);
    uint8_t depth = k->nullity, flags = k->flags;
    if (lo_none(x) || depth == 0) {
        return x;
    }
    if (flags & LO_KIND_TORUS5) {
        return lo_torus5_best(x, flags & LO_KIND_MOD3);
    }
    uint8_t planes = flags & LO_KIND_MOD3 ? 2u : 1u, best = 0xFFu;
    level_t lv[MAX_NULLITY + 1];
    FLASH uint8_t *list[MAX_NULLITY + 1];   /* each level's cells to fix */
    lv[0] = (level_t){ { x.p1 }, { x.p2 }, { 0 }, 0, 0, 0, 0 };
    if (flags & (LO_KIND_ROWS | LO_KIND_COLS)) {
        residues(&lv[0], k->grid & 7u, planes + 1u);
    }
    list[0] = settle(&lv[0], k->fix, flags);
    for (uint8_t j = 0; j < depth; j++) {
        FLASH uint8_t *l = list[j];
        list[j + 1] = l + 1u + *l;
    }
    uint8_t j = 0;
    for (;;) {
        level_t *s = &lv[j], *t = &lv[j + 1];
        if (s->tried == planes + 1u) {
            if (j == 0) {
                return x;
            }
            j--;
            continue;
        }
        *t = *s;
        t->tried = 0;
        add_pattern(s, k->null + planes * j, planes == 2u);   /* the next multiple */
        s->tried++;
        settle(t, list[j], flags);
        uint8_t bound = (uint8_t)(t->cost + (t->rb > t->cb ? t->rb : t->cb));
        if (bound < best) {
            if (j + 1u == depth) {
                best = bound;     /* every cell fixed: the plan's cost */
                x = (lo_board_t){ t->y1.w, t->y2.w };
            } else {
                j++;
            }
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
