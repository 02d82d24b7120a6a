/* SPDX-License-Identifier: MIT */
/* Scenario helpers for the device tests: boot, read the board, and ask the
 * host solver about what the LEDs show. */
#ifndef SCENE_H
#define SCENE_H

#include <stdbool.h>
#include <stdint.h>
#include "rig.h"

#define SCENE_UNDO 27u
#define SCENE_HINT 26u
#define SCENE_START 28u
#define SCENE_MODE 25u

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

/* The game's board as the firmware holds it, via the `game` global;
 * false when the ELF has no such symbol. */
bool scene_game_board(rig_t *r, uint32_t *board);
/* The game's move count (saturating at 255); -1 when not found. */
int scene_game_moves(rig_t *r);

#endif
