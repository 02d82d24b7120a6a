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

/* Append the decimal digits of v (no leading zeros) at out[n]. */
static uint8_t put_number(uint8_t *out, uint8_t n, uint8_t v)
{
    uint8_t h = 0, t = 0;
    while (v >= 100u) {
        v -= 100u;
        h++;
    }
    while (v >= 10u) {
        v -= 10u;
        t++;
    }
    if (h) {
        out[n++] = h;
    }
    if (h | t) {
        out[n++] = t;
    }
    out[n++] = v;
    return n;
}

/* Glyphs of the intro into out[8]; returns how many. */
static uint8_t intro_glyphs(const game_t *g, uint8_t out[8])
{
    uint8_t n = 0;
    if (g->mode == GAME_CLASSIC) {
        n = put_number(out, 0, g->level);
        out[n++] = FONT_DASH;
    }
    return put_number(out, n, g->par);
}

/* Glyph width plus a blank column, less the trailing blank. */
static uint8_t strip_len(uint8_t glyphs)
{
    return (uint8_t)(glyphs * (FONT_WIDTH + 1u) - 1u);
}

uint16_t game_intro_ms(const game_t *g)
{
    uint8_t glyph[8];
    return (uint16_t)((strip_len(intro_glyphs(g, glyph)) + 5u) * GAME_INTRO_STEP_MS);
}

/* Intro at dt: grid column x shows strip column step + x - 5. */
static void intro_rows(const game_t *g, uint16_t dt, uint8_t rows[5])
{
    uint8_t glyph[8];
    int8_t len = (int8_t)strip_len(intro_glyphs(g, glyph));
    int8_t step = (int8_t)(dt / GAME_INTRO_STEP_MS);   /* < len + 5 */
    for (uint8_t x = 0; x < 5u; x++) {
        int8_t s = (int8_t)(step + x - 5);
        if (s < 0 || s >= len || (s & 3) == 3) {
            continue;   /* off the strip or a blank column */
        }
        uint8_t col = font_column(glyph[s >> 2], (uint8_t)(s & 3));
        uint8_t bit = (uint8_t)(1u << x);
        for (uint8_t r = 0; r < 5u; r++, col >>= 1) {
            if (col & 1u) {
                rows[r] |= bit;
            }
        }
    }
}

/* Perfect: squares grow from the centre, then the grid flashes. */
static FLASH uint8_t show[4][5] = {
    {0x00, 0x00, 0x04, 0x00, 0x00},
    {0x00, 0x0E, 0x0A, 0x0E, 0x00},
    {0x1F, 0x11, 0x11, 0x11, 0x1F},
    {0x1F, 0x1F, 0x1F, 0x1F, 0x1F},
};

/* The first n cells in row-major order lit. */
static void first_cells(int16_t n, uint8_t rows[5])
{
    for (uint8_t r = 0; r < 5u; r++, n -= 5) {
        rows[r] = n >= 5 ? 0x1Fu : n > 0 ? (uint8_t)((1u << n) - 1u) : 0u;
    }
}

void game_render(game_t *g, uint32_t now_ms, uint8_t rows[5])
{
    g = game_opaque(g);
    g->now = (uint16_t)now_ms;
    game_tick(g);
    uint16_t dt = (uint16_t)(g->now - g->t0);
    uint8_t phase = g->phase;
    if (phase == PHASE_PLAY || phase == PHASE_EDIT) {
        uint32_t img = g->board;
        if (((dt / GAME_BLINK_MS) & 1u) == 0) {
            img |= g->blink;
        } else {
            img &= ~g->blink;
        }
        for (uint8_t r = 0; r < 5u; r++) {
            rows[r] = (uint8_t)(img & 0x1Fu);
            img >>= 5;
        }
        return;
    }
    for (uint8_t r = 0; r < 5u; r++) {
        rows[r] = 0;
    }
    if (phase == PHASE_INTRO) {
        intro_rows(g, dt, rows);
    } else if (phase == PHASE_MENU) {
        rows[0] = (uint8_t)(1u << g->m_mode);
        rows[1] = (uint8_t)(1u << g->m_on);
        rows[2] = (uint8_t)(1u << (g->m_size - 3u));
        rows[3] = (uint8_t)(1u << g->sound);
        rows[4] = 1u;   /* level select */
    } else if (phase == PHASE_SELECT) {
        first_cells((int16_t)(g->unlocked - g->page * 25u), rows);
    } else if (g->result != GAME_PERFECT) {
        first_cells(g->result, rows);   /* moves over par */
    } else {
        uint8_t f = (uint8_t)((dt / 150u) & 3u);
        for (uint8_t r = 0; r < 5u; r++) {
            rows[r] = show[f][r];
        }
    }
}

uint16_t game_tone(const game_t *g, uint32_t now_ms)
{
    if (!g->sound) {
        return 0;
    }
    return sound_freq(g->tone, (uint16_t)((uint16_t)now_ms - g->tone_t0));
}
