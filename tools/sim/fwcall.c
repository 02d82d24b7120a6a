/* SPDX-License-Identifier: MIT */
/* Jobs handed to a module-driving firmware over GPIOR0 marks (fwcall.h). */
#include "fwcall.h"

#include <stdio.h>

#include "simcore.h"

#define CHUNK 200000u  /* cycles run between checks for the end */

static void poke32(avr_t *avr, uint16_t a, uint32_t v)
{
    for (int i = 0; i < 4; i++) {
        avr->data[a + i] = (uint8_t)(v >> (8 * i));
    }
}

static uint32_t peek32(const avr_t *avr, uint16_t a)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; i++) {
        v |= (uint32_t)avr->data[a + i] << (8 * i);
    }
    return v;
}

/* 1: collect the last answer, hand over the next job; 2, 3: time the call. */
static void on_mark(void *ctx, uint8_t value, uint64_t cycle)
{
    fwcall_t *fc = ctx;
    avr_t *avr = fc->avr;
    fwcall_job_t *last = fc->next > 0 && fc->next <= fc->count ? &fc->jobs[fc->next - 1] : NULL;
    if (value == 2) {
        fc->mark = cycle;
    } else if (value == 3 && last) {
        last->cycles = cycle - fc->mark;
    }
    if (value != 1) {
        return;
    }
    if (last) {
        last->out = peek32(avr, fc->out);
        last->rng_out = peek32(avr, fc->rng);
    }
    if (fc->next >= fc->count) {
        fc->done = true;
        avr->data[fc->op] = 0;
        fc->next = fc->count + 1;
        return;
    }
    const fwcall_job_t *j = &fc->jobs[fc->next++];
    avr->data[fc->op] = j->op;
    avr->data[fc->size] = j->size;
    avr->data[fc->lo] = j->lo;
    avr->data[fc->hi] = j->hi;
    poke32(avr, fc->in, j->in);
    if (fc->arg) {
        poke32(avr, fc->arg, j->arg);
    }
    poke32(avr, fc->rng, j->rng);
}

/* Address of PREFIX_name in elf; 0 (with a message) if absent. */
static uint16_t find(const char *elf, const char *prefix, const char *name, bool must)
{
    char sym[64];
    snprintf(sym, sizeof sym, "%s_%s", prefix, name);
    uint16_t a = sim_symbol(elf, sym);
    if (!a && must) {
        fprintf(stderr, "fwcall: %s not found in %s\n", sym, elf);
    }
    return a;
}

bool fwcall_init(fwcall_t *fc, avr_t *avr, const char *elf, const char *prefix)
{
    *fc = (fwcall_t){
        .avr = avr,
        .op = find(elf, prefix, "op", true),
        .size = find(elf, prefix, "size", true),
        .lo = find(elf, prefix, "lo", true),
        .hi = find(elf, prefix, "hi", true),
        .in = find(elf, prefix, "in", true),
        .arg = find(elf, prefix, "arg", false),
        .rng = find(elf, prefix, "rng", true),
        .out = find(elf, prefix, "out", true),
    };
    if (!avr || !fc->op || !fc->size || !fc->lo || !fc->hi || !fc->in || !fc->rng ||
        !fc->out) {
        return false;
    }
    sim_watch_marker(avr, on_mark, fc);
    return true;
}

bool fwcall_run(fwcall_t *fc, fwcall_job_t *jobs, int n, uint64_t max_cycles)
{
    fc->jobs = jobs;
    fc->count = n;
    fc->next = 0;
    fc->done = false;
    for (uint64_t run = 0; !fc->done && run < max_cycles; run += CHUNK) {
        if (sim_run_cycles(fc->avr, CHUNK) != 0) {
            return false;
        }
    }
    return fc->done;
}
