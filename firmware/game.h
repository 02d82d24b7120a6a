/* SPDX-License-Identifier: MIT */
/*
 * The game: a set of pure functions over game_t (see DESIGN.md section 3).
 * main.c feeds events and time, and shows what game_render draws.
 */
#ifndef GAME_H
#define GAME_H

#include <stdbool.h>
#include <stdint.h>
#include "keys.h"

/* game_t is defined in game_state.h, owned by the game module. */
#include "game_state.h"

/* Fresh start: Classic level 1. A save is loaded after it (game_restore). */
void game_init(game_t *g, uint32_t seed, uint32_t now_ms);

/* Mix entropy (key timing) into the generator for Random deals. */
void game_stir(game_t *g, uint32_t x);

/* One input event (keys.h) at now_ms. */
void game_event(game_t *g, uint8_t ev, uint32_t now_ms);

/* Advance timers and draw the LED image for now_ms into rows[5]. */
void game_render(game_t *g, uint32_t now_ms, uint8_t rows[5]);

/* Buzzer frequency wanted at now_ms, 0 for silence. */
uint16_t game_tone(const game_t *g, uint32_t now_ms);

#endif
