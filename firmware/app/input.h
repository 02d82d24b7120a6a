/* SPDX-License-Identifier: MIT */
/*
 * Raw key frames in, debounced events out. Pure: the caller passes time.
 * Debounce: the whole key bitmap must read the same for INPUT_STABLE_FRAMES
 * frames in a row before it is taken (defer, global).
 * Ghost rule: a press is an event only when it is the single key down.
 * Events: grid, MODE, HINT, UNDO on press; START on release if held < 2 s,
 * EV_START_LONG once when held 2 s.
 */
#ifndef INPUT_H
#define INPUT_H

#include <stdbool.h>
#include <stdint.h>
#include "keys.h"

#define INPUT_STABLE_FRAMES 3u
#define INPUT_LONG_MS 2000u

typedef struct {
    uint32_t last_raw;    /* previous frame */
    uint32_t stable;      /* debounced keys */
    uint16_t start_ms;    /* when START went down alone (16 bits: it times 2 s) */
    uint8_t same;         /* frames equal to last_raw */
    uint8_t start_state;  /* 0 idle, 1 held alone, 2 long sent or spoilt */
} input_t;

void input_init(input_t *in);

/* Feed one frame; returns a key number, EV_START_LONG or EV_NONE. */
uint8_t input_frame(input_t *in, uint32_t raw, uint32_t now_ms);

/* Whether the raw key set changed in the last frame fed. */
static inline bool input_changed(const input_t *in) { return in->same == 1u; }

/* Keys currently debounced down. */
static inline uint32_t input_down(const input_t *in) { return in->stable; }

#endif
