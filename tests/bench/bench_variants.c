/* SPDX-License-Identifier: MIT */
/*
 * Variant solver benchmark: exact simulated cycles on the ATmega328P at
 * 16 MHz for lov_solve on every grid and rule (random dealt boards plus
 * the heaviest ones: all cells lit, or no cell off), and for a deal in every
 * mode (lov_deal, then the par of the board, as a new puzzle needs), with
 * the budgets of the variants; plus flash per variant. Firmware:
 * tests/avr/bench_variants_*.c. Reports numbers (and the peak stack);
 * asserts nothing.
 * BENCH_ALL=1 also solves every solvable 5x5 wrap board (2^17).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prng.h"
#include "measure.h"
#include "fwcall.h"
#include "simcore.h"
#include "solver_var.h"

#define DIR "build/" SIM_BOARD "/tests/"
#define ELF DIR "bench_variants_fw.elf"
#define MAX_JOBS 8192
#define BUDGET_WRAP5 20000u     /* 5x5 wrap solve, worst case */
#define BUDGET_THREE5 30000u    /* 5x5 three-state solve, worst case */
#define BUDGET_DEAL_MS 5.0      /* a deal, median */

static fwcall_job_t jobs[MAX_JOBS];
static fwcall_t fc;
static uint64_t calibration;

static const uint8_t grids[5] = { 3, 4, 5, 4 | LO_WRAP, 5 | LO_WRAP };
static const char *gname[5] = { "3x3", "4x4", "5x5", "4x4 wrap", "5x5 wrap" };
static const char *rname[3] = { "off", "on", "three" };
static const char *gkey[5] = { "3", "4", "5", "4w", "5w" };

static void run(int n)
{
    if (!fwcall_run(&fc, jobs, n, 200000000000ull)) {
        printf("  (the core stopped)\n");
        exit(1);
    }
}

/* Sorted cycles of jobs [0, n); counts answers that differ from the host. */
static int cycles(int n, uint64_t *c)
{
    int wrong = 0;
    for (int i = 0; i < n; i++) {
        c[i] = jobs[i].cycles - calibration;
        if (jobs[i].op == 1) {
            lo3_t x = lov_solve((lo3_t){ jobs[i].in, jobs[i].arg }, jobs[i].size, jobs[i].lo);
            wrong += x.p1 != jobs[i].out || x.p2 != jobs[i].rng_out;
        }
    }
    bench_sort_u64(c, (size_t)n);
    return wrong;
}

/* The heaviest boards: every cell lit (off/on, both ways round), or for
 * three-state up to 20 dealt boards with no cell off (P b then adds a
 * column for every cell). */
static int heavy(uint8_t grid, uint8_t rule, lo3_t *out)
{
    uint32_t m = lw_grid_mask(grid), rng = 4242u;
    int n = 0;
    if (rule != LO_RULE_THREE) {
        out[n++] = (lo3_t){ m, 0 };
        out[n++] = (lo3_t){ 0, 0 };
        return n;
    }
    for (long tries = 0; tries < 3000000 && n < 20; tries++) {
        lo3_t b = lov_deal(&rng, grid, rule, 1, 50);
        if ((b.p1 | b.p2) == m) {
            out[n++] = b;
        }
    }
    return n;
}

/* Solve: n dealt boards and the heavy ones; returns the max. */
static uint64_t bench_solve(int g, uint8_t rule, int n, unsigned budget)
{
    static uint64_t c[MAX_JOBS];
    uint8_t grid = grids[g];
    uint32_t rng = 77u + grid;
    int k = 0;
    for (; k < n; k++) {
        lo3_t b = lov_deal(&rng, grid, rule, 1, 50);
        jobs[k] = (fwcall_job_t){ .op = 1, .size = grid, .lo = rule, .in = b.p1, .arg = b.p2 };
    }
    lo3_t h[20];
    for (int i = 0, nh = heavy(grid, rule, h); i < nh; i++) {
        if (lov_solvable(h[i], grid, rule)) {
            jobs[k++] = (fwcall_job_t){ .op = 1, .size = grid, .lo = rule, .in = h[i].p1,
                                        .arg = h[i].p2 };
        }
    }
    run(k);
    int wrong = cycles(k, c);
    printf("  solve %-8s %-5s n=%4d  min %7llu  median %7llu  max %7llu", gname[g], rname[rule], k,
           (unsigned long long)c[0], (unsigned long long)c[k / 2], (unsigned long long)c[k - 1]);
    if (wrong) {
        printf("  [%d answers differ from the host!]", wrong);
    }
    printf("\n");
    if (budget) {
        char key[40];
        snprintf(key, sizeof key, "solve_%s_%s_max", gkey[g], rname[rule]);
        bench_budget(key, (double)c[k - 1], budget, true);
    }
    return c[k - 1];
}

