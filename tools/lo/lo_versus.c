/* SPDX-License-Identifier: MIT */
/*
 * lo versus [--games N] [--seed S]: the chip's strengths against each
 * other at Versus (firmware/game/README.md "Versus"), played through the firmware's own
 * game: player 2 is the game's chip at one strength (picked in the menu),
 * player 1 the same chip code (versus_chip.h) at another, pressing its
 * keys at the chip's pace, so equal presses take equal times (a draw).
 * One line a pairing: how often the first named wins, how often the
 * round's first solver wins (a draw counts half to each), and the
 * longest round in presses (both solves).
 */
#include <stdio.h>

#include "font.h"
#include "game.h"
#include "keys.h"
#include "lo.h"
#include "versus_chip.h"

#define STEP_MS 25u    /* the game's times (sign, result, scroll) are multiples */
#define PACE_MS 500u   /* as the chip: from its last press and the solve's start */

typedef struct {
    double a_wins, first_wins;
    unsigned rounds, longest;
} tally_t;

static const char *const names[4] = { "", "easy", "medium", "hard" };

static void key(game_t *g, uint8_t k, uint32_t *now)
{
    *now += STEP_MS;
    game_event(g, k, (uint16_t)*now);
    game_tick(g, (uint16_t)*now);
}

/* n rounds: player 1 the chip at strength a (keys), player 2 at b. */
static tally_t play(uint8_t a, uint8_t b, unsigned n, uint32_t seed)
{
    static game_t g;
    uint32_t now = 0;
    game_init(&g, seed, now);
    key(&g, KEY_START, &now);           /* the intro skipped */
    key(&g, KEY_MODE, &now);
    key(&g, 4u, &now);                  /* row 0 col 4: Versus */
    for (uint8_t i = 0; i < b; i++) {
        key(&g, 23u, &now);             /* row 4 col 3: the opponent */
    }
    key(&g, KEY_MODE, &now);
    if (g.mode != GAME_VERSUS || VS_CHIP(g.versus) != b) {
        lo_usage_error("this build has no Versus against the chip");
    }
    tally_t t = { 0, 0, 0, 0 };
    uint32_t p1_t = now;
    uint8_t was = g.versus, top = g.undo_top, first = (g.versus & VS_TURN) != 0;
    unsigned presses = 0;
    while (t.rounds < n) {
        now += STEP_MS;
        game_tick(&g, (uint16_t)now);
        if (g.phase != PHASE_PLAY || (g.versus & VS_TURN)) {
            p1_t = now;
        } else if (now - p1_t >= PACE_MS && (uint16_t)(now - g.t0) >= PACE_MS) {
            uint8_t c = chip_press(g.start, a, g.moves);
            if (c == CHIP_DONE) {
                lo_usage_error("the chip at %s ran out of presses", names[a]);
            }
            game_event(&g, c, (uint16_t)now);
            p1_t = now;
        }
        presses += (uint8_t)(g.undo_top - top) % GAME_UNDO_DEPTH;
        top = g.undo_top;
        if ((was & VS_SECOND) && !(g.versus & VS_SECOND)) {
            /* The round's end: the winner's glyph, 1, 2 or a dash. */
            double r = g.glyph[0] == FONT_DASH ? 0.5 : g.glyph[0] == 1u ? 1.0 : 0.0;
            t.a_wins += r;
            t.first_wins += first == 0 ? r : 1.0 - r;
            t.longest = presses > t.longest ? presses : t.longest;
            t.rounds++;
            presses = 0;
            first = (g.versus & VS_TURN) != 0;
        }
        was = g.versus;
    }
    return t;
}

int lo_cmd_versus(int argc, char **argv)
{
    lo_opts o = lo_parse_opts(argc, argv, argv[0], "seed games", 0);
    unsigned n = o.games ? o.games : 10000u;
    static const uint8_t pairs[][2] = {
        { CHIP_EASY, CHIP_EASY }, { CHIP_MEDIUM, CHIP_MEDIUM }, { CHIP_HARD, CHIP_HARD },
        { CHIP_MEDIUM, CHIP_EASY }, { CHIP_HARD, CHIP_MEDIUM }, { CHIP_HARD, CHIP_EASY },
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        uint8_t a = pairs[i][0], b = pairs[i][1];
        tally_t t = play(a, b, n, o.seeded ? o.seed : 1u);
        printf("%s vs %s: %s wins %.1f %%, first player wins %.1f %%, longest round %u presses\n",
               names[a], names[b], names[a], 100.0 * t.a_wins / n, 100.0 * t.first_wins / n,
               t.longest);
    }
    return 0;
}
