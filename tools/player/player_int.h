/* SPDX-License-Identifier: MIT */
/* Terminal player internals shared by its files (player*.c). */
#ifndef PLAYER_INT_H
#define PLAYER_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "rig.h"

#define PLAYER_MAX_STEPS 8192
#define PLAYER_POWER_MS  2500.0  /* START held past the 2 s power-off */
#define PLAYER_HOLD_MS   1000.0  /* --hold: a key down from power-on */
#define PLAYER_WINDOW_MS 1000.0  /* scripted mode: LED watch at the end */
#define PLAYER_SLICE_MS  1.0     /* interactive: simulated ms per step */
#define PLAYER_DRAW_MS   33.0    /* interactive: redraw period (~30 fps) */
#define PLAYER_TONE_MS   20.0    /* buzzer edges are counted over this */
#define PLAYER_TONE_SEGS 64

/* Keyboard byte to key number (firmware/game/keys.h), or -1. */
int player_key_of_char(int c);
/* Short name of a key: "a".."y" or "mode", "hint", "undo", "start". */
const char *player_key_name(int key);
/* Script text into steps; 0 ok, -1 (message printed) on a bad word. */
int player_parse(const char *text);
/* Script text from TEXT, @FILE or - (stdin); static storage; NULL (message
 * printed) if unreadable. */
const char *player_script_text(const char *arg);
/* Run the parsed script, then print the LED image seen over window_ms
 * and, with tones, one line per tone heard; returns the exit code. */
int player_run_script(rig_t *r, double window_ms, bool tones);
/* "KEY" or "KEY:MS" (--hold): the key and how long it is held from
 * power-on (default PLAYER_HOLD_MS); 0 ok, -1 (message printed) if bad. */
int player_parse_hold(const char *arg, int *key, double *ms);
/* Real-time play in this terminal until quit, with hold_key (-1: none)
 * down for hold_ms from power-on; returns the exit code. */
int player_play(rig_t *r, int hold_key, double hold_ms);

/* The buzzer's frequency now (0 = silent), from its last PLAYER_TONE_MS. */
double player_tone_hz(rig_t *r);
/* Tones heard, fed once a slice: the last one and when, and the run as
 * segments of one steady frequency each. */
typedef struct {
    double hz, from, ms;
} player_tone_seg_t;
typedef struct {
    double hz, heard_at;
    player_tone_seg_t seg[PLAYER_TONE_SEGS];
    int n;
    bool seg_open;
} player_tones_t;
void player_tone_track(player_tones_t *t, rig_t *r, double now_ms);

/* Play, the menu or level select, as a player sees it (player_view.c):
 * fed each key pressed and each image drawn (steady only with no blink and
 * no key down); the labels of the view go into s (at most n bytes, screen
 * lines); returns the bytes written. */
void player_view_key(int key);
void player_view_image(uint32_t lit, uint32_t blink, bool keys_down);
int player_view_labels(char *s, size_t n, uint32_t lit);
/* Versus: whose turn the log says it is, as a label ("" elsewhere). */
const char *player_view_turn(const char *text);
/* The last lines of the serial log text, for the screen; bytes written. */
int player_view_log(char *s, size_t n, const char *text);

#endif
