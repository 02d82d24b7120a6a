/* SPDX-License-Identifier: MIT */
/* Every plan of a board, written apart from the rule engine (rule_model.h). */
#include "rule_model.h"

#include <stdlib.h>
#include <string.h>
#include "variants_model.h"

/* The cells pressing cell j changes (each by one step), as a column. */
static void press_col(const kind_t *k, int j, uint8_t col[N_MAX])
{
    int n = k->n, r = j / n, c = j % n;
    memset(col, 0, N_MAX);
    if (k->rule == LO_RULE_MERLIN) {
        /* A corner: its 2x2 block; a side's middle: that side; the centre: its plus. */
        bool rm = r == 1, cm = c == 1;
        for (int rr = 0; rr < 3; rr++) {
            for (int cc = 0; cc < 3; cc++) {
                bool in = !rm && !cm ? abs(rr - r) <= 1 && abs(cc - c) <= 1
                        : rm && cm ? (rr == 1 || cc == 1)
                        : rm ? cc == c : rr == r;
                col[rr * 3 + cc] = in;
            }
        }
        return;
    }
    uint32_t m = cross((uint8_t)(5 * r + c), (uint8_t)n, k->wrap);
    for (int i = 0; i < n * n; i++) {
        col[i] = (uint8_t)(m >> (5 * (i / n) + i % n) & 1u);
    }
}

/* The inverse of a nonzero a mod p (2 or 3). */
static int inv(int a, int p)
{
    return p == 3 && a == 2 ? 2 : 1;
}

/* The plan and board as cell values (0..p-1), index r*n + c, from and to
 * the 5-wide layout (p1 one step, p2 two). */
void rule_model_vals(const kind_t *k, lo_board_t b, uint8_t v[N_MAX])
{
    for (int i = 0; i < k->n * k->n; i++) {
        uint32_t bit = 1ul << (5 * (i / k->n) + i % k->n);
        v[i] = b.p1 & bit ? 1 : b.p2 & bit ? 2 : 0;
    }
}

lo_board_t rule_model_board(const kind_t *k, const uint8_t v[N_MAX])
{
    lo_board_t b = { 0, 0 };
    for (int i = 0; i < k->n * k->n; i++) {
        uint32_t bit = 1ul << (5 * (i / k->n) + i % k->n);
        b.p1 |= v[i] == 1 ? bit : 0;
        b.p2 |= v[i] == 2 ? bit : 0;
    }
    return b;
}

/* The target's value at cell i. */
static uint8_t target_val(const kind_t *k, int i)
{
    return k->rule == LO_RULE_ON ? 1 : k->rule == LO_RULE_MERLIN ? i != 4 : 0;
}

/* The board after plan x (cell values). */
static void apply(const kind_t *k, const uint8_t b[N_MAX], const uint8_t x[N_MAX],
                  uint8_t out[N_MAX])
{
    int m = k->n * k->n;
    memcpy(out, b, N_MAX);
    for (int j = 0; j < m; j++) {
        uint8_t col[N_MAX];
        press_col(k, j, col);
        for (int i = 0; i < m; i++) {
            out[i] = (uint8_t)((out[i] + col[i] * x[j]) % k->p);
        }
    }
}


/* Every plan bringing b to the target: x0 + each combination of the null
 * space's basis (p^k of them, k <= 8 here). */
