/* SPDX-License-Identifier: MIT */
/*
 * Generates the solver tables (build/gen/lo_tables.c and .h) from the press
 * matrices of the 3x3, 4x4 and 5x5 grids, in the 5-wide bit layout
 * (bit 5*row+col): P and the null bases as C tables; reduced quiet patterns
 * and residue slots as plain numbers for firmware/solver/solver_avr.S (the
 * fast 5x5 variant's: gen_tables5.c). Refuses to write anything unless every
 * check passes: A P A = A; the null basis has the expected size (0, 4, 2),
 * lies in the kernel and is independent; the 5x5 basis is {N1, N2}; every
 * bottom-row residue entry solves its residue or is marked unsolvable
 * exactly when the quiet-pattern parity test fails. Usage: gen_tables OUT.c OUT.h
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_tables5.h"
#include "gf2.h"

#define N1 0x15A82B5u
#define N2 0x0EAEEAEu

typedef struct {
    int size, rank, nullity, res_bits;  /* 2^res_bits solvable residues */
    uint32_t p[25];                /* P column per 5-wide cell */
    uint32_t null[8];              /* null basis, reduced by highest bit */
    uint8_t x[32][6];              /* slot (top res_bits bits of r): r, P . r as rows */
    uint32_t fix[32];              /* P . r as a board, same slots */
} tables;

static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("gen_tables: ", stderr);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(1);   /* a failed check (bad arguments: exit 2) */
}

static uint32_t pack(const gf2_vec *v, int s)
{
    uint32_t m = 0;
    for (int r = 0; r < s; r++) {
        for (int c = 0; c < s; c++) {
            if (gf2_get(v, r * s + c)) {
                m |= 1u << (5 * r + c);
            }
        }
    }
    return m;
}

static gf2_vec unpack(uint32_t m, int s)
{
    gf2_vec v;
    memset(&v, 0, sizeof v);
    for (int r = 0; r < s; r++) {
        for (int c = 0; c < s; c++) {
            if (m >> (5 * r + c) & 1u) {
                gf2_flip(&v, r * s + c);
            }
        }
    }
    return v;
}

static uint8_t row_of(uint32_t m, int r)
{
    return (uint8_t)(m >> (5 * r) & 0x1Fu);
}

static int top_bit(uint32_t m)
{
    return 31 - __builtin_clz(m);
}

/* Reduces vectors so that each top bit appears in exactly one of them,
 * sorted by decreasing top bit. Returns false if they are dependent. */
static bool reduce_by_top_bit(uint32_t *v, int k)
{
    for (int i = 0; i < k; i++) {
        int best = i;
        for (int j = i + 1; j < k; j++) {
            if (v[j] > v[best]) {
                best = j;
            }
        }
        uint32_t t = v[i];
        v[i] = v[best];
        v[best] = t;
        if (v[i] == 0) {
            return false;
        }
        uint32_t top = 1u << top_bit(v[i]);
        for (int j = 0; j < k; j++) {
            if (j != i && (v[j] & top)) {
                v[j] ^= v[i];
            }
        }
    }
    return true;
}

