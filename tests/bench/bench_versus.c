/* SPDX-License-Identifier: MIT */
/*
 * Versus (firmware/README.md "Versus"): the chip's press on the AVR in
 * exact simulated cycles, at each strength, on dealt boards (par 1 to 15)
 * and on the boards whose light chasing is longest (a host search), its
 * first and last press (the last costs most: easy chases again from the
 * deal); the chip's move is its pause (500 ms) plus that call, in ms at
 * the board's clock and at 8 MHz (the handheld), budget 1 s. Then
 * `lo versus` over 10,000 rounds a pairing (build/host/lo): equal
 * strengths' first player 35-65 %, the stronger at least 75 %, no round
 * past 90 presses. Firmware: tests/avr/bench_chip_fw.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fwcall.h"
#include "measure.h"
#include "parts.h"
#include "prng.h"
#include "simcore.h"
#include "solver.h"
#include "versus_chip.h"

#define ELF "build/" SIM_BOARD "/tests/bench_chip_fw.elf"
#define LO "build/host/lo"
#define DEALS 1500
#define LONG_CHASES 100        /* the longest chases of LONG_SEARCH random boards */
#define LONG_SEARCH 200000
#define THINK_MS 500.0
#define MOVE_BUDGET_MS 1000.0
#define MAX_JOBS (2 * (DEALS + LONG_CHASES))

static fwcall_job_t jobs[MAX_JOBS];
static fwcall_t fc;

/* The chip's presses on board b at strength s. */
static unsigned presses(uint32_t b, uint8_t s)
{
    unsigned n = 0;
    while (chip_press(b, s, (uint8_t)n) != CHIP_DONE) {
        n++;
    }
    return n;
}

/* Insert b into the k longest chases kept in top (lengths len). */
static void keep_long(uint32_t *top, unsigned *len, unsigned k, uint32_t b, unsigned n)
{
    unsigned i = k;
    while (i > 0 && len[i - 1] < n) {
        if (i < k) {
            top[i] = top[i - 1];
            len[i] = len[i - 1];
        }
        i--;
    }
    if (i < k) {
        top[i] = b;
        len[i] = n;
    }
}

static void chip_cycles(double *worst_ms_out)
{
    static uint32_t boards[DEALS + LONG_CHASES];
    static unsigned len[LONG_CHASES];
    avr_t *avr = sim_load(ELF, SIM_MCU, SIM_F_CPU);
    if (!avr || !fwcall_init(&fc, avr, ELF, "var")) {
        exit(1);
    }
    sim_run_cycles(avr, 1000);
    for (int i = 0; i < 8; i++) {
        jobs[i] = (fwcall_job_t){ .op = 3 };
    }
    fwcall_run(&fc, jobs, 8, 1000000000ull);
    uint64_t calibration = jobs[7].cycles;
    uint32_t rng = 38;
    for (int i = 0; i < DEALS; i++) {
        boards[i] = lo_deal(&rng, 5, 1, 15);
    }
    uint32_t *top = boards + DEALS;
    memset(len, 0, sizeof len);
    for (int i = 0; i < LONG_SEARCH; i++) {
        uint32_t b = prng_next(&rng) & 0x1FFFFFFu;
        if (lo_solvable(b, 5) && b) {
            keep_long(top, len, LONG_CHASES, b, presses(b, CHIP_EASY));
        }
    }
    printf("the Versus chip's press on the %s (%s, %lu MHz), cycles per call over %d deals and the "
           "%d longest chases of %d boards (easy: %u presses):\n", SIM_BOARD, SIM_MCU,
           (unsigned long)(SIM_F_CPU / 1000000ul), DEALS, LONG_CHASES, LONG_SEARCH, len[0]);
    static const char *name[4] = { "", "easy", "medium", "hard" };
    uint64_t worst = 0;
    int nb = DEALS + LONG_CHASES;
    for (uint8_t s = CHIP_EASY; s <= CHIP_HARD; s++) {
        int n = 0;
        for (int i = 0; i < nb; i++) {
            unsigned last = presses(boards[i], s) - 1u;
            jobs[n++] = (fwcall_job_t){ .op = 1, .lo = s, .hi = 0, .in = boards[i] };
            jobs[n++] = (fwcall_job_t){ .op = 1, .lo = s, .hi = (uint8_t)last, .in = boards[i] };
        }
        if (!fwcall_run(&fc, jobs, n, 400000000000ull)) {
            printf("  (the core stopped)\n");
            exit(1);
        }
        uint64_t first = 0, lastc = 0;
        for (int i = 0; i < n; i++) {
            uint64_t c = jobs[i].cycles - calibration;
            if (jobs[i].out != chip_press(jobs[i].in, s, jobs[i].hi)) {
                printf("  %s: the AVR's press differs from the host's\n", name[s]);
                exit(1);
            }
            uint64_t *m = i % 2 ? &lastc : &first;
            *m = c > *m ? c : *m;
        }
        printf("  %-6s first press max %7llu, last press max %7llu\n", name[s],
               (unsigned long long)first, (unsigned long long)lastc);
        worst = first > worst ? first : worst;
        worst = lastc > worst ? lastc : worst;
    }
    double here = worst * 1000.0 / SIM_F_CPU, at8 = worst / 8000.0;
    printf("  worst %llu cycles: %.2f ms here, %.2f ms at 8 MHz; a move (500 ms pause + the call) "
           "at 8 MHz: %.1f ms\n", (unsigned long long)worst, here, at8, THINK_MS + at8);
    *worst_ms_out = THINK_MS + at8;
}

/* The lines of lo versus over 10,000 rounds, each against its thresholds. */
static void versus_lines(void)
{
    FILE *p = popen(LO " versus --games 10000", "r");
    char line[200];
    int n = 0;
    printf("lo versus, 10,000 rounds a pairing (seed 1):\n");
    while (p && fgets(line, sizeof line, p)) {
        char a[16], b[16];
        double wins, first;
        unsigned longest;
        printf("  %s", line);
        if (sscanf(line, "%15s vs %15[^:]: %*s wins %lf %%, first player wins %lf %%, longest round %u",
                   a, b, &wins, &first, &longest) != 5) {
            continue;
        }
        n++;
        char key[64];
        snprintf(key, sizeof key, "versus_%s_%s_longest", a, b);
        bench_budget(key, longest, 90, true);
        if (!strcmp(a, b)) {
            snprintf(key, sizeof key, "versus_%s_first_low", a);
            bench_budget(key, first, 35, false);
            snprintf(key, sizeof key, "versus_%s_first_high", a);
            bench_budget(key, first, 65, true);
        } else {
            snprintf(key, sizeof key, "versus_%s_beats_%s", a, b);
            bench_budget(key, wins, 75, false);
        }
    }
    if (p) {
        pclose(p);
    }
    bench_budget("versus_pairings", n, 5, false);
}

int main(void)
{
    if (!PART_VERSUS) {
        printf("the Versus chip: not on the %s (no Versus)\n", SIM_BOARD);
        return 0;
    }
    double move_ms;
    chip_cycles(&move_ms);
    bench_budget("versus_chip_move_ms_8mhz", move_ms, MOVE_BUDGET_MS, true);
    versus_lines();
    return bench_exit("bench_versus");
}
