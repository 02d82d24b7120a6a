/* SPDX-License-Identifier: MIT */
/* The glyphs, drawn row by row: bit 2 is the left pixel, bit 0 the right. */
#include "font.h"
#include "flash.h"

static FLASH uint8_t glyphs[11][5] = {
    {0b111, 0b101, 0b101, 0b101, 0b111},  /* 0 */
    {0b010, 0b110, 0b010, 0b010, 0b111},  /* 1 */
    {0b111, 0b001, 0b111, 0b100, 0b111},  /* 2 */
    {0b111, 0b001, 0b111, 0b001, 0b111},  /* 3 */
    {0b101, 0b101, 0b111, 0b001, 0b001},  /* 4 */
    {0b111, 0b100, 0b111, 0b001, 0b111},  /* 5 */
    {0b111, 0b100, 0b111, 0b101, 0b111},  /* 6 */
    {0b111, 0b001, 0b010, 0b010, 0b010},  /* 7 */
    {0b111, 0b101, 0b111, 0b101, 0b111},  /* 8 */
    {0b111, 0b101, 0b111, 0b001, 0b111},  /* 9 */
    {0b000, 0b000, 0b111, 0b000, 0b000},  /* dash */
};

uint8_t font_column(uint8_t g, uint8_t x)
{
    uint8_t col = 0;
    for (uint8_t r = 0; r < 5u; r++) {
        if ((glyphs[g][r] >> (FONT_WIDTH - 1u - x)) & 1u) {
            col |= (uint8_t)(1u << r);
        }
    }
    return col;
}
