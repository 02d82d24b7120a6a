/* SPDX-License-Identifier: MIT */
/* What the benchmarks share (measure.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "measure.h"
#include "simcore.h"

unsigned bench_section_size(const char *elf, const char *sec)
{
    char cmd[512], line[256], name[64];
    unsigned size = 0, v;
    snprintf(cmd, sizeof cmd, "avr-size -A '%s'", elf);
    FILE *p = popen(cmd, "r");
    if (!p) {
        fprintf(stderr, "bench: cannot run avr-size\n");
        exit(2);
    }
    while (fgets(line, sizeof line, p)) {
        if (sscanf(line, "%63s %u", name, &v) == 2 && !strcmp(name, sec)) {
            size = v;
        }
    }
    if (pclose(p) != 0) {   /* unread (not built, or no ELF): not 0 B */
        fprintf(stderr, "bench: avr-size cannot read %s (make bench builds it)\n", elf);
        exit(2);
    }
    return size;
}

void bench_peak_stack(avr_t *avr, const char *elf)
{
    uint16_t heap = sim_stack_base(avr, elf);
    printf("  peak stack of the bench firmware (main and every call it made): %u B\n",
           (unsigned)(avr->ramend + 1u - heap - sim_stack_unused(avr, elf)));
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

void bench_sort_u64(uint64_t *v, size_t n)
{
    qsort(v, n, sizeof v[0], cmp_u64);
}

static unsigned over_budget;

/* BENCH_BUDGET="key=value": that one budget replaced (the bench's test). */
static double budget_of(const char *key, double budget)
{
    const char *env = getenv("BENCH_BUDGET");
    size_t n = strlen(key);
    if (env && !strncmp(env, key, n) && env[n] == '=') {
        return strtod(env + n + 1, NULL);
    }
    return budget;
}

bool bench_budget(const char *key, double value, double budget, bool at_most)
{
    budget = budget_of(key, budget);
    bool ok = at_most ? value <= budget : value >= budget;
    over_budget += !ok;
    printf("    [%s: %g, budget %s %g: %s]\n", key, value, at_most ? "<=" : ">=", budget,
           ok ? "met" : "OVER BUDGET");
    return ok;
}

int bench_exit(const char *bench)
{
    printf("%s: %u over budget\n", bench, over_budget);
    return over_budget ? 1 : 0;
}
