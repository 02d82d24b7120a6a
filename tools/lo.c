/* SPDX-License-Identifier: MIT */
/*
 * lo: the firmware's Lights Out solver on the command line (same sources).
 * Boards and press sets are hex, bit 5*row+col = cell (row, col). Exit
 * status: 0 ok, 1 unsolvable, 2 bad input. `lo --help` lists the commands.
 */
#include <stdarg.h>
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

void lo_usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("lo: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputs(" (see lo --help)\n", stderr);
    va_end(ap);
    exit(2);
}

long lo_parse_int(const char *s, long lo, long hi, const char *what)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s < '0' || *s > '9' || *end || v < lo || v > hi) {
        lo_usage_error("%s must be a number from %ld to %ld, not '%s'", what, lo, hi, s);
    }
    return v;
}

/* Parses a hex board or press set that must fit the grid; NULL on success,
 * otherwise the reason. */
static const char *parse_hex(const char *s, size_t len, uint8_t size, uint32_t *out)
{
    size_t i = 0;
    uint32_t v = 0;
    if (len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        i = 2;
    }
    if (i == len) {
        return "is not a hex board";
    }
    if (len - i > 8) {
        return "has too many digits";
    }
    for (; i < len; i++) {
        char ch = s[i];
        int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10
              : ch >= 'A' && ch <= 'F' ? ch - 'A' + 10 : -1;
        if (d < 0) {
            return "is not a hex board";
        }
        v = v << 4 | (uint32_t)d;
    }
    if (v & ~lo_grid_mask(size)) {
        return size == 5 ? "has bits above bit 24 (the 5x5 grid)"
                         : "lights cells outside the grid (bit 5*row+col, row and col < size)";
    }
    *out = v;
    return NULL;
}

static uint32_t board_arg(const char *s, uint8_t size)
{
    uint32_t v;
    const char *why = parse_hex(s, strlen(s), size, &v);
    if (why) {
        lo_usage_error("'%s' %s", s, why);
    }
    return v;
}

/* 7 lower-case hex digits into buf (no terminator). */
static void hex7(char *buf, uint32_t v)
{
    for (int i = 6; i >= 0; i--) {
        buf[i] = "0123456789abcdef"[v & 0xFu];
        v >>= 4;
    }
}

static void print_grid(uint32_t m, uint8_t size)
{
    for (uint8_t r = 0; r < size; r++) {
        for (uint8_t c = 0; c < size; c++) {
            printf("%s%c", c ? " " : "", (m >> (5 * r + c) & 1u) ? '#' : '.');
        }
        printf("\n");
    }
}

typedef struct {
    uint8_t size, par_lo, par_hi;
    bool on, seeded;
    uint32_t seed;
    const char *pos[2];
    int npos;
} opts_t;

static uint8_t max_par(uint8_t size)
{
    return size == 3 ? LO_MAX_PAR3 : size == 4 ? LO_MAX_PAR4 : LO_MAX_PAR5;
}

/* Options (any order, "--opt value" or "--opt=value") and up to maxpos
 * positional arguments; allowed lists the options this command takes. */
