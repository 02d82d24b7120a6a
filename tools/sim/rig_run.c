/* SPDX-License-Identifier: MIT */
/* Simulated time, the ISR profile, keys with bounce, scenario helpers. */
#include <stdio.h>

#include "rig_int.h"

uint32_t rig_rng(rig_t *r)
{
    uint32_t x = r->rng;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return r->rng = x;
}

/* ---- time ------------------------------------------------------------------ */

uint64_t rig_cycle(rig_t *r) { return r->avr->cycle; }
double rig_now_ms(rig_t *r) { return (double)r->avr->cycle * 1000.0 / r->f_cpu; }
uint64_t rig_ms_cycles(rig_t *r, double ms) { return (uint64_t)(ms * r->f_cpu / 1000.0 + 0.5); }
bool rig_crashed(rig_t *r) { return r->crashed; }

static uint16_t sp_of(avr_t *avr)
{
    return (uint16_t)(avr->data[R_SPL] | (avr->data[R_SPH] << 8));
}

/* Vector entry is the PC landing in the vector table; exit is the SP
 * climbing back above the return address pushed on entry. */
static void profile_step(rig_t *r)
{
    avr_t *avr = r->avr;
    if (r->isr_vec >= 0) {
        if (sp_of(avr) > r->isr_sp) {
            isr_stat_t *st = &r->isr[r->isr_vec];
            uint64_t n = avr->cycle - r->isr_start;
            st->count++;
            st->cycles += n;
            st->max = n > st->max ? n : st->max;
            r->isr_vec = -1;
        }
        return;
    }
    uint32_t vs = avr->vector_size ? avr->vector_size : 4;
    if (avr->pc && avr->pc % vs == 0 && avr->pc < (uint32_t)r->nvectors * vs) {
        r->isr_vec = (int)(avr->pc / vs);
        r->isr_sp = sp_of(avr);
        r->isr_start = avr->cycle;
    }
}

int rig_run_to(rig_t *r, uint64_t end)
{
    avr_t *avr = r->avr;
    while (!r->crashed && avr->cycle < end) {
        uint64_t before = avr->cycle;
        bool asleep = avr->state == cpu_Sleeping;
        if (r->profile) {
            profile_step(r);
        }
        int st = avr_run(avr);
        /* A call that ran the sleep instruction also sleeps to the next
         * timer: no instruction takes more than 5 cycles. */
        uint64_t dt = avr->cycle - before;
        if (r->profile && (asleep || dt > 5)) {
            r->asleep += asleep ? dt : dt - 1;
            uint64_t awake = before - r->awake_start;
            r->awake_max = awake > r->awake_max ? awake : r->awake_max;
            r->awake_start = avr->cycle;
        }
        if (st == cpu_Crashed || st == cpu_Done) {
            r->crashed = true;
            fprintf(stderr, "rig: core stopped at cycle %llu pc 0x%x: %s",
                    (unsigned long long)avr->cycle, (unsigned)avr->pc, sim_log_last());
        }
    }
    return r->crashed ? -1 : 0;
}

int rig_run_cycles(rig_t *r, uint64_t n) { return rig_run_to(r, r->avr->cycle + n); }
int rig_run_ms(rig_t *r, double ms) { return rig_run_cycles(r, rig_ms_cycles(r, ms)); }

/* ---- keys ------------------------------------------------------------------- */

void rig_seed(rig_t *r, uint32_t seed) { r->rng = seed ? seed : 0x2545F491u; }
uint32_t rig_keys(rig_t *r) { return r->down; }

void rig_set_keys(rig_t *r, uint32_t down_mask)
{
    r->down = down_mask & ((1ul << RIG_KEYS) - 1u);
    rig_keys_drive(r, false);
}

int rig_keys_to(rig_t *r, uint32_t target, double bounce_ms)
{
    uint32_t change = (r->down ^ target) & ((1ul << RIG_KEYS) - 1u);
    if (!change || bounce_ms <= 0) {
        rig_set_keys(r, target);
        return r->crashed ? -1 : 0;
    }
    uint64_t settle[RIG_KEYS] = { 0 }, last = r->avr->cycle;
    uint64_t span = rig_ms_cycles(r, bounce_ms);
    for (uint8_t k = 0; k < RIG_KEYS; k++) {
        if ((change >> k) & 1u) {
            settle[k] = r->avr->cycle + rig_rng(r) % (span + 1);
            last = settle[k] > last ? settle[k] : last;
        }
    }
    /* Bouncing keys take random levels every 20..800 us until they settle. */
    while (r->avr->cycle < last) {
        uint32_t keys = r->down;
        for (uint8_t k = 0; k < RIG_KEYS; k++) {
            if (!((change >> k) & 1u)) {
                continue;
            }
            bool level = r->avr->cycle >= settle[k] ? (target >> k) & 1u : rig_rng(r) & 1u;
            keys = level ? keys | (1ul << k) : keys & ~(1ul << k);
        }
        rig_set_keys(r, keys);
        uint64_t dt = rig_ms_cycles(r, 0.02 + (rig_rng(r) % 781) / 1000.0);
        uint64_t next = r->avr->cycle + dt;
        if (rig_run_to(r, next < last ? next : last) != 0) {
            return -1;
        }
    }
    rig_set_keys(r, target);
    return r->crashed ? -1 : 0;
}

int rig_key(rig_t *r, uint8_t key, bool down, double bounce_ms)
{
    uint32_t t = down ? r->down | (1ul << key) : r->down & ~(1ul << key);
    return rig_keys_to(r, t, bounce_ms);
}

int rig_press_bounce(rig_t *r, uint8_t key, double bounce_ms)
{
    if (rig_key(r, key, true, bounce_ms) || rig_run_ms(r, RIG_PRESS_MS) ||
        rig_key(r, key, false, bounce_ms)) {
        return -1;
    }
    return rig_run_ms(r, RIG_PRESS_MS);
}

int rig_press(rig_t *r, uint8_t key) { return rig_press_bounce(r, key, 0); }

int rig_hold(rig_t *r, uint8_t key, double hold_ms)
{
    if (rig_key(r, key, true, 0) || rig_run_ms(r, hold_ms) || rig_key(r, key, false, 0)) {
        return -1;
    }
    return rig_run_ms(r, RIG_PRESS_MS);
}

int rig_chord(rig_t *r, uint32_t mask, double hold_ms)
{
    uint32_t before = r->down;
    if (rig_keys_to(r, before | mask, 0) || rig_run_ms(r, hold_ms) ||
        rig_keys_to(r, before & ~mask, 0)) {
        return -1;
    }
    return rig_run_ms(r, RIG_PRESS_MS);
}

/* ---- scenario helpers ------------------------------------------------------------- */

int rig_boot(rig_t *r)
{
    if (rig_run_ms(r, 1200) != 0) {
        return -1;
    }
    return rig_skip_intro(r);
}

int rig_skip_intro(rig_t *r)
{
    if (rig_press(r, 27 /* UNDO */) != 0) {
        return -1;
    }
    return rig_run_ms(r, 40);
}
