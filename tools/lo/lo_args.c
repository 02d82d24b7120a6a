/* SPDX-License-Identifier: MIT */
/* lo: options (getopt_long), errors, quoting and the help text (lo.h). */
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lo.h"
#include "solver.h"

void lo_usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fflush(stdout);
    fputs("lo: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputs(" (see lo --help)\n", stderr);
    va_end(ap);
    exit(2);
}

const char *lo_quote(const char *s, size_t len)
{
    static char buf[4][96];
    static int turn;
    char *out = buf[turn++ & 3], *o = out;
    *o++ = '\'';
    for (size_t i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (o - out > 80) {
            o += sprintf(o, "...");
            break;
        }
        const char *esc = ch == '\n' ? "\\n" : ch == '\t' ? "\\t" : ch == '\r' ? "\\r" :
                          ch == '\\' ? "\\\\" : ch == '\'' ? "\\'" : NULL;
        if (esc) {
            o += sprintf(o, "%s", esc);
        } else if (ch < 0x20 || ch >= 0x7F) {
            o += sprintf(o, "\\x%02x", ch);
        } else {
            *o++ = (char)ch;
        }
    }
    *o++ = '\'';
    *o = 0;
    return out;
}

const char *lo_q(const char *s)
{
    return lo_quote(s, strlen(s));
}

long lo_parse_int(const char *s, long lo, long hi, const char *what)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s < '0' || *s > '9' || *end || v < lo || v > hi) {
        lo_usage_error("%s must be a number from %ld to %ld, not %s", what, lo, hi, lo_q(s));
    }
    return v;
}

static const char *const usage[][2] = {
    { "solve", "  lo solve [-s|--size 3|4|5] [-w|--wrap] [-r|--rule off|on|three|merlin] BOARD\n"
               "      fewest presses turning BOARD into the target (all off; --rule on, or\n"
               "      -t|--target on: all lit). Off/on: 7-digit hex, then the grid with #\n"
               "      for each press (ties: the smallest mask on plain grids). Three-state:\n"
               "      rows of press counts 0-2. \"unsolvable\" and exit 1 if there is none.\n" },
    { "batch", "  lo batch [-s N] [-w] [-r RULE]\n"
               "      one board per line on stdin; writes \"BOARD PRESSES\" or\n"
               "      \"BOARD unsolvable\"\n" },
    { "par", "  lo par [-s N] [-w] [-r RULE] BOARD\n"
             "      the number of presses of that solution (exit 1 if unsolvable)\n" },
    { "deal", "  lo deal [--seed S] [-p|--par LO-HI] [-s N] [-w] [-r RULE]\n"
              "      a uniformly random solvable board (not already at the target) with par\n"
              "      in LO-HI, dealt as a random press set: prints \"BOARD PAR\"\n" },
    { "rank", "  lo rank M N       rank and nullity of the press matrix of an M x N grid\n" },
    { "quiet", "  lo quiet M N      the same, plus a basis of its quiet patterns"
               " (1 <= M, N <= 16)\n" },
    { "level", "  lo level N        Classic level N (1..100): \"BOARD PAR\" and the grid\n" },
    { "tutor", "  lo tutor [-s N] [-t off|on] BOARD\n"
               "      the tutor's steps, one press a line: \"N chase|fix ROW COL BOARD\"\n" },
    { "versus", "  lo versus [--games N] [--seed S]\n"
                "      Versus (a race on one deal) between the chip's strengths, played\n"
                "      through the firmware's game: N rounds a pairing (default 10000), one\n"
                "      line each: who wins, how often the first solver wins (a draw counts\n"
                "      half), the longest round in presses\n" },
};

void lo_print_help(const char *cmd)
{
    if (!cmd) {
        fputs("usage: lo COMMAND [OPTIONS] [ARGS]\n"
              "A board is hex (0x optional; bit 5*row+col is the cell at (row, col), row 0\n"
              "on top, col 0 on the left) or its rows top to bottom, joined by '/', e.g.\n"
              "11001/11100/10001/00111/10011; a 3x3 or 4x4 grid is the top-left part.\n"
              "Three-state boards (--rule three) are rows of digits 0 (off), 1 (dim),\n"
              "2 (bright), e.g. 01200/00000/00000/00000/00000; a press steps its cross.\n"
              "--wrap joins opposite edges (4x4 and 5x5). --rule merlin (with --size 3):\n"
              "Merlin's Magic Square, a corner flips its 2x2 block, a side's middle its\n"
              "side, the centre its plus; the target is the ring lit, the centre dark.\n"
              "Ties, where a board has several fewest-press plans (solve, batch, the\n"
              "game's HINT): plain grids give the smallest mask, as an unsigned number.\n"
              "Merlin, three-state 3x3 and the 4x4 torus under off/on have one plan a\n"
              "board. Every other kind (three-state 4x4 and 5x5, three-state on either\n"
              "torus, the 5x5 torus under off/on) gives the first fewest plan of the rule\n"
              "engine's fixed search: P times the board (P generated from the press\n"
              "pattern), then the quiet patterns added in one fixed order; the same plan\n"
              "on every build (firmware/README.md, \"Ties\").\n"
              "lo COMMAND --help: one command.\n\n",
              stdout);
    }
    for (size_t i = 0; i < sizeof usage / sizeof usage[0]; i++) {
        if (!cmd || !strcmp(cmd, usage[i][0])) {
            fputs(usage[i][1], stdout);
        }
    }
    if (!cmd) {
        fputs("  lo --help         this text\n\nExit status: 0 ok, 1 unsolvable, 2 bad input.\n",
              stdout);
    }
}

