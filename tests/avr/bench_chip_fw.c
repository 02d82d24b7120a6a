/* SPDX-License-Identifier: MIT */
/*
 * Benchmark firmware for the Versus chip's press (tests/bench/bench_versus.c),
 * on the globals of bench_rules.h. The call under test sits between
 * GPIOR0 = 2 and GPIOR0 = 3.
 *   op 1: var_out = chip_press(var_in, strength var_lo, press var_hi)
 *   op 3: nothing between the markers (calibration)
 * A board without Versus has no chip: op 1 is empty there too.
 */
#include <avr/io.h>

#include "bench_rules.h"
#include "parts.h"
#include "versus_chip.h"

int main(void)
{
    for (;;) {
        GPIOR0 = 1;
        uint8_t op = var_op, s = var_lo, n = var_hi;
        uint32_t start = var_in, out = 0;
        GPIOR0 = 2;
        if (PART_VERSUS && op == 1) {
            out = chip_press(start, s, n);
        }
        GPIOR0 = 3;
        var_out = out;
        var_rng = var_rng ^ var_arg ^ var_size;   /* fwcall finds every global */
    }
}
