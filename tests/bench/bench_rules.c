/* SPDX-License-Identifier: MIT */
/*
 * The rule engine (firmware/solver/rule.h) on the ATmega328P at 16 MHz:
 * exact simulated cycles of lo_rule_solve for every grid and rule (every
 * board where there are at most 65,536: the 3x3 grid, 4x4 and 4x4 wrap
 * under two states; elsewhere dealt boards and every cell at its highest
 * value, then a climb from the slowest for the max), of a new puzzle
 * (lo_rule_deal with every par, then lo_rule_par: median and max), of
 * Design's fix cells (every 3x3 board; elsewhere random ones and a
 * climb), and its flash (firmware/README.md "Every grid and rule"). The
 * worst solve and fix cells (as long as a solve may take) and the slowest
 * new puzzle's median are budgets of make bench; the flash is a target
 * the engine does not meet yet, shown beside its figure. Firmware:
 * tests/avr/bench_rules_fw.c.
 */
#include <stdio.h>
#include <stdlib.h>

#include "fwcall.h"
#include "measure.h"
#include "prng.h"
#include "rule.h"
#include "simcore.h"

#define DIR "build/" SIM_BOARD "/tests/"
#define ELF DIR "bench_rules_fw.elf"
#define MAX_JOBS 1200
#define EVERY_SOLVE 65536u      /* boards: up to this many, every one is solved, */
#define EVERY_FIXES 19683u      /* and its fix cells found (a 4x4 grid's 65,536 take
                                   50 s more, their spread over a sample 30 cycles) */
#define CLIMB_ROUNDS 8          /* elsewhere a sample, then rounds of CLIMB_TRIES */
#define CLIMB_TRIES 50          /* boards a cell from the slowest so far (climb) */
#define TARGET_SOLVE 500000u    /* worst case, any grid and rule */
#define TARGET_DEAL 80000u      /* a new puzzle, median */
#define TARGET_FLASH 3000u      /* every variant together */

static fwcall_job_t jobs[MAX_JOBS];
static fwcall_t fc;
static uint64_t calibration;
static const uint8_t grids[5] = { 3, 4, 5, 4 | LO_WRAP, 5 | LO_WRAP };
static const char *gname[5] = { "3x3", "4x4", "5x5", "4x4 wrap", "5x5 wrap" };
static const char *rname[LO_RULES] = { "off", "on", "three", "merlin" };

static void run(int n)
{
    if (!fwcall_run(&fc, jobs, n, 400000000000ull)) {
        printf("  (the core stopped)\n");
        exit(1);
    }
}

static void stats(int n, uint64_t *c)
{
    for (int i = 0; i < n; i++) {
        c[i] = jobs[i].cycles - calibration;
    }
    bench_sort_u64(c, (size_t)n);
}

/* How many boards a grid and rule have (p to the number of cells), or 0
 * when that is over max. */
static uint32_t board_count(uint8_t grid, uint8_t rule, uint32_t max)
{
    uint32_t count = 1;
    for (int i = 0; i < (grid & 7) * (grid & 7); i++) {
        count *= rule == LO_RULE_THREE ? 3u : 2u;
        if (count > max) {
            return 0;
        }
    }
    return count;
}

/* Board number i: the cells' values as its digits in base p, cell (0, 0)
 * the lowest (1 lit or dim, 2 bright). */
static lo_board_t board_of(uint32_t i, uint8_t grid, uint8_t rule)
{
    uint32_t p = rule == LO_RULE_THREE ? 3u : 2u;
    lo_board_t b = { 0, 0 };
    for (int r = 0; r < (grid & 7); r++) {
        for (int col = 0; col < (grid & 7); col++, i /= p) {
            uint32_t bit = 1ul << (5 * r + col);
            b.p1 |= i % p == 1u ? bit : 0u;
            b.p2 |= i % p == 2u ? bit : 0u;
        }
    }
    return b;
}

/* How many boards a sample takes (the slowest kind fewer). */
static int sample_size(uint8_t grid, uint8_t rule)
{
    return grid == (5 | LO_WRAP) && rule == LO_RULE_THREE ? 150 : 600;
}

