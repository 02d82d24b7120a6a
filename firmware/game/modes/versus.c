/* SPDX-License-Identifier: MIT */
/*
 * Versus (firmware/game/README.md "Versus", firmware/README.md "Versus"): a race on one
 * deal. A round deals a Random 5x5 Lights Out puzzle; one player solves
 * it, then the other solves the same deal from the start (player 2's
 * solve dim). Fewer presses win the round, then the faster solve; a solve
 * ends at VS_LIMIT presses or at START (given up), so every round ends.
 * Each clearing press shows the check mark and the presses over par; a
 * round's end scrolls the winner (a dash for a draw) and the score, and
 * the second solver begins the next round. VS_ROUNDS rounds win the
 * match: the light show, the final score, a new match. The opponent may
 * be the chip (versus_chip.h), player 2: it presses every VS_THINK_MS.
 * HINT and UNDO are refused (mode_list.h). The state is the save's
 * versus byte and steps (game_state.h).
 */
#include "modes.h"
#include "font.h"
#include "intro.h"
#include "puzzle.h"
#include "solver.h"
#include "stats.h"
#include "versus_chip.h"

#define VERSUS_PAR_LO 6u
#define VERSUS_PAR_HI 12u
#define VS_THINK_MS 500u    /* the chip's pause before each press */
#define VS_SLOW_MS 60000u   /* a solve's time stops counting here */

/* A new round: the score and the starter as they are. */
static void round_deal(game_t *g)
{
    g->psize = 5;
    g->steps = 0;
    g->versus &= (uint8_t)~VS_SECOND;
    puzzle_deal(g, lo_deal(&g->rng, 5, VERSUS_PAR_LO, VERSUS_PAR_HI));
}

void versus_deal(game_t *g)
{
    /* a new match: 0-0, player 1 begins, the opponent picked in the menu */
    g->versus = (uint8_t)(g->result << VS_CHIP_SHIFT);
    round_deal(g);
}

/* The solve in play ended after n presses (VS_GAVE_UP: not solved).
 * Whether a result (the check mark) shows first: then g->back. */
static bool solve_end(game_t *g, uint8_t n)
{
    uint8_t v = g->versus;
    uint16_t ms = g->solve_t0 ? (uint16_t)(g->now - g->solve_t0) : 0u;   /* 0: unknown */
    g->back = PHASE_INTRO;
    if (!(v & VS_SECOND)) {
        /* The other player's solve of the same deal; its intro the par. */
        g->steps = n;
        g->step_ms = ms;
        g->versus = v ^ (VS_TURN | VS_SECOND);
        puzzle_restart(g);
        intro_text(g);
        puzzle_phase(g, PHASE_INTRO);   /* after the result, if any */
        return n != VS_GAVE_UP;
    }
    /* Fewer presses win, then the faster solve (not known after a power
     * cut: a draw); the second solver begins the next round. */
    uint8_t p = (uint8_t)((v & VS_TURN) != 0), first = g->steps, w = FONT_DASH;
    if (n != first) {
        w = n < first ? p : (uint8_t)(p ^ 1u);
    } else if (n != VS_GAVE_UP && g->step_ms != 0 && ms != 0 && ms != g->step_ms) {
        w = ms < g->step_ms ? p : (uint8_t)(p ^ 1u);
    }
    if (w != FONT_DASH) {
        v = (uint8_t)(v + (1u << (2u * w)));
    }
    g->versus = v;
    round_deal(g);
    intro_round(g, w == FONT_DASH ? w : (uint8_t)(w + 1u), VS_SCORE(v, 0), VS_SCORE(v, 1));
    if (w != FONT_DASH && VS_SCORE(v, w) == VS_ROUNDS) {
        if (PART_STATS && w == 0 && VS_CHIP(v)) {
            stats_chip_won(g, VS_CHIP(v));   /* the player beat the chip */
        }
        g->versus &= (uint8_t)~0xFu;     /* a new match at 0-0 */
        g->result = GAME_PERFECT;         /* the light show, then the score */
        return true;
    }
    return n != VS_GAVE_UP;
}

bool versus_won(game_t *g)
{
    return solve_end(g, g->moves);
}

/* The solve in play given up (START, or out of presses). */
static void give_up(game_t *g)
{
    if (solve_end(g, VS_GAVE_UP)) {
        puzzle_phase(g, PHASE_RESULT);   /* the match won: the light show */
    }
}

uint8_t versus_key(game_t *g, uint8_t ev)
{
    (void)ev;   /* START in play */
    give_up(g);
    return TONE_CLICK;
}

bool versus_save_ok(const game_save_t *s)
{
    uint8_t v = s->versus;
    if (s->mode != GAME_VERSUS) {
        return v == 0;
    }
    /* scores 0..2, no hint, a solve within its limit; the first solve's
     * presses only in the second */
    return VS_SCORE(v, 0) < VS_ROUNDS && VS_SCORE(v, 1) < VS_ROUNDS && s->hints == 0 &&
           s->moves < VS_LIMIT && s->steps <= (v & VS_SECOND ? VS_GAVE_UP : 0u);
}

void versus_tick(game_t *g)
{
    uint8_t p = g->phase;
    if (p != PHASE_PLAY) {
        g->step_t0 = g->now;    /* back in play (the menu), the chip pauses again */
    }
    if (p == PHASE_INTRO || p == PHASE_RESULT) {
        g->solve_t0 = g->now;   /* a solve begins after them (0: taken as unknown) */
    } else if (g->solve_t0 && (uint16_t)(g->now - g->solve_t0) > VS_SLOW_MS) {
        g->solve_t0 = (uint16_t)(g->now - VS_SLOW_MS);   /* its time stops */
    }
}

void versus_press(game_t *g)
{
    g->step_t0 = g->now;       /* the chip's next pause */
    if (g->moves >= VS_LIMIT) {
        give_up(g);            /* out of presses */
    }
}

uint8_t versus_chip(const game_t *g)
{
    uint8_t s = VS_CHIP(g->versus);
    if (s == 0 || !(g->versus & VS_TURN)) {
        return CHIP_NONE;      /* a player's solve */
    }
    /* It thinks from its last press, or from the start of the phase (its
     * solve, back from the menu, or a save resumed) */
    uint16_t since = (uint16_t)(g->now - g->step_t0), in_phase = (uint16_t)(g->now - g->t0);
    if ((since < in_phase ? since : in_phase) < VS_THINK_MS) {
        return CHIP_WAIT;
    }
    uint8_t c = chip_press(g->start, s, g->moves);
    if (c == CHIP_DONE) {
        /* Its plan done and the board not clear (a save it did not make):
         * the fewest presses from here. */
        c = chip_press(g->board, CHIP_HARD, 0);
    }
    return c;
}

uint32_t versus_dim(const game_t *g, uint32_t img)
{
    return g->versus & VS_TURN ? img : 0;   /* player 2's solve: the board dim */
}

uint8_t versus_stats(const game_t *g, uint8_t *text)
{
    text[0] = VS_SCORE(g->versus, 0);
    text[1] = FONT_DASH;
    text[2] = VS_SCORE(g->versus, 1);
    return 3;
}
