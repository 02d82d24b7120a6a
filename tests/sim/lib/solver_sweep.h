/* SPDX-License-Identifier: MIT */
/*
 * Host side of tests/avr/solver_all.c, for tests/sim/test_avr_solver.c and
 * tests/bench/bench_solver.c: sweeps ranges of boards through the AVR
 * lo_solve, compares every answer with the host's and, if asked, counts
 * the cycles of each call (between GPIOR0 = 2 and 3, less the calibration).
 */
#ifndef SOLVER_SWEEP_H
#define SOLVER_SWEEP_H

#include <stdbool.h>
#include <stdint.h>

#include <sim_avr.h>

#define SWEEP_MAX_CYCLES 1024u

typedef struct {
    avr_t *avr;
    uint16_t first, count, junk, out, size;   /* SRAM addresses */
    uint32_t b, end, junk_v, next_first, next_count;
    uint32_t grid;                             /* cycles only of boards inside it */
    uint8_t size_v, next_size;
    bool pending, done;
    uint64_t mark, cycles, calibration;
    unsigned long boards, bad;                 /* answers compared, wrong */
    uint32_t bad_in, bad_avr, bad_host;        /* the first wrong one */
    unsigned long (*hist)[SWEEP_MAX_CYCLES];   /* [unsolvable][cycles], or NULL */
} sweep_t;

/* Finds the all_* globals of elf and watches GPIOR0 on avr; false (with a
 * message) if one is missing. */
bool sweep_init(sweep_t *s, avr_t *avr, const char *elf);

/* Solves boards b ^ junk, b in [first, first + count), on the AVR (size 0:
 * calibrate). False if the core crashed or stalled. */
bool sweep_run(sweep_t *s, uint8_t size, uint32_t first, uint32_t count, uint32_t junk);

#endif
