/* SPDX-License-Identifier: MIT */
/* Flash cost of the wrap grids over GF(2): lw_solve, lw_par, lw_solvable
 * and lw_apply with their tables, on bench_variants_none.c's loop. */
#include <avr/io.h>

#include "bench_variants.h"
#include "solver_wrap.h"

int main(void)
{
    for (;;) {
        GPIOR0 = 1;
        uint32_t in = var_in, arg = var_arg, out;
        uint8_t op = var_op, grid = var_size;
        GPIOR0 = 2;
        if (op == 1) {
            out = lw_solve(in, grid);
        } else if (op == 2) {
            out = lw_par(in, grid);
        } else if (op == 3) {
            out = lw_apply(in, arg, grid);
        } else {
            out = lw_solvable(in, grid);
        }
        GPIOR0 = 3;
        var_rng = arg;
        var_out = out ^ var_lo ^ var_hi;
    }
}
