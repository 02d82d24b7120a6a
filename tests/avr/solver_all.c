/* SPDX-License-Identifier: MIT */
/*
 * Every board of a range through lo_solve, for tests/sim/test_avr_solver.c
 * (answers, bit for bit) and tests/bench/bench_solver.c (cycles), driven by
 * tests/sim/lib/solver_sweep.c. At each GPIOR0 = 1 the harness sets all_first,
 * all_count, all_size and all_junk;
 * the firmware then solves boards b ^ all_junk for b = all_first ..
 * all_first + all_count - 1, each call between GPIOR0 = 2 and 3, and leaves
 * the answer in all_out before GPIOR0 = 4. all_count 0 with all_size 0
 * times two back-to-back marks (calibration).
 */
#include <avr/io.h>

#include "solver.h"

volatile uint32_t all_first, all_count, all_junk, all_out;
volatile uint8_t all_size;

int main(void)
{
    for (;;) {
        GPIOR0 = 1;
        uint32_t b = all_first, n = all_count, junk = all_junk;
        uint8_t size = all_size;
        if (size == 0) {
            GPIOR0 = 2;
            GPIOR0 = 3;
            GPIOR0 = 4;
            continue;
        }
        for (; n; n--, b++) {
            uint32_t in = b ^ junk;
            __asm__ volatile("" : "+r"(in));   /* XOR done before the mark */
            GPIOR0 = 2;
            uint32_t x = lo_solve(in, size);
            GPIOR0 = 3;
            all_out = x;
            GPIOR0 = 4;
        }
    }
}
