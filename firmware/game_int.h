/* SPDX-License-Identifier: MIT */
/*
 * Shared by the game_*.c files only: not part of the game API.
 * The API entry points store the time in g->now (low 16 bits), so the
 * internal functions take no time argument. Key handlers return the sound
 * the key makes (TONE_*), which game_event starts.
 */
#ifndef GAME_INT_H
#define GAME_INT_H

#include "game.h"

#define GAME_BLINK_MS   125u   /* hint and fix cells: 4 Hz; show frames */
#define GAME_RESULT_MS  2000u  /* light show or over-par cells */
#define GAME_INTRO_STEP_MS 100u /* one column of intro scroll */
#define GAME_RANDOM_PAR_LO 1u  /* Random deals: every par (uniform board) */
#define GAME_RANDOM_PAR_HI 25u

/* The same pointer, hidden from the optimiser. Link-time optimisation
 * otherwise turns field accesses on main's one game into absolute lds/sts
 * (4 bytes each) instead of ldd/std through a pointer (2 bytes): about
 * 100 B of flash. Used at the entry points. */
static inline game_t *game_opaque(game_t *g)
{
    __asm__("" : "+r"(g));
    return g;
}

static inline const game_t *game_opaque_const(const game_t *g)
{
    __asm__("" : "+r"(g));
    return g;
}

/* The board that wins the puzzle in play. */
uint32_t game_target(const game_t *g);

/* Whether key is a grid key inside the grid of the puzzle in play. */
bool game_in_grid(const game_t *g, uint8_t key);

/* Begin play of board with an intro; moves, hints, undo cleared. */
void game_begin(game_t *g, uint32_t board);

/* A new puzzle for the settings: Classic level, Random deal, or the empty
 * Design editor. */
void game_new_puzzle(game_t *g);

/* Enter phase p now. */
void game_phase(game_t *g, uint8_t p);

/* End the intro or the result when their time is up; returns the time
 * (ms) since the phase in play, or its blink, began. */
uint16_t game_tick(game_t *g);

/* Lay out the intro of the puzzle in play (its level and par). */
void game_intro_text(game_t *g);

/* Length of the intro of the puzzle in play. */
uint16_t game_intro_ms(const game_t *g);

/* Menu, level select and Design editor keys (game_menu.c). */
uint8_t game_menu_open(game_t *g);
uint8_t game_menu_key(game_t *g, uint8_t ev);
uint8_t game_select_key(game_t *g, uint8_t ev);
uint8_t game_edit_key(game_t *g, uint8_t ev);

#endif
