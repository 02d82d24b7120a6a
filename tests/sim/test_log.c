/* SPDX-License-Identifier: MIT */
/*
 * The serial log at the USART: the boot line (board, version, reset
 * cause), then one line per move with its cell and the board the LEDs
 * show, hints, undo, a win, saves, power off and wake. A board without
 * the log (8 KB) sends nothing.
 */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "levels.h"
#include "scene.h"
#include "solver.h"

/* The last line of the log starting with word, or NULL. */
static const char *last_line(const char *word)
{
    static char line[128];
    const char *text = rig_uart_text(rig), *found = NULL;
    size_t n = strlen(word);
    for (const char *p = text; *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : p + strlen(p)) {
        if (strncmp(p, word, n) == 0) {
            found = p;
        }
    }
    if (!found) {
        return NULL;
    }
    size_t len = strcspn(found, "\n");
    snprintf(line, sizeof line, "%.*s", (int)(len < sizeof line ? len : sizeof line - 1), found);
    return line;
}

TEST(boot_line_names_board_version_and_cause)
{
    const char *l = last_line("boot ");
    CHECK(l != NULL);
    if (l) {
        char board[16], version[64], cause[16];
        CHECK_EQ(sscanf(l, "boot %15s %63s reset %15s", board, version, cause), 3);
        CHECK(strcmp(board, SIM_BOARD) == 0);
        CHECK(strlen(version) >= 7);
        CHECK(strcmp(cause, "power") == 0);
    }
}

/* A move's line names its cell and the board now lit. */
TEST(move_line_matches_the_leds)
{
    uint32_t b = rig_board(rig);
    uint8_t cell = 0;
    while (lo_press(b, cell, 5) == 0) {
        cell++;
    }
    cell = (uint8_t)(cell + 7u) % 25u;
    if (lo_press(b, cell, 5) == 0) {
        cell = (uint8_t)(cell + 1u) % 25u;
    }
    rig_press(rig, cell);
    rig_run_ms(rig, 200);   /* the line leaves at 38400 baud */
    uint32_t lit = rig_board(rig);
    const char *l = last_line("move ");
    CHECK(l != NULL);
    if (l) {
        unsigned r, c, moves;
        unsigned long board;
        CHECK_EQ(sscanf(l, "move %u %u board %7lx moves %u", &r, &c, &board, &moves), 4);
        CHECK_EQ(5u * r + c, cell);
        CHECK_EQ(board, lit);
        CHECK_EQ(board, lo_press(b, cell, 5));
        CHECK_EQ(moves, 1);
        char hex[8];
        CHECK(sscanf(l, "move %*u %*u board %7s", hex) == 1 && strlen(hex) == 7);
    }
    CHECK(last_line("save") != NULL);
}

TEST(hint_and_undo_lines)
{
    uint32_t before = rig_board(rig);
    rig_press(rig, KEY_HINT);
    rig_run_ms(rig, 150);
    const char *l = last_line("hint cells ");
    CHECK(l != NULL);
    unsigned long cells = 0;
    unsigned hints = 0;
    if (l) {
        CHECK_EQ(sscanf(l, "hint cells %7lx hints %u", &cells, &hints), 2);
        CHECK_EQ(hints, 1);
        CHECK_EQ(__builtin_popcountl(cells), 1);
        CHECK(cells & lo_solve(before, 5));   /* a cell of a fewest-press plan */
    }
    rig_press(rig, KEY_UNDO);
    rig_run_ms(rig, 150);
    l = last_line("undo board ");
    CHECK(l != NULL);
    if (l) {
        unsigned long board;
        unsigned moves;
        CHECK_EQ(sscanf(l, "undo board %7lx moves %u", &board, &moves), 2);
        CHECK_EQ(board, rig_board(rig));
        CHECK_EQ(moves, 0);
    }
}

/* Solving in par: the winning move, then "win moves N par N hints 1". */
TEST(win_line)
{
    uint32_t b = rig_board(rig), plan = lo_solve(b, 5);
    unsigned n = (unsigned)__builtin_popcount(plan);
    while (plan) {
        rig_press(rig, (uint8_t)__builtin_ctz(plan));
        plan &= plan - 1u;
    }
    rig_run_ms(rig, 200);
    const char *l = last_line("win ");
    CHECK(l != NULL);
    if (l) {
        unsigned moves, par, hints;
        CHECK_EQ(sscanf(l, "win moves %u par %u hints %u", &moves, &par, &hints), 3);
        CHECK_EQ(moves, n);
        CHECK_EQ(par, n);
        CHECK_EQ(hints, 1);
    }
    l = last_line("move ");
    CHECK(l != NULL && strstr(l, "board 0000000") != NULL);
}

TEST(power_off_and_wake_lines)
{
    rig_run_ms(rig, 2500);
    rig_hold(rig, KEY_START, 2200);
    rig_run_ms(rig, 300);
    CHECK(last_line("off start") != NULL);
    rig_press(rig, 12);
    rig_run_ms(rig, 200);
    CHECK(last_line("wake") != NULL);
}

/* Under Merlin the settings line names the grid in play, 3x3, not the
 * grid setting kept for the other rules (5x5 here). */
TEST(merlin_settings_line_names_grid_3)
{
    rig_press(rig, KEY_MODE);
    rig_press(rig, 1u);         /* Random */
    rig_press(rig, 5u + 3u);    /* Merlin */
    rig_press(rig, KEY_MODE);
    rig_run_ms(rig, 300);
    const char *l = last_line("settings ");
    unsigned game = 9, rule = 9, grid = 9;
    char after = 0;
    CHECK(l != NULL);
    if (l) {
        CHECK_EQ(sscanf(l, "settings game %u rule %u grid %u%c", &game, &rule, &grid, &after), 4);
        CHECK_EQ(game, 1);
        CHECK_EQ(rule, 3);
        CHECK_EQ(grid, 3);
        CHECK_EQ(after, ' ');   /* no wrap mark */
    }
}

TEST(no_log_on_a_board_without_it)
{
    rig_press(rig, 12);
    rig_run_ms(rig, 300);
    CHECK_EQ(strlen(rig_uart_text(rig)), 0);
}

int main(int argc, char **argv)
{
    rig = scene_open(argc, argv, 0x106u);
    CHECK(rig != NULL);
    if (!rig) {
        return check_done();
    }
    if (!PART_LOG) {
        RUN(no_log_on_a_board_without_it);
    } else {
        RUN(boot_line_names_board_version_and_cause);
        RUN(move_line_matches_the_leds);
        RUN(hint_and_undo_lines);
        RUN(win_line);
        RUN(power_off_and_wake_lines);
        if (PART_VARIANTS) {
            RUN(merlin_settings_line_names_grid_3);
        }
    }
    rig_close(rig);
    return check_done();
}
