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
    g->psize = puzzle_settings_size(g);
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
    puzzle_begin(g, g->board, g->board_bright);   /* the intro shows its par */
    if (g->par == LO_NO_PAR) {
        /* Unsolvable: back to the editor, the cells that would fix it blink. */
        lo_board_t f = lo_rule_fixes(puzzle_board(g), puzzle_grid(g), puzzle_rule(g));
        g->blink = f.p1 | f.p2;
        g->par = 0;
        puzzle_phase(g, PHASE_EDIT);
        return TONE_BUZZ;
    }
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
