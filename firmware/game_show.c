/* SPDX-License-Identifier: MIT */
/*
 * What the grid shows in each phase, and the sound of the moment.
 * Intro: the level number (Classic only), a dash, then the par, in the
 * 3x5 font with one blank column between glyphs, scrolling right to left
 * one column every 100 ms until the last column has left the grid.
 */
#include "game_int.h"
#include "font.h"
#include "sound.h"

/* Append glyph c (a digit or FONT_DASH) to the intro. */
static __attribute__((noinline)) void put_glyph(game_t *g, uint8_t c)
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

void game_intro_text(game_t *g)
{
    g->glyphs = 0;
    if (g->mode == GAME_CLASSIC) {
        put_number(g, g->level);
        put_glyph(g, FONT_DASH);
    }
    put_number(g, g->par);
}

/* Glyph width plus a blank column, less the trailing blank. */
static uint8_t strip_len(const game_t *g)
{
    return (uint8_t)(g->glyphs * (FONT_WIDTH + 1u) - 1u);
}

uint16_t game_intro_ms(const game_t *g)
{
    return (uint16_t)((strip_len(g) + 5u) * GAME_INTRO_STEP_MS);
}

/* Intro at step: grid column x shows strip column step + x - 5. */
static void intro_rows(const game_t *g, uint8_t step, uint8_t rows[5])
{
    for (uint8_t x = 0; x < 5u; x++) {
        uint8_t s = (uint8_t)(step + x - 5u);   /* before the strip: wraps */
        if ((s >> 2) >= g->glyphs || (s & 3u) == 3u) {
            continue;   /* off the strip or a blank column */
        }
        uint8_t col = font_column(g->glyph[s >> 2], (uint8_t)(s & 3u));
        for (uint8_t r = 0; r < 5u; r++, col >>= 1) {
            if (col & 1u) {
                rows[r] |= (uint8_t)(1u << x);
            }
        }
    }
}

/* Perfect: squares grow from the centre, then the grid flashes. */
static FLASH uint32_t show[4] = {0x0001000ul, 0x00729C0ul, 0x1F8C63Ful, 0x1FFFFFFul};

void game_render(game_t *g, uint32_t now_ms, uint8_t rows[5])
{
    g = game_opaque(g);
    g->now = (uint16_t)now_ms;
    uint16_t dt = game_tick(g);
    uint8_t phase = g->phase, blinks = (uint8_t)(dt / GAME_BLINK_MS);
    uint32_t img = 0;
    if (phase == PHASE_PLAY || phase == PHASE_EDIT) {
        img = g->board | g->blink;   /* blinking cells lit, then dark: 4 Hz */
        if (blinks & 1u) {
            img ^= g->blink;
        }
    } else if (phase == PHASE_RESULT && g->result == GAME_PERFECT) {
        img = show[blinks & 3u];
    } else if (phase == PHASE_RESULT || phase == PHASE_SELECT) {
        /* The first n cells lit: moves over par, or the unlocked levels
         * of the page (cells past the grid fall off below). */
        int8_t n = (int8_t)(phase == PHASE_RESULT ? g->result : g->unlocked - g->page * 25u);
        for (; n > 0; n--) {
            img = img << 1 | 1u;
        }
    }
    for (uint8_t r = 0; r < 5u; r++) {
        /* The menu lights one cell a row: its setting, level select. */
        rows[r] = phase == PHASE_MENU ? (uint8_t)(1u << g->menu[r]) : (uint8_t)(img & 0x1Fu);
        img >>= 5;
    }
    if (phase == PHASE_INTRO) {
        intro_rows(g, (uint8_t)(dt / GAME_INTRO_STEP_MS), rows);
    }
}

uint16_t game_tone(const game_t *g, uint32_t now_ms)
{
    if (!g->sound) {
        return 0;
    }
    return sound_freq(g->tone, (uint16_t)((uint16_t)now_ms - g->tone_t0));
}
