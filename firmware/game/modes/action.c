/* SPDX-License-Identifier: MIT */
/*
 * Action (as on Lights Out 2000): always 5x5 Lights Out. The grid starts
 * dark; every step adds one random press (its cross), so the board stays
 * solvable and HINT works. The first step comes ACTION_FIRST_MS after
 * play begins, each next one about 4 % sooner, down to ACTION_FAST_MS.
 * At ACTION_OVER_LIT lit cells the game ends: the score (steps) and the
 * best score scroll (the intro's font), then a new game starts dark.
 * Clearing the board chirps and play goes on. UNDO is refused (play.c);
 * START starts again. Steps wait while the game is not in play.
 */
#include "modes.h"
#include "intro.h"
#include "prng.h"
#include "puzzle.h"
#include "solver.h"


#define ACTION_FIRST_MS 2000u
#define ACTION_FAST_MS  400u
#define ACTION_OVER_LIT 18u

void action_deal(game_t *g)
{
    g->psize = 5;
    puzzle_begin(g, 0, 0);     /* counts cleared; no par, no intro */
    g->steps = 0;
    g->step_ms = ACTION_FIRST_MS;
    g->step_t0 = g->now;
    g->phase = PHASE_PLAY;
}

bool action_won(game_t *g)
{
    (void)g;
    return false;              /* cleared: the chirp, play goes on */
}

uint8_t action_key(game_t *g, uint8_t ev)
{
    (void)ev;                  /* START in play */
    action_deal(g);
    return TONE_CLICK;
}

/* The interval after ms: about 4 % shorter, never under ACTION_FAST_MS. */
static uint16_t next_ms(uint16_t ms)
{
    ms = (uint16_t)(ms - ms / 25u);
    return ms < ACTION_FAST_MS ? ACTION_FAST_MS : ms;
}

static uint8_t lit(uint32_t b)
{
    uint8_t n = 0;
    for (; b; b &= b - 1u) {
        n++;
    }
    return n;
}

/* The game is over: best kept, the scores scroll, then a dark grid. */
static void over(game_t *g)
{
    uint8_t score = g->steps;
    if (score > g->best) {
        g->best = score;
    }
    action_deal(g);
    intro_scores(g, score, g->best);
    puzzle_phase(g, PHASE_INTRO);
    g->tone = TONE_BUZZ;
    g->tone_t0 = g->now;
    g->version++;
}

bool action_valid(const game_save_t *s)
{
    /* A dark start plus crosses: solvable, no start board, no par. */
    return (s->start | s->par | s->editing) == 0 && lo_solvable(s->board, 5);
}

void action_tick(game_t *g)
{
    if (g->step_ms == 0) {
        /* Restored from a save: the interval from the steps made. */
        g->step_ms = ACTION_FIRST_MS;
        for (uint8_t i = g->steps; i > 0; i--) {
            g->step_ms = next_ms(g->step_ms);
        }
        g->step_t0 = g->now;
    }
    if (g->phase != PHASE_PLAY) {
        g->step_t0 = g->now;   /* paused: the step waits */
        return;
    }
    if ((uint16_t)(g->now - g->step_t0) >= g->step_ms) {
        puzzle_toggle(g, (uint8_t)prng_below(&g->rng, 25u));
        g->step_t0 = (uint16_t)(g->step_t0 + g->step_ms);
        if (g->steps < 255u) {
            g->steps++;
        }
        g->step_ms = next_ms(g->step_ms);
        g->version++;
    }
    if (lit(g->board) >= ACTION_OVER_LIT) {
        over(g);
    }
}