static void build(tables *t, int s, int expect_nullity)
{
    static gf2_mat a, p, ap, apa;
    static gf2_vec basis[GF2_MAX];
    memset(t, 0, sizeof *t);
    t->size = s;
    gf2_press_matrix(&a, s, s);

    t->rank = gf2_pinv(&a, &p);
    gf2_mul(&a, &p, &ap);
    gf2_mul(&ap, &a, &apa);
    if (!gf2_equal(&apa, &a)) {
        die("%dx%d: A P A != A", s, s);
    }

    t->nullity = gf2_null_basis(&a, basis);
    if (t->nullity != expect_nullity || t->rank + t->nullity != s * s) {
        die("%dx%d: nullity %d, expected %d", s, s, t->nullity, expect_nullity);
    }
    for (int i = 0; i < t->nullity; i++) {
        gf2_vec y;
        gf2_mul_vec(&a, &basis[i], &y);
        if (!gf2_vec_zero(&y)) {
            die("%dx%d: basis vector %d not in the kernel", s, s, i);
        }
        t->null[i] = pack(&basis[i], s);
    }
    if (!reduce_by_top_bit(t->null, t->nullity)) {
        die("%dx%d: null basis is dependent", s, s);
    }
    if (s == 5 && !(t->null[0] == N1 && t->null[1] == N2)) {
        die("5x5: null basis is %07x %07x, not N1 N2", t->null[0], t->null[1]);
    }

    /* P as one press mask per cell: column j of P is P applied to cell j. */
    for (int j = 0; j < s * s; j++) {
        gf2_vec e, x;
        memset(&e, 0, sizeof e);
        gf2_flip(&e, j);
        gf2_mul_vec(&p, &e, &x);
        t->p[5 * (j / s) + j % s] = pack(&x, s);
    }

    /* Bottom-row residues: x = P b, checked by A x = b; solvable exactly
     * when no quiet pattern has odd overlap with b. The solvable ones form
     * a space of 2^(s - nullity) residues, told apart by their top bits:
     * slot r >> shift holds r itself, then x as rows. */
    t->res_bits = s - t->nullity;
    int shift = s - t->res_bits;
    bool used[32] = { false };
    int solvable = 0;
    for (uint32_t res = 0; res < (1u << s); res++) {
        uint32_t b = res << (5 * (s - 1));
        bool parity_ok = true;
        for (int i = 0; i < t->nullity; i++) {
            parity_ok &= !__builtin_parity(b & t->null[i]);
        }
        uint32_t x = 0;
        for (int j = 0; j < 25; j++) {
            if (b >> j & 1u) {
                x ^= t->p[j];
            }
        }
        gf2_vec xv = unpack(x, s), y;
        gf2_mul_vec(&a, &xv, &y);
        bool solves = pack(&y, s) == b;
        if (solves != parity_ok) {
            die("%dx%d: residue %x: parity test disagrees with A P b", s, s, res);
        }
        if (!solves) {
            continue;
        }
        solvable++;
        uint32_t slot = res >> shift;
        if (used[slot]) {
            die("%dx%d: solvable residues clash in their top bits", s, s);
        }
        used[slot] = true;
        t->fix[slot] = x;
        t->x[slot][0] = (uint8_t)res;
        for (int r = 0; r < s; r++) {
            t->x[slot][1 + r] = row_of(x, r);
        }
    }
    if (solvable != 1 << t->res_bits) {
        die("%dx%d: %d solvable residues, expected %d", s, s, solvable, 1 << t->res_bits);
    }
}

/* "#define NAME b0, b1, ..." : a byte list that C and assembler both take. */
static void emit_bytes(FILE *h, const char *name, const uint8_t *v, int n)
{
    fprintf(h, "#define %s", name);
    for (int i = 0; i < n; i++) {
        fprintf(h, "%s0x%02x", i ? (i % 8 ? ", " : ", \\\n    ") : " ", v[i]);
    }
    fprintf(h, "\n");
}

/* P columns and null basis: C tables, for the host tests and tools. */
static void emit_c(FILE *c, FILE *h, const tables *t)
{
    int s = t->size, n = t->nullity ? t->nullity : 1, cells = 5 * (s - 1) + s;
    fprintf(h, "extern FLASH uint32_t lo_p%d[%d];    /* P column per cell */\n", s, cells);
    fprintf(h, "extern FLASH uint32_t lo_null%d[%d]; /* null basis */\n", s, n);
    fprintf(c, "\n/* %dx%d: P column per cell (bit 5*row+col); A P A = A checked */\n", s, s);
    fprintf(c, "FLASH uint32_t lo_p%d[%d] = {", s, cells);
    for (int j = 0; j < cells; j++) {
        fprintf(c, "%s0x%07x,", j % 5 ? " " : "\n    ", t->p[j]);
    }
    fprintf(c, "\n};\n/* %dx%d: null basis, each top bit in one vector only */\n", s, s);
    fprintf(c, "FLASH uint32_t lo_null%d[%d] = {", s, n);
    for (int i = 0; i < n; i++) {
        fprintf(c, " 0x%07x,", t->null[i]);
    }
    fprintf(c, " };\n");
}

