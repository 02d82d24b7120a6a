/* SPDX-License-Identifier: MIT */
/* Key and event numbers shared by input, game and main. */
#ifndef KEYS_H
#define KEYS_H

#define KEY_GRID_COUNT 25u   /* grid keys 0..24: bit 5*row+col */
#define KEY_MODE  25u
#define KEY_HINT  26u
#define KEY_UNDO  27u
#define KEY_START 28u
#define KEY_MASK  0x1FFFFFFFul  /* every key that exists */

#define EV_START_LONG 29u    /* START held 2 s: power off */
#define EV_SELFTEST_END 30u  /* the app's self-test is over: back to the game */
#define EV_NONE 0xFFu

#endif
