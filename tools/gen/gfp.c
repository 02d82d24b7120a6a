/* SPDX-License-Identifier: MIT */
/* The generators' error exit and linear algebra mod p (gfp.h). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfp.h"

void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("gen: ", stderr);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(1);
}

void mul(const mat *x, const mat *y, mat *z, int n, int p)
{
    memset(z, 0, sizeof *z);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            int s = 0;
            for (int k = 0; k < n; k++) {
                s += x->a[i][k] * y->a[k][j];
            }
            z->a[i][j] = (uint8_t)(s % p);
        }
    }
}

static uint8_t inv_mod(uint8_t v, int p)
{
    return p == 3 && v == 2 ? 2 : 1;   /* 2 * 2 = 1 mod 3; p is 2 or 3 */
}

/* Reduces r (rows x cols) to reduced row echelon form, applying the same
 * row operations to e. Writes pivot columns; returns the rank. */
int rref(mat *r, mat *e, int rows, int cols, int p, int *pivot)
{
    int rank = 0;
    for (int c = 0; c < cols && rank < rows; c++) {
        int i = rank;
        while (i < rows && r->a[i][c] == 0) {
            i++;
        }
        if (i == rows) {
            continue;
        }
        uint8_t t[MAXN];
        memcpy(t, r->a[i], MAXN), memcpy(r->a[i], r->a[rank], MAXN), memcpy(r->a[rank], t, MAXN);
        memcpy(t, e->a[i], MAXN), memcpy(e->a[i], e->a[rank], MAXN), memcpy(e->a[rank], t, MAXN);
        uint8_t f = inv_mod(r->a[rank][c], p);
        for (int k = 0; k < MAXN; k++) {
            r->a[rank][k] = (uint8_t)(r->a[rank][k] * f % p);
            e->a[rank][k] = (uint8_t)(e->a[rank][k] * f % p);
        }
        for (i = 0; i < rows; i++) {
            uint8_t g = r->a[i][c];
            if (i == rank || g == 0) {
                continue;
            }
            for (int k = 0; k < MAXN; k++) {
                r->a[i][k] = (uint8_t)((r->a[i][k] + (p - g) * r->a[rank][k]) % p);
                e->a[i][k] = (uint8_t)((e->a[i][k] + (p - g) * e->a[rank][k]) % p);
            }
        }
        pivot[rank++] = c;
    }
    return rank;
}

int rank_of(uint8_t rows[][MAXN], int k, int cols, int p)
{
    static mat r, e;
    int piv[MAXN];
    memset(&r, 0, sizeof r);
    memcpy(r.a, rows, sizeof(uint8_t[MAXN]) * (size_t)k);
    return rref(&r, &e, k, cols, p, piv);
}

uint32_t plane(const uint8_t *x, int n, int value)
{
    uint32_t m = 0;
    for (int i = 0; i < n * n; i++) {
        if (x[i] == value) {
            m |= 1u << (5 * (i / n) + i % n);
        }
    }
    return m;
}

/* The first count patterns of fam must be quiet under A and independent,
 * and so, as many as the nullity, span the null space. Dies otherwise. */
static int family_spans(const mat *A, mat *fam, int count, int cells, int p, const char *name)
{
    static mat dummy;
    int piv[MAXN];
    for (int m = 0; m < count; m++) {
        for (int i = 0; i < cells; i++) {
            int s = 0;
            for (int j = 0; j < cells; j++) {
                s += A->a[i][j] * fam->a[m][j];
            }
            if (s % p) {
                die("%s: family pattern %d is not quiet", name, m);
            }
        }
    }
    if (rref(fam, &dummy, count, cells, p, piv) != count) {
        die("%s: the family's patterns are dependent", name);
    }
    return 1;
}

/* On the 5x5 torus (A its press matrix, nullity 8): the 8 patterns
 * f(r+2c) and g(r+3c), with f, g = e_a - e_4 (a = 0..3). Every quiet
 * pattern is then f(r+2c) + g(r+3c) with f and g summing to 0. */
int gfp_torus5(const mat *A, int p, const char *name)
{
    static mat fam;
    memset(&fam, 0, sizeof fam);
    for (int m = 0; m < 8; m++) {
        int a = m % 4, step = m < 4 ? 2 : 3;
        for (int i = 0; i < 25; i++) {
            int t = (i / 5 + step * (i % 5)) % 5;
            fam.a[m][i] = (uint8_t)(t == a ? 1 : t == 4 ? p - 1 : 0);
        }
    }
    return family_spans(A, &fam, 8, 25, p, name);
}

/* On the 4x4 torus over GF(3) (nullity 5): f(r) and g(c) with f(r+2) =
 * -f(r), g(c+2) = -g(c) (two patterns each), and the checkerboard
 * (-1)^(r+c). */
int gfp_torus4(const mat *A, int p, const char *name)
{
    static mat fam;
    memset(&fam, 0, sizeof fam);
    for (int m = 0; m < 5; m++) {
        for (int i = 0; i < 16; i++) {
            int r = i / 4, c = i % 4, t = m < 2 ? r - m : m < 4 ? c - (m - 2) : (r + c) % 2;
            fam.a[m][i] = (uint8_t)(m == 4 ? (t ? p - 1 : 1) : t == 0 ? 1 : t == 2 ? p - 1 : 0);
        }
    }
    return family_spans(A, &fam, 5, 16, p, name);
}
