/* SPDX-License-Identifier: MIT */
/*
 * The game core: puzzle start, play keys (moves, HINT, UNDO, START), win,
 * and the timed phases. Menu, level select and Design live in game_menu.c,
 * drawing and sound in game_show.c, saves in game_save.c.
 *
 * Choices where DESIGN.md is silent:
 * - Any key skips an intro and does nothing else; keys are ignored while
 *   a result shows. START held 2 s (power off) does nothing here.
 * - HINT's single cell is the lowest-numbered cell of lo_solve's plan.
 * - UNDO takes back the move and its count (a press is its own inverse).
 * - Classic levels are 5x5 boards: the grid setting applies to Random and
 *   Design. After the last level, play goes on at level 1.
 * - START while a design is played goes back to the editor with it, and
 *   so does a win.
 */
#include "game_int.h"
#include "levels.h"
#include "prng.h"
#include "solver.h"

uint32_t game_target(const game_t *g)
{
    return lo_target(g->psize, g->on);
}

bool game_in_grid(const game_t *g, uint8_t key)
{
    return key / 5u < g->psize && key % 5u < g->psize;
}

/* One copy, not inlined at each of its many callers: 38 B less flash. */
__attribute__((noinline)) void game_phase(game_t *g, uint8_t p)
{
    g->phase = p;
    g->t0 = g->now;
}

void game_begin(game_t *g, uint32_t board)
{
    g->start = board;
    g->board = board;
    g->moves = 0;
    g->hints = 0;
    g->undo_n = 0;
    /* No blink to clear: every key that begins a puzzle has ended it. */
    g->par = lo_par(board ^ game_target(g), g->psize);
    game_intro_text(g);
    game_phase(g, PHASE_INTRO);
}

void game_new_puzzle(game_t *g)
{
    uint8_t mode = g->mode;
    g->psize = mode == GAME_CLASSIC ? 5u : g->size;
    if (mode == GAME_DESIGN) {
        game_begin(g, 0);   /* the grid starts dark (its par means nothing) */
        g->phase = PHASE_EDIT;
        return;
    }
    uint32_t d = mode == GAME_CLASSIC ? level_board(g->level) :
                 lo_deal(&g->rng, g->psize, GAME_RANDOM_PAR_LO, GAME_RANDOM_PAR_HI);
    game_begin(g, d ^ game_target(g));   /* Lights On: the difference */
}

void game_init(game_t *g, uint32_t seed, uint32_t now_ms)
{
    g = game_opaque(g);
    *g = (game_t){0};
    g->now = (uint16_t)now_ms;
    prng_seed(&g->rng, seed);
    g->size = 5;
    g->sound = 1;
    g->unlocked = 1;
    g->level = 1;
    game_new_puzzle(g);
}

void game_stir(game_t *g, uint32_t x)
{
    prng_seed(&g->rng, g->rng ^ x);
}

/* The puzzle in play from its start again, nothing to take back. */
static __attribute__((noinline)) void restart(game_t *g)
{
    g->board = g->start;
    g->moves = 0;
    g->undo_n = 0;
}

/* Solved: score it, prepare what follows, show the result first. */
static void win(game_t *g)
{
    uint8_t over = (uint8_t)(g->moves - g->par);  /* moves >= par always */
    g->result = (g->hints == 0 && over == 0) ? GAME_PERFECT : (over > 25u ? 25u : over);
    if (g->mode == GAME_DESIGN) {
        restart(g);   /* back to the editor holding the designed board */
        g->back = PHASE_EDIT;
    } else {
        if (g->mode == GAME_CLASSIC) {
            /* The next level unlocks; after the last, play wraps to 1. */
            if (++g->level > LEVEL_COUNT) {
                g->level = 1;
            }
            if (g->level > g->unlocked) {
                g->unlocked = g->level;
            }
        }
        game_new_puzzle(g);
        g->back = PHASE_INTRO;
    }
    game_phase(g, PHASE_RESULT);
}

/* The cross of cell on the board: a move, or one taken back. */
static __attribute__((noinline)) void toggle(game_t *g, uint8_t cell)
{
    g->board = lo_apply(g->board, 1ul << cell, g->psize);
}

static uint8_t press(game_t *g, uint8_t cell)
{
    toggle(g, cell);
    g->undo[g->undo_top] = cell;
    g->undo_top = (uint8_t)((g->undo_top + 1u) & (GAME_UNDO_DEPTH - 1u));
    if (g->undo_n < GAME_UNDO_DEPTH) {
        g->undo_n++;
    }
    if (++g->moves == 0) {
        g->moves--;   /* saturates at 255 */
    }
    if (g->board == game_target(g)) {
        win(g);
        return TONE_CHIRP;
    }
    return TONE_CLICK;
}

