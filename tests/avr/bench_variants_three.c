/* SPDX-License-Identifier: MIT */
/* Flash cost of the three-state rule on every grid: lo3_solve, lo3_par,
 * lo3_solvable, lo3_press and lo3_step with their tables (and the grid
 * geometry of solver_wrap.c they share), on bench_variants_none.c's loop. */
#include <avr/io.h>

#include "bench_variants.h"
#include "solver3.h"

int main(void)
{
    for (;;) {
        GPIOR0 = 1;
        lo3_t b = { var_in, var_arg }, x;
        uint8_t op = var_op, grid = var_size;
        GPIOR0 = 2;
        if (op == 1) {
            x = lo3_solve(b, grid);
        } else if (op == 2) {
            x = (lo3_t){ lo3_par(b, grid), 0 };
        } else if (op == 3) {
            x = lo3_press(b, var_lo, grid);
        } else if (op == 4) {
            x = lo3_step(b, var_lo);
        } else {
            x = (lo3_t){ lo3_solvable(b, grid), 0 };
        }
        GPIOR0 = 3;
        var_rng = x.p2;
        var_out = x.p1 ^ var_hi;
    }
}
