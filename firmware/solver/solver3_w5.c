/* SPDX-License-Identifier: MIT */
/*
 * Three-state on 5x5 wrap: the fewest-press plan among the 6561 solutions,
 * found by a bounded search over rows instead of walking them all. Every
 * quiet pattern has rows summing to 0 mod 3 and is fixed by its rows 0
 * and 1 (tools/gen_variants_rows.c checks both), so the solutions are the
 * pairs (row 0, row 1) with the row sums of any solution x, each completed
 * by chasing: x2 = -(b1 + x0 + M x1), and so on. Pairs go by fewest
 * presses (tables lo3_rows5w) and stop once their presses plus the least
 * the other rows need (a row summing to s needs s presses) reach the best.
 * Rows are 5-bit planes (dim, bright) in bytes. The same works along
 * columns (the torus is the same transposed); the stronger bound wins.
 */
#include "size.h"
#include "solver_int.h"
#include "solver_wrap.h"

typedef struct {
    uint8_t a, b;   /* cells at 1, cells at 2 */
} row3;

static inline __attribute__((always_inline)) row3 radd(row3 x, row3 y)
{
    uint8_t t = (uint8_t)((x.a | y.b) ^ (x.b | y.a));
    return (row3){ (uint8_t)((x.b | y.b) ^ t), (uint8_t)((x.a | y.a) ^ t) };
}

static inline __attribute__((always_inline)) row3 rneg(row3 x)
{
    return (row3){ x.b, x.a };
}

static inline __attribute__((always_inline)) uint8_t rw(row3 x)
{
    return (uint8_t)(lv_pc8[x.a] + 2u * lv_pc8[x.b]);
}

static row3 mix(row3 x)   /* M: the row part of a press */
{
    return radd(radd(x, (row3){ lv_rotl(x.a), lv_rotl(x.b) }),
                (row3){ lv_rotr(x.a), lv_rotr(x.b) });
}

/* The next row: -(b + above + M row). */
static row3 chase(row3 b, row3 above, row3 row)
{
    return rneg(radd(radd(b, above), mix(row)));
}

/* Rows 2..4 from rows 0 and 1 (b1..b3: the board's rows 1..3). */
static void complete(row3 *r, const row3 *b)
{
    r[2] = chase(b[0], r[0], r[1]);
    r[3] = chase(b[1], r[1], r[2]);
    r[4] = chase(b[2], r[2], r[3]);
}

/* One copy: called along rows or along columns. */
static SIZE_ONE_COPY lo3_t search(lo3_t board, lo3_t x)
{
    uint8_t s[5], t[5], rest;
    lv_rows(x.p1, s);
    lv_rows(x.p2, t);
    for (uint8_t r = 0; r < 5; r++) {
        s[r] = rw((row3){ s[r], t[r] }) % 3u;
    }
    uint8_t q = lv_turn(s, &rest), s0 = s[q], s1 = s[lv_mod5(q + 1u)], s4 = s[lv_mod5(q + 4u)];
    uint8_t s34 = (uint8_t)(s[lv_mod5(q + 3u)] + s4);
    row3 b[3];
    lv_rows(board.p1, s);
    lv_rows(board.p2, t);
    for (uint8_t r = 0; r < 3; r++) {
        uint8_t k = lv_mod5((uint8_t)(q + 1u + r));
        b[r] = (row3){ s[k], t[k] };
    }
    FLASH uint8_t (*l0)[4] = lo3_rows5w[s0], (*l1)[4] = lo3_rows5w[s1];
    uint8_t best_w = 51, bi = 0, bj = 0;
    for (uint8_t i = 0; i < 81; i++) {
        row3 r[5];
        r[0] = (row3){ l0[i][0], l0[i][1] };
        uint8_t w0 = rw(r[0]);
        if ((uint8_t)(w0 + s1 + rest) >= best_w) {
            break;
        }
        row3 c = rneg(radd(b[0], r[0]));   /* row 2 = c - M row 1 */
        FLASH uint8_t *e = l1[0];
        for (uint8_t j = 0; j < 81; j++, e += 4) {
            r[1] = (row3){ e[0], e[1] };
            uint8_t w = w0 + rw(r[1]);
            if ((uint8_t)(w + rest) >= best_w) {
                break;
            }
            r[2] = radd(c, (row3){ e[3], e[2] });
            w += rw(r[2]);
            if ((uint8_t)(w + s34) >= best_w) {
                continue;
            }
            r[3] = chase(b[1], r[1], r[2]);
            w += rw(r[3]);
            if ((uint8_t)(w + s4) >= best_w) {
                continue;
            }
            r[4] = chase(b[2], r[2], r[3]);
            w += rw(r[4]);
            if (w < best_w) {
                best_w = w;
                bi = i;
                bj = j;
            }
        }
    }
    row3 r[5] = { { l0[bi][0], l0[bi][1] }, { l1[bj][0], l1[bj][1] } };
    complete(r, b);
    for (uint8_t k = 0; k < 5; k++) {
        s[k] = r[k].a;
        t[k] = r[k].b;
    }
    return (lo3_t){ lv_pack(s, q), lv_pack(t, q) };
}

/* Least presses of each row (or column, when cols) of x: its sums. */
static uint8_t need(lo3_t x, bool cols)
{
    uint8_t a[5], b[5], s[5], rest;
    lv_rows(x.p1, a);
    lv_rows(x.p2, b);
    row3 sum = { 0, 0 };
    for (uint8_t r = 0; r < 5; r++) {
        sum = radd(sum, (row3){ a[r], b[r] });
        s[r] = rw((row3){ a[r], b[r] }) % 3u;
    }
    for (uint8_t c = 0; cols && c < 5; c++) {
        s[c] = (uint8_t)((sum.a >> c & 1u) + 2u * (sum.b >> c & 1u));
    }
    lv_turn(s, &rest);
    return rest;
}

/* Rows and columns swapped: the torus looks the same. */
static uint32_t transpose(uint32_t v)
{
    uint8_t r[5], c[5] = { 0 };
    lv_rows(v, r);
    for (uint8_t i = 0; i < 5; i++) {
        for (uint8_t j = 0; j < 5; j++) {
            c[j] |= (uint8_t)((r[i] >> j & 1u) << i);
        }
    }
    return lv_pack(c, 0);
}

static lo3_t transpose3(lo3_t v)
{
    return (lo3_t){ transpose(v.p1), transpose(v.p2) };
}

/* The search runs along rows, or along columns on the transposed board
 * when the columns give the stronger bound. */
lo3_t lo3_search5w(lo3_t board, lo3_t x)
{
    if (need(x, true) > need(x, false)) {
        return transpose3(search(transpose3(board), transpose3(x)));
    }
    return search(board, x);
}
