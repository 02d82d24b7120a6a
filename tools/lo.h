/* SPDX-License-Identifier: MIT */
/* Shared pieces of the lo command-line tool (tools/lo*.c). */
#ifndef LO_H
#define LO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Prints "lo: MESSAGE" on stderr and exits with status 2 (bad input). */
void lo_usage_error(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

/* Parses a whole decimal number in [lo, hi]; what names it in errors. */
long lo_parse_int(const char *s, long lo, long hi, const char *what);

/* Options of a command: grid size, target, deal seed and par range, and
 * the positional arguments. */
typedef struct {
    uint8_t size, par_lo, par_hi;
    bool on, seeded;
    uint32_t seed;
    const char *pos[2];
    int npos;
} lo_opts;

/* Parses options ("--opt value" or "--opt=value", any order; allowed lists
 * the names the command takes) and up to maxpos positional arguments. */
lo_opts lo_parse_opts(int argc, char **argv, const char *allowed, int maxpos);

/* Parses len chars of hex (0x optional) that must fit the size x size grid:
 * NULL on success, else why not. */
const char *lo_parse_hex(const char *s, size_t len, uint8_t size, uint32_t *out);

/* lo_parse_hex on a whole argument; bad input exits. */
uint32_t lo_board_arg(const char *s, uint8_t size);

/* 7 lower-case hex digits into buf (no terminator). */
void lo_hex7(char *buf, uint32_t v);

/* The grid of a mask, # for set cells. */
void lo_print_grid(uint32_t m, uint8_t size);

/* lo rank M N / lo quiet M N (tools/lo_gf2.c). */
int lo_cmd_rank(int argc, char **argv, bool basis);

#endif
