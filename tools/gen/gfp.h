/* SPDX-License-Identifier: MIT */
/* Linear algebra mod a small prime p, for the table generators. */
#ifndef GFP_H
#define GFP_H

#include <stdint.h>

#define MAXN 25

typedef struct { uint8_t a[MAXN][MAXN]; } mat;

/* Prints "gen: MESSAGE" and exits 1: nothing is written. */
void die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

/* z = x y (n x n, mod p). */
void mul(const mat *x, const mat *y, mat *z, int n, int p);

/* Reduces r (rows x cols) to reduced row echelon form mod p, applying the
 * same row operations to e; writes the pivot columns, returns the rank. */
int rref(mat *r, mat *e, int rows, int cols, int p, int *pivot);

/* Rank of k vectors of cols values mod p. */
int rank_of(uint8_t rows[][MAXN], int k, int cols, int p);

/* The cells (dense, r*n+c) of value value as a bit plane in the 5-wide
 * layout (bit 5*row+col): plane 1 the cells of value 1, plane 2 of 2. */
uint32_t plane(const uint8_t *x, int n, int value);

/* The 5x5 torus's quiet patterns are f(r+2c) + g(r+3c) (dies if not). */
int gfp_torus5(const mat *A, int p, const char *name);

/* The 4x4 torus's quiet patterns over GF(3) are f(r) + g(c) + h (-1)^(r+c),
 * with f(r+2) = -f(r) and g(c+2) = -g(c) (dies if not). */
int gfp_torus4(const mat *A, int p, const char *name);

#endif
