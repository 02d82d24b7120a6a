/* SPDX-License-Identifier: MIT */
/*
 * The pieces every part of the game shares, below the menu, the play keys,
 * the modes and the display: the puzzle in play, its target, and phases.
 * Called with g->now set by the entry point (game_event, game_tick).
 */
#ifndef PUZZLE_H
#define PUZZLE_H

#include <stdbool.h>
#include <stdint.h>
#include "game_state.h"

#define GAME_BLINK_MS  125u    /* hint and fix cells: 4 Hz; show frames */
#define GAME_SIGN_MS   (3u * GAME_BLINK_MS)   /* a win's sign, before its result */
#define GAME_RESULT_MS 2000u   /* light show or over-par cells */

/* The board that wins the puzzle in play. */
uint32_t puzzle_target(const game_t *g);

/* Whether key is a grid key inside the grid of the puzzle in play. */
bool puzzle_in_grid(const game_t *g, uint8_t key);

/* Begin play of board, intro first: moves, hints and undo cleared. */
void puzzle_begin(game_t *g, uint32_t board);

/* Begin play of a dealt board: d is the difference from the target
 * (Lights On: the dealt lit cells are the dark ones). */
void puzzle_deal(game_t *g, uint32_t d);

/* The puzzle in play from its start again, nothing to take back. */
void puzzle_restart(game_t *g);

/* The cross of cell on the board. */
void puzzle_toggle(game_t *g, uint8_t cell);

/* Enter phase p now. */
void puzzle_phase(game_t *g, uint8_t p);

#endif
