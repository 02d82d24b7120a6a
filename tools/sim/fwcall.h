/* SPDX-License-Identifier: MIT */
/*
 * Calls into a small firmware from tests/avr/ that runs one module on
 * request. Protocol: the firmware loops writing GPIOR0 = 1, then reads
 * PREFIX_op, _size, _lo, _hi, _in, _arg and _rng, makes the call (between
 * GPIOR0 = 2 and 3 when it is timed) and leaves PREFIX_out and _rng. At
 * each GPIOR0 = 1 the harness collects the previous job's answer and hands
 * over the next job; op 0 means "do nothing" once the jobs are done.
 */
#ifndef FWCALL_H
#define FWCALL_H

#include <stdbool.h>
#include <stdint.h>
#include <sim_avr.h>

typedef struct {
    uint8_t op, size, lo, hi;  /* arguments */
    uint32_t in, arg, rng;
    uint32_t out, rng_out;     /* answers */
    uint64_t cycles;           /* from GPIOR0 = 2 to GPIOR0 = 3 */
} fwcall_job_t;

typedef struct {
    avr_t *avr;
    uint16_t op, size, lo, hi, in, arg, rng, out;  /* SRAM addresses */
    fwcall_job_t *jobs;
    int count, next;
    bool done;
    uint64_t mark;
} fwcall_t;

/* Finds the firmware's PREFIX_* globals in elf (PREFIX_arg is optional) and
 * watches GPIOR0 on avr. False, with a message, if one is missing. */
bool fwcall_init(fwcall_t *fc, avr_t *avr, const char *elf, const char *prefix);

/* Runs jobs[0..n) on the core, at most max_cycles; false if it crashed or
 * did not finish. Fills each job's answers and cycles. */
bool fwcall_run(fwcall_t *fc, fwcall_job_t *jobs, int n, uint64_t max_cycles);

#endif
