/* SPDX-License-Identifier: MIT */
/* Shared pieces of the lo command-line tool (tools/lo*.c). */
#ifndef LO_H
#define LO_H

#include <stdbool.h>
#include <stdint.h>

/* Prints "lo: MESSAGE" on stderr and exits with status 2 (bad input). */
void lo_usage_error(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

/* Parses a whole decimal number in [lo, hi]; what names it in errors. */
long lo_parse_int(const char *s, long lo, long hi, const char *what);

/* lo rank M N / lo quiet M N (tools/lo_gf2.c). */
int lo_cmd_rank(int argc, char **argv, bool basis);

#endif