/* A new puzzle: lov_deal (every par) then lov_par of the board. */
static void bench_deal(int g, uint8_t rule, int n)
{
    static uint64_t c[MAX_JOBS];
    uint8_t grid = grids[g];
    for (int i = 0; i < n; i++) {
        jobs[i] = (fwcall_job_t){ .op = 2, .size = grid, .lo = 1, .hi = 50, .arg = rule,
                                  .rng = 0x9E3779B9u + (uint32_t)i };
    }
    run(n);
    for (int i = 0; i < n; i++) {
        uint32_t rng = jobs[i].rng;
        lo3_t b = lov_deal(&rng, grid, rule, 1, 50);
        c[i] = jobs[i].cycles - calibration;
        jobs[n + i] = (fwcall_job_t){ .op = 1, .size = grid, .lo = rule, .in = b.p1, .arg = b.p2 };
    }
    memmove(jobs, jobs + n, sizeof jobs[0] * (size_t)n);
    run(n);
    for (int i = 0; i < n; i++) {
        c[i] += jobs[i].cycles - calibration;
    }
    bench_sort_u64(c, (size_t)n);
    double ms = (double)c[n / 2] / (SIM_F_CPU / 1000.0);
    printf("  deal+par %-8s %-5s n=%4d  median %7llu = %6.2f ms  max %7llu\n", gname[g],
           rname[rule], n, (unsigned long long)c[n / 2], ms, (unsigned long long)c[n - 1]);
    char key[40];
    snprintf(key, sizeof key, "deal_%s_%s_ms", gkey[g], rname[rule]);
    bench_budget(key, ms, BUDGET_DEAL_MS, true);
}

/* BENCH_ALL=1: every solvable 5x5 wrap board. */
static void solve_all_wrap5(void)
{
    uint64_t mx = 0;
    unsigned long total = 0;
    for (uint32_t b = 0; b < (1u << 25);) {
        int n = 0;
        for (; n < MAX_JOBS && b < (1u << 25); b++) {
            if (lw_solvable(b, 5 | LO_WRAP)) {
                jobs[n++] = (fwcall_job_t){ .op = 1, .size = 5 | LO_WRAP, .in = b };
            }
        }
        run(n);
        for (int i = 0; i < n; i++, total++) {
            uint64_t c = jobs[i].cycles - calibration;
            mx = c > mx ? c : mx;
        }
    }
    printf("  solve 5x5 wrap, all %lu solvable boards: max %llu\n", total, (unsigned long long)mx);
    bench_budget("solve_5w_all_max", (double)mx, BUDGET_WRAP5, true);
}

static void report_flash(void)
{
    static const char *what[3][2] = {
        { "bench_variants_wrap.elf", "wrap grids, GF(2) (lw_solve, par, solvable, apply)" },
        { "bench_variants_three.elf", "three-state, every grid (lo3_solve, par, solvable, press)" },
        { "bench_variants_fw.elf", "all of solver_var.h (with solver.h and lov_deal)" },
    };
    unsigned base = bench_section_size(DIR "bench_variants_none.elf", ".text");
    for (int i = 0; i < 3; i++) {
        char elf[256];
        snprintf(elf, sizeof elf, DIR "%s", what[i][0]);
        unsigned t = bench_section_size(elf, ".text");
        unsigned ram = bench_section_size(elf, ".data") + bench_section_size(elf, ".bss") -
                       bench_section_size(DIR "bench_variants_none.elf", ".bss");
        printf("  %-64s %5u B flash, %u B static RAM\n", what[i][1], t - base, ram);
    }
}

int main(void)
{
    avr_t *avr = sim_load(ELF, SIM_MCU, SIM_F_CPU);
    if (!avr || !fwcall_init(&fc, avr, ELF, "var")) {
        return 1;
    }
    sim_run_cycles(avr, 1000);
    sim_stack_paint(avr, ELF);
    for (int i = 0; i < 8; i++) {
        jobs[i] = (fwcall_job_t){ .op = 3 };
    }
    run(8);
    calibration = jobs[7].cycles;
    printf("variant solvers on the ATmega328P at 16 MHz (cycles per call)\n");
    for (int g = 0; g < 5; g++) {
        for (uint8_t rule = 0; rule < 3; rule++) {
            bool big = g == 4 && rule == LO_RULE_THREE;
            unsigned budget = g == 4 && rule != LO_RULE_THREE ? BUDGET_WRAP5 :
                              g == 2 && rule == LO_RULE_THREE ? BUDGET_THREE5 : 0;
            bench_solve(g, rule, big ? 50 : 1000, budget);
        }
    }
    if (getenv("BENCH_ALL")) {
        solve_all_wrap5();
    }
    for (int g = 0; g < 5; g++) {
        for (uint8_t rule = 0; rule < 3; rule++) {
            bench_deal(g, rule, g == 4 && rule == LO_RULE_THREE ? 101 : 201);
        }
    }
    printf("flash per variant (AVR -Os, solver and tables)\n");
    report_flash();
    bench_peak_stack(avr, ELF);
    return bench_exit("bench_variants");
}