static opts_t parse_opts(int argc, char **argv, const char *allowed, int maxpos)
{
    opts_t o = { .size = 5, .par_lo = 1, .par_hi = 0 };
    const char *par = NULL;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strncmp(a, "--", 2) != 0 || a[2] == 0) {
            if (o.npos == maxpos) {
                lo_usage_error("unexpected argument '%s'", a);
            }
            o.pos[o.npos++] = a;
            continue;
        }
        char name[16];
        const char *eq = strchr(a, '='), *val;
        size_t n = eq ? (size_t)(eq - a - 2) : strlen(a + 2);
        if (n >= sizeof name) {
            lo_usage_error("unknown option '%s'", a);
        }
        memcpy(name, a + 2, n);
        name[n] = 0;
        if (!strstr(allowed, name) || strlen(name) < 3) {
            lo_usage_error("unknown option '%s'", a);
        }
        if (eq) {
            val = eq + 1;
        } else if (i + 1 < argc) {
            val = argv[++i];
        } else {
            lo_usage_error("option --%s needs a value", name);
        }
        if (!strcmp(name, "size")) {
            o.size = (uint8_t)lo_parse_int(val, 3, 5, "--size");
        } else if (!strcmp(name, "target")) {
            if (strcmp(val, "off") && strcmp(val, "on")) {
                lo_usage_error("--target must be off or on, not '%s'", val);
            }
            o.on = !strcmp(val, "on");
        } else if (!strcmp(name, "seed")) {
            char *end;
            unsigned long long s = strtoull(val, &end, 0);
            if (*val < '0' || *val > '9' || *end || s > 0xFFFFFFFFull) {
                lo_usage_error("--seed must be a number from 0 to 4294967295, not '%s'", val);
            }
            o.seed = (uint32_t)s;
            o.seeded = true;
        } else if (!strcmp(name, "par")) {
            par = val;
        } else {
            lo_usage_error("unknown option '%s'", a);
        }
    }
    o.par_hi = max_par(o.size);
    if (par) {
        char lo_s[8] = "", hi_s[8] = "";
        const char *dash = strchr(par, '-');
        size_t n = dash ? (size_t)(dash - par) : strlen(par);
        if (n == 0 || n >= sizeof lo_s || (dash && (!dash[1] || strlen(dash + 1) >= sizeof hi_s))) {
            lo_usage_error("--par must be LO-HI or N, not '%s'", par);
        }
        memcpy(lo_s, par, n);
        strcpy(hi_s, dash ? dash + 1 : lo_s);
        o.par_lo = (uint8_t)lo_parse_int(lo_s, 1, max_par(o.size), "--par low end");
        o.par_hi = (uint8_t)lo_parse_int(hi_s, o.par_lo, max_par(o.size), "--par high end");
    }
    return o;
}

static int cmd_solve(int argc, char **argv, bool par_only)
{
    opts_t o = parse_opts(argc, argv, "size target", 1);
    if (o.npos != 1) {
        lo_usage_error("%s needs a BOARD", par_only ? "par" : "solve");
    }
    uint32_t b = board_arg(o.pos[0], o.size) ^ lo_target(o.size, o.on);
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
    hex7(hex, x);
    printf("%s\n", hex);
    print_grid(x, o.size);
    return 0;
}

static int cmd_batch(int argc, char **argv)
{
    static char inbuf[1 << 16], outbuf[1 << 16];
    opts_t o = parse_opts(argc, argv, "size target", 0);
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
        const char *why = parse_hex(line + start, len - start, o.size, &b);
        if (why) {
            fflush(stdout);
            line[len] = 0;
            lo_usage_error("line %lu: '%s' %s", n, line + start, why);
        }
        uint32_t x = lo_solve(b ^ t, o.size);
        hex7(out, b);
        out[7] = ' ';
        if (x == LO_UNSOLVABLE) {
            memcpy(out + 8, "unsolvable\n", 12);
        } else {
            hex7(out + 8, x);
            memcpy(out + 15, "\n", 2);
        }
        fputs(out, stdout);
    }
    return 0;
}

static int cmd_deal(int argc, char **argv)
{
    opts_t o = parse_opts(argc, argv, "seed par size target", 0);
    uint32_t rng;
    prng_seed(&rng, o.seeded ? o.seed : (uint32_t)time(NULL) ^ (uint32_t)getpid() << 16);
    uint32_t b = lo_deal(&rng, o.size, o.par_lo, o.par_hi);
    char hex[8] = "";
    hex7(hex, b ^ lo_target(o.size, o.on));
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
    hex7(hex, b);
    printf("%s %u\n", hex, lo_par(b, 5));
    print_grid(b, 5);
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
