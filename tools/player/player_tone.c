/* SPDX-License-Identifier: MIT */
/*
 * The buzzer tone from the times of its rising edges (the rig keeps the
 * last RIG_BUZZ_RING). The edges of the last PLAYER_TONE_MS whose periods
 * match the newest ones are counted over the time they span: exact for a
 * steady square wave from 200 Hz to 4 kHz, and one chirp note is never
 * averaged with the next. A period may be off by an interrupt's latency,
 * so "matching" allows PLAYER_TONE_TOL.
 */
#include "player_int.h"

#define PLAYER_TONE_TOL 0.12   /* chirp notes are >= 19 % apart */

double player_tone_hz(rig_t *r)
{
    uint64_t n = rig_buzzer_edges(r);
    uint64_t last = n >= 2 ? rig_buzzer_edge_cycle(r, n) : 0;
    uint64_t first = n >= 2 ? rig_buzzer_edge_cycle(r, n - 1) : 0;
    if (!last || !first) {
        return 0;
    }
    /* Silent once no edge came for 1.5 periods; a period longer than the
     * window joins two tones. */
    uint64_t window = rig_ms_cycles(r, PLAYER_TONE_MS);
    double period = (double)(last - first);
    if ((double)(rig_cycle(r) - last) > 1.5 * period || last - first > window) {
        return 0;
    }
    uint64_t k = 1;
    for (uint64_t m = n - 2; m >= 1; m--) {
        uint64_t c = rig_buzzer_edge_cycle(r, m);
        double p = (double)(first - c), mean = (double)(last - first) / (double)k;
        if (!c || last - c > window || p < mean * (1 - PLAYER_TONE_TOL) ||
            p > mean * (1 + PLAYER_TONE_TOL)) {
            break;
        }
        first = c;
        k++;
    }
    /* Two matching periods at least: the one across a change of note
     * (the pin restarts low) matches neither side. */
    return k < 2 ? 0 : (double)k * (double)rig_ms_cycles(r, 1000) / (double)(last - first);
}

void player_tone_track(player_tones_t *t, rig_t *r, double now_ms)
{
    double hz = player_tone_hz(r);
    if (hz > 0) {
        t->hz = hz;
        t->heard_at = now_ms;
    }
    bool same = hz > 0 && t->n > 0 && t->seg_open &&
                hz > t->seg[t->n - 1].hz * (1 - PLAYER_TONE_TOL) &&
                hz < t->seg[t->n - 1].hz * (1 + PLAYER_TONE_TOL);
    if (same) {
        /* The latest estimate spans the most edges: keep it. */
        t->seg[t->n - 1].hz = hz;
        t->seg[t->n - 1].ms = now_ms - t->seg[t->n - 1].from;
    } else if (hz > 0 && t->n < PLAYER_TONE_SEGS) {
        t->seg[t->n++] = (player_tone_seg_t){ .hz = hz, .from = now_ms, .ms = 0 };
    }
    t->seg_open = hz > 0;
}
