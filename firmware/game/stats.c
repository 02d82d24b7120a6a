/* SPDX-License-Identifier: MIT */
/* Statistics: counted, laid out, opened and left (stats.h). */
#include "stats.h"
#include "font.h"
#include "modes.h"
#include "puzzle.h"

static uint16_t plus_one(uint16_t n)
{
    return n < 0xFFFFu ? (uint16_t)(n + 1u) : n;   /* saturates */
}

void stats_solved(game_t *g)
{
    if (mode_has(g->mode, MODE_SCORED)) {
        return;   /* its own score: Versus' rounds, Action's best */
    }
    g->stats.solves = plus_one(g->stats.solves);
    if (g->result == GAME_PERFECT) {
        g->stats.perfect = plus_one(g->stats.perfect);
    }
}

void stats_chip_won(game_t *g, uint8_t strength)
{
    uint8_t *n = &g->stats.chip[strength - 1u];
    if (*n < 0xFFu) {
        (*n)++;   /* saturates */
    }
}

/* The decimal digits of v at text + n (no leading zeros); the new n. */
static uint8_t put_digits(uint8_t *text, uint8_t n, uint16_t v)
{
    uint8_t d[5], k = 0;
    do {
        d[k++] = (uint8_t)(v % 10u);
        v /= 10u;
    } while (v);
    while (k) {
        text[n++] = d[--k];
    }
    return n;
}

uint8_t stats_text(const game_t *g, uint8_t text[STATS_GLYPHS])
{
    uint8_t n;
    if (mode_has(g->mode, MODE_STATS)) {
        n = mode_stats(g, text);   /* Versus: the match's rounds */
    } else {
        n = put_digits(text, 0, g->stats.solves);
        text[n++] = FONT_DASH;
        n = put_digits(text, n, g->stats.perfect);
        text[n++] = FONT_DASH;
        n = put_digits(text, n, g->best);
    }
    const uint8_t *c = g->stats.chip;
    if (PART_VERSUS && (c[0] | c[1] | c[2])) {
        /* a gap, then the matches won against the chip: easy-medium-hard */
        for (uint8_t s = 0; s < 3u; s++) {
            text[n++] = s ? FONT_DASH : FONT_BLANK;
            n = put_digits(text, n, c[s]);
        }
    }
    return n;
}

void stats_open(game_t *g)
{
    uint8_t text[STATS_GLYPHS];
    g->glyphs = stats_text(g, text);   /* the intro's length (intro.h) */
    puzzle_phase(g, PHASE_STATS);
}

uint8_t stats_key(game_t *g, uint8_t ev)
{
    (void)ev;
    g->phase = PHASE_MENU;
    return TONE_CLICK;
}
