/* SPDX-License-Identifier: MIT */
/*
 * Debounce (defer, global) and the ghost rule over whole key bitmaps.
 * A new bitmap is taken once it reads the same for INPUT_STABLE_FRAMES
 * frames. A taken bitmap makes a move only when it is exactly one key and
 * that key was not down before: chords, ghosts, and a key left over from a
 * chord never move. START moves on release instead, or EV_START_LONG at 2 s.
 */
#include "input.h"

#include <string.h>

enum { START_IDLE, START_ALONE, START_DONE };  /* START_IDLE is 0 */

#define START_BIT (1ul << KEY_START)

/* Key number of a single-key bitmap: its lowest set bit, found a byte
 * at a time (no 32-bit shifts). */
static uint8_t key_number(uint32_t single)
{
    uint8_t k = 0;
    while (!(uint8_t)single) {
        single >>= 8;
        k += 8u;
    }
    for (uint8_t b = (uint8_t)single; !(b & 1u); b >>= 1) {
        k++;
    }
    return k;
}

void input_init(input_t *in)
{
    memset(in, 0, sizeof *in);  /* no keys, START_IDLE */
    in->same = INPUT_STABLE_FRAMES;
}

uint8_t input_frame(input_t *in, uint32_t raw, uint32_t now_ms)
{
    raw &= KEY_MASK;
    if (raw != in->last_raw) {
        in->last_raw = raw;
        in->same = 1;
    } else if (in->same < INPUT_STABLE_FRAMES) {
        in->same++;
    }
    uint8_t ev = EV_NONE;
    uint32_t old = in->stable;
    if (in->same >= INPUT_STABLE_FRAMES && raw != old) {
        /* The stable set changes from old to raw. */
        in->stable = raw;
        if (raw == 0) {
            if (in->start_state == START_ALONE) {
                ev = KEY_START;               /* short press, released alone */
            }
            in->start_state = START_IDLE;
        } else {
            if (in->start_state == START_ALONE) {
                in->start_state = START_DONE; /* another key joined or took over */
            }
            if ((raw & (raw - 1u)) == 0 && !(old & raw)) {
                /* A single key, newly down. */
                if (raw == START_BIT) {
                    in->start_state = START_ALONE;
                    in->start_ms = (uint16_t)now_ms;
                } else {
                    ev = key_number(raw);
                }
            }
        }
    }
    if (in->start_state == START_ALONE &&
        (uint16_t)((uint16_t)now_ms - in->start_ms) >= INPUT_LONG_MS) {
        in->start_state = START_DONE;
        ev = EV_START_LONG;
    }
    return ev;
}
