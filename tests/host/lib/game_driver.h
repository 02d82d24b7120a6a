/* SPDX-License-Identifier: MIT */
/* The game tests' driver: one game on a fake clock, keys, the LED image. */
#ifndef GAME_DRIVER_H
#define GAME_DRIVER_H

#include <string.h>
#include "check.h"
#include "game.h"
#include "levels.h"
#include "prng.h"
#include "solver.h"
#include "rule.h"
#include "sound.h"

extern game_t g;       /* the game under test */
extern uint32_t now;   /* its clock, ms */

/* Fresh game at a clock that wraps soon, to catch wrap bugs. */
void fresh(void);

/* A key 100 ms after the last one. */
void key(uint8_t k);

/* Let ms pass with the display running. */
void wait_ms(uint32_t ms);

/* LED image at now as a board bitmap, and its dim cells. */
uint32_t image(void);
uint32_t image_dim(void);

/* Skip the intro with a key that must not be a move. */
void skip_intro(void);

/* Solve the board in play: press each cell of a fewest-press solution,
 * lowest first (the last press is the winning one). */
void solve_board(void);

/* Menu cell (row, col). */
void menu_pick(uint8_t row, uint8_t col);

/* Open the menu, set game, target and grid, leave; skips the intro. */
void setup(uint8_t mode, uint8_t on, uint8_t size);

/* The same with menu columns: rule 0..2, grid 0..4 (3, 4: 4x4 and 5x5
 * wrap). */
void setup_cols(uint8_t mode, uint8_t rule, uint8_t grid);

/* Fewest presses solving b on a size grid, by trying every press set
 * of the grid: independent of the solver. */
unsigned brute_par(uint32_t b, uint8_t size);

/* The target of the puzzle in play (Action: always Lights Out). */
uint32_t play_target(void);

/* The rule and grid of the puzzle in play as rule.h takes them
 * (Random and Design follow the settings; Classic is 5x5 Lights Out or
 * On, Action 5x5 Lights Out), and its board (three-state: dim, bright). */
uint8_t play_rule(void);
uint8_t play_grid(void);
lo_board_t play_board(void);

/* Tone now. */
uint16_t tone(void);

#endif
