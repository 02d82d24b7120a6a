/* SPDX-License-Identifier: MIT */
/* What the web player needs to know of the game, as JSON: the menu's
 * labels (the terminal player's table, tools/player/player_menu.h), the number
 * of levels and the key timing. Run through the C preprocessor with
 * -Itools/player -Ifirmware/game -Ifirmware/app -Ihal; the line after "@json" is the JSON (the
 * build drops the u of unsigned constants and the closing null). */
#include "player_menu.h"
#include "levels.h"
#include "input.h"
#include "hal_tick.h"
#define WEB_ROW(name, groups, a, b, c, d, e) { "name": name, "groups": groups, "labels": [a, b, c, d, e] },
@json { "menu": [ PLAYER_MENU(WEB_ROW) null ], "levels": LEVEL_COUNT, "stableFrames": INPUT_STABLE_FRAMES, "tickUs": HAL_TICK_US }
