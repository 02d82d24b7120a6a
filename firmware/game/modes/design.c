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
#include "solver.h"
#include "variants.h"


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

/* The cells whose single flip makes plain board d (from the target)
 * solvable (a cell outside the grid changes no parity). */
static uint32_t plain_fixes(const game_t *g, uint32_t d)
{
    uint32_t f = 0;
    for (uint32_t bit = 1; bit & 0x1FFFFFFul; bit <<= 1) {
        if (lo_solvable(d ^ bit, g->psize)) {
            f |= bit;
        }
    }
    return f;
}

/* START in the editor: play the board, or say why not. */
static uint8_t play_design(game_t *g)
{
    if (puzzle_solved(g)) {
        return TONE_BUZZ;      /* already solved */
    }
    bool ok;
    uint32_t fixes = 0;
    if (puzzle_variant(g)) {
        uint8_t grid = puzzle_grid(g), rule = puzzle_rule(g);
        ok = variants_solvable(g, grid, rule);
        if (!ok) {
            fixes = variants_fixes(g, grid, rule);
        }
    } else {
        uint32_t d = g->board ^ puzzle_target(g);
        ok = lo_solvable(d, g->psize);
        if (!ok) {
            fixes = plain_fixes(g, d);
        }
    }
    if (!ok) {
        g->blink = fixes;
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
        if (puzzle_variant(g)) {
            variants_step(g, ev, puzzle_rule(g));   /* three-state: off, dim, bright */
        } else {
            g->board ^= 1ul << ev;
        }
        return TONE_CLICK;
    }
    if (ev == KEY_START) {
        return play_design(g);
    }
    return TONE_BUZZ;          /* HINT, UNDO */
}
