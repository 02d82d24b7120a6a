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
#include "modes.h"
#include "parts.h"
#include "rule.h"

#define GAME_BLINK_MS  125u    /* hint and fix cells: 4 Hz; show frames */
#define GAME_SIGN_MS   (3u * GAME_BLINK_MS)   /* a win's sign, before its result */
#define GAME_RESULT_MS 2000u   /* light show or over-par cells */
#define GAME_SCORE_WAIT_MS 500u /* Action's score: keys wait, then skip it */

/* The rule (RULE_*) and grid (rule.h: the size, | LO_WRAP) of the
 * puzzle of a save: Random and Design follow the settings; Classic plays
 * Lights Out or On, Action Lights Out, both 5x5. */
uint8_t puzzle_rule_of(const game_save_t *s);
uint8_t puzzle_grid_of(const game_save_t *s);

/* The same for the puzzle in play (without the variants, from the fields
 * at once: its grid is its size). */
static inline uint8_t puzzle_rule(const game_t *g)
{
    if (PART_VARIANTS) {
        return puzzle_rule_of(&g->save);
    }
    return mode_has(g->mode, MODE_PLAIN) ? RULE_OFF : g->rule;   /* off or on */
}
static inline uint8_t puzzle_grid(const game_t *g)
{
    return PART_VARIANTS ? puzzle_grid_of(&g->save) : g->psize;
}

/* Whether the game of s follows the rule and grid settings (Random and
 * Design do; Classic and Action are 5x5). */
static inline bool puzzle_follows_settings(const game_save_t *s)
{
    return mode_has(s->mode, MODE_SETTINGS);
}

/* The grid size Random and Design deal on: the setting (Merlin: 3). */
static inline uint8_t puzzle_settings_size(const game_t *g)
{
    return PART_VARIANTS ? (uint8_t)(puzzle_grid_of(&g->save) & 7u) : g->size;
}

/* Whether the puzzle in play is three-state: false, at no cost, where
 * the variants are left out (parts.h). */
static inline bool puzzle_three(const game_t *g)
{
    return PART_VARIANTS && puzzle_rule(g) == RULE_THREE;
}

/* The board in play as the solvers take it (rule.h): p1 the lit (dim)
 * cells, p2 the bright ones. */
static inline lo_board_t puzzle_board(const game_t *g)
{
    return (lo_board_t){ g->board, PART_VARIANTS ? g->board_bright : 0u };
}

/* The board in play set to b. */
static inline void puzzle_set(game_t *g, lo_board_t b)
{
    g->board = b.p1;
    if (PART_VARIANTS) {
        g->board_bright = b.p2;
    }
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
    if (puzzle_three(g)) {
        puzzle_toggle(g, cell);   /* mod 3: a press three times is none */
    }
}

/* Enter phase p now. */
void puzzle_phase(game_t *g, uint8_t p);

#endif
