/* SPDX-License-Identifier: MIT */
/* Reading the LEDs (duty, steady and blinking cells, frames) and the buzzer. */
#include <string.h>

#include "rig_int.h"

/* ---- LEDs ---------------------------------------------------------------------- */

void rig_snap(rig_t *r, rig_snap_t *s)
{
    rig_leds_flush(r);
    s->cycle = r->avr->cycle;
    memcpy(s->on, r->on, sizeof s->on);
}

void rig_duty(const rig_snap_t *a, const rig_snap_t *b, double duty[RIG_CELLS])
{
    uint64_t len = b->cycle - a->cycle;
    for (int i = 0; i < RIG_CELLS; i++) {
        duty[i] = len ? (double)(b->on[i] - a->on[i]) / (double)len : 0.0;
    }
}

uint32_t rig_lit(const rig_snap_t *a, const rig_snap_t *b)
{
    double duty[RIG_CELLS];
    rig_duty(a, b, duty);
    uint32_t m = 0;
    for (int i = 0; i < RIG_CELLS; i++) {
        if (duty[i] >= RIG_LIT_DUTY) {
            m |= 1ul << i;
        }
    }
    return m;
}

uint32_t rig_dim(const rig_snap_t *a, const rig_snap_t *b)
{
    double duty[RIG_CELLS], top = 0;
    rig_duty(a, b, duty);
    for (int i = 0; i < RIG_CELLS; i++) {
        top = duty[i] > top ? duty[i] : top;
    }
    uint32_t m = 0;
    for (int i = 0; i < RIG_CELLS; i++) {
        if (duty[i] >= RIG_DIM_MIN && duty[i] <= RIG_DIM_SHARE * top) {
            m |= 1ul << i;
        }
    }
    return m;
}

uint32_t rig_leds(rig_t *r, double window_ms, uint32_t *blink)
{
    int n = (int)(window_ms / RIG_SLICE_MS + 0.5);
    n = n < 1 ? 1 : n;
    uint32_t all = (1ul << RIG_CELLS) - 1u, always = all, prev = 0;
    uint8_t flips[RIG_CELLS] = { 0 };
    rig_snap_t a, b;
    rig_snap(r, &a);
    for (int s = 0; s < n; s++) {
        rig_run_ms(r, window_ms / n);
        rig_snap(r, &b);
        uint32_t lit = rig_lit(&a, &b);
        always &= lit;
        for (int i = 0; s > 0 && i < RIG_CELLS; i++) {
            flips[i] += ((lit ^ prev) >> i) & 1u;
        }
        prev = lit;
        a = b;
    }
    if (blink) {
        *blink = 0;
        for (int i = 0; i < RIG_CELLS; i++) {
            if (flips[i] >= 2) {
                *blink |= 1ul << i;
            }
        }
    }
    return always;
}

uint32_t rig_board(rig_t *r) { return rig_leds(r, 3 * RIG_SLICE_MS, NULL); }
uint32_t rig_frame_image(rig_t *r) { return r->frame_image; }
uint64_t rig_frames(rig_t *r) { return r->frames; }
uint64_t rig_led_violations(rig_t *r) { return r->violations; }
uint64_t rig_led_multirow(rig_t *r) { return r->multirow; }
uint64_t rig_row_faults(rig_t *r) { return r->row_faults; }

/* Run until a frame completed after the call shows want (same) or
 * anything but want (!same). */
static double wait_frame(rig_t *r, uint32_t want, bool same, double max_ms)
{
    uint64_t start = r->avr->cycle, end = start + rig_ms_cycles(r, max_ms);
    uint64_t step = rig_ms_cycles(r, 0.25);
    while (r->avr->cycle < end) {
        if (r->frame_end > start && (r->frame_image == want) == same) {
            return (double)(r->frame_end - start) * 1000.0 / r->f_cpu;
        }
        if (rig_run_cycles(r, step) != 0) {
            return -1;
        }
    }
    return -1;
}

double rig_wait_image(rig_t *r, uint32_t want, double max_ms)
{
    return wait_frame(r, want, true, max_ms);
}

double rig_wait_change(rig_t *r, uint32_t from, double max_ms)
{
    return wait_frame(r, from, false, max_ms);
}

double rig_frame_hz(rig_t *r, double window_ms)
{
    uint64_t f0 = r->frames;
    rig_run_ms(r, window_ms);
    return (double)(r->frames - f0) * 1000.0 / window_ms;
}

/* ---- buzzer ------------------------------------------------------------------ */

uint64_t rig_buzzer_edges(rig_t *r) { return r->buzz_edges; }
bool rig_buzzer_level(rig_t *r) { return r->buzz; }

uint64_t rig_buzzer_edge_cycle(rig_t *r, uint64_t n)
{
    bool kept = n >= 1 && n <= r->buzz_edges && r->buzz_edges - n < RIG_BUZZ_RING;
    return kept ? r->buzz_at[n % RIG_BUZZ_RING] : 0;
}

double rig_buzzer_hz(rig_t *r, double window_ms)
{
    uint64_t e0 = r->buzz_edges;
    rig_run_ms(r, window_ms);
    return (double)(r->buzz_edges - e0) * 1000.0 / window_ms;
}

