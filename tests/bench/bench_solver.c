/* SPDX-License-Identifier: MIT */
/*
 * Solver benchmark: exact simulated cycles on the ATmega328P at 16 MHz for
 * lo_solve (random, solvable and hardest boards, all three grid sizes) and
 * lo_deal, plus the flash and RAM the solver and its tables cost.
 * Firmware: tests/avr/bench_solver_fw.c. Reports numbers; asserts nothing.
 * Cycles are counted between two GPIOR0 marks around the call, minus the
 * cost of two back-to-back marks; they include moving the arguments.
 * BENCH_ALL=1 also runs every solvable 5x5 board (about a minute).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prng.h"
#include "fwcall.h"
#include "simcore.h"
#include "solver.h"

#define ELF "build/" SIM_BOARD "/tests/bench_solver_fw.elf"
#define MAX_JOBS 8192
#define BUDGET_SOLVE 400u
#define BUDGET_FLASH 1536u

static fwcall_job_t jobs[MAX_JOBS];
static fwcall_t fc;
static avr_t *avr;

/* Runs jobs[0..n) on the core; false if it crashed or stalled. */
static bool run_jobs(int n)
{
    return fwcall_run(&fc, jobs, n, 20000000000ull);
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static uint64_t calibration;

/* BENCH_ALL=1: every solvable 5x5 board (2^23, about a minute). */
static void solve_all_5x5(void)
{
    uint64_t mn = UINT64_MAX, mx = 0;
    unsigned long total = 0, bad = 0;
    for (uint32_t b = 0; b < (1u << 25);) {
        int n = 0;
        for (; n < MAX_JOBS && b < (1u << 25); b++) {
            if (lo_solvable(b, 5)) {
                jobs[n++] = (fwcall_job_t){ .op = 1, .size = 5, .in = b };
            }
        }
        if (!run_jobs(n)) {
            return;
        }
        for (int i = 0; i < n; i++, total++) {
            uint64_t c = jobs[i].cycles - calibration;
            bad += jobs[i].out != lo_solve(jobs[i].in, 5);
            mn = c < mn ? c : mn;
            mx = c > mx ? c : mx;
        }
    }
    printf("  lo_solve 5x5, all %lu solvable boards: min %llu max %llu (budget max <= %u: %s),"
           " %lu answers differ from the host\n", total, (unsigned long long)mn,
           (unsigned long long)mx, BUDGET_SOLVE, mx <= BUDGET_SOLVE ? "met" : "OVER", bad);
}

/* Prints min / median / max cycles over jobs [0, n) whose out matches want
 * (0: all, 1: solved, 2: unsolvable). Returns the max. */
static uint64_t report(const char *what, int n, int want, unsigned budget)
{
    static uint64_t c[MAX_JOBS];
    int k = 0, mismatches = 0;
    for (int i = 0; i < n; i++) {
        bool unsolv = jobs[i].out == LO_UNSOLVABLE;
        if (jobs[i].op == 1 && jobs[i].out != lo_solve(jobs[i].in, jobs[i].size)) {
            mismatches++;
        }
        if (want == 0 || (want == 1 && !unsolv) || (want == 2 && unsolv)) {
            c[k++] = jobs[i].cycles - calibration;
        }
    }
    if (k == 0) {
        return 0;
    }
    qsort(c, (size_t)k, sizeof c[0], cmp_u64);
    printf("  %-44s n=%5d  min %6llu  median %6llu  max %6llu", what, k,
           (unsigned long long)c[0], (unsigned long long)c[k / 2],
           (unsigned long long)c[k - 1]);
    if (budget) {
        printf("  (budget max <= %u: %s)", budget, c[k - 1] <= budget ? "met" : "OVER");
    }
    if (mismatches) {
        printf("  [%d answers differ from the host!]", mismatches);
    }
    printf("\n");
    return c[k - 1];
}

/* lo_solve on n boards: random (any) or dealt (solvable, par 1 up). */
static void solve_boards(uint8_t size, uint32_t seed, int n, bool dealt)
{
    uint32_t rng;
    prng_seed(&rng, seed);
    for (int i = 0; i < n; i++) {
        uint32_t b = dealt ? lo_deal(&rng, size, 1, 25) : prng_next(&rng) & lo_grid_mask(size);
        jobs[i] = (fwcall_job_t){ .op = 1, .size = size, .in = b };
    }
    run_jobs(n);
}

/* Size of section sec of an ELF (avr-size -A), 0 if absent. */
static unsigned section_size(const char *elf, const char *sec)
{
    char cmd[512], line[256], name[64];
    unsigned size = 0, v;
    snprintf(cmd, sizeof cmd, "avr-size -A '%s' 2>/dev/null", elf);
    FILE *p = popen(cmd, "r");
    if (!p) {
        return 0;
    }
    while (fgets(line, sizeof line, p)) {
        if (sscanf(line, "%63s %u", name, &v) == 2 && !strcmp(name, sec)) {
            size = v;
        }
    }
    pclose(p);
    return size;
}

/* Flash and RAM of the solver: firmwares with and without it, subtracted. */
static void report_size(void)
{
    const char *dir = "build/" SIM_BOARD "/tests/";
    char none[256], core[256], all[256];
    snprintf(none, sizeof none, "%sbench_solver_none.elf", dir);
    snprintf(core, sizeof core, "%sbench_solver_solve.elf", dir);
    snprintf(all, sizeof all, "%sbench_solver_fw.elf", dir);
    unsigned t0 = section_size(none, ".text"), t1 = section_size(core, ".text");
    unsigned t2 = section_size(all, ".text");
    unsigned d0 = section_size(none, ".data") + section_size(none, ".bss");
    unsigned d1 = section_size(core, ".data") + section_size(core, ".bss");
    unsigned d2 = section_size(all, ".data") + section_size(all, ".bss");
    if (!t0 || !t1 || !t2) {
        return;
    }
    printf("  solver (lo_solve, lo_par, lo_solvable, all 3 sizes, with tables):"
           " %u B flash (budget <= %u: %s), %u B static RAM\n", t1 - t0, BUDGET_FLASH,
           t1 - t0 <= BUDGET_FLASH ? "met" : "OVER", d1 - d0);
    printf("  with lo_deal, lo_apply and the PRNG too: %u B flash, %u B static RAM\n",
           t2 - t0, d2 - d0);
    printf("  (both include the libgcc prologue/epilogue helpers of -mcall-prologues,"
           " 110 B, shared with the rest of a firmware)\n");
    char cmd[512], line[256];
    snprintf(cmd, sizeof cmd, "avr-nm -S --size-sort '%s' 2>/dev/null", core);
    FILE *p = popen(cmd, "r");
    if (p) {
        printf("  solver symbols (bytes):");
        while (fgets(line, sizeof line, p)) {
            char addr[32], size[32], type[8], name[128];
            if (sscanf(line, "%31s %31s %7s %127s", addr, size, type, name) == 4 &&
                (type[0] == 't' || type[0] == 'T') && strcmp(name, "main") &&
                strncmp(name, "__do", 4)) {
                printf(" %s %lu", name, strtoul(size, NULL, 16));
            }
        }
        printf("\n");
        pclose(p);
    }
}

int main(void)
{
    avr = sim_load(ELF, SIM_MCU, SIM_F_CPU);
    if (!avr || !fwcall_init(&fc, avr, ELF, "bench")) {
        return 1;
    }
    sim_run_cycles(avr, 1000);
    sim_stack_paint(avr, ELF);

    printf("solver on the ATmega328P at 16 MHz (cycles per call)\n");
    for (int i = 0; i < 8; i++) {
        jobs[i] = (fwcall_job_t){ .op = 3 };
    }
    run_jobs(8);
    calibration = jobs[7].cycles;
    solve_boards(5, 1, 2000, false);
    report("lo_solve 5x5, 2000 random boards, solvable", 2000, 1, BUDGET_SOLVE);
    report("lo_solve 5x5, 2000 random boards, unsolvable", 2000, 2, 0);
    solve_boards(5, 2, 1000, true);
    report("lo_solve 5x5, 1000 dealt boards (par 1-15)", 1000, 0, BUDGET_SOLVE);
    /* The hardest boards: par 15, found by scanning every solvable board. */
    int n = 0;
    for (uint32_t b = 0; b < (1u << 25) && n < MAX_JOBS; b++) {
        if (lo_par(b, 5) == 15) {
            jobs[n++] = (fwcall_job_t){ .op = 1, .size = 5, .in = b };
        }
    }
    run_jobs(n);
    report("lo_solve 5x5, every par-15 board", n, 0, BUDGET_SOLVE);
    if (getenv("BENCH_ALL")) {
        solve_all_5x5();
    }
    solve_boards(4, 3, 1000, false);
    report("lo_solve 4x4, 1000 random boards", 1000, 0, 0);
    solve_boards(3, 4, 1000, false);
    report("lo_solve 3x3, 1000 random boards", 1000, 0, 0);
    static const uint8_t ranges[][3] = { { 5, 1, 15 }, { 5, 8, 12 }, { 5, 13, 15 },
                                          { 4, 1, 7 }, { 3, 1, 9 } };
    for (unsigned r = 0; r < sizeof ranges / sizeof ranges[0]; r++) {
        for (int i = 0; i < 200; i++) {
            jobs[i] = (fwcall_job_t){ .op = 2, .size = ranges[r][0], .lo = ranges[r][1],
                                      .hi = ranges[r][2], .rng = 0x9E3779B9u + (uint32_t)i };
        }
        run_jobs(200);
        char what[64];
        snprintf(what, sizeof what, "lo_deal %ux%u par %u-%u, 200 deals", ranges[r][0],
                 ranges[r][0], ranges[r][1], ranges[r][2]);
        report(what, 200, 0, 0);
    }
    printf("flash and RAM\n");
    report_size();
    uint16_t heap = sim_stack_base(avr, ELF);
    printf("  peak stack of the bench firmware (main and the calls above): %u B\n",
           (unsigned)(avr->ramend + 1u - heap - sim_stack_unused(avr, ELF)));
    return 0;
}
