/* SPDX-License-Identifier: MIT */
/* The chip's solves at its three strengths (versus_chip.h). */
#include "versus_chip.h"
#include "solver.h"

/* Press n of light chasing from b: rows 0..3 chased (a lit cell: the
 * cell below it), the top-row presses that clear the bottom row (from a
 * fewest-press plan of what is left), rows 0..3 again. */
static uint8_t chase(uint32_t b, uint8_t n)
{
    for (uint8_t pass = 0; pass < 3u; pass++) {
        uint32_t top = pass == 1u ? lo_solve(b, 5) & 0x1Fu : 0u, bit = 1;
        for (uint8_t c = 0; c < 25u; c++, bit <<= 1) {
            if (pass == 1u ? (top & bit) != 0 : c >= 5u && (b & bit >> 5)) {
                if (n-- == 0) {
                    return c;
                }
                b = lo_press(b, c, 5);
            }
        }
    }
    return CHIP_DONE;
}

uint8_t chip_press(uint32_t start, uint8_t s, uint8_t n)
{
    if (s == CHIP_EASY) {
        return chase(start, n);
    }
    uint32_t plan = lo_solve(start, 5);
    if (s == CHIP_MEDIUM) {
        /* one of the four plans (the quiet patterns added), by the deal:
         * its bytes folded */
        uint8_t pick = (uint8_t)((uint8_t)start ^ (uint8_t)(start >> 8) ^ (uint8_t)(start >> 16) ^
                                 (uint8_t)(start >> 24));
        pick ^= pick >> 4;
        pick ^= pick >> 2;
        plan ^= (pick & 1u ? LO_N1 : 0u) ^ (pick & 2u ? LO_N2 : 0u);
    }
    for (uint8_t c = 0; plan; c++, plan >>= 1) {
        if ((plan & 1u) && n-- == 0) {
            return c;
        }
    }
    return CHIP_DONE;
}
