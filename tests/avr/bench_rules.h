/* SPDX-License-Identifier: MIT */
/*
 * The globals through which tests/bench/bench_rules.c hands jobs to the
 * bench_rules_fw firmware (tests/sim/fwcall.h): at each GPIOR0 = 1 it
 * writes var_op, var_size (the grid code), var_lo / var_hi (rule, or the
 * par range of a deal: rule in var_arg then), var_in and var_arg (the
 * board's planes), var_rng; it reads var_out and var_rng (for a solve, the
 * plan's planes p1 and p2).
 */
#ifndef BENCH_RULES_H
#define BENCH_RULES_H

#include <stdint.h>

volatile uint32_t var_in, var_arg, var_out, var_rng;
volatile uint8_t var_op, var_size, var_lo, var_hi;

#endif
