/* SPDX-License-Identifier: MIT */
/*
 * Saves of the previous firmwares: read and upgraded at boot when no save
 * of today's layout is accepted, so a new firmware keeps the progress and
 * the game in play. Where the part stats makes today's layout 5: layout
 * 4 (solves and perfect kept, the chip wins at 0); then layout 3 (the
 * snapshot alone), then layout 2 (GAME_SAVE_LAYOUT_OLD), the statistics
 * at 0. A board without
 * room leaves this file out (PARTS in its board.mk): such a save then
 * starts fresh.
 */
#ifndef UPGRADE_H
#define UPGRADE_H

#include <stdbool.h>
#include "game.h"

/* In place: the GAME_SAVE_SIZE_OLD bytes of a layout-2 payload at s
 * become a snapshot with no bright cells and no wrap (game_restore checks
 * it). */
void upgrade_snapshot(game_save_t *s);

/* The newest old record the game accepts (of the newest old layout that
 * has one), upgraded and restored into g; false if none. Leaves the save
 * ring set up for today's layout either way. */
bool upgrade_load(game_t *g);

#endif
