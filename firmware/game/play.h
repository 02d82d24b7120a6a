/* SPDX-License-Identifier: MIT */
/* Keys in play: moves, HINT, UNDO; START goes to the mode (modes.h). */
#ifndef PLAY_H
#define PLAY_H

#include <stdint.h>
#include "game_state.h"

/* A key in play (not MODE); returns its sound (TONE_*). */
uint8_t play_key(game_t *g, uint8_t ev);

#endif
