/* SPDX-License-Identifier: MIT */
/*
 * Dense linear algebra over GF(2) for Lights Out on any m x n grid,
 * 1 <= m, n <= 16 (up to 256 cells). Host only: the table generator and
 * the lo CLI share it. Cells are numbered densely here: cell (r, c) of an
 * m x n grid is index r*n + c.
 */
#ifndef GF2_H
#define GF2_H

#include <stdbool.h>
#include <stdint.h>

#define GF2_MAX_SIDE 16
#define GF2_MAX (GF2_MAX_SIDE * GF2_MAX_SIDE)
#define GF2_WORDS (GF2_MAX / 64)

typedef struct { uint64_t w[GF2_WORDS]; } gf2_vec;
typedef struct { int rows, cols; gf2_vec r[GF2_MAX]; } gf2_mat;

static inline bool gf2_get(const gf2_vec *v, int i)
{
    return (v->w[i >> 6] >> (i & 63)) & 1u;
}

static inline void gf2_flip(gf2_vec *v, int i)
{
    v->w[i >> 6] ^= (uint64_t)1 << (i & 63);
}

void gf2_vec_xor(gf2_vec *dst, const gf2_vec *src);
bool gf2_vec_zero(const gf2_vec *v);
int gf2_vec_weight(const gf2_vec *v);

/* The press matrix of an m x n grid: entry (i, j) is 1 when pressing cell j
 * toggles cell i. Returns false when m or n is out of range. */
bool gf2_press_matrix(gf2_mat *a, int m, int n);

/* y = a x. */
void gf2_mul_vec(const gf2_mat *a, const gf2_vec *x, gf2_vec *y);

/* c = a b (c must not alias a or b). */
void gf2_mul(const gf2_mat *a, const gf2_mat *b, gf2_mat *c);

/* Whether a and b are equal (same shape and entries). */
bool gf2_equal(const gf2_mat *a, const gf2_mat *b);

/* Reduces a in place to reduced row echelon form. If ops is not NULL it
 * receives E, the product of the row operations (E * a_before = a_after).
 * pivot[i] is the pivot column of row i, i < rank. Returns the rank. */
int gf2_rref(gf2_mat *a, gf2_mat *ops, int pivot[GF2_MAX]);

/* Basis of the null space of a (any shape, left unchanged): writes
 * nullity vectors into basis and returns the nullity. */
int gf2_null_basis(const gf2_mat *a, gf2_vec basis[GF2_MAX]);

/* A generalised inverse p of a (a p a = a): for every b in the column
 * space of a, x = p b solves a x = b. Returns the rank of a. */
int gf2_pinv(const gf2_mat *a, gf2_mat *p);

#endif
