/* SPDX-License-Identifier: MIT */
/* Shared by the save host tests: a stand-in payload and a few steps
 * (boot, drain, save, load) over the host EEPROM fake. */
#ifndef TEST_SAVE_H
#define TEST_SAVE_H

#include <string.h>

#include "check.h"
#include "hal.h"
#include "prng.h"
#include "save.h"
#include "host/fake_eeprom.h"

#define LAYOUT 3u
#define EE 1024u

/* A stand-in payload: a counter and a few fields derived from it. */
typedef struct {
    uint32_t n;
    uint32_t board;
    uint8_t level, moves, hints, mode;
    uint8_t undo[8];
} state_t;

static state_t make(uint32_t n)
{
    state_t s;
    memset(&s, 0, sizeof s);
    s.n = n;
    s.board = (n * 2654435761u) & 0x1FFFFFFu;
    s.level = (uint8_t)(n / 7u);
    s.moves = (uint8_t)n;
    s.hints = (uint8_t)(n % 5u);
    s.mode = (uint8_t)(n % 3u);
    for (unsigned i = 0; i < sizeof s.undo; i++) {
        s.undo[i] = (uint8_t)(n - i);
    }
    return s;
}

static void boot(void)
{
    fake_eeprom_power_on();
    save_init(LAYOUT, sizeof(state_t));
}

/* Poll until idle; false if it never gets there. */
static bool drain(void)
{
    for (int i = 0; i < 10000; i++) {
        if (save_idle()) {
            return true;
        }
        save_poll();
    }
    return false;
}

static bool save_n(uint32_t n)
{
    state_t s = make(n);
    save_queue(&s);
    return drain();
}

/* n of the loaded state, or -1 if none. */
static int64_t loaded(void)
{
    state_t s;
    memset(&s, 0xEE, sizeof s);
    if (!save_load(&s)) {
        return -1;
    }
    state_t want = make(s.n);
    if (memcmp(&s, &want, sizeof s) != 0) {
        return -2;  /* garbage */
    }
    return s.n;
}

static uint32_t rng = 12345u;
static uint32_t rnd(void)
{
    return prng_next(&rng);
}

#endif
