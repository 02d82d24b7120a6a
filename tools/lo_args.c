/* SPDX-License-Identifier: MIT */
/* lo: argument parsing, errors and output helpers (see lo.h). */
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
const char *lo_parse_hex(const char *s, size_t len, uint8_t size, uint32_t *out)
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

uint32_t lo_board_arg(const char *s, uint8_t size)
{
    uint32_t v;
    const char *why = lo_parse_hex(s, strlen(s), size, &v);
    if (why) {
        lo_usage_error("'%s' %s", s, why);
    }
    return v;
}

void lo_hex7(char *buf, uint32_t v)
{
    for (int i = 6; i >= 0; i--) {
        buf[i] = "0123456789abcdef"[v & 0xFu];
        v >>= 4;
    }
}

void lo_print_grid(uint32_t m, uint8_t size)
{
    for (uint8_t r = 0; r < size; r++) {
        for (uint8_t c = 0; c < size; c++) {
            printf("%s%c", c ? " " : "", (m >> (5 * r + c) & 1u) ? '#' : '.');
        }
        printf("\n");
    }
}

static uint8_t max_par(uint8_t size)
{
    return size == 3 ? LO_MAX_PAR3 : size == 4 ? LO_MAX_PAR4 : LO_MAX_PAR5;
}

lo_opts lo_parse_opts(int argc, char **argv, const char *allowed, int maxpos)
{
    lo_opts o = { .size = 5, .par_lo = 1, .par_hi = 0 };
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

