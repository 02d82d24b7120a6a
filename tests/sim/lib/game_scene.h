/* SPDX-License-Identifier: MIT */
/* Helpers for the pin-level game scenarios menu moves, sounds
 * heard at the buzzer pin, and solving what the LEDs show. */
#ifndef GAME_SCENE_H
#define GAME_SCENE_H

#include "check.h"
#include "levels.h"
#include "scene.h"
#include "fw_ram.h"
#include "solver.h"

#define ALL25 0x1FFFFFFul
#define CELL(r, c) (1ul << (5u * (r) + (c)))
#define WIN_SIGN 0x0011510ul   /* a check mark: every win shows it first */

/* What one press of key sounds like, from key down for 400 ms: square-wave
 * edges, frequency over the time it sounded, and how long it sounded. */
typedef struct {
    unsigned edges;
    double hz;
    double ms;
    double first_hz;   /* over its first quarter */
    double last_hz;    /* over its last quarter */
} sound_t;

/* Open the firmware (elf, or the default build) on a blank EEPROM and run
 * until level 1's intro shows, however long the start-up takes; NULL if it
 * never does. */
rig_t *game_open(const char *elf, uint32_t seed);

/* game_open on argv[1] (or the default build) into rig, then skip the
 * intro; false, with the failure counted, if it does not start. */
bool game_begin(int argc, char **argv, uint32_t seed);

void press(uint8_t k);

/* Open the menu, pick game, target, grid, sound, leave and skip the intro. */
void settings(uint8_t mode, uint8_t on, uint8_t size, uint8_t sound);

sound_t sound_of(uint8_t key);

/* Press every cell of a press set. */
void press_all(uint32_t presses);

/* Distinct complete-frame images over ms. */
int distinct_images(double ms, uint32_t *any);

/* Action's end as the game's renderer draws it: the distinct images of
 * the score, a dash and the best score scrolling, in order; returns how
 * many (at most 64). */
/* Mean LED on-time of the lit cells of board b over ms; another cell
 * lit over 1 % fails the test. */
double scene_lit_duty(uint32_t b, double ms);

/* The game's state now (read from the firmware's RAM). */
game_t scene_game(void);

/* Run until the image differs from from; the pin time of that frame. */
double scene_next_frame(uint32_t from, double max_ms);

int scene_score_images(uint8_t score, uint8_t best, uint32_t out[64]);

/* Key down for 60 ms from now while the distinct frame images are watched
 * for ms: how many of want[0..n-1] showed, in that order; *last gets the
 * last image. */
int scene_watch_images(uint8_t key, double ms, const uint32_t *want, int n, uint32_t *last);

/* The same for a Versus round's end: the winner (1, 2) and the score. */
int scene_round_images(uint8_t winner, uint8_t s1, uint8_t s2, uint32_t out[64]);

#endif
