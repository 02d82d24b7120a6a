/* SPDX-License-Identifier: MIT */
/*
 * The rule engine compiled for the board (tests/avr/bench_rules_fw.c)
 * answers bit for bit as on the host: lo_rule_solve on random and dealt
 * boards of every grid and rule the board plays (Merlin's Magic Square
 * too), and lo_rule_deal (the board and the PRNG state after it). A board
 * without the variants part runs rule.h's plain calls the same way.
 */
#include "check.h"
#include "fwcall.h"
#include "prng.h"
#include "rule.h"
#include "simcore.h"

#define ELF "build/" SIM_BOARD "/tests/bench_rules_fw.elf"
#define MAX_JOBS 2048

static fwcall_job_t jobs[MAX_JOBS];
static fwcall_t fc;
static const uint8_t grids[5] = { 3, 4, 5, 4 | LO_WRAP, 5 | LO_WRAP };

static void host_answer(const fwcall_job_t *j, uint32_t *out, uint32_t *rng_out)
{
    if (j->op == 1) {
        lo_board_t x = lo_rule_solve((lo_board_t){ j->in, j->arg }, j->size, j->lo);
        *out = x.p1;
        *rng_out = x.p2;
    } else {
        uint32_t rng = j->rng;
        *out = lo_rule_deal(&rng, j->size, (uint8_t)j->arg, j->lo, j->hi).p1;
        *rng_out = rng;
    }
}

static void run_and_compare(int n)
{
    CHECK(fwcall_run(&fc, jobs, n, 50000000000ull));
    int bad = 0;
    for (int i = 0; i < n; i++) {
        uint32_t out, rng;
        host_answer(&jobs[i], &out, &rng);
        if ((jobs[i].out != out || jobs[i].rng_out != rng) && bad++ < 5) {
            CHECK_FAIL("op %u grid %u rule %u in %07x/%07x: avr %07x/%07x, host %07x/%07x",
                       jobs[i].op, jobs[i].size, jobs[i].lo, jobs[i].in, jobs[i].arg,
                       jobs[i].out, jobs[i].rng_out, out, rng);
        }
    }
    CHECK_EQ(bad, 0);
}

TEST(solve_every_grid_and_rule)
{
    uint32_t rng = 31;
    int n = 0;
    for (int g = 0; g < 5; g++) {
        for (uint8_t rule = 0; rule < LO_RULES; rule++) {
            if (!lo_rule_valid(grids[g], rule)) {
                continue;
            }
            int count = grids[g] == (5 | LO_WRAP) && rule == LO_RULE_THREE ? 20 : 100;
            for (int i = 0; i < count; i++) {
                uint32_t m = lo_rule_mask(grids[g]), a = prng_next(&rng) & m;
                lo_board_t b = { a, rule == LO_RULE_THREE ? prng_next(&rng) & m & ~a : 0 };
                if (i & 1) {
                    b = lo_rule_deal(&rng, grids[g], rule, 1, 50);   /* a solvable one */
                }
                jobs[n++] = (fwcall_job_t){ .op = 1, .size = grids[g], .lo = rule, .in = b.p1,
                                            .arg = b.p2 };
            }
        }
    }
    run_and_compare(n);
}

TEST(deal_every_grid_and_rule)
{
    int n = 0;
    for (int g = 0; g < 5; g++) {
        for (uint8_t rule = 0; rule < LO_RULES; rule++) {
            if (!lo_rule_valid(grids[g], rule)) {
                continue;
            }
            for (uint32_t i = 0; i < 20; i++) {
                jobs[n++] = (fwcall_job_t){ .op = 2, .size = grids[g], .arg = rule, .lo = 1,
                                            .hi = 50, .rng = 0x9E3779B9u * (i + 1u) };
            }
            jobs[n++] = (fwcall_job_t){ .op = 2, .size = grids[g], .arg = rule, .lo = 3,
                                        .hi = 2, .rng = 5 };   /* empty: none, at once */
        }
    }
    run_and_compare(n);
}

int main(void)
{
    avr_t *avr = sim_load(ELF, SIM_MCU, SIM_F_CPU);
    if (!avr || !fwcall_init(&fc, avr, ELF, "var")) {
        printf("0 passed, 1 failed\n");
        return 1;
    }
    sim_run_cycles(avr, 1000);
    RUN(solve_every_grid_and_rule);
    RUN(deal_every_grid_and_rule);
    return check_done();
}
