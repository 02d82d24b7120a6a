/* SPDX-License-Identifier: MIT */
/* The storm's actions (test_storm.c, storm_act.c): presses, long holds, chords and
 * ghosts, power-off and wake, solutions, and settings through the menu.
 * Each checks what it must leave behind and counts failures by kind. */
#ifndef STORM_ACT_H
#define STORM_ACT_H

#include "storm_state.h"

/* A grid key or a function key, weighted to the phase: in the menu mostly
 * its settings and MODE to leave it, in level select its pages and cells. */
uint8_t pick_key(const game_t *g);

/* One press, bounced or clean, held a little or long (START < 2 s). A grid
 * key inside the grid in play is exactly one move, or the win. */
void act_press(bool long_hold);

/* 2 to 5 keys down at one instant (or three corners of a rectangle, whose
 * fourth reads as pressed), clean or bouncing up to 2 ms, released
 * together or all but one first: no move, nor from the key left over. */
void act_chord(void);

/* START held 2 s or more: dark power-down; a key wakes the same game and
 * that press is not a move. */
void act_power_off(void);

/* Press the rest of a fewest-press solution: the puzzle is won. */
void act_solve(void);

/* The menu image: one lit cell a row, its setting; row 4 col 0. */
uint32_t menu_image(const game_t *g);

/* Every simulated minute the player picks settings from a rotation (so
 * every game, grid and target gets its share of the storm), and now and
 * then goes on to level select. The menu must light the settings. */
void act_settings(unsigned k);

#endif
