/* SPDX-License-Identifier: MIT */
/*
 * The game modes, in menu order: row 0 of the menu, column = place here.
 * X(name, NAME, HOOKS): the mode's file is firmware/game/modes/<name>.c,
 * its part PART_<NAME> (PARTS in a board.mk; Classic is always there),
 * its value GAME_<NAME>. Each gives <name>_deal, _won and _key (modes.h),
 * and the optional hooks HOOKS names: MODE_TICK (<name>_tick, every game
 * tick), MODE_VALID (<name>_valid, its own check of a save). A new mode is
 * its file and one line here (firmware/README.md "Adding a mode").
 */
#ifndef MODE_LIST_H
#define MODE_LIST_H

#define MODE_TICK  1u
#define MODE_VALID 2u

#define MODE_LIST(X) \
    X(classic, CLASSIC, 0) \
    X(random, RANDOM, 0) \
    X(design, DESIGN, 0) \
    X(action, ACTION, MODE_TICK | MODE_VALID) \
    X(versus, VERSUS, 0)

#endif
