/* SPDX-License-Identifier: MIT */
/*
 * Versus as a model written apart from the firmware (firmware/game/README.md "Versus"),
 * for the host tests: a race on one deal, driven through the game's API
 * (game_driver.h) and checked against the game at every step.
 */
#ifndef VERSUS_MODEL_H
#define VERSUS_MODEL_H

#include <stdint.h>

#define VM_LIMIT 45u     /* presses a solve may take */
#define VM_GAVE_UP 99u   /* a solve not finished */

/* The deal, the board, who solves (0: player 1), whether it is the
 * round's second solve, this solve's presses, the first solve's presses
 * and ms, the rounds won, rounds and matches played, the last round's
 * winner (1, 2, or 0 for a draw), and when this solve began. */
typedef struct {
    uint32_t start, board;
    unsigned turn, second, presses, first, first_ms, won[2], rounds, matches, winner;
    uint32_t t0;
} versus_model_t;
extern versus_model_t vm;

uint32_t vm_cross(unsigned c);             /* a press's cells, one by one */
void vm_end(unsigned n, unsigned ms);      /* a solve ended: n presses or VM_GAVE_UP */
void vm_press(unsigned c);                 /* a press, in the model */
void vm_agree(void);                       /* the game agrees with the model */
void vm_to_play(void);                     /* result, intro, into the next solve */
void vm_start(unsigned chip);              /* Versus from the menu */
void vm_key(unsigned c);                   /* a press in the game and the model */
void vm_wander(uint32_t *rng, unsigned n); /* n presses that do not clear it */
void vm_finish(void);                      /* a fewest-press plan: the solve ends */
void vm_check_scroll(void);                /* a round's end: winner, blank, score */

#endif