/* Sets the rule; --target and --rule must agree when both are given. */
static void set_rule(lo_opts *o, bool *given, const char *val, bool target)
{
    int r = !strcmp(val, "off") ? LO_RULE_OFF : !strcmp(val, "on") ? LO_RULE_ON :
            !target && !strcmp(val, "three") ? LO_RULE_THREE :
            !target && !strcmp(val, "merlin") ? LO_RULE_MERLIN : -1;
    if (r < 0) {
        lo_usage_error("%s must be %s, not %s", target ? "--target" : "--rule",
                       target ? "off or on" : "off, on, three or merlin", lo_q(val));
    }
    if (*given && o->rule != r) {
        lo_usage_error("--target and --rule disagree");
    }
    o->rule = (uint8_t)r;
    *given = true;
}

static void parse_par(lo_opts *o, const char *par)
{
    uint8_t max = lo_rule_max_par(lo_grid(o), o->rule);
    char lo_s[8] = "", hi_s[8] = "";
    const char *dash = strchr(par, '-');
    size_t n = dash ? (size_t)(dash - par) : strlen(par);
    if (n == 0 || n >= sizeof lo_s || (dash && (!dash[1] || strlen(dash + 1) >= sizeof hi_s))) {
        lo_usage_error("--par must be LO-HI or N, not %s", lo_q(par));
    }
    memcpy(lo_s, par, n);
    strcpy(hi_s, dash ? dash + 1 : lo_s);
    char what[128];   /* the error names the range given: no deal starts */
    snprintf(what, sizeof what, "--par %s: the low end", lo_q(par));
    o->par_lo = (uint8_t)lo_parse_int(lo_s, 1, max, what);
    snprintf(what, sizeof what, "--par %s: the high end", lo_q(par));
    o->par_hi = (uint8_t)lo_parse_int(hi_s, o->par_lo, max, what);
}

lo_opts lo_parse_opts(int argc, char **argv, const char *cmd, const char *allowed, int maxpos)
{
    static const struct option all[] = {
        { "size", required_argument, NULL, 's' }, { "target", required_argument, NULL, 't' },
        { "rule", required_argument, NULL, 'r' }, { "wrap", no_argument, NULL, 'w' },
        { "seed", required_argument, NULL, 'S' }, { "par", required_argument, NULL, 'p' },
        { "games", required_argument, NULL, 'G' }, { "help", no_argument, NULL, 'h' },
    };
    struct option longs[9] = { { 0 } };
    char shorts[16] = ":h";    /* ':' first: a missing value returns ':' */
    int nl = 0;
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        if (strstr(allowed, all[i].name) || all[i].val == 'h') {
            longs[nl++] = all[i];
            if (all[i].val != 'S' && all[i].val != 'G' && all[i].val != 'h') {
                size_t k = strlen(shorts);
                shorts[k] = (char)all[i].val;
                shorts[k + 1] = all[i].has_arg ? ':' : 0;
                shorts[k + 2] = 0;
            }
        }
    }
    lo_opts o = { .size = 5, .par_lo = 1, .par_hi = 0 };
    const char *par = NULL;
    bool rule_given = false;
    opterr = 0;
    optind = 1;
    int c;
    while ((c = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
        const char *word = argv[optind - 1];
        switch (c) {
        case 'h':
            lo_print_help(cmd);
            exit(0);
        case 's':
            o.size = (uint8_t)lo_parse_int(optarg, 3, 5, "--size");
            break;
        case 't':
        case 'r':
            set_rule(&o, &rule_given, optarg, c == 't');
            break;
        case 'w':
            o.wrap = true;
            break;
        case 'S': {
            char *end;
            unsigned long long s = strtoull(optarg, &end, 0);
            if (*optarg < '0' || *optarg > '9' || *end || s > 0xFFFFFFFFull) {
                lo_usage_error("--seed must be a number from 0 to 4294967295, not %s",
                               lo_q(optarg));
            }
            o.seed = (uint32_t)s;
            o.seeded = true;
            break;
        }
        case 'p':
            par = optarg;
            break;
        case 'G':
            o.games = (uint32_t)lo_parse_int(optarg, 1, 1000000, "--games");
            break;
        case ':':
            lo_usage_error("option %s needs a value", lo_q(word));
        default:
            lo_usage_error("unknown option %s", lo_q(word));
        }
    }
    for (; optind < argc; optind++) {
        if (o.npos == maxpos) {
            lo_usage_error("unexpected argument %s", lo_q(argv[optind]));
        }
        o.pos[o.npos++] = argv[optind];
    }
    if (o.wrap && o.size == 3) {
        lo_usage_error("--wrap needs --size 4 or 5");
    }
    if (o.rule == LO_RULE_MERLIN && (o.size != 3 || o.wrap)) {
        lo_usage_error("--rule merlin needs --size 3 (Merlin's Magic Square is 3x3)");
    }
    o.par_hi = lo_rule_max_par(lo_grid(&o), o.rule);
    if (par) {
        parse_par(&o, par);
    }
    return o;
}
