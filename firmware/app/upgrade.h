/* SPDX-License-Identifier: MIT */
/*
 * Saves of the previous firmware (save layout GAME_SAVE_LAYOUT_OLD): read
 * and upgraded at boot when no save of today's layout is accepted, so a
 * new firmware keeps the progress and the game in play. A board without
 * room leaves this file out (FW_EXTRAS in its board.mk): such a save then
 * starts fresh.
 */
#ifndef UPGRADE_H
#define UPGRADE_H

#include <stdbool.h>
#include "game.h"

/* In place: the GAME_SAVE_SIZE_OLD bytes of an old payload at s become a
 * snapshot with no bright cells and no wrap (game_restore checks it). */
void upgrade_snapshot(game_save_t *s);

/* The newest old record the game accepts (else an older one), upgraded
 * and restored into g; false if none. Leaves the save ring set up for
 * today's layout either way. */
bool upgrade_load(game_t *g);

#endif
