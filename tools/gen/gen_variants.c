/* SPDX-License-Identifier: MIT */
/*
 * Generates the tables of the variant solvers (build/gen/variants_tables.c
 * and .h): wrap-around grids over GF(2) and the three-state rule over GF(3)
 * on every grid (3x3, 4x4, 5x5, 4x4 wrap, 5x5 wrap). For each it writes a
 * generalised inverse P (one column per cell) and a basis of the null space
 * (the quiet patterns). Nothing is written unless every check passes:
 *   A is symmetric; A P A = A (mod p); rank + nullity = cells; the nullity
 *   is the expected one; each basis vector is non-zero, in the kernel, and
 *   the basis is independent. (A P A = A: P b solves every solvable b.)
 * Usage: gen_variants OUT.c OUT.h
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_variants.h"

/* The press matrix: entry (i, j) is 1 when pressing cell j steps cell i. */
static void press_matrix(mat *m, int n, int wrap)
{
    memset(m, 0, sizeof *m);
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
            static const int dr[5] = { 0, 1, -1, 0, 0 }, dc[5] = { 0, 0, 0, 1, -1 };
            for (int k = 0; k < 5; k++) {
                int rr = r + dr[k], cc = c + dc[k];
                if (wrap) {
                    rr = (rr + n) % n;
                    cc = (cc + n) % n;
                } else if (rr < 0 || rr >= n || cc < 0 || cc >= n) {
                    continue;
                }
                m->a[rr * n + cc][r * n + c] = 1;
            }
        }
    }
}

static void build(variant *v)
{
    static mat a, r, e, ap, apa;
    int n = v->n, cells = n * n, piv[MAXN];
    press_matrix(&a, n, v->wrap);
    for (int i = 0; i < cells; i++) {
        for (int j = 0; j < cells; j++) {
            if (a.a[i][j] != a.a[j][i]) {
                die("%s mod %d: A is not symmetric", v->name, v->p);
            }
        }
    }
    /* E A = R (reduced): x = P b sets each pivot unknown to (E b) of its
     * row and every free unknown to 0. */
    r = a;
    memset(&e, 0, sizeof e);
    for (int i = 0; i < cells; i++) {
        e.a[i][i] = 1;
    }
    v->rank = rref(&r, &e, cells, cells, v->p, piv);
    memset(&v->P, 0, sizeof v->P);
    for (int i = 0; i < v->rank; i++) {
        memcpy(v->P.a[piv[i]], e.a[i], MAXN);
    }
    mul(&a, &v->P, &ap, cells, v->p);
    mul(&ap, &a, &apa, cells, v->p);
    if (memcmp(&apa, &a, sizeof a) != 0) {
        die("%s mod %d: A P A != A", v->name, v->p);
    }
    /* Null basis: one vector per free column f, x_f = 1, pivots solved. */
    v->nullity = 0;
    for (int f = 0, i = 0; f < cells; f++) {
        if (i < v->rank && piv[i] == f) {
            i++;
            continue;
        }
        uint8_t *x = v->null[v->nullity++];
        memset(x, 0, MAXN);
        x[f] = 1;
        for (int k = 0; k < v->rank; k++) {
            x[piv[k]] = (uint8_t)((v->p - r.a[k][f]) % v->p);
        }
    }
    if (v->nullity != v->expect || v->rank + v->nullity != cells) {
        die("%s mod %d: nullity %d, expected %d", v->name, v->p, v->nullity, v->expect);
    }
    for (int k = 0; k < v->nullity; k++) {
        for (int i = 0; i < cells; i++) {
            int s = 0;
            for (int j = 0; j < cells; j++) {
                s += a.a[i][j] * v->null[k][j];
            }
            if (s % v->p) {
                die("%s mod %d: basis vector %d is not in the kernel", v->name, v->p, k);
            }
        }
    }
    if (rank_of(v->null, v->nullity, cells, v->p) != v->nullity) {
        die("%s mod %d: null basis is dependent", v->name, v->p);
    }
}

static void emit_vec(FILE *c, const uint8_t *x, const variant *v)
{
    if (v->p == 2) {
        fprintf(c, "    0x%07x,\n", plane(x, v->n, 1));
    } else {
        fprintf(c, "    { 0x%07x, 0x%07x },\n", plane(x, v->n, 1), plane(x, v->n, 2));
    }
}

