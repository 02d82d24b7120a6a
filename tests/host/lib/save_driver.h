/* SPDX-License-Identifier: MIT */
/* Shared by the save host tests: a stand-in payload and a few steps
 * (boot, drain, save, load) over the host EEPROM fake. */
#ifndef SAVE_DRIVER_H
#define SAVE_DRIVER_H

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

state_t make(uint32_t n);

void boot(void);

/* Poll until idle; false if it never gets there. */
bool drain(void);

bool save_n(uint32_t n);

/* n of the loaded state, or -1 if none. */
int64_t loaded(void);

uint32_t rnd(void);

#endif
