/* SPDX-License-Identifier: MIT */
/*
 * Versus (README "Versus"): two players take turns on a Random 5x5
 * Lights Out puzzle, one grid press each (play.c passes the turn); the
 * press that clears the board wins the round for its player. The
 * winner's number and the match score then scroll (the intro's font),
 * and the loser begins the next round; VS_ROUNDS rounds win the match:
 * the light show first, then the scroll, and a new match. HINT and UNDO
 * are refused (mode_list.h); START deals a new round, the score kept. The
 * score and turn are the save's versus byte (game_state.h).
 */
#include "modes.h"
#include "font.h"
#include "intro.h"
#include "puzzle.h"
#include "solver.h"

#define VERSUS_PAR_LO 6u
#define VERSUS_PAR_HI 12u

/* A new round: the score and turn as they are. */
static void round_deal(game_t *g)
{
    g->psize = 5;
    puzzle_deal(g, lo_deal(&g->rng, 5, VERSUS_PAR_LO, VERSUS_PAR_HI));
}

void versus_deal(game_t *g)
{
    g->versus = 0;   /* a new match: 0-0, player 1 begins */
    round_deal(g);
}

bool versus_won(game_t *g)
{
    uint8_t v = g->versus, p = (uint8_t)((v & VS_TURN) != 0);
    uint8_t won = (uint8_t)(VS_SCORE(v, p) + 1u);
    v = (uint8_t)((v + (1u << (2u * p))) ^ VS_TURN);   /* the loser begins */
    round_deal(g);
    intro_round(g, (uint8_t)(p + 1u), VS_SCORE(v, 0), VS_SCORE(v, 1));
    if (won < VS_ROUNDS) {
        g->versus = v;
        return false;      /* no result: the scroll, then the next round */
    }
    g->versus = v & VS_TURN;   /* the match: a new one at 0-0 */
    g->result = GAME_PERFECT;
    g->back = PHASE_INTRO;
    return true;
}

uint8_t versus_key(game_t *g, uint8_t ev)
{
    (void)ev;   /* START in play */
    round_deal(g);
    return TONE_CLICK;
}

bool versus_save_ok(const game_save_t *s)
{
    uint8_t v = s->versus;
    if (s->mode != GAME_VERSUS) {
        return v == 0;
    }
    /* scores 0..2, no other bit, and no hint */
    return v <= (VS_TURN | 0xFu) && VS_SCORE(v, 0) < VS_ROUNDS && VS_SCORE(v, 1) < VS_ROUNDS &&
           s->hints == 0;
}

void versus_press(game_t *g)
{
    g->versus ^= VS_TURN;   /* the other player's turn */
}

uint32_t versus_dim(const game_t *g, uint32_t img)
{
    return g->versus & VS_TURN ? img : 0;   /* player 2's turn: the board dim */
}

uint8_t versus_stats(const game_t *g, uint8_t *text)
{
    text[0] = VS_SCORE(g->versus, 0);
    text[1] = FONT_DASH;
    text[2] = VS_SCORE(g->versus, 1);
    return 3;
}
