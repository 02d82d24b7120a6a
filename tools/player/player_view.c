/* SPDX-License-Identifier: MIT */
/*
 * Which screen the firmware shows, told from outside as a player would:
 * MODE opens the menu (one lit cell per setting group), row 4 col 0 opens
 * level select (the first N cells lit: the unlocked levels of the page),
 * row 4 col 2 the statistics' scroll, after which the menu shows again
 * (with no key), and any other steady image means play. Only keys and
 * LEDs are used.
 *
 * The menu's labels and groups are one table, shared with the web player
 * (player_menu.h).
 */
#include <stdio.h>
#include <string.h>
#include "keys.h"
#include "player_int.h"
#include "player_menu.h"

typedef struct {
    const char *name;
    const char *groups;
    const char *value[5];
} menu_row_t;

#define MENU_ROW(name, groups, a, b, c, d, e) { name, groups, { a, b, c, d, e } },
static const menu_row_t menu_rows[RIG_ROWS] = { PLAYER_MENU(MENU_ROW) };
#undef MENU_ROW

enum { VIEW_PLAY, VIEW_MENU, VIEW_SELECT, VIEW_STATS };
#define KEY_STATS (4 * RIG_COLS + 2)
static int view = VIEW_PLAY;
static int last_key = -1;      /* the last key pressed since the view was set */
static uint32_t prev_lit = ~0u;

static uint8_t row_of(uint32_t lit, int row)
{
    return (uint8_t)(lit >> (row * RIG_COLS) & 0x1Fu);
}

/* Every choice group of every row has exactly one lit cell, and nothing
 * is lit outside the settings. */
static bool menu_shape(uint32_t lit)
{
    for (int row = 0; row < RIG_ROWS; row++) {
        uint8_t m = row_of(lit, row), seen = 0;
        const char *g = menu_rows[row].groups;
        for (int c = 0; c < RIG_COLS; c++) {
            char k = c < (int)__builtin_strlen(g) ? g[c] : ' ';
            bool on = m >> c & 1u;
            if (k == ' ' && on) {
                return false;
            }
            if (k >= '0' && k <= '7' && on) {
                if (seen >> (k - '0') & 1u) {
                    return false;
                }
                seen |= (uint8_t)(1u << (k - '0'));
            }
        }
        for (int c = 0; g[c]; c++) {
            if (g[c] >= '0' && g[c] <= '7' && !(seen >> (g[c] - '0') & 1u)) {
                return false;
            }
        }
    }
    return true;
}

/* Level select: cells 0..N-1 lit, N >= 1. */
static bool select_shape(uint32_t lit)
{
    return lit != 0 && (lit & (lit + 1u)) == 0;
}

void player_view_key(int key)
{
    last_key = key;
}

void player_view_image(uint32_t lit, uint32_t blink, bool keys_down)
{
    bool steady = lit == prev_lit && !blink && !keys_down;
    prev_lit = lit;
    if (steady && view == VIEW_STATS && menu_shape(lit)) {
        view = VIEW_MENU;   /* the scroll is over, or a key ended it */
        last_key = -1;
    }
    if (!steady || last_key < 0) {
        return;  /* decide on a settled image after a key */
    }
    bool menu = menu_shape(lit), select = select_shape(lit);
    if (view == VIEW_PLAY && last_key == KEY_MODE && menu) {
        view = VIEW_MENU;
    } else if (view == VIEW_MENU && (last_key == KEY_MODE || !menu)) {
        view = last_key == 4 * RIG_COLS && select ? VIEW_SELECT
               : last_key == KEY_STATS && !menu  ? VIEW_STATS
                                                 : VIEW_PLAY;
    } else if (view == VIEW_STATS) {
        return;             /* keys in the scroll: the menu again */
    } else if (view == VIEW_SELECT && !select) {
        view = last_key == KEY_MODE && menu ? VIEW_MENU : VIEW_PLAY;
    } else if (view == VIEW_SELECT && last_key == KEY_MODE) {
        view = VIEW_PLAY;
    }
    last_key = -1;
}

int player_view_labels(char *s, size_t n, uint32_t lit)
{
    int k = 0;
#define ADD(...) (k += snprintf(s + k, k < (int)n ? n - (size_t)k : 0, __VA_ARGS__))
    if (view == VIEW_MENU) {
        ADD("   MENU: each row is a setting, its lit cell the value"
            " (1 mode: leave and apply)\033[K\n");
        for (int row = 0; row < RIG_ROWS; row++) {
            const menu_row_t *m = &menu_rows[row];
            ADD("   row %d %-17s", row, m->name);
            for (int c = 0; c < RIG_COLS; c++) {
                bool on = row_of(lit, row) >> c & 1u;
                if (!*m->value[c]) {
                    continue;
                }
                ADD(on ? " \033[1m[%s]\033[0m" : "  %s ", m->value[c]);
            }
            ADD("\033[K\n");
        }
    } else if (view == VIEW_SELECT) {
        ADD("   LEVEL SELECT: 25 levels a page, row by row; lit = unlocked\033[K\n"
            "   a lit cell plays that level (a dark one buzzes);"
            " 3 undo / 2 hint: page back / next; 1 mode: back\033[K\n");
    }
#undef ADD
    return k < (int)n ? k : (int)n - 1;
}

/* Who solves after "turn" in line l (len bytes): '1', '2', 'c' (the
 * chip), or 0 without one. */
static char turn_in(const char *l, size_t len)
{
    for (const char *p = l; p + 7 <= l + len; p++) {
        if (!strncmp(p, "turn ", 5) && (p == l || p[-1] == ' ')) {
            return p[5] == 'p' ? p[6] : p[5] == 'c' ? 'c' : 0;
        }
    }
    return 0;
}

/* Versus, from the log (firmware/app/log.c): whose solve it is (the
 * settings and turn lines' "turn p1|p2|chip"), and from "chip thinks"
 * to the chip's move, that it thinks; "" elsewhere. */
const char *player_view_turn(const char *text)
{
    char who = 0;
    bool thinking = false;
    for (const char *l = text; *l; l += strcspn(l, "\n"), l += *l == '\n') {
        size_t len = strcspn(l, "\n");
        if (!strncmp(l, "settings", 8) || !strncmp(l, "turn ", 5)) {
            who = turn_in(l, len);
            thinking = false;
        } else if (!strncmp(l, "chip thinks", 11)) {
            thinking = true;
        } else if (!strncmp(l, "move", 4)) {
            thinking = false;
        }
    }
    return thinking      ? "   Versus: the chip is thinking"
           : who == '1' ? "   Versus: player 1 to solve"
           : who == '2' ? "   Versus: player 2 to solve (dim)"
           : who == 'c' ? "   Versus: the chip to solve (dim)"
                        : "";
}

/* The last lines of the serial log, under the board. */
int player_view_log(char *s, size_t size, const char *text)
{
    enum { LINES = 3 };
    if (!*text) {
        return 0;
    }
    const char *p = text + strlen(text);
    for (int n = 0; p > text && n <= LINES; ) {
        p--;
        if (*p == '\n' && p[1] != '\0') {
            n++;
        }
        if (n > LINES) {
            p++;
            break;
        }
    }
    int n = snprintf(s, size, "\033[K\n   serial log:%s\033[K\n", player_view_turn(text));
    while (*p && (size_t)n < size) {
        size_t len = strcspn(p, "\n");
        n += snprintf(s + n, size - (size_t)n, "   \033[32m%.*s\033[0m\033[K\n", (int)len, p);
        p += len + (p[len] == '\n');
    }
    return n;
}
