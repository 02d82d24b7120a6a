/* SPDX-License-Identifier: MIT */
/*
 * Generates the tables of the rule engine (build/gen/rule_tables.c and
 * .h; firmware/solver/rule.h): one kind per puzzle that is not plain
 * Lights Out over GF(2): the wrap grids over GF(2), three-state over GF(3)
 * on every grid, Merlin's Magic Square. For each it builds the press
 * matrix A from the pattern (A need not be symmetric), a generalised
 * inverse P (one column per cell) and a basis of the null space (the
 * quiet patterns) in reduced echelon form along the cells.
 * Nothing is written unless every check passes: A P A = A (mod p); rank +
 * nullity = cells; the nullity is the expected one; each basis vector is
 * in the kernel; the basis is independent and echelon.
 * Usage: gen_rules OUT.c OUT.h
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "gfp.h"

enum { CROSS, MERLIN };

/* The engine's search takes at most 3 quiet patterns (firmware/solver/
 * engine.c, MAX_NULLITY) but on the tori. */
#define MAX_WALK 3

typedef struct {
    const char *name, *what;
    int n, wrap, pattern, p, expect, max_par;
} spec;

typedef struct {
    spec s;
    int rank, nullity, torus;
    mat A, P;
    uint8_t null[MAXN][MAXN];
} kind;

/* The cells (dense r*n+c) pressing cell j of kind k steps. */
static void pattern(const kind *k, int j, uint8_t *out)
{
    int n = k->s.n, r = j / n, c = j % n;
    memset(out, 0, MAXN);
    if (k->s.pattern == MERLIN) {
        /* A corner its 2x2 block, a side's middle that side, the centre
         * its plus (Parker Brothers' Merlin, 1978). */
        int corner = r != 1 && c != 1, edge = (r == 1) != (c == 1);
        for (int i = 0; i < 9; i++) {
            int rr = i / 3, cc = i % 3, on;
            if (corner) {
                on = rr != 2 - r && cc != 2 - c;
            } else if (edge) {
                on = r == 1 ? cc == c : rr == r;
            } else {
                on = rr == 1 || cc == 1;
            }
            out[i] = (uint8_t)on;
        }
        return;
    }
    static const int dr[5] = { 0, 1, -1, 0, 0 }, dc[5] = { 0, 0, 0, 1, -1 };
    for (int d = 0; d < 5; d++) {
        int rr = r + dr[d], cc = c + dc[d];
        if (k->s.wrap) {
            rr = (rr + n) % n;
            cc = (cc + n) % n;
        } else if (rr < 0 || rr >= n || cc < 0 || cc >= n) {
            continue;
        }
        out[rr * n + cc] = 1;
    }
}

static void build(kind *k)
{
    static mat r, e, ap, apa;
    int n = k->s.n, cells = n * n, p = k->s.p, piv[MAXN];
    memset(&k->A, 0, sizeof k->A);
    for (int j = 0; j < cells; j++) {
        uint8_t col[MAXN];
        pattern(k, j, col);
        for (int i = 0; i < cells; i++) {
            k->A.a[i][j] = col[i];
        }
    }
    /* E A = R (reduced): x = P b sets each pivot unknown to (E b) of its
     * row and every free unknown to 0. */
    r = k->A;
    memset(&e, 0, sizeof e);
    for (int i = 0; i < cells; i++) {
        e.a[i][i] = 1;
    }
    k->rank = rref(&r, &e, cells, cells, p, piv);
    memset(&k->P, 0, sizeof k->P);
    for (int i = 0; i < k->rank; i++) {
        memcpy(k->P.a[piv[i]], e.a[i], MAXN);
    }
    mul(&k->A, &k->P, &ap, cells, p);
    mul(&ap, &k->A, &apa, cells, p);
    if (memcmp(&apa, &k->A, sizeof apa) != 0) {
        die("%s: A P A != A", k->s.name);
    }
    /* The null space: a vector per free column, then reduced along the
     * cells, so that pattern i is 0 before its pivot and at every other
     * pivot. */
    static mat basis, dummy;
    memset(&basis, 0, sizeof basis);
    k->nullity = 0;
    for (int f = 0, i = 0; f < cells; f++) {
        if (i < k->rank && piv[i] == f) {
            i++;
            continue;
        }
        uint8_t *x = basis.a[k->nullity++];
        x[f] = 1;
        for (int m = 0; m < k->rank; m++) {
            x[piv[m]] = (uint8_t)((p - r.a[m][f]) % p);
        }
    }
    if (k->nullity != k->s.expect || k->rank + k->nullity != cells) {
        die("%s: nullity %d, expected %d", k->s.name, k->nullity, k->s.expect);
    }
    int npiv[MAXN];
    if (rref(&basis, &dummy, k->nullity, cells, p, npiv) != k->nullity) {
        die("%s: the null basis is dependent", k->s.name);
    }
    memcpy(k->null, basis.a, sizeof k->null);
    for (int v = 0; v < k->nullity; v++) {
        for (int i = 0; i < cells; i++) {
            int s = 0;
            for (int j = 0; j < cells; j++) {
                s += k->A.a[i][j] * k->null[v][j];
            }
            if (s % p) {
                die("%s: quiet pattern %d is not in the kernel", k->s.name, v);
            }
        }
    }
}

