/* SPDX-License-Identifier: MIT */
/*
 * The 5x5 wrap search works on rows (README, "Variants"): every quiet
 * pattern has rows summing to 0 (mod p), and its rows 0 and 1 fix it, so
 * the solutions of a board are exactly the pairs (row 0, row 1) with the
 * row sums of any one solution, and each such pair fixes rows 2..4 by
 * light chasing. rows_check proves both facts on the generated basis;
 * rows_emit writes, for each row sum, every 5-cell row with that sum in
 * order of presses, with its image under M (the row part of a press:
 * the cell and its left and right neighbours, joined at the edges); over
 * GF(2) also under I + M^2 and M^3, the parts row 1 plays in rows 3, 4.
 */
#include "gen_variants.h"

void rows_check(const variant *v)
{
    uint8_t top[MAXN][MAXN] = { { 0 } };
    for (int k = 0; k < v->nullity; k++) {
        for (int i = 0; i < 5; i++) {
            int rs = 0, cs = 0;
            for (int j = 0; j < 5; j++) {
                rs += v->null[k][5 * i + j];
                cs += v->null[k][5 * j + i];
            }
            if (rs % v->p || cs % v->p) {
                die("5x5 wrap mod %d: quiet pattern %d: line %d does not sum to 0", v->p, k, i);
            }
        }
        for (int i = 0; i < 10; i++) {
            top[k][i] = v->null[k][i];
        }
    }
    if (rank_of(top, v->nullity, 10, v->p) != v->nullity) {
        die("5x5 wrap mod %d: rows 0 and 1 do not fix a quiet pattern", v->p);
    }
}

/* Row value digits (cell c = digit c, base p) to planes: value 1, 2. */
static void planes(const int *d, uint8_t *one, uint8_t *two)
{
    *one = *two = 0;
    for (int c = 0; c < 5; c++) {
        *one |= (uint8_t)((d[c] == 1) << c);
        *two |= (uint8_t)((d[c] == 2) << c);
    }
}

/* M: a row's part of a press, the cell and its two neighbours. */
static void mix(const int *d, int *m, int p)
{
    for (int i = 0; i < 5; i++) {
        m[i] = (d[i] + d[(i + 1) % 5] + d[(i + 4) % 5]) % p;
    }
}

static void emit_lists(FILE *c, FILE *h, int p, const char *name)
{
    int per = p == 2 ? 16 : 81, total = p == 2 ? 32 : 243, width = 4;
    fprintf(h, "extern FLASH uint8_t %s[%d][%d][%d];\n", name, p, per, width);
    fprintf(c, "\n/* 5x5 wrap mod %d: rows by sum, fewest presses first: %s */\n", p,
            p == 2 ? "r, M r, (I + M^2) r, M^3 r" : "planes of r, planes of M r");
    fprintf(c, "FLASH uint8_t %s[%d][%d][%d] = {\n", name, p, per, width);
    for (int sum = 0; sum < p; sum++) {
        int n = 0, last_w = 0;
        fprintf(c, "    {");
        for (int w = 0; w <= 2 * 5; w++) {
            for (int code = 0; code < total; code++) {
                int d[5], m[5], t = code, s = 0, ww = 0;
                for (int i = 0; i < 5; i++, t /= p) {
                    d[i] = t % p;
                    s += d[i];
                    ww += d[i];
                }
                if (s % p != sum || ww != w) {
                    continue;
                }
                /* GF(2) also: (I + M^2) row and M^3 row (row 3 and 4 parts). */
                int m2v[5], m3v[5], i3[5];
                mix(d, m, p);
                mix(m, m2v, p);
                mix(m2v, m3v, p);
                for (int i = 0; i < 5; i++) {
                    i3[i] = (d[i] + m2v[i]) % p;
                }
                uint8_t d1, d2, m1, m2, e1, e2, f1, f2;
                planes(d, &d1, &d2);
                planes(m, &m1, &m2);
                planes(i3, &e1, &e2);
                planes(m3v, &f1, &f2);
                if (w < last_w) {
                    die("rows mod %d: not in order of presses", p);
                }
                last_w = w;
                if (p == 2) {
                    fprintf(c, "%s{ 0x%02x, 0x%02x, 0x%02x, 0x%02x },", n % 3 ? " " : "\n        ",
                            d1, m1, e1, f1);
                } else {
                    fprintf(c, "%s{ 0x%02x, 0x%02x, 0x%02x, 0x%02x },", n % 3 ? " " : "\n        ",
                            d1, d2, m1, m2);
                }
                n++;
            }
        }
        if (n != per) {
            die("rows mod %d: %d rows sum to %d, expected %d", p, n, sum, per);
        }
        fprintf(c, "\n    },\n");
    }
    fprintf(c, "};\n");
}

void rows_emit(FILE *c, FILE *h)
{
    fprintf(h, "\n/* 5x5 wrap search (README, \"Variants\") */\n");
    emit_lists(c, h, 2, "lw_rows5w");
    emit_lists(c, h, 3, "lo3_rows5w");
}
