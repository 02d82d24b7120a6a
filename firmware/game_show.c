/* SPDX-License-Identifier: MIT */
/*
 * What the grid shows in each phase, and the sound of the moment.
 * Intro: the level number (Classic only), a dash, then the par, in the
 * 3x5 font with one blank column between glyphs, scrolling right to left
 * one column every 100 ms until the last column has left the grid.
 */
#include "game_int.h"
#include "flash.h"
#include "font.h"
#include "sound.h"

#define RING1 0x00729C0ul  /* cells one step from the centre */
#define RING2 0x1F8C63Ful  /* the border */
#define CENTRE (1ul << 12)
#define ALL 0x1FFFFFFul

/* Glyphs of the intro into out[6]; returns how many. */
static uint8_t intro_glyphs(const game_t *g, uint8_t out[6])
{
    uint8_t n = 0;
    if (g->mode == GAME_CLASSIC) {
        uint8_t v = g->level;
        if (v >= 100u) {
            out[n++] = (uint8_t)(v / 100u);
        }
        if (v >= 10u) {
            out[n++] = (uint8_t)(v / 10u % 10u);
        }
        out[n++] = (uint8_t)(v % 10u);
        out[n++] = FONT_DASH;
    }
    if (g->par >= 10u) {
        out[n++] = (uint8_t)(g->par / 10u);
    }
    out[n++] = (uint8_t)(g->par % 10u);
    return n;
}

/* Glyph width plus a blank column, less the trailing blank. */
static uint8_t strip_len(uint8_t glyphs)
{
    return (uint8_t)(glyphs * (FONT_WIDTH + 1u) - 1u);
}

uint32_t game_intro_ms(const game_t *g)
{
    uint8_t glyph[6];
    return (uint32_t)(strip_len(intro_glyphs(g, glyph)) + 5u) * GAME_INTRO_STEP_MS;
}

/* Intro image at step: grid column x shows strip column step + x - 5. */
static uint32_t intro_image(const game_t *g, uint32_t dt)
{
    uint8_t glyph[6];
    uint8_t n = intro_glyphs(g, glyph);
    int16_t len = strip_len(n);
    int16_t step = (int16_t)(dt / GAME_INTRO_STEP_MS);
    uint32_t img = 0;
    for (uint8_t x = 0; x < 5u; x++) {
        int16_t s = (int16_t)(step + x - 5);
        if (s < 0 || s >= len || (s & 3) == 3) {
            continue;   /* off the strip or a blank column */
        }
        uint8_t col = font_column(glyph[s >> 2], (uint8_t)(s & 3));
        for (uint8_t r = 0; r < 5u; r++) {
            if (col & (1u << r)) {
                img |= 1ul << (5u * r + x);
            }
        }
    }
    return img;
}

/* Perfect: squares grow from the centre, then the grid flashes. */
static uint32_t show_image(uint32_t dt)
{
    static FLASH uint32_t frames[4] = {CENTRE, RING1, RING2, ALL};
    return frames[(dt / 150u) & 3u];
}

static uint32_t menu_image(const game_t *g)
{
    return (1ul << g->m_mode) | (1ul << (5u + g->m_on)) |
           (1ul << (10u + g->m_size - 3u)) | (1ul << (15u + g->sound)) | (1ul << 20);
}

static uint32_t select_image(const game_t *g)
{
    int16_t open = (int16_t)(g->unlocked - g->page * 25u);
    if (open <= 0) {
        return 0;
    }
    return open >= 25 ? ALL : (1ul << open) - 1u;
}

void game_render(game_t *g, uint32_t now_ms, uint8_t rows[5])
{
    game_tick(g, now_ms);
    uint32_t dt = now_ms - g->t0;
    uint32_t img;
    switch (g->phase) {
    case PHASE_INTRO:
        img = intro_image(g, dt);
        break;
    case PHASE_RESULT:
        if (g->result == GAME_PERFECT) {
            img = show_image(dt);
        } else {
            img = (1ul << g->result) - 1u;   /* row-major from the top-left */
        }
        break;
    case PHASE_MENU:
        img = menu_image(g);
        break;
    case PHASE_SELECT:
        img = select_image(g);
        break;
    default:
        img = g->board;
        if (g->blink) {
            bool lit = ((dt / GAME_BLINK_MS) & 1u) == 0;
            img = lit ? (img | g->blink) : (img & ~g->blink);
        }
        break;
    }
    for (uint8_t r = 0; r < 5u; r++) {
        rows[r] = (uint8_t)((img >> (5u * r)) & 0x1Fu);
    }
}

uint16_t game_tone(const game_t *g, uint32_t now_ms)
{
    if (!g->sound) {
        return 0;
    }
    return sound_freq(g->tone, now_ms - g->tone_t0);
}
