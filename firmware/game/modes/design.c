/* SPDX-License-Identifier: MIT */
/*
 * Design: the grid starts dark and grid keys flip single cells (three-
 * state: step them off, dim, bright); START plays the board with its par.
 * An unsolvable board buzzes and blinks the cells whose single flip (or
 * one or two steps) would make it solvable; a solved one buzzes.
 * START in play, and a win, go back to the editor with the board.
 */
#include "modes.h"
#include "keys.h"
#include "puzzle.h"


void design_deal(game_t *g)
{
    g->psize = g->size;
    puzzle_begin(g, 0, 0);     /* the grid starts dark (its par means nothing) */
    g->phase = PHASE_EDIT;
}

bool design_won(game_t *g)
{
    puzzle_restart(g);         /* the editor, holding the designed board */
    g->back = PHASE_EDIT;
    return true;
}

/* START in the editor: play the board, or say why not. */
static uint8_t play_design(game_t *g)
{
    if (puzzle_solved(g)) {
        return TONE_BUZZ;      /* already solved */
    }
    uint8_t grid = puzzle_grid(g), rule = puzzle_rule(g);
    lo_board_t b = puzzle_board(g);
    if (!lo_rule_solvable(b, grid, rule)) {
        lo_board_t f = lo_rule_fixes(b, grid, rule);
        g->blink = f.p1 | f.p2;
        puzzle_phase(g, PHASE_EDIT);   /* the verdict blinks from now */
        return TONE_BUZZ;
    }
    puzzle_begin(g, g->board, g->board_bright);   /* the intro shows its par */
    return TONE_CLICK;
}

uint8_t design_key(game_t *g, uint8_t ev)
{
    if (g->phase != PHASE_EDIT) {
        puzzle_restart(g);     /* START in play: back to the editor */
        g->phase = PHASE_EDIT;
        return TONE_CLICK;
    }
    g->blink = 0;              /* a verdict blinks until the next key */
    if (ev < KEY_GRID_COUNT) {
        if (!puzzle_in_grid(g, ev)) {
            return TONE_NONE;  /* outside the grid: inert */
        }
        puzzle_set(g, lo_rule_step(puzzle_board(g), ev, puzzle_rule(g)));   /* three-state: off, dim, bright */
        return TONE_CLICK;
    }
    if (ev == KEY_START) {
        return play_design(g);
    }
    return TONE_BUZZ;          /* HINT, UNDO */
}
