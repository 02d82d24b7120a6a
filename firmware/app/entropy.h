/* SPDX-License-Identifier: MIT */
/*
 * A small seed pool for Random puzzles. On the device each power-on must
 * deal differently; in simavr the same inputs give the same seed.
 *   boot:  entropy_init(save_boot_count())  - differs on every power-on
 *   keys:  entropy_add(timer count) on every key event - human timing
 *   deal:  entropy_seed() whenever a fresh seed is wanted
 */
#ifndef ENTROPY_H
#define ENTROPY_H

#include <stdint.h>

/* Start the pool from the boot counter (and anything else known at boot). */
void entropy_init(uint32_t boot_count);

/* Mix in one sample, e.g. a free-running timer read at a key event. */
void entropy_add(uint32_t sample);

/* The pool, hashed; never 0. Does not consume the pool. */
uint32_t entropy_seed(void);

#endif
