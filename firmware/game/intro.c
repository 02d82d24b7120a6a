/* SPDX-License-Identifier: MIT */
/* The intro's glyphs, its length and its image (intro.h). */
#include "intro.h"
#include "font.h"
#include "size.h"

/* Append glyph c (a digit or FONT_DASH). */
static SIZE_ONE_COPY void put_glyph(game_t *g, uint8_t c)
{
    g->glyph[g->glyphs++] = c;
}

/* Append the decimal digits of v (no leading zeros). No recursion. */
static void put_number(game_t *g, uint8_t v)
{
    uint8_t hundreds = (uint8_t)(v / 100u), rest = (uint8_t)(v % 100u);
    uint8_t tens = (uint8_t)(rest / 10u);
    if (hundreds) {
        put_glyph(g, hundreds);
    }
    if (hundreds || tens) {
        put_glyph(g, tens);
    }
    put_glyph(g, (uint8_t)(rest % 10u));
}

void intro_text(game_t *g)
{
    g->glyphs = 0;
    if (g->mode == GAME_CLASSIC) {
        put_number(g, g->level);
        put_glyph(g, FONT_DASH);
    }
    put_number(g, g->par);
}

void intro_scores(game_t *g, uint8_t score, uint8_t best)
{
    g->glyphs = 0;
    put_number(g, score);
    put_glyph(g, FONT_DASH);
    put_number(g, best);
}

void intro_round(game_t *g, uint8_t winner, uint8_t s1, uint8_t s2)
{
    g->glyphs = 0;
    put_glyph(g, winner);
    put_glyph(g, FONT_BLANK);
    put_glyph(g, s1);
    put_glyph(g, FONT_DASH);
    put_glyph(g, s2);
}

uint16_t intro_ms(const game_t *g)
{
    /* Glyph width plus a blank column each, less the trailing blank, then
     * five columns to scroll off. */
    uint8_t strip = (uint8_t)(g->glyphs * (FONT_WIDTH + 1u) - 1u);
    return (uint16_t)((strip + 5u) * INTRO_STEP_MS);
}

void intro_strip(const uint8_t *glyph, uint8_t n, uint16_t dt, uint8_t rows[5])
{
    uint8_t step = (uint8_t)(dt / INTRO_STEP_MS);
    /* Grid column x shows strip column step + x - 5. */
    for (uint8_t x = 0; x < 5u; x++) {
        uint8_t s = (uint8_t)(step + x - 5u);   /* before the strip: wraps */
        if ((s >> 2) >= n || (s & 3u) == 3u) {
            continue;   /* off the strip or a blank column */
        }
        uint8_t col = font_column(glyph[s >> 2], (uint8_t)(s & 3u));
        for (uint8_t r = 0; r < 5u; r++, col >>= 1) {
            if (col & 1u) {
                rows[r] |= (uint8_t)(1u << x);
            }
        }
    }
}