/* Whether the engine may solve the kind as the 5x5 torus (torus5.c) or
 * the 4x4 torus under three-state (torus4.c): 5, 4 or 0. gfp_torus5 and
 * gfp_torus4 check the quiet patterns' shape. */
static int torus_family(const kind *k)
{
    if (!k->s.wrap || k->s.pattern != CROSS) {
        return 0;
    }
    if (k->s.n == 5 && k->nullity == 8) {
        return 5 * gfp_torus5(&k->A, k->s.p, k->s.name);
    }
    if (k->s.n == 4 && k->s.p == 3 && k->nullity == 5) {
        return 4 * gfp_torus4(&k->A, k->s.p, k->s.name);
    }
    return 0;
}

static void emit_vec(FILE *c, const uint8_t *x, const kind *k)
{
    fprintf(c, "    0x%07x,", plane(x, k->s.n, 1));
    if (k->s.p == 3) {
        fprintf(c, " 0x%07x,", plane(x, k->s.n, 2));
    }
    fputc('\n', c);
}

static void emit(FILE *c, const kind *k)
{
    int cells = k->s.n * k->s.n;
    fprintf(c, "\n/* %s: rank %d, nullity %d; P a column per cell, row by row */\n", k->s.what,
            k->rank, k->nullity);
    fprintf(c, "static FLASH uint32_t p_%s[%d] = {\n", k->s.name, cells * (k->s.p == 3 ? 2 : 1));
    for (int j = 0; j < cells; j++) {
        uint8_t col[MAXN];
        for (int i = 0; i < cells; i++) {
            col[i] = k->P.a[i][j];
        }
        emit_vec(c, col, k);
    }
    fprintf(c, "};\n");
    if (k->nullity) {
        /* The torus paths do not read them; the host's tests do. */
        fprintf(c, "%sstatic FLASH uint32_t null_%s[%d] = {\n", k->torus ? "#ifndef __AVR__\n" : "",
                k->s.name, k->nullity * (k->s.p == 3 ? 2 : 1));
        for (int v = 0; v < k->nullity; v++) {
            emit_vec(c, k->null[v], k);
        }
        fprintf(c, "};\n%s", k->torus ? "#endif\n" : "");
    }
}

