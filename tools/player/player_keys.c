/* SPDX-License-Identifier: MIT */
/* The player's key map: terminal characters and script names to keys. */
#include <string.h>
#include "keys.h"
#include "player_int.h"

static const char grid_keys[] = "abcdefghijklmnopqrstuvwxy";
static const char *const fn_names[] = { "mode", "hint", "undo", "start" };

int player_key_of_char(int c)
{
    if (c >= 'A' && c <= 'Y') {
        c += 'a' - 'A';
    }
    const char *p = c ? strchr(grid_keys, c) : NULL;
    if (p) {
        return (int)(p - grid_keys);
    }
    switch (c) {
    case '1': case '\t': return KEY_MODE;
    case '2': case '?': return KEY_HINT;
    case '3': case 0x7f: case 0x08: return KEY_UNDO;
    case '4': case '\r': case '\n': case ' ': return KEY_START;
    default: return -1;
    }
}

const char *player_key_name(int key)
{
    static char cell[2];
    if (key >= (int)KEY_MODE && key <= (int)KEY_START) {
        return fn_names[key - KEY_MODE];
    }
    cell[0] = grid_keys[key];
    return cell;
}
