/* SPDX-License-Identifier: MIT */
/* Baseline for the variants' flash cost: the job loop with no solver call
 * (tests/bench/bench_variants.c subtracts its size). */
#include <avr/io.h>

#include "bench_variants.h"

int main(void)
{
    for (;;) {
        GPIOR0 = 1;
        uint32_t in = var_in, arg = var_arg;
        uint8_t op = var_op, grid = var_size;
        GPIOR0 = 2;
        GPIOR0 = 3;
        var_rng = arg;
        var_out = in ^ op ^ grid ^ var_lo ^ var_hi;
    }
}
