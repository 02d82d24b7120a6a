/* SPDX-License-Identifier: MIT */
/* Every board of a range through the AVR lo_solve (solver_sweep.h). */
#include "solver_sweep.h"

#include <stdio.h>

#include "simcore.h"
#include "solver.h"

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

bool sweep_init(sweep_t *s, avr_t *avr, const char *elf)
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

bool sweep_run(sweep_t *s, uint8_t size, uint32_t first, uint32_t count, uint32_t junk)
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
