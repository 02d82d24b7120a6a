/* SPDX-License-Identifier: MIT */
/*
 * Baseline for the solver's flash cost: bench_solver_fw.c's loop with no
 * solver call. tests/bench/bench_solver.c subtracts its size.
 */
#include <avr/io.h>

#include "bench_solver.h"

int main(void)
{
    for (;;) {
        GPIOR0 = 1;
        uint8_t op = bench_op, size = bench_size;
        uint32_t in = bench_in, rng = bench_rng;
        GPIOR0 = 2;
        GPIOR0 = 3;
        bench_rng = rng;
        bench_out = in ^ op ^ size ^ bench_lo ^ bench_hi;
    }
}
