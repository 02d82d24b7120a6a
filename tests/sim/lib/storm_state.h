/* SPDX-License-Identifier: MIT */
/* The storm test's state and checks (test_storm.c, storm_act.c): the game as the
 * firmware holds it, failures counted by kind, what was visited, and the
 * LEDs compared with the board at a point in plain play. */
#ifndef STORM_STATE_H
#define STORM_STATE_H

#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game.h"
#include "save.h"
#include "fw_ram.h"
#include "scene.h"
#include "solver.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))

typedef struct {
    unsigned actions, points, skipped, moves_checked, chords, offs, wins, solves;
    unsigned phase_seen[6], mode_seen[3], size_seen[6], on_seen[2], three_seen, wrap_seen;
    unsigned hint_blinks;
    unsigned menus;    /* settings picked through the menu */
    unsigned bad[6];   /* failures seen, by kind (enum below) */
} storm_stats_t;

enum { BAD_LEDS, BAD_MOVE, BAD_CHORD, BAD_OFF, BAD_WIN, BAD_MENU };

extern uint32_t storm_seed;   /* the storm's fixed seed */
extern storm_stats_t st;      /* what the storm saw */

/* Uniform below n, from the storm's seed. */
uint32_t storm_rnd(uint32_t n);

void note(const game_t *g);

/* Count a failure of a kind; the first few are told with the instant and
 * the action number (the seed is fixed: the same run repeats). */
void fail_at(int kind, const char *what, uint32_t a, uint32_t b);

/* The game state a chord must leave alone (the phase may end by time). */
bool same_game(const game_t *a, const game_t *b);

/* Whether the grid shows just the board: play or the Design editor, with
 * no hint or fix cells blinking. */
bool plain(const game_t *g);

/* A point in plain play: compare the LEDs with the board the game holds. */
void check_point(void);

/* Back to a puzzle in play (or the editor), by keys a player would use. */
bool settle_play(game_t *g);

#endif
