/* SPDX-License-Identifier: MIT */
/*
 * The pieces every part of the game shares, below the menu, the play keys,
 * the modes and the display: the puzzle in play, its target, and phases.
 * Called with g->now set by the entry point (game_event, game_tick).
 */
#ifndef PUZZLE_H
#define PUZZLE_H

#include <stdbool.h>
#include <stdint.h>
#include "game_state.h"
#include "parts.h"

#define GAME_BLINK_MS  125u    /* hint and fix cells: 4 Hz; show frames */
#define GAME_SIGN_MS   (3u * GAME_BLINK_MS)   /* a win's sign, before its result */
#define GAME_RESULT_MS 2000u   /* light show or over-par cells */

/* The rule of the puzzle in play (RULE_*): Random and Design follow the
 * setting; Classic plays Lights Out or On; Action Lights Out. */
uint8_t puzzle_rule(const game_t *g);

/* Its grid as the solvers take it (solver_wrap.h): 5 for Classic and
 * Action; else the size, | LO_WRAP when the edges are joined. */
uint8_t puzzle_grid(const game_t *g);

/* The same for the puzzle of a save. */
uint8_t puzzle_rule_of(const game_save_t *s);
uint8_t puzzle_grid_of(const game_save_t *s);

/* Whether the game of s follows the rule and grid settings (Random and
 * Design do; Classic and Action are 5x5). */
static inline bool puzzle_follows_settings(const game_save_t *s)
{
    return s->mode == GAME_RANDOM || s->mode == GAME_DESIGN;
}

/* Whether it needs the variant solvers (a wrap grid or three-state):
 * false, at no cost, where they are left out (parts.h). */
static inline bool puzzle_variant(const game_t *g)
{
    return PART_VARIANTS && puzzle_follows_settings(&g->save) &&
           (g->wrap || g->rule == RULE_THREE);
}

/* The board that wins the puzzle in play (three-state: all off, so no
 * bright cell either). */
uint32_t puzzle_target(const game_t *g);

/* Whether the board is the target. */
bool puzzle_solved(const game_t *g);

/* Whether key is a grid key inside the grid of the puzzle in play. */
bool puzzle_in_grid(const game_t *g, uint8_t key);

/* Begin play of board (three-state: dim cells board, bright cells
 * bright; else bright is 0), intro first: moves, hints and undo cleared. */
void puzzle_begin(game_t *g, uint32_t board, uint32_t bright);

/* Begin play of a dealt board: d is the difference from the target
 * (Lights On: the dealt lit cells are the dark ones). */
void puzzle_deal(game_t *g, uint32_t d);

/* The puzzle in play from its start again, nothing to take back. */
void puzzle_restart(game_t *g);

/* A press of cell: its cross toggles (three-state: steps once). */
void puzzle_toggle(game_t *g, uint8_t cell);

/* A press of cell taken back (three-state: two steps more). */
static inline void puzzle_untoggle(game_t *g, uint8_t cell)
{
    puzzle_toggle(g, cell);
    if (puzzle_variant(g) && g->rule == RULE_THREE) {
        puzzle_toggle(g, cell);   /* mod 3: a press three times is none */
    }
}

/* Enter phase p now. */
void puzzle_phase(game_t *g, uint8_t p);

#endif