/* Plain numbers for the fast paths (firmware/solver/solver_avr.S and solver.c). */
static void emit_consts(FILE *h, const tables *t)
{
    int s = t->size;
    uint8_t b[64] = { 0 };
    fprintf(h, "\n/* %dx%d: rank %d, nullity %d */\n#define LO%d_RANK %d\n#define LO%d_NULLITY %d\n",
            s, s, t->rank, t->nullity, s, t->rank, s, t->nullity);
    for (int i = 0; i < t->nullity; i++) {   /* Ki = null basis vector i-1 */
        uint32_t k = t->null[i];
        fprintf(h, "#define LO%d_K%d 0x%07x\n#define LO%d_K%d_TOP %d\n#define LO%d_K%d_POP %d\n",
                s, i + 1, k, s, i + 1, top_bit(k), s, i + 1, __builtin_popcount(k));
        for (int r = 0; s == 5 && r < 5; r++) {
            fprintf(h, "#define LO5_K%d_R%d 0x%02x\n", i + 1, r, row_of(k, r));
        }
    }
    if (t->nullity >= 2) {   /* the last two span the inner choice of the fast path */
        int a = t->nullity - 1, z = t->nullity;
        fprintf(h, "#define LO%d_K%d%d_POP %d\n", s, a, z,
                __builtin_popcount(t->null[a - 1] ^ t->null[z - 1]));
    }
    int slots = 1 << t->res_bits;
    fprintf(h, "#define LO%d_RES_SHIFT %d\n", s, s - t->res_bits);
    if (s == 5) {   /* slot: residue, P . residue as rows 0-4, 2 zero bytes */
        for (int i = 0; i < slots; i++) {
            memcpy(&b[8 * i], t->x[i], 6);
        }
        emit_bytes(h, "LO5_FIX", b, 8 * slots);
        if (!gen_fast5(h, t->x, slots)) die("5x5: a cross row disagrees with A");
    } else if (s == 3) {   /* slot: P . residue, low two bytes (all residues solvable) */
        for (int i = 0; i < slots; i++) {
            b[2 * i] = (uint8_t)t->fix[i];
            b[2 * i + 1] = (uint8_t)(t->fix[i] >> 8);
        }
        emit_bytes(h, "LO3_FIX", b, 2 * slots);
    }
}

int main(int argc, char **argv)
{
    static tables t[3];
    static const int expect[3] = { 0, 4, 2 };
    if (argc != 3) {
        fputs("usage: gen_tables OUT.c OUT.h\n", stderr);
        return 2;
    }
    for (int i = 0; i < 3; i++) {
        build(&t[i], i + 3, expect[i]);
    }
    if (t[0].res_bits != 3 || t[1].res_bits != 0 || t[2].res_bits != 3) {
        die("residue spaces of 3x3, 4x4, 5x5 are not 8, 1, 8");
    }
    FILE *c = fopen(argv[1], "w"), *h = fopen(argv[2], "w");
    if (!c || !h) {
        die("cannot write %s / %s", argv[1], argv[2]);
    }
    fprintf(h, "/* SPDX-License-Identifier: MIT */\n"
            "/* Generated by tools/gen/gen_tables.c from the press matrices: do not edit. */\n"
            "#ifndef LO_TABLES_H\n#define LO_TABLES_H\n\n"
            "/* Only plain numbers outside this block: assembler includes it too. */\n"
            "#ifndef __ASSEMBLER__\n#include <stdint.h>\n\n#include \"flash.h\"\n\n");
    fprintf(c, "/* SPDX-License-Identifier: MIT */\n"
            "/* Generated by tools/gen/gen_tables.c from the press matrices: do not edit. */\n"
            "#include \"lo_tables.h\"\n");
    for (int i = 0; i < 3; i++) {
        emit_c(c, h, &t[i]);
    }
    fprintf(h, "#endif\n");
    for (int i = 0; i < 3; i++) {
        emit_consts(h, &t[i]);
    }
    fprintf(h, "\n#endif\n");
    if (fclose(c) != 0 || fclose(h) != 0) {
        die("write error");
    }
    return 0;
}
