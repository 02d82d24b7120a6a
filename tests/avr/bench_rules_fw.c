/* SPDX-License-Identifier: MIT */
/*
 * Test and benchmark firmware for the rule engine (tests/sim/test_avr_rules.c,
 * tests/bench/bench_rules.c), on the globals of bench_rules.h.
 * The call under test sits between GPIOR0 = 2 and GPIOR0 = 3.
 *   op 1: plan = lo_rule_solve({var_in, var_arg}, var_size, var_lo)
 *   op 2: board = lo_rule_deal(&var_rng, var_size, rule var_arg, var_lo, var_hi)
 *   op 3: nothing between the markers (calibration)
 *   op 4: cells = lo_rule_fixes({var_in, var_arg}, var_size, var_lo)
 */
#include <avr/io.h>

#include "bench_rules.h"
#include "rule.h"

int main(void)
{
    for (;;) {
        GPIOR0 = 1;
        uint8_t op = var_op, grid = var_size, lo = var_lo, hi = var_hi;
        lo_board_t b = { var_in, var_arg }, x = { 0, 0 };
        uint32_t rng = var_rng;
        if (op == 1) {
            GPIOR0 = 2;
            x = lo_rule_solve(b, grid, lo);
            GPIOR0 = 3;
            rng = x.p2;
        } else if (op == 2) {
            uint8_t rule = (uint8_t)b.p2;
            GPIOR0 = 2;
            x = lo_rule_deal(&rng, grid, rule, lo, hi);
            GPIOR0 = 3;
        } else if (op == 4) {
            GPIOR0 = 2;
            x = lo_rule_fixes(b, grid, lo);
            GPIOR0 = 3;
            rng = x.p2;
        } else {
            GPIOR0 = 2;
            GPIOR0 = 3;
        }
        var_rng = rng;
        var_out = x.p1;
    }
}
