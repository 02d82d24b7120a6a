/* SPDX-License-Identifier: MIT */
/* Scenario helpers for the device tests: boot, read the board, and ask the
 * host solver about what the LEDs show. */
#ifndef SCENE_H
#define SCENE_H

#include <stdbool.h>
#include <stdint.h>
#include "keys.h"
#include "rig.h"

/* The board under test, for the helpers that take none. */
extern rig_t *rig;

/* Open the firmware (argv[1] or the default ELF), seed, boot, skip the
 * intro. NULL (with a message) if it does not load or crashes. */
rig_t *scene_open(int argc, char **argv, uint32_t seed);

/* Every fewest-press solution of a 5x5 board (1 to 4 of them); returns
 * how many, 0 if unsolvable. */
int scene_min_solutions(uint32_t board, uint32_t out[4]);
/* Whether cells are all part of one fewest-press solution of board. */
bool scene_in_min_solution(uint32_t board, uint32_t cells);
/* A random cell whose press does not solve board. */
uint8_t scene_safe_cell(uint32_t board, uint32_t *rng);
uint32_t scene_rand(uint32_t *rng);

#endif
