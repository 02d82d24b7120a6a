/* SPDX-License-Identifier: MIT */
/*
 * The solver compiled for the ATmega328P gives the same answers as on the
 * host, bit for bit: lo_solve on every board of every grid size (all 2^25
 * 5x5 boards on the uno, with junk above the grid; tests/avr/solver_all.c),
 * both variants where the board has the fast one (part fastsolve);
 * lo_solve, lo_par and lo_solvable on thousands of fixed boards (random,
 * dealt, the hardest par-15 boards, the seed examples), lo_apply, lo_cross,
 * lo_deal and the PRNG (tests/avr/solver_check.c).
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "prng.h"
#include "fwcall.h"
#include "simcore.h"
#include "solver.h"
#include "solver_sweep.h"

#define ELF "build/" SIM_BOARD "/tests/solver_check.elf"
#define MAX_JOBS 8192
#define ALL_ELF "build/" SIM_BOARD "/tests/solver_all.elf"
#define SMALL_ELF "build/" SIM_BOARD "/tests/solver_all_small.elf"

static fwcall_job_t jobs[MAX_JOBS];
static fwcall_t fc;

static bool run_jobs(int n)
{
    return fwcall_run(&fc, jobs, n, 10000000000ull);
}

/* What the host says for a job. */
static uint32_t host_answer(const fwcall_job_t *j, uint32_t *rng_out)
{
    uint32_t rng = j->rng, out = 0;
    switch (j->op) {
    case 1:
        out = lo_solve(j->in, j->size);
        break;
    case 2:
        out = lo_par(j->in, j->size);
        break;
    case 3:
        out = lo_solvable(j->in, j->size);
        break;
    case 4:
        out = lo_apply(j->in, j->arg, j->size);
        break;
    case 5:
        out = lo_deal(&rng, j->size, j->lo, j->hi);
        break;
    case 6:
        out = prng_below(&rng, j->arg);
        break;
    case 7:
        out = lo_cross((uint8_t)j->in, j->size);
        break;
    }
    *rng_out = rng;
    return out;
}

/* Runs the jobs on the AVR and compares every answer with the host. */
static void run_and_compare(int n)
{
    CHECK(run_jobs(n));
    int bad = 0;
    for (int i = 0; i < n; i++) {
        uint32_t rng, want = host_answer(&jobs[i], &rng);
        if (jobs[i].out != want || jobs[i].rng_out != rng) {
            if (bad++ < 5) {
                CHECK_FAIL("op %u size %u in %07x arg %07x: avr %07x, host %07x",
                           jobs[i].op, jobs[i].size, jobs[i].in, jobs[i].arg,
                           jobs[i].out, want);
            }
        }
    }
    CHECK_EQ(bad, 0);
}

/* solve, par and solvable for each of the boards in list. */
static int board_jobs(const uint32_t *list, int n, uint8_t size)
{
    int k = 0;
    for (int i = 0; i < n && k + 3 <= MAX_JOBS; i++) {
        for (uint8_t op = 1; op <= 3; op++) {
            jobs[k++] = (fwcall_job_t){ .op = op, .size = size, .in = list[i] };
        }
    }
    return k;
}

static uint32_t boards[2048];

TEST(solve_5x5_random_and_dealt)
{
    uint32_t s;
    prng_seed(&s, 11);
    int n = 0;
    for (; n < 1200; n++) {
        boards[n] = prng_next(&s) & 0x1FFFFFFu;
    }
    for (; n < 2000; n++) {
        boards[n] = lo_deal(&s, 5, 1, 15);
    }
    run_and_compare(board_jobs(boards, n, 5));
    int solvable = 0;
    for (int i = 0; i < 3 * n; i += 3) {
        solvable += jobs[i].out != LO_UNSOLVABLE;
    }
    CHECK(solvable > 1000);
}

TEST(solve_5x5_hardest_and_seed_boards)
{
    int n = 0;
    for (uint32_t b = 0; b < (1u << 25) && n < 500; b += 7) {
        if (lo_par(b, 5) == 15) {
            boards[n++] = b;
        }
    }
    CHECK(n > 100);
    static const uint32_t seeds[] = { 0, 0x1FFFFFF, 0x19E44F3, 0x15, LO_N1, LO_N2,
                                      1, 0x1000000, 0x0001000 };
    for (unsigned i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
        boards[n++] = seeds[i];
    }
    run_and_compare(board_jobs(boards, n, 5));
}

TEST(solve_4x4_and_3x3)
{
    uint32_t s;
    prng_seed(&s, 12);
    for (uint8_t size = 3; size <= 4; size++) {
        int n = 0;
        for (; n < 700; n++) {
            boards[n] = prng_next(&s) & lo_grid_mask(size);
        }
        for (; n < 1000; n++) {
            boards[n] = lo_deal(&s, size, 1, size == 3 ? 9 : 7);
        }
        run_and_compare(board_jobs(boards, n, size));
    }
}