/* A sampled board: for a solve (op 1) a dealt one, the first the known
 * worst (every cell at its highest value: the most of P's columns added);
 * for fix cells (op 4) a random one, solvable or not. */
static lo_board_t sampled(uint8_t op, int i, uint32_t *rng, uint8_t grid, uint8_t rule)
{
    uint32_t m = lo_rule_mask(grid);
    bool three = rule == LO_RULE_THREE;
    if (op == 1u) {
        return i == 0 ? (lo_board_t){ three ? 0 : m, three ? m : 0 } : lo_rule_deal(rng, grid, rule, 1, 50);
    }
    uint32_t p1 = prng_next(rng) & m;
    return (lo_board_t){ p1, three ? prng_next(rng) & m & ~p1 : 0 };
}

/* From the sample's slowest board b (t cycles), rounds of CLIMB_TRIES
 * boards a cell away: a solve's one press more (so still solvable), fix
 * cells' one cell stepped; each round goes on from its slowest, if
 * slower. The slowest found. */
static uint64_t climb(uint8_t op, uint8_t grid, uint8_t rule, lo_board_t b, uint64_t t)
{
    uint32_t rng = 99u + grid + rule + op, n = grid & 7u;
    for (int round = 0; round < CLIMB_ROUNDS; round++) {
        for (int i = 0; i < CLIMB_TRIES; i++) {
            uint32_t r = prng_next(&rng) % (n * n);
            uint8_t cell = (uint8_t)(5u * (r / n) + r % n);
            lo_board_t x = op == 1u ? lo_rule_press(b, cell, grid, rule) : lo_rule_step(b, cell, rule);
            jobs[i] = (fwcall_job_t){ .op = op, .size = grid, .lo = rule, .in = x.p1, .arg = x.p2 };
        }
        run(CLIMB_TRIES);
        int slowest = -1;
        for (int i = 0; i < CLIMB_TRIES; i++) {
            if (jobs[i].cycles - calibration > t) {
                t = jobs[i].cycles - calibration;
                slowest = i;
            }
        }
        if (slowest >= 0) {
            b = (lo_board_t){ jobs[slowest].in, jobs[slowest].arg };
        }
    }
    return t;
}

/* The cycles of op (1 solve, 4 fix cells), sorted into c: for every board
 * where there are at most EVERY_SOLVE (EVERY_FIXES), else for a sample (a
 * third of it for fix cells) with a climb from its slowest board for
 * *max. Their count; a solve's boards without a plan are left out of c,
 * their slowest in *no_plan (0: none; always so for fix cells). */
static int measure(uint8_t op, uint8_t grid, uint8_t rule, uint64_t *c, uint64_t *max,
                   uint64_t *no_plan)
{
    lo_board_t slow = { 0, 0 };
    uint32_t every = board_count(grid, rule, op == 1u ? EVERY_SOLVE : EVERY_FIXES), rng = 77u + grid + rule + op;
    int n = every ? (int)every : sample_size(grid, rule) / (op == 1u ? 1 : 3), kept = 0;
    *no_plan = *max = 0;
    for (int done = 0; done < n;) {
        int k = n - done < MAX_JOBS ? n - done : MAX_JOBS;
        for (int i = 0; i < k; i++) {
            lo_board_t b = every ? board_of((uint32_t)(done + i), grid, rule)
                                 : sampled(op, done + i, &rng, grid, rule);
            jobs[i] = (fwcall_job_t){ .op = op, .size = grid, .lo = rule, .in = b.p1, .arg = b.p2 };
        }
        run(k);
        for (int i = 0; i < k; i++) {
            uint64_t t = jobs[i].cycles - calibration;
            if (op == 1u && jobs[i].out == LO_NONE.p1) {
                *no_plan = t > *no_plan ? t : *no_plan;
            } else {
                if (kept == 0 || t > *max) {
                    *max = t;
                    slow = (lo_board_t){ jobs[i].in, jobs[i].arg };
                }
                c[kept++] = t;
            }
        }
        done += k;
    }
    bench_sort_u64(c, (size_t)kept);
    if (!every) {
        *max = climb(op, grid, rule, slow, *max);
    }
    return kept;
}

