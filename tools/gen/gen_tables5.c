/* SPDX-License-Identifier: MIT */
/*
 * Numbers for the fast 5x5 variant (firmware/solver/solver_avr_fast.inc):
 * one code block per solvable residue, reached through LO5_SOLVABLE, and
 * the chase's cross rows as a table.
 */
#include "gen_tables5.h"

#include <string.h>

#include "gf2.h"

bool gen_fast5(FILE *h, const uint8_t x[][6], int slots)
{
    static gf2_mat a;
    gf2_press_matrix(&a, 5, 5);
    uint32_t solvable = 0;
    fprintf(h, "#define LO5_CROSS");
    for (int q = 0; q < 32; q++) {
        /* Presses q in row 2: row 1 takes q, row 2 its cross row. */
        gf2_vec p, y;
        memset(&p, 0, sizeof p);
        for (int c = 0; c < 5; c++) {
            if (q >> c & 1) {
                gf2_flip(&p, 10 + c);
            }
        }
        gf2_mul_vec(&a, &p, &y);
        int row1 = 0, row2 = 0;
        for (int c = 0; c < 5; c++) {
            row1 |= gf2_get(&y, 5 + c) << c;
            row2 |= gf2_get(&y, 10 + c) << c;
        }
        if (row1 != q || row2 != ((q ^ q << 1 ^ q >> 1) & 0x1f)) {
            return false;
        }
        fprintf(h, "%s0x%02x", q ? (q % 8 ? ", " : ", \\\n    ") : " ", row2);
    }
    fprintf(h, "\n");
    for (int i = 0; i < slots; i++) {
        solvable |= 1u << x[i][0];
        fprintf(h, "#define LO5_SLOT%d %u, 0x%02x, 0x%02x, 0x%02x, 0x%02x, 0x%02x\n", i,
                x[i][0], x[i][1], x[i][2], x[i][3], x[i][4], x[i][5]);
    }
    fprintf(h, "#define LO5_SOLVABLE 0x%08x\n", solvable);
    return true;
}