static void emit(FILE *c, FILE *h, const variant *v)
{
    int cells = v->n * v->n, k = v->nullity ? v->nullity : 1;
    const char *pre = v->p == 2 ? "lw" : "lo3";
    char up[8] = "";
    for (int i = 0; v->name[i] && i < 7; i++) {
        up[i] = v->name[i] == 'w' ? 'W' : v->name[i];
    }
    fprintf(h, "\n/* %dx%d%s mod %d: rank %d, nullity %d */\n", v->n, v->n,
            v->wrap ? " wrap" : "", v->p, v->rank, v->nullity);
    fprintf(h, "#define %s_NULLITY%s %d\n", v->p == 2 ? "LW" : "LO3", up, v->nullity);
    const char *dim = v->p == 3 ? "[2]" : "";   /* GF(3): two planes */
    fprintf(h, "extern FLASH uint32_t %s_p%s[%d]%s;\n", pre, v->name, cells, dim);
    fprintf(h, "extern FLASH uint32_t %s_null%s[%d]%s;\n", pre, v->name, k, dim);
    fprintf(c, "\n/* %dx%d%s mod %d: P column per cell (row by row), then the null basis */\n",
            v->n, v->n, v->wrap ? " wrap" : "", v->p);
    fprintf(c, "FLASH uint32_t %s_p%s[%d]%s = {\n", pre, v->name, cells, dim);
    for (int j = 0; j < cells; j++) {
        uint8_t col[MAXN];
        for (int i = 0; i < cells; i++) {
            col[i] = v->P.a[i][j];
        }
        emit_vec(c, col, v);
    }
    fprintf(c, "};\nFLASH uint32_t %s_null%s[%d]%s = {\n", pre, v->name, k, dim);
    for (int i = 0; i < k; i++) {
        static const uint8_t zero[MAXN];
        const uint8_t *x = v->nullity ? v->null[i] : zero;
        emit_vec(c, x, v);
    }
    fprintf(c, "};\n");
}

int main(int argc, char **argv)
{
    /* Expected nullities: 4x4 wrap is invertible over GF(2) and 5x5 wrap
     * has nullity 8; over GF(3) the 5x5 grid has nullity 3 (README). */
    static variant v[] = {
        { "4w", 4, 1, 2, 0, 0, 0, { { { 0 } } }, { { 0 } } },
        { "5w", 5, 1, 2, 8, 0, 0, { { { 0 } } }, { { 0 } } },
        { "3", 3, 0, 3, 0, 0, 0, { { { 0 } } }, { { 0 } } },
        { "4", 4, 0, 3, 2, 0, 0, { { { 0 } } }, { { 0 } } },
        { "5", 5, 0, 3, 3, 0, 0, { { { 0 } } }, { { 0 } } },
        { "4w", 4, 1, 3, 5, 0, 0, { { { 0 } } }, { { 0 } } },
        { "5w", 5, 1, 3, 8, 0, 0, { { { 0 } } }, { { 0 } } },
    };
    int count = (int)(sizeof v / sizeof v[0]);
    if (argc != 3) {
        die("usage: gen_variants OUT.c OUT.h");
    }
    for (int i = 0; i < count; i++) {
        build(&v[i]);
        if (v[i].n == 5 && v[i].wrap) {
            rows_check(&v[i]);
        }
    }
    FILE *c = fopen(argv[1], "w"), *h = fopen(argv[2], "w");
    if (!c || !h) {
        die("cannot write %s / %s", argv[1], argv[2]);
    }
    const char *head = "/* SPDX-License-Identifier: MIT */\n"
        "/* Generated by tools/gen/gen_variants.c from the press matrices: do not edit. */\n";
    fprintf(h, "%s#ifndef VARIANTS_TABLES_H\n#define VARIANTS_TABLES_H\n\n"
            "#include <stdint.h>\n\n#include \"flash.h\"\n\n"
            "extern FLASH uint8_t lv_pc8[256];   /* popcount of a byte */\n", head);
    fprintf(c, "%s#include \"variants_tables.h\"\n\nFLASH uint8_t lv_pc8[256] = {", head);
    for (int b = 0; b < 256; b++) {
        fprintf(c, "%s%d,", b % 16 ? " " : "\n    ", __builtin_popcount((unsigned)b));
    }
    fprintf(c, "\n};\n");
    for (int i = 0; i < count; i++) {
        emit(c, h, &v[i]);
    }
    rows_emit(c, h);
    fprintf(h, "\n#endif\n");
    if (fclose(c) != 0 || fclose(h) != 0) {
        die("write error");
    }
    return 0;
}
