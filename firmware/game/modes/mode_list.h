/* SPDX-License-Identifier: MIT */
/*
 * The game modes, in menu order: row 0 of the menu, column = place here.
 * X(name, NAME, HOOKS): the mode's file is firmware/game/modes/<name>.c,
 * its part PART_<NAME> (PARTS in a board.mk; Classic is always there),
 * its value GAME_<NAME>. Each gives <name>_deal, _won and _key (modes.h),
 * and HOOKS names its flags and optional hooks below. The shared files
 * ask these (mode_has), never which mode it is. A new mode is its file
 * and one line here (firmware/README.md "Adding a mode").
 */
#ifndef MODE_LIST_H
#define MODE_LIST_H

/* Hooks: the mode gives the function named. */
#define MODE_TICK    0x01u   /* <name>_tick: every game tick */
#define MODE_VALID   0x02u   /* <name>_valid: its own check of a save */
#define MODE_PRESS   0x04u   /* <name>_press: after a grid press that did not win */
#define MODE_DIM     0x08u   /* <name>_dim: the cells it shows dim in play */
#define MODE_STATS   0x10u   /* <name>_stats: its own statistics text */
/* Flags. */
#define MODE_NO_HINT 0x20u   /* HINT is refused (a buzz) */
#define MODE_NO_UNDO 0x40u   /* UNDO is refused (a buzz) */
#define MODE_SCORED  0x80u   /* keeps its own score: its solves are not the
                                statistics' solves, and the score that scrolls
                                at its end ignores keys for GAME_SCORE_WAIT_MS */
#define MODE_SETTINGS 0x100u /* plays the menu's rule and grid (else 5x5) */
#define MODE_PLAIN   0x200u  /* plays Lights Out whatever the rule (else Lights
                                On where it is set, and the other rules off) */
#define MODE_EDITS   0x400u  /* has an editor (PHASE_EDIT): a save may be editing */
#define MODE_CHIP    0x800u  /* <name>_chip: the chip's move in play (CHIP_*), and
                                menu row 4 col 3 picks the opponent */

#define MODE_LIST(X) \
    X(classic, CLASSIC, 0) \
    X(random, RANDOM, MODE_SETTINGS) \
    X(design, DESIGN, MODE_SETTINGS | MODE_EDITS) \
    X(action, ACTION, MODE_TICK | MODE_VALID | MODE_NO_UNDO | MODE_SCORED | MODE_PLAIN) \
    X(versus, VERSUS, MODE_TICK | MODE_PRESS | MODE_DIM | MODE_STATS | MODE_NO_HINT | \
                      MODE_NO_UNDO | MODE_SCORED | MODE_PLAIN | MODE_CHIP)

#endif
