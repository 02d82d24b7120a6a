/* SPDX-License-Identifier: MIT */
/* Gauss-Jordan elimination over GF(2) on 64-bit words (see gf2.h). */
#include "gf2.h"

#include <string.h>

void gf2_vec_xor(gf2_vec *dst, const gf2_vec *src)
{
    for (int k = 0; k < GF2_WORDS; k++) {
        dst->w[k] ^= src->w[k];
    }
}

bool gf2_vec_zero(const gf2_vec *v)
{
    for (int k = 0; k < GF2_WORDS; k++) {
        if (v->w[k]) {
            return false;
        }
    }
    return true;
}

int gf2_vec_weight(const gf2_vec *v)
{
    int n = 0;
    for (int k = 0; k < GF2_WORDS; k++) {
        n += __builtin_popcountll(v->w[k]);
    }
    return n;
}

bool gf2_press_matrix(gf2_mat *a, int m, int n)
{
    if (m < 1 || n < 1 || m > GF2_MAX_SIDE || n > GF2_MAX_SIDE) {
        return false;
    }
    memset(a, 0, sizeof *a);
    a->rows = a->cols = m * n;
    for (int r = 0; r < m; r++) {
        for (int c = 0; c < n; c++) {
            int j = r * n + c;          /* the pressed cell: column j */
            gf2_flip(&a->r[j], j);
            if (r > 0) {
                gf2_flip(&a->r[j - n], j);
            }
            if (r < m - 1) {
                gf2_flip(&a->r[j + n], j);
            }
            if (c > 0) {
                gf2_flip(&a->r[j - 1], j);
            }
            if (c < n - 1) {
                gf2_flip(&a->r[j + 1], j);
            }
        }
    }
    return true;
}

void gf2_mul_vec(const gf2_mat *a, const gf2_vec *x, gf2_vec *y)
{
    memset(y, 0, sizeof *y);
    for (int i = 0; i < a->rows; i++) {
        int parity = 0;
        for (int k = 0; k < GF2_WORDS; k++) {
            parity ^= __builtin_parityll(a->r[i].w[k] & x->w[k]);
        }
        if (parity) {
            gf2_flip(y, i);
        }
    }
}

void gf2_mul(const gf2_mat *a, const gf2_mat *b, gf2_mat *c)
{
    memset(c, 0, sizeof *c);
    c->rows = a->rows;
    c->cols = b->cols;
    for (int i = 0; i < a->rows; i++) {
        for (int k = 0; k < a->cols; k++) {
            if (gf2_get(&a->r[i], k)) {
                gf2_vec_xor(&c->r[i], &b->r[k]);
            }
        }
    }
}

bool gf2_equal(const gf2_mat *a, const gf2_mat *b)
{
    if (a->rows != b->rows || a->cols != b->cols) {
        return false;
    }
    for (int i = 0; i < a->rows; i++) {
        if (memcmp(&a->r[i], &b->r[i], sizeof a->r[i]) != 0) {
            return false;
        }
    }
    return true;
}

int gf2_rref(gf2_mat *a, gf2_mat *ops, int pivot[GF2_MAX])
{
    if (ops) {
        memset(ops, 0, sizeof *ops);
        ops->rows = ops->cols = a->rows;
        for (int i = 0; i < a->rows; i++) {
            gf2_flip(&ops->r[i], i);
        }
    }
    int rank = 0;
    for (int col = 0; col < a->cols && rank < a->rows; col++) {
        int p = rank;
        while (p < a->rows && !gf2_get(&a->r[p], col)) {
            p++;
        }
        if (p == a->rows) {
            continue;                   /* free column */
        }
        if (p != rank) {
            gf2_vec t = a->r[p];
            a->r[p] = a->r[rank];
            a->r[rank] = t;
            if (ops) {
                t = ops->r[p];
                ops->r[p] = ops->r[rank];
                ops->r[rank] = t;
            }
        }
        for (int i = 0; i < a->rows; i++) {
            if (i != rank && gf2_get(&a->r[i], col)) {
                gf2_vec_xor(&a->r[i], &a->r[rank]);
                if (ops) {
                    gf2_vec_xor(&ops->r[i], &ops->r[rank]);
                }
            }
        }
        pivot[rank++] = col;
    }
    return rank;
}

int gf2_null_basis(const gf2_mat *a, gf2_vec basis[GF2_MAX])
{
    static gf2_mat r;
    int pivot[GF2_MAX];
    bool is_pivot[GF2_MAX] = { false };
    r = *a;
    int rank = gf2_rref(&r, NULL, pivot);
    for (int i = 0; i < rank; i++) {
        is_pivot[pivot[i]] = true;
    }
    int k = 0;
    for (int f = 0; f < a->cols; f++) {
        if (is_pivot[f]) {
            continue;
        }
        /* Free variable f = 1, the others 0; each pivot variable follows. */
        memset(&basis[k], 0, sizeof basis[k]);
        gf2_flip(&basis[k], f);
        for (int i = 0; i < rank; i++) {
            if (gf2_get(&r.r[i], f)) {
                gf2_flip(&basis[k], pivot[i]);
            }
        }
        k++;
    }
    return k;
}

int gf2_pinv(const gf2_mat *a, gf2_mat *p)
{
    static gf2_mat r, e;
    int pivot[GF2_MAX];
    r = *a;
    int rank = gf2_rref(&r, &e, pivot);
    /* E a = R. For b in the column space, x with x[pivot[i]] = (E b)[i]
     * and free variables 0 solves a x = b: row i of p is row i of E
     * placed at row pivot[i]. */
    memset(p, 0, sizeof *p);
    p->rows = a->cols;
    p->cols = a->rows;
    for (int i = 0; i < rank; i++) {
        p->r[pivot[i]] = e.r[i];
    }
    return rank;
}
