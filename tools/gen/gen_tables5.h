/* SPDX-License-Identifier: MIT */
/* The fast 5x5 variant's numbers, for tools/gen/gen_tables.c. */
#ifndef GEN_TABLES5_H
#define GEN_TABLES5_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* Writes LO5_CROSS (the cross row of each press row, checked against the
 * press matrix), LO5_SOLVABLE (a mask of the solvable residues) and
 * LO5_SLOT0.. (slot: "residue in decimal, x0..x4", from x[slot][0..5]).
 * False if a cross row disagrees with A. */
bool gen_fast5(FILE *h, const uint8_t x[][6], int slots);

#endif
