/* SPDX-License-Identifier: MIT */
/* The menu's labels as JSON for the web player, from the terminal
 * player's table (tools/player_menu.h): run through the C preprocessor
 * with -Itools; the line after "@json" is the JSON. */
#include "player_menu.h"
#define WEB_ROW(name, groups, a, b, c, d, e) { "name": name, "groups": groups, "labels": [a, b, c, d, e] },
@json [ PLAYER_MENU(WEB_ROW) null ]
