/* SPDX-License-Identifier: MIT */
/*
 * The globals through which tests/bench/bench_solver.c hands jobs to the
 * bench_solver_* firmwares (tests/sim/fwcall.h): it writes bench_op and the
 * arguments at each GPIOR0 = 1 and reads bench_out and bench_rng. Each of
 * those firmwares is one file, so the globals are defined here.
 */
#ifndef BENCH_SOLVER_H
#define BENCH_SOLVER_H

#include <stdint.h>

volatile uint32_t bench_in, bench_out, bench_rng;
volatile uint8_t bench_op, bench_size, bench_lo, bench_hi;

#endif
