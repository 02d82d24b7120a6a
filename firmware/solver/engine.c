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

SIZE_ONE_COPY lo_board_t lo_add3(lo_board_t a, lo_board_t b)
{
    uint32_t t = (a.p1 | b.p2) ^ (a.p2 | b.p1);
    return (lo_board_t){ (a.p2 | b.p2) ^ t, (a.p1 | b.p1) ^ t };
}

/* x + m (a mask), once or twice: one plane, or mod 3. */
static SIZE_ONE_COPY lo_board_t add_mask(lo_board_t x, uint32_t m, uint8_t times, uint8_t flags)
{
    if (!(flags & LO_KIND_MOD3)) {
        x.p1 ^= m;
        return x;
    }
    return lo_add3(x, times == 1u ? (lo_board_t){ m, 0 } : (lo_board_t){ 0, m });
}

/* The value of x at the cell of bit: 0, 1 or 2. */
static SIZE_ONE_COPY uint8_t value(lo_board_t x, uint32_t bit)
{
    return x.p1 & bit ? 1u : x.p2 & bit ? 2u : 0u;
}

/* bit moved by n cells, n a constant of the grids (1..4, 5, 10..20): up
 * (> 0) or down; constant shifts, where a variable one is a loop here. */
static uint32_t shift(uint32_t bit, int8_t n)
{
    switch (n) {
    case 20: return bit << 20;
    case 15: return bit << 15;
    case 5: return bit << 5;
    case 4: return bit << 4;
    case 3: return bit << 3;
    case 2: return bit << 2;
    case 1: return bit << 1;
    case -1: return bit >> 1;
    case -2: return bit >> 2;
    case -3: return bit >> 3;
    case -4: return bit >> 4;
    case -5: return bit >> 5;
    case -15: return bit >> 15;
    default: return bit >> 20;
    }
}

/* The cells pressing (r, c), whose bit is bit, steps: the plain or the
 * wrapped cross, or Merlin's pattern. */
static SIZE_ONE_COPY uint32_t pattern(FLASH lo_kind_t *k, uint8_t r, uint8_t c, uint32_t bit)
{
    if (k->flags & LO_KIND_MERLIN) {
        return lo_merlin[3u * r + c];
    }
    int8_t last = (int8_t)((k->grid & 7u) - 1u);
    bool wrap = k->grid & LO_WRAP;
    uint32_t m = bit;
    if (r) {
        m |= shift(bit, -5);
    } else if (wrap) {
        m |= shift(bit, (int8_t)(5 * last));
    }
    if (r < last) {
        m |= shift(bit, 5);
    } else if (wrap) {
        m |= shift(bit, (int8_t)(-5 * last));
    }
    if (c) {
        m |= shift(bit, -1);
    } else if (wrap) {
        m |= shift(bit, last);
    }
    if (c < last) {
        m |= shift(bit, 1);
    } else if (wrap) {
        m |= shift(bit, (int8_t)-last);
    }
    return m;
}

SIZE_ONE_COPY lo_board_t lo_engine_apply(lo_board_t board, lo_board_t plan, uint8_t kind)
{
    FLASH lo_kind_t *k = &lo_kinds[kind];
    uint8_t n = k->grid & 7u;
    uint32_t bit = 1;
    for (uint8_t r = 0; r < n; r++, bit <<= 5u - n) {
        for (uint8_t c = 0; c < n; c++, bit <<= 1) {
            uint8_t v = value(plan, bit);
            if (v) {
                board = add_mask(board, pattern(k, r, c, bit), v, k->flags);
            }
        }
    }
    return board;
}

SIZE_ONE_COPY lo_board_t lo_engine_any(lo_board_t d, uint8_t kind)
{
    FLASH lo_kind_t *k = &lo_kinds[kind];
    FLASH uint32_t *p = k->p;
    uint8_t n = k->grid & 7u, step = k->flags & LO_KIND_MOD3 ? 2u : 1u;
    lo_board_t x = { 0, 0 };
    uint32_t bit = 1;
    for (uint8_t r = 0; r < n; r++, bit <<= 5u - n) {
        for (uint8_t c = 0; c < n; c++, bit <<= 1, p += step) {
            lo_board_t col = { p[0], step == 2u ? p[1] : 0u };
            if (d.p1 & bit) {
                x = step == 2u ? lo_add3(x, col) : (lo_board_t){ x.p1 ^ col.p1, 0 };
            } else if (d.p2 & bit) {
                x = lo_add3(x, (lo_board_t){ col.p2, col.p1 });   /* - col */
            }
        }
    }
    lo_board_t got = lo_engine_apply((lo_board_t){ 0, 0 }, x, kind);
    return got.p1 == d.p1 && got.p2 == d.p2 ? x : LO_NONE;
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
            s->res[r] = (uint8_t)((s->res[r] + v) % p);
            s->res[5u + c] = (uint8_t)((s->res[5u + c] + v) % p);
        }
    }
    for (uint8_t i = 0; i < 5u; i++) {
        s->rb = (uint8_t)(s->rb + s->res[i]);
        s->cb = (uint8_t)(s->cb + s->res[5u + i]);
    }
}

/* y += a quiet pattern (q: its planes), byte by byte. */
static SIZE_ONE_COPY void add_pattern(level_t *s, FLASH uint32_t *q, uint8_t planes)
{
    cells_t k1 = { q[0] }, k2 = { planes == 2u ? q[1] : 0u };
    for (uint8_t i = 0; i < 4u; i++) {
        uint8_t x1 = s->y1.b[i], x2 = s->y2.b[i], a = k1.b[i], b = k2.b[i];
        if (planes == 1u) {
            s->y1.b[i] = x1 ^ a;
            continue;
        }
        uint8_t t = (uint8_t)((x1 | b) ^ (x2 | a));
        s->y1.b[i] = (uint8_t)((x2 | b) ^ t);
        s->y2.b[i] = (uint8_t)((x1 | a) ^ t);
    }
}

SIZE_ONE_COPY lo_board_t lo_engine_solve(lo_board_t d, uint8_t kind)
{
    FLASH lo_kind_t *k = &lo_kinds[kind];
    lo_board_t x = lo_engine_any(d, kind);
    uint8_t depth = k->nullity, flags = k->flags;
    if (lo_none(x) || depth == 0) {
        return x;
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
        add_pattern(s, k->null + planes * j, planes);   /* the next multiple */
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
