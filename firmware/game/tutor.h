/* SPDX-License-Identifier: MIT */
/*
 * Tutor hints: the light-chasing method (firmware/game/README.md, "The tutor"). While a
 * row above the bottom one differs from the target, the step is the
 * cells below the differing cells of the topmost such row; once only the
 * bottom row differs, the top-row presses the generated table gives
 * (tutor_table.h), kept in g->fix until pressed. Optional (the
 * part "tutor"): a build without it refuses the menu cell.
 */
#ifndef TUTOR_H
#define TUTOR_H

#include <stdbool.h>
#include <stdint.h>
#include "game_state.h"
#include "parts.h"

/* The cells of the method's next step for the puzzle in play (g->fix is
 * set when it is a top-row fix); 0 if the board is not solvable. */
uint32_t tutor_step(game_t *g);

/* A key in play other than HINT: the top-row fix is kept while its own
 * cells are pressed, and forgotten at any other key. */
void tutor_key(game_t *g, uint8_t ev);

/* Whether the tutor is linked into this build. */
static inline bool tutor_linked(void)
{
    return PART_TUTOR;
}

#endif