TEST(apply_and_cross)
{
    uint32_t s;
    prng_seed(&s, 13);
    int k = 0;
    for (uint8_t size = 3; size <= 5; size++) {
        for (int i = 0; i < 300; i++) {
            uint32_t in = prng_next(&s) & lo_grid_mask(size);
            uint32_t arg = prng_next(&s) & lo_grid_mask(size);
            jobs[k++] = (fwcall_job_t){ .op = 4, .size = size, .in = in, .arg = arg };
        }
        for (int i = 0; i < 100; i++) {   /* cells and presses off the grid too */
            uint32_t in = prng_next(&s), arg = prng_next(&s);
            jobs[k++] = (fwcall_job_t){ .op = 4, .size = size, .in = in, .arg = arg };
        }
        for (uint32_t c = 0; c < 25; c++) {
            jobs[k++] = (fwcall_job_t){ .op = 7, .size = size, .in = c };
        }
    }
    run_and_compare(k);
}

TEST(deal_and_prng)
{
    static const uint8_t ranges[][3] = { { 5, 1, 15 }, { 5, 8, 12 }, { 5, 13, 15 },
                                          { 4, 1, 7 }, { 3, 1, 9 }, { 3, 5, 6 } };
    int k = 0;
    for (unsigned r = 0; r < sizeof ranges / sizeof ranges[0]; r++) {
        for (uint32_t i = 0; i < 40; i++) {
            jobs[k++] = (fwcall_job_t){ .op = 5, .size = ranges[r][0], .lo = ranges[r][1],
                                        .hi = ranges[r][2], .rng = 0x12345u + 977u * i + r };
        }
    }
    for (uint32_t i = 0; i < 200; i++) {
        jobs[k++] = (fwcall_job_t){ .op = 6, .arg = 1u + i * 12345u,
                                    .rng = 1u + i * 0x9E3779B9u };
    }
    run_and_compare(k);
}

/* Every board of each size through the lo_solve of elf, 2^20 a batch;
 * bits above the grid (5x5: above bit 24, 3x3/4x4: cells off the grid as
 * well) must be ignored. The uno (make test) takes all 2^25 5x5 boards,
 * about 75 s of CPU a variant; the other boards (make test-boards: the
 * same assembly) every 16th batch, and so does the uno there
 * (SWEEP_SAMPLE set: make test swept it). */
static void every_board(const char *elf)
{
    bool full = strcmp(SIM_BOARD, "uno") == 0 && !getenv("SWEEP_SAMPLE");
    static sweep_t sw;
    avr_t *avr = sim_load(elf, SIM_MCU, SIM_F_CPU);
    CHECK(sweep_init(&sw, avr, elf));
    if (!avr) {
        return;
    }
    static const uint8_t bits[] = { 25, 19, 13 };
    for (uint8_t size = 5; size >= 3; size--) {
        uint32_t span = 1ul << bits[5 - size], batch = span < (1ul << 20) ? span : 1ul << 20;
        uint32_t step = size == 5 && !full ? 16 * batch : batch;
        unsigned long before = sw.boards;
        for (uint32_t first = 0; first < span; first += step) {
            uint32_t junk = (first / batch * 0x9E3779B9u) << bits[5 - size];
            if (!sweep_run(&sw, size, first, batch, junk)) {
                CHECK_FAIL("%ux%u: the core stopped near board %07x", size, size, first);
                return;
            }
        }
        CHECK_EQ(sw.boards - before, span / (step / batch));
    }
    if (sw.bad) {
        CHECK_FAIL("%lu answers differ; first: board %08x, avr %07x, host %07x", sw.bad,
                   sw.bad_in, sw.bad_avr, sw.bad_host);
    }
}

/* The board's variant (fast where the board has the part fastsolve). */
TEST(every_board_bit_for_bit)
{
    every_board(ALL_ELF);
}

#if PART_FASTSOLVE
/* The small variant too, as the m88 carries it, on this chip. */
TEST(every_board_bit_for_bit_small_variant)
{
    every_board(SMALL_ELF);
}
#endif

TEST(no_simavr_warnings)
{
    CHECK_EQ(sim_log_count(), 0u);
}

int main(void)
{
    avr_t *avr = sim_load(ELF, SIM_MCU, SIM_F_CPU);
    if (!avr || !fwcall_init(&fc, avr, ELF, "chk")) {
        printf("FAIL - load %s and find its chk_* symbols\n0 passed, 1 failed\n", ELF);
        return 1;
    }
    RUN(solve_5x5_random_and_dealt);
    RUN(solve_5x5_hardest_and_seed_boards);
    RUN(solve_4x4_and_3x3);
    RUN(apply_and_cross);
    RUN(deal_and_prng);
    RUN(every_board_bit_for_bit);
#if PART_FASTSOLVE
    RUN(every_board_bit_for_bit_small_variant);
#endif
    RUN(no_simavr_warnings);
    return check_done();
}
