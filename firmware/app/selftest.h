/* SPDX-License-Identifier: MIT */
/*
 * The builders' self-test (boards/README.md "The self-test and the serial log"): a lamp test, then a key
 * test until START is held 2 s. It runs over the HAL alone, with no game,
 * so it works while the grid wiring is still broken. The app starts it
 * when HINT is held at power-up, or from the menu (row 4, col 4); a board
 * without room leaves this file out (PARTS in its board.mk).
 * Times are in multiplex frames of 2.5 ms.
 */
#ifndef SELFTEST_H
#define SELFTEST_H

#define SELFTEST_STEP_FRAMES 60u    /* 150 ms: one lamp step */
#define SELFTEST_ALL_FRAMES  240u   /* 600 ms: all 25 lit, the last step */
#define SELFTEST_TICK_FRAMES 4u     /* 10 ms: the buzzer's tick at a step */
#define SELFTEST_EXIT_FRAMES 800u   /* 2 s: START held this long ends it */
#define SELFTEST_BLINK_BIT   64u    /* stuck keys blink: 160 ms on, 160 off */
#define SELFTEST_STEPS       36u    /* 25 cells, 5 rows, 5 columns, all */

/* Run the whole self-test; returns once START has been held 2 s. */
void selftest_run(void);

#endif
