/* SPDX-License-Identifier: MIT */
/* 3x5 digit font for the 5x5 grid: one glyph fills the five rows. */
#ifndef FONT_H
#define FONT_H

#include <stdint.h>
#include "flash.h"
#include "parts.h"

#define FONT_WIDTH 3u
#define FONT_DASH 10u   /* glyph 10: a dash between level and par */
#define FONT_BLANK 11u  /* glyph 11, Versus only: a gap before the score */
#define FONT_GLYPHS (11u + PART_VERSUS)

/* Glyph columns, left to right: bit r set = pixel in row r (0 = top). */
extern FLASH uint8_t font_glyphs[FONT_GLYPHS][FONT_WIDTH];

/* Column x (0 = left) of glyph g (digit 0..9, FONT_DASH or FONT_BLANK). */
static inline uint8_t font_column(uint8_t g, uint8_t x)
{
    return font_glyphs[g][x];
}

#endif
