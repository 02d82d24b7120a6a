/* SPDX-License-Identifier: MIT */
/* What the benchmarks share: section sizes of an ELF, sorting counts. */
#ifndef BENCH_MEASURE_H
#define BENCH_MEASURE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sim_avr.h>

/* Size of section sec of an ELF (avr-size -A), 0 if absent. */
unsigned bench_section_size(const char *elf, const char *sec);

/* Print the peak stack of a bench firmware that painted its free RAM at
 * start-up (main and every call it made). */
void bench_peak_stack(avr_t *avr, const char *elf);

/* Sort n counts, smallest first (for min, median, max). */
void bench_sort_u64(uint64_t *v, size_t n);

/* A figure against its budget (at most, or at least): one line, and
 * counted when over. key names it for BENCH_BUDGET="key=value", which
 * sets that budget instead (tests/shell/test_bench_budget.sh). */
bool bench_budget(const char *key, double value, double budget, bool at_most);

/* The closing line "<bench>: N over budget"; the exit status, 1 if any. */
int bench_exit(const char *bench);

#endif