int main(void)
{
    static uint64_t c[EVERY_SOLVE], e[EVERY_SOLVE], d[MAX_JOBS];
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
    printf("rule engine on the ATmega328P at 16 MHz (cycles per call; budgets: solve <= %u "
           "worst, new puzzle <= %u median; target: flash <= %u B)\n", TARGET_SOLVE, TARGET_DEAL, TARGET_FLASH);
    uint64_t worst = 0, worst_deal = 0, worst_fixes = 0;
    for (int g = 0; g < 5; g++) {
        for (uint8_t rule = 0; rule < LO_RULES; rule++) {
            if (!lo_rule_valid(grids[g], rule)) {
                continue;
            }
            uint64_t no_plan, no_plan_fixes, max, fixes;
            int n = measure(1, grids[g], rule, c, &max, &no_plan);
            int f = measure(4, grids[g], rule, e, &fixes, &no_plan_fixes);
            int k = sample_size(grids[g], rule) / 3;   /* a new puzzle: a deal, then its par */
            for (int i = 0; i < k; i++) {
                jobs[i] = (fwcall_job_t){ .op = 2, .size = grids[g], .arg = rule, .lo = 1, .hi = 50,
                                          .rng = 0x2545F491u * (uint32_t)(i + 1) };
            }
            run(k);
            stats(k, d);
            for (int i = 0; i < k; i++) {
                uint32_t r = 0x2545F491u * (uint32_t)(i + 1);
                lo_board_t b = lo_rule_deal(&r, grids[g], rule, 1, 50);
                jobs[i] = (fwcall_job_t){ .op = 1, .size = grids[g], .lo = rule, .in = b.p1, .arg = b.p2 };
            }
            run(k);
            for (int i = 0; i < k; i++) {
                d[i] += jobs[i].cycles - calibration;   /* sums unsorted: median of pairs below */
            }
            bench_sort_u64(d, (size_t)k);
            printf("  %-8s %-6s solve n=%5d min %8llu median %8llu max %8llu   new puzzle median %8llu max %8llu"
                   "   fix cells n=%5d max %8llu\n", gname[g], rname[rule], n, (unsigned long long)c[0],
                   (unsigned long long)c[n / 2], (unsigned long long)max, (unsigned long long)d[k / 2],
                   (unsigned long long)d[k - 1], f, (unsigned long long)fixes);
            if (no_plan) {   /* answered "none": never a hint's board, but a call's all the same */
                printf("  %-15s boards without a plan: their solve's max %8llu\n", "", (unsigned long long)no_plan);
            }
            worst = no_plan > worst ? no_plan : worst;
            worst_fixes = fixes > worst_fixes ? fixes : worst_fixes;
            worst = max > worst ? max : worst;
            worst_deal = d[k / 2] > worst_deal ? d[k / 2] : worst_deal;
        }
    }
    unsigned all = bench_section_size(DIR "bench_rules_fw.elf", ".text") +
                   bench_section_size(DIR "bench_rules_fw.elf", ".data");
    unsigned plain = bench_section_size(DIR "bench_solver_fw.elf", ".text") +
                     bench_section_size(DIR "bench_solver_fw.elf", ".data");
    printf("  worst solve %llu, slowest new puzzle's median %llu, worst fix cells %llu (budgets below)\n",
           (unsigned long long)worst, (unsigned long long)worst_deal, (unsigned long long)worst_fixes);
    printf("  flash of every variant (engine, rule.h, tables): %u B (target %u: %s)\n", all - plain,
           TARGET_FLASH, all - plain <= TARGET_FLASH ? "met" : "not yet");
    bench_peak_stack(avr, ELF);
    bench_budget("rules_solve_max", (double)worst, TARGET_SOLVE, true);
    bench_budget("rules_deal_median", (double)worst_deal, TARGET_DEAL, true);
    bench_budget("rules_fixes_max", (double)worst_fixes, TARGET_SOLVE, true);
    return bench_exit("bench_rules");
}