model_t rule_model(const kind_t *k, lo_board_t board)
{
    int m = k->n * k->n, p = k->p;
    uint8_t b[N_MAX], a[N_MAX][N_MAX + 1];
    rule_model_vals(k, board, b);
    for (int j = 0; j < m; j++) {
        uint8_t col[N_MAX];
        press_col(k, j, col);
        for (int i = 0; i < m; i++) {
            a[i][j] = col[i];
        }
    }
    for (int i = 0; i < m; i++) {
        a[i][m] = (uint8_t)((target_val(k, i) + p - b[i]) % p);
    }
    int pivot_col[N_MAX], rank = 0;
    bool is_pivot[N_MAX] = { false };
    for (int c = 0; c < m && rank < m; c++) {
        int r = rank;
        while (r < m && !a[r][c]) {
            r++;
        }
        if (r == m) {
            continue;
        }
        for (int j = 0; j <= m; j++) {
            uint8_t t = a[r][j];
            a[r][j] = a[rank][j];
            a[rank][j] = t;
        }
        int f = inv(a[rank][c], p);
        for (int j = 0; j <= m; j++) {
            a[rank][j] = (uint8_t)(a[rank][j] * f % p);
        }
        for (int i = 0; i < m; i++) {
            if (i != rank && a[i][c]) {
                int g = a[i][c];
                for (int j = 0; j <= m; j++) {
                    a[i][j] = (uint8_t)((a[i][j] + (p - g) * a[rank][j]) % p);
                }
            }
        }
        pivot_col[rank++] = c;
        is_pivot[c] = true;
    }
    model_t out = { 0, 0, 0, { 0 }, 0 };
    for (int i = rank; i < m; i++) {
        if (a[i][m]) {
            return out;   /* unsolvable */
        }
    }
    out.solvable = 1;
    uint8_t x0[N_MAX] = { 0 }, basis[N_MAX][N_MAX];
    int nfree = 0;
    for (int i = 0; i < rank; i++) {
        x0[pivot_col[i]] = a[i][m];
    }
    for (int f = 0; f < m; f++) {
        if (is_pivot[f]) {
            continue;
        }
        memset(basis[nfree], 0, N_MAX);
        basis[nfree][f] = 1;
        for (int i = 0; i < rank; i++) {
            basis[nfree][pivot_col[i]] = (uint8_t)((p - a[i][f]) % p);
        }
        nfree++;
    }
    int combos = 1;
    for (int i = 0; i < nfree; i++) {
        combos *= p;
    }
    out.best = 1000;
    for (int t = 0; t < combos; t++) {
        uint8_t x[N_MAX];
        memcpy(x, x0, N_MAX);
        for (int i = 0, u = t; i < nfree; i++, u /= p) {
            for (int j = 0; j < m; j++) {
                x[j] = (uint8_t)((x[j] + (u % p) * basis[i][j]) % p);
            }
        }
        int cost = 0;
        for (int j = 0; j < m; j++) {
            cost += x[j];
        }
        if (cost < out.best) {
            out.best = cost;
            out.count = 0;
            out.lows = 0;
            memcpy(out.one, x, N_MAX);
        }
        if (cost == out.best) {
            int low = 0;
            while (low < m - 1 && !x[low]) {
                low++;
            }
            out.count++;
            out.lows |= 1ul << low;
        }
    }
    return out;
}

/* Whether plan brings board to the target at the model's fewest presses. */
bool rule_model_fewest(const kind_t *k, lo_board_t board, lo_board_t plan, const model_t *md)
{
    uint8_t b[N_MAX], x[N_MAX], after[N_MAX];
    rule_model_vals(k, board, b);
    rule_model_vals(k, plan, x);
    apply(k, b, x, after);
    int cost = 0;
    for (int i = 0; i < k->n * k->n; i++) {
        cost += x[i];
        if (after[i] != target_val(k, i)) {
            return false;
        }
    }
    return cost == md->best;
}

uint8_t rule_model_grid(const kind_t *k)
{
    return (uint8_t)(k->n | (k->wrap ? LO_WRAP : 0));
}

static uint32_t next(uint32_t *xs)
{
    *xs ^= *xs << 13;
    *xs ^= *xs >> 17;
    *xs ^= *xs << 5;
    return *xs;
}

/* A random solvable board: a random plan pressed from the target. */
lo_board_t rule_model_random(const kind_t *k, uint32_t *xs)
{
    uint8_t t[N_MAX], x[N_MAX], b[N_MAX];
    for (int i = 0; i < N_MAX; i++) {
        t[i] = i < k->n * k->n ? target_val(k, i) : 0;
        x[i] = (uint8_t)(next(xs) % k->p);
    }
    apply(k, t, x, b);
    return rule_model_board(k, b);
}
/* Board number i of a kind, each cell a digit base p (for every board). */
lo_board_t rule_model_number(const kind_t *k, uint32_t i)
{
    uint8_t v[N_MAX] = { 0 };
    for (int c = 0; c < k->n * k->n; c++, i /= k->p) {
        v[c] = (uint8_t)(i % k->p);
    }
    return rule_model_board(k, v);
}

