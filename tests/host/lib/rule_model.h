/* SPDX-License-Identifier: MIT */
/*
 * A model of every puzzle kind the rule engine plays, written apart from
 * it, for the tie tests: the press matrix built from the press patterns
 * (the cross, plain or wrapped, from variants_model.h; Merlin's patterns),
 * A x = target - board solved by Gaussian elimination mod p, and every
 * solution (one plus each combination of the null space's basis) walked:
 * the fewest presses, how many plans have them, and their first cells.
 */
#ifndef RULE_MODEL_H
#define RULE_MODEL_H

#include <stdbool.h>
#include <stdint.h>
#include "rule.h"

#define N_MAX 25

typedef struct {
    uint8_t n, p, rule;   /* grid size, modulus (2, or 3: three-state), LO_RULE_* */
    bool wrap;
} kind_t;

typedef struct {
    int solvable, best, count;    /* the fewest presses, and how many plans have it */
    uint8_t one[N_MAX];           /* one of them */
    uint32_t lows;                /* their lowest cells (bit r*n+c): the HINTs they give */
} model_t;

/* Every plan bringing board to the kind's target (p^k of them, k <= 8). */
model_t rule_model(const kind_t *k, lo_board_t board);

/* Whether plan brings board to the target with the model's fewest presses. */
bool rule_model_fewest(const kind_t *k, lo_board_t board, lo_board_t plan, const model_t *md);

/* Cell values (0 .. p-1, index r*n + c) from a board or plan in the
 * 5-wide layout (p1 one step, p2 two), and back. */
void rule_model_vals(const kind_t *k, lo_board_t b, uint8_t v[N_MAX]);
lo_board_t rule_model_board(const kind_t *k, const uint8_t v[N_MAX]);

/* The grid code rule.h takes. */
uint8_t rule_model_grid(const kind_t *k);

/* A random solvable board (a random plan pressed from the target; xs: a
 * xorshift32 state), and board number i (each cell a digit base p). */
lo_board_t rule_model_random(const kind_t *k, uint32_t *xs);
lo_board_t rule_model_number(const kind_t *k, uint32_t i);

#endif
