/* SPDX-License-Identifier: MIT */
/*
 * Solver benchmark: exact simulated cycles on the ATmega328P at 16 MHz for
 * lo_solve on every board of each grid size (solvable and unsolvable apart;
 * tests/avr/solver_all.c) and for lo_deal (tests/avr/bench_solver_fw.c),
 * plus the flash and RAM the solver and its tables cost, each beside its
 * budget and the published figures of other solvers (issue 13), for the
 * board's variant and, where that is the fast one, the small one too
 * (part fastsolve, issue 25; mk/fastsolve.mk builds its firmwares). Reports
 * numbers; asserts nothing. Cycles are counted between two GPIOR0 marks
 * around the call, minus the cost of two back-to-back marks; they include
 * moving the arguments, the call and the return. About two minutes a variant.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prng.h"
#include "measure.h"
#include "fwcall.h"
#include "simcore.h"
#include "solver.h"
#include "solver_sweep.h"

#define ELF "build/" SIM_BOARD "/tests/bench_solver_fw.elf"
#define MAX_JOBS 8192

static fwcall_job_t jobs[MAX_JOBS];
static fwcall_t fc;
static avr_t *avr;

/* Runs jobs[0..n) on the core; false if it crashed or stalled. */
static bool run_jobs(int n)
{
    return fwcall_run(&fc, jobs, n, 20000000000ull);
}

static uint64_t calibration;

/* Min, median and max of a histogram of cycles; false if empty. */
static bool hist_stats(const unsigned long *h, unsigned long *n, unsigned *mn,
                       unsigned *med, unsigned *mx)
{
    unsigned long total = 0, seen = 0;
    for (unsigned c = 0; c < SWEEP_MAX_CYCLES; c++) {
        total += h[c];
    }
    *n = total;
    if (!total) {
        return false;
    }
    *mn = *med = *mx = 0;
    bool low = false, mid = false;
    for (unsigned c = 0; c < SWEEP_MAX_CYCLES; c++) {
        if (h[c] && !low) {
            *mn = c, low = true;
        }
        seen += h[c];
        if (!mid && 2 * seen > total) {
            *med = c, mid = true;
        }
        if (h[c]) {
            *mx = c;
        }
    }
    return true;
}

/* A variant of the solver: its firmwares' names and budgets (issue 25;
 * 4x4 and 3x3 no slower than before it). */
typedef struct {
    const char *name, *suffix;   /* "fast" or "small"; "" or "_small" */
    unsigned max5, max4, max3, flash;
} variant_t;

/* lo_solve on every board of one size: the 5x5 grid's 2^25, the 2^16 and
 * 2^9 boards of 4x4 and 3x3 (swept with off-grid cells, timed without). */
static void solve_every_board(const variant_t *v, uint8_t size, const char *published)
{
    static sweep_t sw;
    static unsigned long hist[2][SWEEP_MAX_CYCLES];
    char elf[128];
    snprintf(elf, sizeof elf, "build/%s/tests/solver_all%s.elf", SIM_BOARD, v->suffix);
    avr_t *core = sim_load(elf, SIM_MCU, SIM_F_CPU);
    if (!sweep_init(&sw, core, elf)) {
        return;
    }
    memset(hist, 0, sizeof hist);
    sw.hist = hist;
    sw.grid = lo_grid_mask(size);
    uint32_t span = 1ul << (size == 5 ? 25 : size == 4 ? 19 : 13);
    if (!sweep_run(&sw, 0, 0, 1, 0) || !sweep_run(&sw, size, 0, span, 0)) {
        printf("  lo_solve %ux%u: the core stopped\n", size, size);
        return;
    }
    for (int unsolv = 0; unsolv < 2; unsolv++) {
        unsigned long n;
        unsigned mn, med, mx;
        if (!hist_stats(hist[unsolv], &n, &mn, &med, &mx)) {
            continue;
        }
        printf("  %s lo_solve %ux%u, every %-10s board  n=%8lu  min %4u  median %4u  max %4u",
               v->name, size, size, unsolv ? "unsolvable" : "solvable", n, mn, med, mx);
        printf("%s%s\n", unsolv ? "" : "  ", unsolv ? "" : published);
        if (!unsolv) {
            char key[32];
            snprintf(key, sizeof key, "%s_solve%u_max", v->name, size);
            bench_budget(key, mx, size == 5 ? v->max5 : size == 4 ? v->max4 : v->max3, true);
        }
    }
    if (sw.bad) {
        printf("  [%lu answers differ from the host! first: board %08x]\n", sw.bad, sw.bad_in);
    }
}

