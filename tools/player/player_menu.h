/* SPDX-License-Identifier: MIT */
/*
 * The menu's labels (firmware/game/README.md "Menu"), the one table both players read:
 * the terminal player (player_view.c) and, through tools/web/menu.h, the
 * web player. One ROW per menu row, top to bottom: its name, its groups
 * and a label per column. groups[c] is the group of column c: columns of
 * one digit are one choice (exactly one lit), 't' is a toggle (lit = on),
 * ' ' is no setting (its label is ""). Row 4 col 3, Versus' opponent,
 * is a toggle here: lit for the chip (easy flashes, medium blinks, hard
 * stays lit), dark for a second player.
 */
#ifndef PLAYER_MENU_H
#define PLAYER_MENU_H

#define PLAYER_MENU(ROW)                                                          \
    ROW("game",  "00000", "Classic", "Random", "Design", "Action", "Versus")     \
    ROW("rule",  "0000 ", "Lights Out", "Lights On", "three-state", "Merlin", "") \
    ROW("grid",  "00000", "3x3", "4x4", "5x5", "4x4 wrap", "5x5 wrap")           \
    ROW("sound, brightness", "00111", "sound off", "sound on",                    \
        "bright low", "bright mid", "bright high")                                \
    ROW("open",  "0tttt", "level select", "tutor hints", "statistics", "chip (Versus)", \
        "self-test")

#endif
