/* SPDX-License-Identifier: MIT */
/* Shared pieces of the variant table generator (tools/gen_variants*.c). */
#ifndef GEN_VARIANTS_H
#define GEN_VARIANTS_H

#include <stdint.h>
#include <stdio.h>

#define MAXN 25

typedef struct { uint8_t a[MAXN][MAXN]; } mat;

/* One grid and field: press matrix facts, P, and the null basis (cells
 * densely numbered r*n+c, values mod p). */
typedef struct {
    const char *name;    /* C suffix: 3, 4, 5, 4w, 5w */
    int n, wrap, p, expect;
    int rank, nullity;
    mat P;
    uint8_t null[MAXN][MAXN];
} variant;

/* Prints "gen_variants: MESSAGE" and exits 1: nothing is written. */
void die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

/* Rank of k vectors of cols values mod p. */
int rank_of(uint8_t rows[][MAXN], int k, int cols, int p);

/* z = x y (n x n, mod p). */
void mul(const mat *x, const mat *y, mat *z, int n, int p);

/* Reduces r (rows x cols) to reduced row echelon form mod p, applying the
 * same row operations to e; writes the pivot columns, returns the rank. */
int rref(mat *r, mat *e, int rows, int cols, int p, int *pivot);

/* 5x5 wrap: checks that every quiet pattern has rows and columns summing
 * to 0 and that rows 0 and 1 alone tell the quiet patterns apart. */
void rows_check(const variant *v);

/* The row lists of the 5x5 wrap search (tools/gen_variants_rows.c). */
void rows_emit(FILE *c, FILE *h);

#endif
