/* SPDX-License-Identifier: MIT */
/*
 * Solver check firmware, driven by tests/sim/test_avr_solver.c: each round
 * it writes GPIOR0 = 1, the harness fills chk_op and the arguments, and the
 * firmware leaves the answer of the solver compiled for the MCU in chk_out
 * (and the PRNG state in chk_rng) for the harness to compare with the host.
 */
#include <avr/io.h>

#include "prng.h"
#include "solver.h"

volatile uint32_t chk_in, chk_arg, chk_out, chk_rng;
volatile uint8_t chk_op, chk_size, chk_lo, chk_hi;

int main(void)
{
    for (;;) {
        GPIOR0 = 1;
        uint8_t size = chk_size;
        uint32_t in = chk_in, rng = chk_rng, out = 0;
        switch (chk_op) {
        case 1:
            out = lo_solve(in, size);
            break;
        case 2:
            out = lo_par(in, size);
            break;
        case 3:
            out = lo_solvable(in, size);
            break;
        case 4:
            out = lo_apply(in, chk_arg, size);
            break;
        case 5:
            out = lo_deal(&rng, size, chk_lo, chk_hi);
            break;
        case 6:
            out = prng_below(&rng, chk_arg);
            break;
        case 7:
            out = lo_cross((uint8_t)in, size);
            break;
        default:
            break;
        }
        chk_rng = rng;
        chk_out = out;
    }
}
