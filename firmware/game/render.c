/* SPDX-License-Identifier: MIT */
/* What the grid shows in each phase, and the sound of the moment. */
#include "game.h"
#include "flash.h"
#include "intro.h"
#include "menu.h"
#include "modes.h"
#include "parts.h"
#include "puzzle.h"
#include "sound.h"
#include "size.h"
#include "stats.h"

/* Every win first: a check mark (the README's "How to play"). */
#define WIN_SIGN 0x0011510ul

/* Perfect: squares grow from the centre, then the grid flashes. */
static FLASH uint32_t show[4] = {0x0001000ul, 0x00729C0ul, 0x1F8C63Ful, 0x1FFFFFFul};

/* The first n cells lit (cells past the grid fall off). */
SIZE_ONE_COPY static uint32_t first_cells(int8_t n)
{
    uint32_t img = 0;
    for (; n > 0; n--) {
        img = img << 1 | 1u;
    }
    return img;
}

void game_render(const game_t *g, uint16_t now_ms, uint8_t rows[5], uint8_t dim[5])
{
    uint16_t dt = (uint16_t)(now_ms - g->t0);
    uint8_t phase = g->phase, blinks = (uint8_t)(dt / GAME_BLINK_MS);
    uint32_t img = 0, dimmed = 0;
    if (phase == PHASE_PLAY || phase == PHASE_EDIT) {
        /* Blinking cells bright, then dark: 4 Hz. Three-state: the board
         * holds the dim cells, board_bright the bright ones. */
        img = g->board | (PART_VARIANTS ? g->board_bright : 0) | g->blink;
        if (PART_VARIANTS && puzzle_rule(g) == RULE_THREE) {
            dimmed = g->board & ~g->blink;
        }
        if (mode_has(g->mode, MODE_DIM)) {
            dimmed = mode_dim(g, img);   /* Versus: player 2's turn dim */
        }
        if (blinks & 1u) {
            img ^= g->blink;
        }
    } else if (phase == PHASE_RESULT) {
        /* The sign, then the light show (from its first frame: the sign
         * lasts whole frames) or one cell per move over par. */
        if (dt < GAME_SIGN_MS) {
            img = WIN_SIGN;
        } else {
            blinks = (uint8_t)(blinks - GAME_SIGN_MS / GAME_BLINK_MS);
            img = g->result == GAME_PERFECT ? show[blinks & 3u] : first_cells((int8_t)g->result);
        }
    } else if (phase == PHASE_SELECT) {
        img = first_cells((int8_t)(g->unlocked - g->page * 25u));  /* unlocked levels */
    }
    for (uint8_t r = 0; r < 5u; r++) {
        rows[r] = (uint8_t)(img & 0x1Fu);
        if (PART_VARIANTS) {
            dim[r] = (uint8_t)(dimmed & 0x1Fu);   /* else the app never reads it */
        }
        img >>= 5;
        dimmed >>= 5;
    }
    if (phase == PHASE_INTRO) {
        intro_rows(g, dt, rows);
    } else if (PART_STATS && phase == PHASE_STATS) {
        /* Longer than glyph[]: laid out once a frame, in the intro's scroll. */
        uint8_t text[STATS_GLYPHS], n = stats_text(g, text);
        intro_strip(text, n, dt, rows);
    } else if (phase == PHASE_MENU) {
        menu_rows(g, blinks & 1u, rows);
    }
}

uint16_t game_tone(const game_t *g, uint16_t now_ms)
{
    if (!g->sound) {
        return 0;
    }
    return sound_freq(g->tone, (uint16_t)(now_ms - g->tone_t0));
}
