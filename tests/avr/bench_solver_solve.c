/* SPDX-License-Identifier: MIT */
/*
 * Flash cost of the solver proper (lo_solve, lo_par, lo_solvable, all three
 * grid sizes, with their tables): bench_solver_none.c plus those calls.
 * tests/bench/bench_solver.c subtracts the sizes.
 */
#include <avr/io.h>

#include "bench_solver.h"
#include "solver.h"

int main(void)
{
    for (;;) {
        GPIOR0 = 1;
        uint8_t op = bench_op, size = bench_size;
        uint32_t in = bench_in, rng = bench_rng, out;
        GPIOR0 = 2;
        if (op == 1) {
            out = lo_solve(in, size);
        } else if (op == 2) {
            out = lo_par(in, size);
        } else {
            out = lo_solvable(in, size);
        }
        GPIOR0 = 3;
        bench_rng = rng;
        bench_out = out ^ bench_lo ^ bench_hi;
    }
}
