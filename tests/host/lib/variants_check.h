/* SPDX-License-Identifier: MIT */
/*
 * An independent model of the variants for the tests: a board or plan is
 * one value per cell (index 5*row+col), crosses are applied cell by cell
 * with explicit edge rules, and every solution of a board is found by
 * light chasing (guess the top row, or on a wrap grid the top and bottom
 * rows; each row then fixes the next; keep the guesses that clear all).
 * Nothing here uses the solvers' tables or their bit tricks.
 */
#ifndef TEST_VARIANTS_H
#define TEST_VARIANTS_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "rule.h"

typedef struct {
    uint8_t v[25];
} cells_t;

static inline uint8_t tv_size(uint8_t grid) { return grid & 7u; }
static inline bool tv_wrap(uint8_t grid) { return grid & LO_WRAP; }

/* Planes to cells and back: p1 = value 1, p2 = value 2. */
static inline cells_t tv_cells(lo_board_t x)
{
    cells_t c;
    for (int i = 0; i < 25; i++) {
        c.v[i] = (uint8_t)((x.p1 >> i & 1u) + 2u * (x.p2 >> i & 1u));
    }
    return c;
}

static inline lo_board_t tv_planes(const cells_t *c)
{
    lo_board_t x = { 0, 0 };
    for (int i = 0; i < 25; i++) {
        x.p1 |= (uint32_t)(c->v[i] == 1) << i;
        x.p2 |= (uint32_t)(c->v[i] == 2) << i;
    }
    return x;
}

/* Cell d of the cross of (r, c) (0 itself, then down, up, right, left)
 * into *i; false when it falls off a plain grid. */
static inline bool tv_arm(uint8_t grid, int r, int c, int d, int *i)
{
    static const int dr[5] = { 0, 1, -1, 0, 0 }, dc[5] = { 0, 0, 0, 1, -1 };
    int n = tv_size(grid), rr = r + dr[d], cc = c + dc[d];
    if (tv_wrap(grid)) {
        rr = (rr + n) % n;
        cc = (cc + n) % n;
    } else if (rr < 0 || cc < 0 || rr >= n || cc >= n) {
        return false;
    }
    *i = 5 * rr + cc;
    return true;
}

/* Adds k times the cross of (r, c) to b, mod m. */
static inline void tv_cross(cells_t *b, uint8_t grid, int r, int c, int k, int m)
{
    for (int d = 0, i; d < 5; d++) {
        if (tv_arm(grid, r, c, d, &i)) {
            b->v[i] = (uint8_t)((b->v[i] + k) % m);
        }
    }
}

/* b after plan x, mod m. */
static inline cells_t tv_apply(cells_t b, const cells_t *x, uint8_t grid, int m)
{
    int n = tv_size(grid);
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
            tv_cross(&b, grid, r, c, x->v[5 * r + c], m);
        }
    }
    return b;
}

/* Whether plan x brings board b to all off, mod m. */
static inline bool tv_clears(lo_board_t b, lo_board_t x, uint8_t grid, int m)
{
    if (x.p1 & x.p2) {
        return false;
    }
    cells_t cb = tv_cells(b), cx = tv_cells(x), y = tv_apply(cb, &cx, grid, m);
    for (int i = 0; i < 25; i++) {
        if (y.v[i]) {
            return false;
        }
    }
    return true;
}

/* The presses of x that reach (r, c): its cross (A is symmetric), mod m. */
static inline int tv_hit(const cells_t *x, uint8_t grid, int r, int c, int m)
{
    int s = 0;
    for (int d = 0, i; d < 5; d++) {
        s += tv_arm(grid, r, c, d, &i) ? x->v[i] : 0;
    }
    return s % m;
}

/* Ranking of plans: fewest presses, then the smallest p2, then p1. */
typedef struct {
    int w;
    uint32_t p2, p1;
} tv_key;

static inline tv_key tv_key_of(const cells_t *x)
{
    lo_board_t p = tv_planes(x);
    tv_key k = { 0, p.p2, p.p1 };
    for (int i = 0; i < 25; i++) {
        k.w += x->v[i];
    }
    return k;
}

static inline bool tv_less(tv_key a, tv_key b)
{
    return a.w != b.w ? a.w < b.w : a.p2 != b.p2 ? a.p2 < b.p2 : a.p1 < b.p1;
}

/* Every plan clearing b (mod m) by light chasing: returns the number of
 * solutions and the best one in *best. */
static inline long tv_solutions(const cells_t *b, uint8_t grid, int m, cells_t *best)
{
    int n = tv_size(grid), free_rows = tv_wrap(grid) ? 2 : 1;
    long guesses = 1, found = 0;
    for (int i = 0; i < free_rows * n; i++) {
        guesses *= m;
    }
    tv_key bk = { 1000, 0, 0 };
    for (long g = 0; g < guesses; g++) {
        cells_t x;
        memset(&x, 0, sizeof x);
        long t = g;
        for (int c = 0; c < n; c++, t /= m) {
            x.v[c] = (uint8_t)(t % m);
        }
        for (int c = 0; free_rows == 2 && c < n; c++, t /= m) {
            x.v[5 * (n - 1) + c] = (uint8_t)(t % m);
        }
        /* Row r's equations fix row r + 1 (up to the last free row). */
        int last = free_rows == 2 ? n - 2 : n - 1;
        for (int r = 0; r + 1 <= last; r++) {
            for (int c = 0; c < n; c++) {
                int s = b->v[5 * r + c] + tv_hit(&x, grid, r, c, m);
                x.v[5 * (r + 1) + c] = (uint8_t)((m - s % m) % m);
            }
        }
        /* The rows not used for chasing must be clear too. */
        bool clear = true;
        for (int r = last; r < n && clear; r++) {
            for (int c = 0; c < n; c++) {
                clear &= (b->v[5 * r + c] + tv_hit(&x, grid, r, c, m)) % m == 0;
            }
        }
        if (clear) {
            found++;
            tv_key k = tv_key_of(&x);
            if (tv_less(k, bk)) {
                bk = k;
                *best = x;
            }
        }
    }
    return found;
}

#endif
