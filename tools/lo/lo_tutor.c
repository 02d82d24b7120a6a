/* SPDX-License-Identifier: MIT */
/*
 * lo tutor BOARD [--size N] [--target off|on]: the tutor's steps for a
 * board (firmware/game/README.md, "The tutor"), played through the firmware's own game
 * with tutor hints on: one line per press, "N PHASE ROW COL BOARD", where
 * PHASE is chase or fix (the top-row fix from the table) and BOARD the
 * board after the press; then "N presses, par P". Exit 1 if unsolvable.
 */
#include <stdio.h>

#include "game.h"
#include "lo.h"
#include "solver.h"

int lo_cmd_tutor(int argc, char **argv)
{
    lo_opts o = lo_parse_opts(argc, argv, argv[0], "size target", 1);
    if (o.npos != 1) {
        lo_usage_error("tutor needs a BOARD");
    }
    bool on = o.rule == LO_RULE_ON;
    uint32_t b = lo_board_arg(o.pos[0], &o).p1, target = lo_target(o.size, on);
    if (!lo_solvable(b ^ target, o.size)) {
        printf("unsolvable\n");
        return 1;
    }
    uint8_t par = lo_par(b ^ target, o.size);
    if (par == 0) {
        printf("0 presses, par 0\n");
        return 0;
    }
    /* The board in Random on its grid, tutor hints on, as a save resumes. */
    static game_t g;
    game_save_t s;
    uint32_t now = 0;
    game_init(&g, 1, now);
    game_snapshot(&g, &s);
    s.mode = GAME_RANDOM;
    s.size = o.size;
    s.rule = on;
    s.tutor = 1;
    s.start = s.board = b;
    s.par = par;
    if (!game_restore(&g, &s)) {
        lo_usage_error("this build has no tutor");
    }
    unsigned n = 0;
    while (g.phase == PHASE_PLAY && n < 100u) {
        game_event(&g, KEY_HINT, now += 10u);
        if (g.blink == 0) {
            break;
        }
        uint8_t cell = (uint8_t)__builtin_ctz(g.blink);
        const char *phase = g.fix ? "fix" : "chase";
        game_event(&g, cell, now += 10u);
        char hex[8] = "";
        lo_hex7(hex, g.phase == PHASE_PLAY ? g.board : target);
        printf("%u %s %u %u %s\n", ++n, phase, cell / 5u, cell % 5u, hex);
    }
    printf("%u presses, par %u\n", n, par);
    return g.phase == PHASE_PLAY;   /* never: the method always ends */
}
