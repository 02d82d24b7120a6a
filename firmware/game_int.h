/* SPDX-License-Identifier: MIT */
/* Shared by the game_*.c files only: not part of the game API. */
#ifndef GAME_INT_H
#define GAME_INT_H

#include "game.h"

#define GAME_BLINK_MS   125u   /* hint and fix cells: 4 Hz */
#define GAME_SHOW_MS    2400u  /* perfect light show */
#define GAME_OVERPAR_MS 2000u  /* over-par cells */
#define GAME_INTRO_STEP_MS 100u /* one column of intro scroll */
#define GAME_RANDOM_PAR_LO 1u  /* Random deals: every par (uniform board) */
#define GAME_RANDOM_PAR_HI 25u

/* The board that wins the puzzle in play. */
uint32_t game_target(const game_t *g);

/* Start the sound tone at now. */
void game_sound(game_t *g, uint8_t tone, uint32_t now);

/* Begin play of board with an intro; moves, hints, undo cleared. */
void game_begin(game_t *g, uint32_t board, uint32_t now);

/* A new puzzle for the settings: Classic level, Random deal, or the empty
 * Design editor. */
void game_new_puzzle(game_t *g, uint32_t now);

/* End the intro or the result when their time is up. */
void game_tick(game_t *g, uint32_t now);

/* Length of the intro of the puzzle in play. */
uint16_t game_intro_ms(const game_t *g);

/* Menu, level select and Design editor keys (game_menu.c). */
void game_menu_open(game_t *g, uint32_t now);
void game_menu_key(game_t *g, uint8_t ev, uint32_t now);
void game_select_key(game_t *g, uint8_t ev, uint32_t now);
void game_edit_key(game_t *g, uint8_t ev, uint32_t now);

#endif
