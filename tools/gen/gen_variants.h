/* SPDX-License-Identifier: MIT */
/* Shared pieces of the variant table generator (tools/gen_variants*.c). */
#ifndef GEN_VARIANTS_H
#define GEN_VARIANTS_H

#include <stdint.h>
#include <stdio.h>

#include "gfp.h"

/* One grid and field: press matrix facts, P, and the null basis (cells
 * densely numbered r*n+c, values mod p). */
typedef struct {
    const char *name;    /* C suffix: 3, 4, 5, 4w, 5w */
    int n, wrap, p, expect;
    int rank, nullity;
    mat P;
    uint8_t null[MAXN][MAXN];
} variant;

/* 5x5 wrap: checks that every quiet pattern has rows and columns summing
 * to 0 and that rows 0 and 1 alone tell the quiet patterns apart. */
void rows_check(const variant *v);

/* The row lists of the 5x5 wrap search (tools/gen_variants_rows.c). */
void rows_emit(FILE *c, FILE *h);

#endif
