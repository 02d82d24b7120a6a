/* SPDX-License-Identifier: MIT */
/*
 * The chip as a Versus opponent (firmware/README.md "Versus"): how it
 * solves a 5x5 Lights Out deal at each strength, press by press. The
 * same code plays the chip strengths against each other in `lo versus`.
 *   easy    light chasing: chase the lights down, fix the top row from
 *           the bottom row, chase again (at most 45 presses)
 *   medium  one of the deal's four solutions, picked from the deal: the
 *           fewest presses about one time in four
 *   hard    a fewest-press solution (par)
 * A press depends on the deal and how many presses were made, so a save
 * (start, moves) resumes it.
 */
#ifndef VERSUS_CHIP_H
#define VERSUS_CHIP_H

#include <stdint.h>

#define CHIP_EASY   1u
#define CHIP_MEDIUM 2u
#define CHIP_HARD   3u
#define CHIP_DONE   0xFFu   /* past the chip's last press */

/* The cell (5 row + col) of press n (from 0) of the chip at strength s
 * (CHIP_EASY..CHIP_HARD) solving start, or CHIP_DONE. */
uint8_t chip_press(uint32_t start, uint8_t s, uint8_t n);

#endif