/* HINT: the first press shows the lowest cell of the fewest-press plan,
 * the next ones (the hint still blinking) the whole plan. */
static void hint(game_t *g)
{
    uint32_t plan = lo_solve(g->board ^ game_target(g), g->psize);
    if (++g->hints == 0) {
        g->hints--;   /* saturates at 255 */
    }
    if (g->blink == 0) {
        plan &= ~plan + 1u;
    }
    g->blink = plan;
    game_phase(g, PHASE_PLAY);   /* the blink starts on */
}

static uint8_t undo(game_t *g)
{
    if (g->undo_n == 0) {
        return TONE_BUZZ;
    }
    g->undo_n--;
    g->undo_top = (uint8_t)((g->undo_top - 1u) & (GAME_UNDO_DEPTH - 1u));
    toggle(g, g->undo[g->undo_top]);
    g->moves--;   /* the net moves reached this board: at least undo_n */
    return TONE_CLICK;
}

static void start_key(game_t *g)
{
    if (g->mode == GAME_RANDOM) {
        game_new_puzzle(g);
        return;
    }
    /* Classic: restart the level, its hints stay counted.
     * Design: back to the editor with the designed board. */
    restart(g);
    if (g->mode == GAME_DESIGN) {
        g->phase = PHASE_EDIT;
    }
}

/* A key in play. */
static uint8_t play_key(game_t *g, uint8_t ev)
{
    if (ev != KEY_HINT) {
        g->blink = 0;        /* any other key ends the hint */
    }
    if (ev < KEY_GRID_COUNT) {
        return game_in_grid(g, ev) ? press(g, ev) : TONE_NONE;  /* outside: inert */
    }
    if (ev == KEY_HINT) {
        hint(g);
    } else if (ev == KEY_UNDO) {
        return undo(g);
    } else if (ev == KEY_START) {
        start_key(g);
    } else if (ev == KEY_MODE) {
        return game_menu_open(g);
    } else {
        return TONE_NONE;    /* no such key */
    }
    return TONE_CLICK;
}

uint16_t game_tick(game_t *g)
{
    uint16_t dt;
    for (;;) {
        uint16_t len = GAME_RESULT_MS;
        uint8_t next = PHASE_PLAY;
        dt = (uint16_t)(g->now - g->t0);
        if (g->phase == PHASE_INTRO) {
            len = game_intro_ms(g);
        } else if (g->phase == PHASE_RESULT) {
            next = g->back;
        } else {
            break;
        }
        if (dt < len) {
            break;
        }
        g->phase = next;
        g->t0 += len;
    }
    if ((uint16_t)(g->now - g->tone_t0) > 1000u) {
        g->tone = TONE_NONE;   /* long over: never replays after a wrap */
    }
    return dt;
}

/* After a key: its sound, and whether a save changes. One copy: the
 * compiler would repeat it for each sound it knows on some path. */
static __attribute__((noinline)) void key_done(game_t *g, uint8_t tone)
{
    if (tone != TONE_NONE) {
        g->tone = tone;
        g->tone_t0 = g->now;
        /* A save changes with an accepted key outside the menu (whose
         * choices apply on leaving; sound counts itself). */
        if (tone != TONE_BUZZ && (uint8_t)(g->phase - PHASE_MENU) > PHASE_SELECT - PHASE_MENU) {
            g->version++;
        }
    }
}

/* Out of line: inlined into main's frame loop it loses the Y pointer
 * (main's frame) and every field access grows: 212 B more flash. */
__attribute__((noinline)) void game_event(game_t *g, uint8_t ev, uint32_t now_ms)
{
    g = game_opaque(g);
    uint8_t tone;
    g->now = (uint16_t)now_ms;
    game_tick(g);
    if (ev == EV_START_LONG) {
        return;            /* power is main's business (main keeps it) */
    }
    uint8_t phase = g->phase;
    if (phase == PHASE_INTRO) {
        game_phase(g, PHASE_PLAY);       /* skipped: the key is not a move */
        return;
    }
    if (phase == PHASE_RESULT) {
        return;                          /* the result runs its time */
    }
    if (phase == PHASE_MENU) {
        tone = game_menu_key(g, ev);
    } else if (phase == PHASE_SELECT) {
        tone = game_select_key(g, ev);
    } else if (phase == PHASE_EDIT) {
        tone = game_edit_key(g, ev);
    } else {
        tone = play_key(g, ev);
    }
    key_done(g, tone);
}
