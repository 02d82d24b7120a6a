/* SPDX-License-Identifier: MIT */
/*
 * The menu (MODE) and level select. Menu rows: 0 game (Classic, Random,
 * Design), 1 target (off, on), 2 grid (3x3, 4x4, 5x5), 3 sound (off, on),
 * 4 col 0 level select. The lit cell of a row is its value. Sound applies
 * at once; game, target and grid when the menu is left.
 */
#ifndef MENU_H
#define MENU_H

#include <stdint.h>
#include "game_state.h"

/* Open the menu from play or the editor; returns the sound. */
uint8_t menu_open(game_t *g);

/* A key in the menu, and in level select; return the sound. */
uint8_t menu_key(game_t *g, uint8_t ev);
uint8_t select_key(game_t *g, uint8_t ev);

#endif
