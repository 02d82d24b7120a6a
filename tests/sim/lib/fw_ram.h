/* SPDX-License-Identifier: MIT */
/*
 * The one way tests read the firmware's RAM and EEPROM by meaning rather
 * than at the pins: the game (the app's `game`), the boot counter, the
 * reset cause (`hal_mcusr`) and named flags.
 */
#ifndef FW_RAM_H
#define FW_RAM_H

#include <stdbool.h>
#include <stdint.h>
#include "game.h"
#include "rig.h"

/* The firmware's game_t, read whole. Its fields have the same offsets on
 * the AVR and the host (game_state.h orders them so); the host may only
 * add tail padding. False (g says phase 0xFF, 5x5) when it cannot be
 * read, or is not set up yet (during start-up). */
bool fw_game(rig_t *r, game_t *g);

/* Its board and its move count; false / -1 when it cannot be read. */
bool fw_game_board(rig_t *r, uint32_t *board);
int fw_game_moves(rig_t *r);

/* The boot counter in the last bytes of the EEPROM (save.h). */
uint32_t fw_boot_count(rig_t *r);

/* MCUSR as the firmware found it at reset (hal_mcusr); 0xEE if absent. */
uint8_t fw_reset_cause(rig_t *r);

/* A one-byte global of the firmware, as a flag. */
bool fw_flag(rig_t *r, const char *name);

#endif
