/* SPDX-License-Identifier: MIT */
/* The puzzle in play (puzzle.h). */
#include "puzzle.h"
#include "intro.h"
#include "modes.h"
#include "size.h"

uint8_t puzzle_rule_of(const game_save_t *s)
{
    if (!PART_VARIANTS) {
        return s->rule && !mode_has(s->mode, MODE_PLAIN);
    }
    if (puzzle_follows_settings(s) || (s->rule == RULE_ON && !mode_has(s->mode, MODE_PLAIN))) {
        return s->rule;
    }
    return RULE_OFF;   /* Classic under three-state, Action */
}

uint8_t puzzle_grid_of(const game_save_t *s)
{
    if (!puzzle_follows_settings(s)) {
        return 5u;     /* Classic and Action */
    }
    if (PART_VARIANTS && s->rule == RULE_MERLIN) {
        return 3u;     /* Merlin: 3x3; the grid setting is kept for later */
    }
    return (uint8_t)(s->size | (PART_VARIANTS && s->wrap ? LO_WRAP : 0u));
}

SIZE_ONE_COPY uint32_t puzzle_target(const game_t *g)
{
    return lo_rule_target(puzzle_grid(g), puzzle_rule(g)).p1;
}

bool puzzle_solved(const game_t *g)
{
    return g->board == puzzle_target(g) && (!PART_VARIANTS || g->board_bright == 0);
}

bool puzzle_in_grid(const game_t *g, uint8_t key)
{
    return key / 5u < g->psize && key % 5u < g->psize;
}

SIZE_ONE_COPY void puzzle_phase(game_t *g, uint8_t p)
{
    g->phase = p;
    g->t0 = g->now;
}

void puzzle_begin(game_t *g, uint32_t board, uint32_t bright)
{
    g->start = board;
    g->board = board;
    if (PART_VARIANTS) {
        g->start_bright = bright;
        g->board_bright = bright;
    }
    g->moves = 0;
    g->hints = 0;
    g->undo_n = 0;
    /* No blink to clear: every key that begins a puzzle has ended it. */
    g->par = lo_rule_par((lo_board_t){ board, bright }, puzzle_grid(g), puzzle_rule(g));
    intro_text(g);
    puzzle_phase(g, PHASE_INTRO);
}

void puzzle_deal(game_t *g, uint32_t d)
{
    puzzle_begin(g, d ^ puzzle_target(g), 0);
}

SIZE_ONE_COPY void puzzle_restart(game_t *g)
{
    g->board = g->start;
    if (PART_VARIANTS) {
        g->board_bright = g->start_bright;
    }
    g->moves = 0;
    g->undo_n = 0;
}

SIZE_ONE_COPY void puzzle_toggle(game_t *g, uint8_t cell)
{
    puzzle_set(g, lo_rule_press(puzzle_board(g), cell, puzzle_grid(g), puzzle_rule(g)));
}
