/* SPDX-License-Identifier: MIT */
/* 3x5 digit font for the 5x5 grid: one glyph fills the five rows. */
#ifndef FONT_H
#define FONT_H

#include <stdint.h>
#include "flash.h"

#define FONT_WIDTH 3u
#define FONT_DASH 10u   /* glyph 10: a dash between level and par */

/* Glyph columns, left to right: bit r set = pixel in row r (0 = top). */
extern FLASH uint8_t font_glyphs[11][FONT_WIDTH];

/* Column x (0 = left) of glyph g (digit 0..9 or FONT_DASH). */
static inline uint8_t font_column(uint8_t g, uint8_t x)
{
    return font_glyphs[g][x];
}

#endif
