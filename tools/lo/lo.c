/* SPDX-License-Identifier: MIT */
/*
 * lo: the firmware's Lights Out solvers on the command line (same sources,
 * through rule.h: plain and wrap grids, Lights Out, Lights On, three-state
 * and Merlin's Magic Square). Exit status: 0 ok, 1 unsolvable, 2 bad input. `lo --help`
 * lists the commands.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "levels.h"
#include "lo.h"
#include "prng.h"

#define GRID_OPTS "size target rule wrap"

static int cmd_solve(int argc, char **argv, bool par_only)
{
    lo_opts o = lo_parse_opts(argc, argv, argv[0], GRID_OPTS, 1);
    if (o.npos != 1) {
        lo_usage_error("%s needs a BOARD", argv[0]);
    }
    lo_board_t b = lo_board_arg(o.pos[0], &o), x = lo_rule_solve(b, lo_grid(&o), o.rule);
    if (lo_none(x)) {
        printf("unsolvable\n");
        return 1;
    }
    if (par_only) {
        printf("%u\n", lo_weight(x));
        return 0;
    }
    char text[32];
    lo_board_text(text, x, &o);
    printf("%s\n", text);
    lo_print_grid(x, &o);
    return 0;
}

static int cmd_batch(int argc, char **argv)
{
    static char inbuf[1 << 16], outbuf[1 << 16];
    lo_opts o = lo_parse_opts(argc, argv, argv[0], GRID_OPTS, 0);
    char *line = NULL, out[80];
    size_t cap = 0;
    ssize_t got;
    unsigned long n = 0;
    setvbuf(stdin, inbuf, _IOFBF, sizeof inbuf);
    setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
    while ((got = getline(&line, &cap, stdin)) > 0) {
        size_t len = (size_t)got;
        n++;
        if (memchr(line, 0, len)) {
            lo_usage_error("line %lu: has a NUL byte", n);
        }
        if (len > 127) {
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
        lo_board_t b;
        const char *why = lo_parse_board(line + start, len - start, &o, &b);
        if (why) {
            lo_usage_error("line %lu: %s %s", n, lo_quote(line + start, len - start), why);
        }
        lo_board_t x = lo_rule_solve(b, lo_grid(&o), o.rule);
        lo_board_text(out, b, &o);
        size_t k = strlen(out);
        out[k++] = ' ';
        if (lo_none(x)) {
            strcpy(out + k, "unsolvable");
        } else {
            lo_board_text(out + k, x, &o);
        }
        fputs(out, stdout);
        fputc('\n', stdout);
    }
    free(line);
    return 0;
}

/* Deals from every par, keeping the first board in range: the same
 * distribution as lo_rule_deal with the range, but it gives up (exit 2)
 * instead of looping for ever on a range that holds no board. */
static int cmd_deal(int argc, char **argv)
{
    lo_opts o = lo_parse_opts(argc, argv, argv[0], "seed par " GRID_OPTS, 0);
    uint8_t grid = lo_grid(&o);
    uint32_t rng;
    prng_seed(&rng, o.seeded ? o.seed : (uint32_t)time(NULL) ^ (uint32_t)getpid() << 16);
    for (long tries = 0; tries < 5000000; tries++) {
        lo_board_t b = lo_rule_deal(&rng, grid, o.rule, 1, 50);
        uint8_t par = lo_rule_par(b, grid, o.rule);
        if (par >= o.par_lo && par <= o.par_hi) {
            char text[32];
            lo_board_text(text, b, &o);
            printf("%s %u\n", text, par);
            return 0;
        }
    }
    lo_usage_error("no board with par %u-%u in 5000000 deals", o.par_lo, o.par_hi);
}

static int cmd_level(int argc, char **argv)
{
    lo_opts o = lo_parse_opts(argc, argv, argv[0], "", 1);
    if (o.npos != 1) {
        lo_usage_error("level needs one argument: N (1..%u)", LEVEL_COUNT);
    }
    lo_board_t b = { level_board((uint8_t)lo_parse_int(o.pos[0], 1, LEVEL_COUNT, "level")), 0 };
    char text[32];
    lo_board_text(text, b, &o);
    printf("%s %u\n", text, lo_rule_par(b, 5, LO_RULE_OFF));
    lo_print_grid(b, &o);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        lo_usage_error("no command");
    }
    const char *cmd = argv[1];
    argc--;
    argv++;   /* argv[0] is the command */
    if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h") || !strcmp(cmd, "help")) {
        lo_print_help(NULL);
        return 0;
    }
    if (!strcmp(cmd, "solve") || !strcmp(cmd, "par")) {
        return cmd_solve(argc, argv, cmd[0] == 'p');
    }
    if (!strcmp(cmd, "batch")) {
        return cmd_batch(argc, argv);
    }
    if (!strcmp(cmd, "deal")) {
        return cmd_deal(argc, argv);
    }
    if (!strcmp(cmd, "rank") || !strcmp(cmd, "quiet")) {
        if (argc == 2 && !strcmp(argv[1], "--help")) {
            lo_print_help(cmd);
            return 0;
        }
        return lo_cmd_rank(argc - 1, argv + 1, cmd[0] == 'q');
    }
    if (!strcmp(cmd, "level")) {
        return cmd_level(argc, argv);
    }
    if (!strcmp(cmd, "tutor")) {
        return lo_cmd_tutor(argc, argv);
    }
    if (!strcmp(cmd, "versus")) {
        return lo_cmd_versus(argc, argv);
    }
    lo_usage_error("unknown command %s", lo_q(cmd));
}
