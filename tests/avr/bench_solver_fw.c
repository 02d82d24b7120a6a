/* SPDX-License-Identifier: MIT */
/*
 * Benchmark firmware for the solver (driven by tests/bench/bench_solver.c).
 * Each round it writes GPIOR0 = 1; the harness then fills the bench_*
 * inputs. The call under test sits between GPIOR0 = 2 and GPIOR0 = 3.
 *   op 1: bench_out = lo_solve(bench_in, bench_size)
 *   op 2: bench_out = lo_deal(&bench_rng, bench_size, bench_lo, bench_hi)
 *   op 3: nothing between the markers (calibration)
 */
#include <avr/io.h>

#include "bench_solver.h"
#include "prng.h"
#include "solver.h"

int main(void)
{
    for (;;) {
        GPIOR0 = 1;
        uint8_t op = bench_op, size = bench_size;
        uint32_t in = bench_in, out = 0;
        if (op == 1) {
            GPIOR0 = 2;
            out = lo_solve(in, size);
            GPIOR0 = 3;
        } else if (op == 2) {
            uint32_t rng = bench_rng;
            uint8_t lo = bench_lo, hi = bench_hi;
            GPIOR0 = 2;
            out = lo_deal(&rng, size, lo, hi);
            GPIOR0 = 3;
            bench_rng = rng;
        } else {
            GPIOR0 = 2;
            GPIOR0 = 3;
        }
        bench_out = out;
    }
}
