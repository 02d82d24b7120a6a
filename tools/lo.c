/* SPDX-License-Identifier: MIT */
/*
 * lo: the firmware's Lights Out solver on the command line (same sources).
 * Boards and press sets are hex, bit 5*row+col = cell (row, col). Exit
 * status: 0 ok, 1 unsolvable, 2 bad input. `lo --help` lists the commands.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "levels.h"
#include "lo.h"
#include "prng.h"
#include "solver.h"

static const char help[] =
    "usage: lo COMMAND [OPTIONS] [ARGS]\n"
    "Boards and press sets are hex (0x optional): bit 5*row+col is the cell at\n"
    "(row, col), row 0 on top, col 0 on the left; a 3x3 or 4x4 grid is the\n"
    "top-left part of that layout.\n"
    "\n"
    "  lo solve [--size 3|4|5] [--target off|on] BOARD\n"
    "      fewest presses turning BOARD into the target (all off, or all on):\n"
    "      7-digit hex, then the grid with # for each press; ties go to the\n"
    "      smallest mask. Prints \"unsolvable\" and exits 1 if there is none.\n"
    "  lo batch [--size N] [--target off|on]\n"
    "      one board per line on stdin; writes \"BOARD PRESSES\" or \"BOARD unsolvable\"\n"
    "  lo par [--size N] [--target off|on] BOARD\n"
    "      the number of presses of that solution (exit 1 if unsolvable)\n"
    "  lo deal [--seed S] [--par LO-HI] [--size N] [--target off|on]\n"
    "      a uniformly random solvable board (not already at the target) with par\n"
    "      in LO-HI, dealt as a random press set: prints \"BOARD PAR\"\n"
    "  lo rank M N       rank and nullity of the press matrix of an M x N grid\n"
    "  lo quiet M N      the same, plus a basis of its quiet patterns (1 <= M, N <= 16)\n"
    "  lo level N        Classic level N (1..100): \"BOARD PAR\" and the grid\n"
    "  lo --help         this text\n"
    "\n"
    "Exit status: 0 ok, 1 unsolvable, 2 bad input.\n";

static int cmd_solve(int argc, char **argv, bool par_only)
{
    lo_opts o = lo_parse_opts(argc, argv, "size target", 1);
    if (o.npos != 1) {
        lo_usage_error("%s needs a BOARD", par_only ? "par" : "solve");
    }
    uint32_t b = lo_board_arg(o.pos[0], o.size) ^ lo_target(o.size, o.on);
    uint32_t x = lo_solve(b, o.size);
    if (x == LO_UNSOLVABLE) {
        printf("unsolvable\n");
        return 1;
    }
    if (par_only) {
        printf("%u\n", lo_par(b, o.size));
        return 0;
    }
    char hex[8] = "";
    lo_hex7(hex, x);
    printf("%s\n", hex);
    lo_print_grid(x, o.size);
    return 0;
}

static int cmd_batch(int argc, char **argv)
{
    static char inbuf[1 << 16], outbuf[1 << 16];
    lo_opts o = lo_parse_opts(argc, argv, "size target", 0);
    uint32_t t = lo_target(o.size, o.on);
    char line[128], out[32];
    unsigned long n = 0;
    setvbuf(stdin, inbuf, _IOFBF, sizeof inbuf);
    setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
    while (fgets(line, sizeof line, stdin)) {
        n++;
        size_t len = strlen(line);
        if (len == sizeof line - 1 && line[len - 1] != '\n') {
            fflush(stdout);
            lo_usage_error("line %lu: too long", n);
        }
        while (len && (line[len - 1] == '\n' || line[len - 1] == '\r' ||
                       line[len - 1] == ' ' || line[len - 1] == '\t')) {
            len--;
        }
        size_t start = 0;
        while (start < len && (line[start] == ' ' || line[start] == '\t')) {
            start++;
        }
        uint32_t b;
        const char *why = lo_parse_hex(line + start, len - start, o.size, &b);
        if (why) {
            fflush(stdout);
            line[len] = 0;
            lo_usage_error("line %lu: '%s' %s", n, line + start, why);
        }
        uint32_t x = lo_solve(b ^ t, o.size);
        lo_hex7(out, b);
        out[7] = ' ';
        if (x == LO_UNSOLVABLE) {
            memcpy(out + 8, "unsolvable\n", 12);
        } else {
            lo_hex7(out + 8, x);
            memcpy(out + 15, "\n", 2);
        }
        fputs(out, stdout);
    }
    return 0;
}

static int cmd_deal(int argc, char **argv)
{
    lo_opts o = lo_parse_opts(argc, argv, "seed par size target", 0);
    uint32_t rng;
    prng_seed(&rng, o.seeded ? o.seed : (uint32_t)time(NULL) ^ (uint32_t)getpid() << 16);
    uint32_t b = lo_deal(&rng, o.size, o.par_lo, o.par_hi);
    char hex[8] = "";
    lo_hex7(hex, b ^ lo_target(o.size, o.on));
    printf("%s %u\n", hex, lo_par(b, o.size));
    return 0;
}

static int cmd_level(int argc, char **argv)
{
    if (argc != 1) {
        lo_usage_error("level needs one argument: N (1..%u)", LEVEL_COUNT);
    }
    uint32_t b = level_board((uint8_t)lo_parse_int(argv[0], 1, LEVEL_COUNT, "level"));
    char hex[8] = "";
    lo_hex7(hex, b);
    printf("%s %u\n", hex, lo_par(b, 5));
    lo_print_grid(b, 5);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        lo_usage_error("no command");
    }
    const char *cmd = argv[1];
    argc -= 2;
    argv += 2;
    if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h") || !strcmp(cmd, "help")) {
        fputs(help, stdout);
        return 0;
    }
    if (!strcmp(cmd, "solve")) {
        return cmd_solve(argc, argv, false);
    }
    if (!strcmp(cmd, "par")) {
        return cmd_solve(argc, argv, true);
    }
    if (!strcmp(cmd, "batch")) {
        return cmd_batch(argc, argv);
    }
    if (!strcmp(cmd, "deal")) {
        return cmd_deal(argc, argv);
    }
    if (!strcmp(cmd, "rank") || !strcmp(cmd, "quiet")) {
        return lo_cmd_rank(argc, argv, cmd[0] == 'q');
    }
    if (!strcmp(cmd, "level")) {
        return cmd_level(argc, argv);
    }
    lo_usage_error("unknown command '%s'", cmd);
}