/* Prints min / median / max cycles over jobs [0, n). */
static void report(const char *what, int n)
{
    static uint64_t c[MAX_JOBS];
    for (int i = 0; i < n; i++) {
        c[i] = jobs[i].cycles - calibration;
    }
    bench_sort_u64(c, (size_t)n);
    printf("  %-44s n=%5d  min %6llu  median %6llu  max %6llu\n", what, n,
           (unsigned long long)c[0], (unsigned long long)c[n / 2],
           (unsigned long long)c[n - 1]);
}

/* Flash and RAM of the solver: firmwares with and without it, subtracted. */
static void report_size(const variant_t *v)
{
    const char *dir = "build/" SIM_BOARD "/tests/";
    char none[256], core[256], all[256], key[32];
    snprintf(none, sizeof none, "%sbench_solver_none.elf", dir);
    snprintf(core, sizeof core, "%sbench_solver_solve%s.elf", dir, v->suffix);
    snprintf(all, sizeof all, "%sbench_solver_fw.elf", dir);
    unsigned t0 = bench_section_size(none, ".text"), t1 = bench_section_size(core, ".text");
    unsigned t2 = bench_section_size(all, ".text");
    unsigned d0 = bench_section_size(none, ".data") + bench_section_size(none, ".bss");
    unsigned d1 = bench_section_size(core, ".data") + bench_section_size(core, ".bss");
    unsigned d2 = bench_section_size(all, ".data") + bench_section_size(all, ".bss");
    if (!t0 || !t1 || !t2) {
        return;
    }
    printf("  %s solver (lo_solve, lo_par, lo_solvable, all 3 sizes, with tables):"
           " %u B flash (published: table solver 3.2 KB, its assembly"
           " 3.4 KB; before: 1346 B), %u B static RAM\n", v->name, t1 - t0, d1 - d0);
    snprintf(key, sizeof key, "%s_flash", v->name);
    bench_budget(key, t1 - t0, v->flash, true);
    if (*v->suffix) {
        return;   /* the firmware with lo_deal and the symbols: the board's variant */
    }
    printf("  with lo_deal, lo_apply and the PRNG too: %u B flash, %u B static RAM\n",
           t2 - t0, d2 - d0);
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
    static const variant_t fast = { "fast", "", 141, 492, 67, 1700 };
    static const variant_t small = { "small", PART_FASTSOLVE ? "_small" : "", 169, 492, 67, 1024 };
    /* The board's variant, and on a board with the fast one the small too. */
    const variant_t *vs[2] = { PART_FASTSOLVE ? &fast : &small, PART_FASTSOLVE ? &small : NULL };
    for (int i = 0; i < 2 && vs[i]; i++) {
        solve_every_board(vs[i], 5, "published: table solver 199, its assembly 142,"
                          " light chasing ~4,100, elimination ~116,000; before: 287-301");
        solve_every_board(vs[i], 4, "before: 18,705-19,370");
        solve_every_board(vs[i], 3, "before: 5,280-5,918");
    }
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
        report(what, 200);
    }
    printf("flash and RAM\n");
    for (int i = 0; i < 2 && vs[i]; i++) {
        report_size(vs[i]);
    }
    bench_peak_stack(avr, ELF);
    return bench_exit("bench_solver");
}
