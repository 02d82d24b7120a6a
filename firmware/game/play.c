/* SPDX-License-Identifier: MIT */
/*
 * Keys in play (play.h).
 * - HINT's single cell is the lowest-numbered cell of the fewest-press
 *   plan (a cell pressed twice in three-state counts once here), or with
 *   tutor hints of the method's next step (tutor.h); HINT again
 *   while it blinks shows the whole plan or step. Every HINT counts.
 * - UNDO takes back the move and its count (a press is its own inverse;
 *   three-state: two more presses). A mode may refuse HINT or UNDO
 *   (mode_list.h: Action and Versus), and see each press (Versus: the turn).
 * - A win scores the solve (perfect, or moves over par), counts it in the
 *   statistics (stats.h), and the mode says what follows the result.
 */
#include "play.h"
#include "keys.h"
#include "modes.h"
#include "puzzle.h"
#include "stats.h"
#include "tutor.h"

/* Solved: score it, let the mode prepare what follows, show the result. */
static void win(game_t *g)
{
    uint8_t over = (uint8_t)(g->moves - g->par);  /* moves >= par always */
    if (g->hints == 0 && over == 0) {
        g->result = GAME_PERFECT;
    } else {
        g->result = over > 25u ? 25u : over;
    }
    if (PART_STATS) {
        stats_solved(g);
    }
    if (mode_won(g)) {
        puzzle_phase(g, PHASE_RESULT);
    }
}

static uint8_t press(game_t *g, uint8_t cell)
{
    puzzle_toggle(g, cell);
    g->undo[g->undo_top] = cell;
    g->undo_top = (uint8_t)((g->undo_top + 1u) % GAME_UNDO_DEPTH);
    if (g->undo_n < GAME_UNDO_DEPTH) {
        g->undo_n++;
    }
    if (g->moves < 255u) {
        g->moves++;
    }
    if (puzzle_solved(g)) {
        win(g);
        return TONE_CHIRP;
    }
    if (mode_has(g->mode, MODE_PRESS)) {
        mode_press(g);          /* Versus: the other player's turn */
    }
    return TONE_CLICK;
}

static uint8_t hint(game_t *g)
{
    /* The tutor teaches on plain grids, Lights Out or On; any other
     * puzzle takes the fewest-press plan (a cell pressed twice shows once). */
    uint8_t grid = puzzle_grid(g), rule = puzzle_rule(g);
    uint32_t plan = g->tutor && tutor_linked() && lo_rule_plain(grid, rule) ? tutor_step(g) : 0;
    if (plan == 0) {
        /* Never LO_NONE: the board in play is solvable (deals, Design's
         * START and a restore's par check see to it). */
        lo_board_t x = lo_rule_solve(puzzle_board(g), grid, rule);
        plan = x.p1 | x.p2;
    }
    if (g->hints < 255u) {
        g->hints++;
    }
    if (g->blink == 0) {
        plan &= ~plan + 1u;    /* the first: the lowest cell alone */
    }
    g->blink = plan;
    puzzle_phase(g, PHASE_PLAY);   /* the blink starts on */
    return TONE_CLICK;
}

static uint8_t undo(game_t *g)
{
    if (g->undo_n == 0) {
        return TONE_BUZZ;
    }
    g->undo_n--;
    g->undo_top = (uint8_t)((g->undo_top - 1u) % GAME_UNDO_DEPTH);
    puzzle_untoggle(g, g->undo[g->undo_top]);
    g->moves--;   /* the net moves reached this board: at least undo_n */
    return TONE_CLICK;
}

uint8_t play_key(game_t *g, uint8_t ev)
{
    if (ev == KEY_HINT) {
        return mode_has(g->mode, MODE_NO_HINT) ? TONE_BUZZ : hint(g);
    }
    g->blink = 0;        /* any other key ends the hint */
    if (tutor_linked()) {
        tutor_key(g, ev);
    }
    if (ev < KEY_GRID_COUNT) {
        return puzzle_in_grid(g, ev) ? press(g, ev) : TONE_NONE;  /* outside: inert */
    }
    if (ev == KEY_UNDO) {
        return mode_has(g->mode, MODE_NO_UNDO) ? TONE_BUZZ : undo(g);
    }
    if (ev == KEY_START) {
        return mode_key(g, ev);
    }
    return TONE_NONE;    /* no such key */
}
