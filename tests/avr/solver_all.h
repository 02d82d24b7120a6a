/* SPDX-License-Identifier: MIT */
/*
 * Host side of tests/avr/solver_all.c, shared by tests/sim/test_avr_solver.c
 * and tests/bench/bench_solver.c: sweeps ranges of boards through the AVR
 * lo_solve, compares every answer with the host's and, if asked, counts
 * the cycles of each call (between GPIOR0 = 2 and 3, less the calibration).
 */
#ifndef SOLVER_ALL_H
#define SOLVER_ALL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "sim/simcore.h"
#include "solver.h"

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

static void sweep_poke32(avr_t *avr, uint16_t a, uint32_t v)
{
    for (int i = 0; i < 4; i++) {
        avr->data[a + i] = (uint8_t)(v >> (8 * i));
    }
}

static void sweep_mark(void *ctx, uint8_t value, uint64_t cycle)
{
    sweep_t *s = ctx;
    if (value == 2) {
        s->mark = cycle;
    } else if (value == 3) {
        s->cycles = cycle - s->mark;
    } else if (value == 4 && s->size_v == 0) {
        s->calibration = s->cycles;
    } else if (value == 4) {
        const uint8_t *d = &s->avr->data[s->out];
        uint32_t in = s->b++ ^ s->junk_v, want = lo_solve(in, s->size_v);
        uint32_t got = d[0] | (uint32_t)d[1] << 8 | (uint32_t)d[2] << 16 | (uint32_t)d[3] << 24;
        if (got != want && s->bad++ == 0) {
            s->bad_in = in, s->bad_avr = got, s->bad_host = want;
        }
        s->boards++;
        if (s->hist && !(in & ~s->grid)) {
            uint64_t c = s->cycles - s->calibration;
            s->hist[want == LO_UNSOLVABLE][c < SWEEP_MAX_CYCLES ? c : SWEEP_MAX_CYCLES - 1]++;
        }
    } else if (value == 1 && s->pending) {
        s->pending = false;
        s->b = s->next_first;
        s->end = s->next_first + s->next_count;
        s->size_v = s->next_size;
        sweep_poke32(s->avr, s->first, s->next_first);
        sweep_poke32(s->avr, s->count, s->next_count);
        sweep_poke32(s->avr, s->junk, s->junk_v);
        s->avr->data[s->size] = s->size_v;
    } else if (value == 1) {
        s->done = true;
        sweep_poke32(s->avr, s->count, 0);   /* idle until the next batch */
        s->avr->data[s->size] = 1;
    }
}

/* Finds the all_* globals of elf; false (with a message) if one is missing. */
static bool sweep_init(sweep_t *s, avr_t *avr, const char *elf)
{
    *s = (sweep_t){ .avr = avr, .grid = 0xFFFFFFFFu, .first = sim_symbol(elf, "all_first"),
                    .count = sim_symbol(elf, "all_count"), .junk = sim_symbol(elf, "all_junk"),
                    .out = sim_symbol(elf, "all_out"), .size = sim_symbol(elf, "all_size") };
    if (!avr || !s->first || !s->count || !s->junk || !s->out || !s->size) {
        fprintf(stderr, "sweep: cannot load %s or find its all_* globals\n", elf);
        return false;
    }
    sim_watch_marker(avr, sweep_mark, s);
    return true;
}

/* Solves boards b ^ junk, b in [first, first + count), on the AVR (size 0:
 * calibrate). False if the core crashed or stalled. */
static bool sweep_run(sweep_t *s, uint8_t size, uint32_t first, uint32_t count, uint32_t junk)
{
    s->next_first = first, s->next_count = count, s->next_size = size, s->junk_v = junk;
    s->pending = true;
    s->done = false;
    uint64_t limit = 2000ull * (count + 1u) + 1000000u;
    for (uint64_t run = 0; !s->done && run < limit; run += 1000000u) {
        if (sim_run_cycles(s->avr, 1000000u) != 0) {
            return false;
        }
    }
    return s->done;
}

#endif
