/* SPDX-License-Identifier: MIT */
/*
 * The menu (MODE) and level select. Menu rows (the README's "Menu"):
 * 0 game (Classic, Random, Design, Action), 1 rule (off, on), 2 grid
 * (3x3, 4x4, 5x5), 3 sound (off, on) and brightness (low, mid, high),
 * 4 level select, tutor hints (a toggle), statistics (col 2), self-test
 * (col 4). The lit
 * cell of a row is its value; a column this build leaves out is dark and
 * buzzes. Sound, brightness and the tutor apply at once; game, rule and
 * grid when the menu is left.
 */
#ifndef MENU_H
#define MENU_H

#include <stdint.h>
#include <stdbool.h>
#include "game_state.h"

/* Open the menu from play or the editor; returns the sound. */
uint8_t menu_open(game_t *g);

/* The menu's image into rows[5] (bits 0..4, col 0 = bit 0); blink_off:
 * the off half of a blink (a mode above the first page blinks). */
void menu_rows(const game_t *g, bool blink_off, uint8_t rows[5]);

/* A key in the menu, and in level select; return the sound. */
uint8_t menu_key(game_t *g, uint8_t ev);
uint8_t select_key(game_t *g, uint8_t ev);

#endif