int main(int argc, char **argv)
{
    /* Expected nullities (firmware/README.md "The rule engine"); the
     * largest pars where every board was checked, else the bound 2 per
     * cell (three-state 5x5 and 5x5 wrap). */
    static const spec specs[] = {
        { "w4", "4x4 wrap, GF(2)", 4, 1, CROSS, 2, 0, 16 },
        { "w5", "5x5 wrap, GF(2)", 5, 1, CROSS, 2, 8, 8 },
        { "t3", "3x3 three-state, GF(3)", 3, 0, CROSS, 3, 0, 18 },
        { "t4", "4x4 three-state, GF(3)", 4, 0, CROSS, 3, 2, 16 },
        { "t5", "5x5 three-state, GF(3)", 5, 0, CROSS, 3, 3, 50 },
        { "tw4", "4x4 wrap three-state, GF(3)", 4, 1, CROSS, 3, 5, 10 },
        { "tw5", "5x5 wrap three-state, GF(3)", 5, 1, CROSS, 3, 8, 50 },
        { "m3", "Merlin's Magic Square, GF(2)", 3, 0, MERLIN, 2, 0, 9 },
    };
    enum { count = sizeof specs / sizeof specs[0] };
    static kind k[count];
    if (argc != 3) {
        die("usage: gen_rules OUT.c OUT.h");
    }
    for (int i = 0; i < count; i++) {
        k[i].s = specs[i];
        build(&k[i]);
        k[i].torus = torus_family(&k[i]);
        if (!k[i].torus && k[i].nullity > MAX_WALK) {
            die("%s: nullity %d, more than the engine's search takes (%d)", k[i].s.name,
                k[i].nullity, MAX_WALK);
        }
    }
    FILE *c = fopen(argv[1], "w"), *h = fopen(argv[2], "w");
    if (!c || !h) {
        die("cannot write %s / %s", argv[1], argv[2]);
    }
    const char *head = "/* SPDX-License-Identifier: MIT */\n"
        "/* Generated by tools/gen/gen_rules.c from the press patterns: do not edit. */\n";
    fprintf(h, "%s#ifndef RULE_TABLES_H\n#define RULE_TABLES_H\n\n#include \"rule_kind.h\"\n\n"
            "#define LO_KINDS %d\nextern FLASH lo_kind_t lo_kinds[LO_KINDS];\n"
            "extern FLASH uint16_t lo_merlin[9];   /* the cells each Merlin press steps */\n",
            head, count);
    for (int i = 0; i < count; i++) {
        char up[8] = "";
        for (int j = 0; k[i].s.name[j] && j < 7; j++) {
            up[j] = (char)toupper((unsigned char)k[i].s.name[j]);
        }
        fprintf(h, "#define LO_KIND_%s %d   /* %s */\n", up, i, k[i].s.what);
    }
    fprintf(h, "\n#endif\n");
    fprintf(c, "%s#include \"rule_tables.h\"\n\n#ifdef __AVR__\n#define HOST_ONLY(x) 0\n#else\n"
            "#define HOST_ONLY(x) x\n#endif\n", head);
    for (int i = 0; i < count; i++) {
        emit(c, &k[i]);
    }
    fprintf(c, "\nFLASH uint16_t lo_merlin[9] = {");
    for (int j = 0; j < 9; j++) {
        uint8_t col[MAXN];
        pattern(&k[count - 1], j, col);
        fprintf(c, " 0x%03x,", plane(col, 3, 1));
    }
    fprintf(c, " };\n\nFLASH lo_kind_t lo_kinds[LO_KINDS] = {\n");
    for (int i = 0; i < count; i++) {
        const kind *v = &k[i];
        char null[24] = "0";
        if (v->nullity) {
            snprintf(null, sizeof null, v->torus ? "HOST_ONLY(null_%s)" : "null_%s", v->s.name);
        }
        fprintf(c, "    { p_%s, %s, %d | %s, %s%s%s0, %d, %d },\n", v->s.name, null, v->s.n,
                v->s.wrap ? "LO_WRAP" : "0", v->s.p == 3 ? "LO_KIND_MOD3 | " : "",
                v->s.pattern == MERLIN ? "LO_KIND_MERLIN | " : "", v->torus == 5 ? "LO_KIND_TORUS5 | " : v->torus == 4 ? "LO_KIND_TORUS4 | " : "",
                v->nullity, v->s.max_par);
    }
    fprintf(c, "};\n");
    if (fclose(c) != 0 || fclose(h) != 0) {
        die("write error");
    }
    return 0;
}
