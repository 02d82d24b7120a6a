/* SPDX-License-Identifier: MIT */
/*
 * The rule engine (firmware/solver/rule.h) on the ATmega328P at 16 MHz:
 * exact simulated cycles of lo_rule_solve for every grid and rule (random
 * and dealt boards, every cell lit), of a new puzzle (lo_rule_deal with
 * every par, then lo_rule_par), of Design's fix cells (lo_rule_fixes on
 * random boards), and its flash (firmware/README.md "Every
 * grid and rule"). The worst solve and fix cells (as long as a solve may
 * take) and the slowest new puzzle's median are budgets of make bench; the flash is a target the engine does not
 * meet yet, shown beside its figure. Firmware: tests/avr/bench_rules_fw.c.
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

int main(void)
{
    static uint64_t c[MAX_JOBS], d[MAX_JOBS];
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
            uint32_t rng = 77u + grids[g] + rule, m = lo_rule_mask(grids[g]);
            int n = grids[g] == (5 | LO_WRAP) && rule == LO_RULE_THREE ? 150 : 600;
            for (int i = 0; i < n; i++) {
                lo_board_t b = lo_rule_deal(&rng, grids[g], rule, 1, 50);
                if (i == 0) {
                    b = (lo_board_t){ rule == LO_RULE_THREE ? 0 : m, rule == LO_RULE_THREE ? m : 0 };
                }
                jobs[i] = (fwcall_job_t){ .op = 1, .size = grids[g], .lo = rule, .in = b.p1, .arg = b.p2 };
            }
            run(n);
            stats(n, c);
            int k = n / 3;   /* a new puzzle: a deal, then the par of its board */
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
            uint64_t fixes = 0;   /* Design's cells that would fix a board: random boards */
            for (int i = 0; i < k; i++) {
                uint32_t p1 = prng_next(&rng) & m, p2 = rule == LO_RULE_THREE ? prng_next(&rng) & m & ~p1 : 0;
                jobs[i] = (fwcall_job_t){ .op = 4, .size = grids[g], .lo = rule, .in = p1, .arg = p2 };
            }
            run(k);
            for (int i = 0; i < k; i++) {
                uint64_t f = jobs[i].cycles - calibration;
                fixes = f > fixes ? f : fixes;
            }
            printf("  %-8s %-6s solve n=%4d min %8llu median %8llu max %8llu   new puzzle median %8llu"
                   "   fix cells max %8llu\n", gname[g], rname[rule], n, (unsigned long long)c[0],
                   (unsigned long long)c[n / 2], (unsigned long long)c[n - 1], (unsigned long long)d[k / 2],
                   (unsigned long long)fixes);
            worst_fixes = fixes > worst_fixes ? fixes : worst_fixes;
            worst = c[n - 1] > worst ? c[n - 1] : worst;
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
