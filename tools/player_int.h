/* SPDX-License-Identifier: MIT */
/* Terminal player internals shared by player.c and player_term.c. */
#ifndef PLAYER_INT_H
#define PLAYER_INT_H

#include <stdint.h>
#include "rig.h"

#define PLAYER_MAX_STEPS 8192
#define PLAYER_POWER_MS  2500.0  /* START held past the 2 s power-off */
#define PLAYER_WINDOW_MS 1000.0  /* scripted mode: LED watch at the end */
#define PLAYER_SLICE_MS  1.0     /* interactive: simulated ms per step */
#define PLAYER_DRAW_MS   33.0    /* interactive: redraw period (~30 fps) */

/* One script step: 'p' hold key ms then release, 'd' key down, 'u' key
 * up, 'w' wait ms. */
typedef struct {
    char op;
    uint8_t key;
    double ms;
} step_t;

/* Keyboard byte to key number (firmware/keys.h), or -1. */
int player_key_of_char(int c);
/* Short name of a key: "a".."y" or "mode", "hint", "undo", "start". */
const char *player_key_name(int key);
/* Script text into steps; 0 ok, -1 (message printed) on a bad word. */
int player_parse(const char *text);
/* Real-time play in this terminal until quit; returns the exit code. */
int player_play(rig_t *r);

#endif
