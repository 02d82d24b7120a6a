/* SPDX-License-Identifier: MIT */
/*
 * The optional parts, one constant each: PART_RANDOM, PART_DESIGN,
 * PART_ACTION, PART_VERSUS (game modes), PART_TUTOR, PART_LOG, PART_SELFTEST,
 * PART_VARIANTS (wrap grids, three-state, Merlin), PART_UPGRADE (old saves),
 * PART_BATTERY (the supply check, battery.h), PART_FASTSOLVE (the fast
 * 5x5 solver, firmware/solver/solver_avr.S) and PART_STATS (statistics,
 * stats.h).
 * The Makefile passes each as 0 or 1 from the board's PARTS list (its
 * board.mk; firmware/README.md "Parts"), and compiles only the sources of
 * the parts listed. Code tests only these constants: a part left out
 * costs no code.
 */
#ifndef PARTS_H
#define PARTS_H

#if !defined(PART_RANDOM) || !defined(PART_DESIGN) || !defined(PART_ACTION) || \
    !defined(PART_TUTOR) || !defined(PART_LOG) || !defined(PART_SELFTEST) || \
    !defined(PART_VARIANTS) || !defined(PART_UPGRADE) || !defined(PART_BATTERY) || \
    !defined(PART_VERSUS) || !defined(PART_FASTSOLVE) || !defined(PART_STATS)
#error "the build passes every PART_* constant (Makefile, PARTS)"
#endif
#if PART_VERSUS && !PART_VARIANTS
#error "versus shows player 2's turn on the dim plane of the variants"
#endif

#define PART_CLASSIC 1   /* always there */

#endif
