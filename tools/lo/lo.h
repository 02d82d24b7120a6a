/* SPDX-License-Identifier: MIT */
/* Shared pieces of the lo command-line tool (tools/lo*.c). */
#ifndef LO_H
#define LO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rule.h"

/* Prints "lo: MESSAGE (see lo --help)" on stderr and exits with status 2
 * (bad input). Text from the user goes through lo_quote first. */
void lo_usage_error(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

/* s in single quotes, with newlines, tabs, quotes, backslashes and other
 * control bytes escaped C-style, so that an error stays on one line; long
 * text is cut. Returns one of four static buffers (used in turn). */
const char *lo_quote(const char *s, size_t len);
const char *lo_q(const char *s);   /* lo_quote of a whole string */

/* Parses a whole decimal number in [lo, hi]; what names it in errors. */
long lo_parse_int(const char *s, long lo, long hi, const char *what);

/* Options of a command: grid (size, wrap), rule, deal seed and par range,
 * and the positional arguments. */
typedef struct {
    uint8_t size, par_lo, par_hi, rule;
    bool wrap, seeded;
    uint32_t seed, games;   /* games: 0 unless --games */
    const char *pos[2];
    int npos;
} lo_opts;

/* The grid code of rule.h: size, | LO_WRAP with --wrap. */
static inline uint8_t lo_grid(const lo_opts *o)
{
    return (uint8_t)(o->size | (o->wrap ? LO_WRAP : 0u));
}

/* Parses the options of command cmd with getopt_long (short -s 3, long
 * --size 3 or --size=3, -- ends them; allowed lists the long names the
 * command takes) and up to maxpos positional arguments. --help prints the
 * command's usage and exits 0. */
lo_opts lo_parse_opts(int argc, char **argv, const char *cmd, const char *allowed, int maxpos);

/* The usage lines of one command (NULL: all), for --help. */
void lo_print_help(const char *cmd);

/* Largest par of any board of the grid and rule (tools/lo/lo_.c). */

/* Parses len chars of a board: hex (0x optional; off and on rules only)
 * or rows of digits separated by '/' (0-1, or 0-2 for three-state), that
 * must fit the grid. NULL on success, else why not. */
const char *lo_parse_board(const char *s, size_t len, const lo_opts *o, lo_board_t *out);

/* lo_parse_board on a whole argument; bad input exits. */
lo_board_t lo_board_arg(const char *s, const lo_opts *o);

/* A board or plan as text into buf (at least 32 bytes): 7 hex digits for
 * the off and on rules, rows of digits joined by '/' for three-state. */
void lo_board_text(char *buf, lo_board_t b, const lo_opts *o);

/* 7 lower-case hex digits into buf (no terminator). */
void lo_hex7(char *buf, uint32_t v);

/* The grid of a plan: '.' unpressed, '#' pressed (three-state: 1, 2). */
void lo_print_grid(lo_board_t m, const lo_opts *o);

/* lo rank M N / lo quiet M N (tools/lo/lo_.c). */
int lo_cmd_rank(int argc, char **argv, bool basis);

/* lo tutor (tools/lo/lo_.c): the tutor's steps for a board. */
int lo_cmd_tutor(int argc, char **argv);

/* lo versus (tools/lo/lo_versus.c): the chip's strengths against each other. */
int lo_cmd_versus(int argc, char **argv);

#endif
