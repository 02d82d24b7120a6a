/* SPDX-License-Identifier: MIT */
/*
 * The variant solvers compiled for the ATmega328P (tests/avr/
 * bench_variants_fw.c) answer bit for bit as on the host: lov_solve on
 * random and dealt boards of every grid and rule, and lov_deal (the board
 * and the PRNG state after it) with every par and with a narrow range.
 */
#include <sim_elf.h>

#include "check.h"
#include "prng.h"
#include "fwcall.h"
#include "simcore.h"
#include "solver_var.h"

#define ELF "build/" SIM_BOARD "/tests/bench_variants_fw.elf"
#define MAX_JOBS 2048

static fwcall_job_t jobs[MAX_JOBS];
static fwcall_t fc;
static const uint8_t grids[5] = { 3, 4, 5, 4 | LO_WRAP, 5 | LO_WRAP };

/* What the host says: a solve's plan planes, or a deal's board and rng. */
static void host_answer(const fwcall_job_t *j, uint32_t *out, uint32_t *rng_out)
{
    if (j->op == 1) {
        lo3_t x = lov_solve((lo3_t){ j->in, j->arg }, j->size, j->lo);
        *out = x.p1;
        *rng_out = x.p2;
    } else {
        uint32_t rng = j->rng;
        *out = lov_deal(&rng, j->size, (uint8_t)j->arg, j->lo, j->hi).p1;
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
        if (jobs[i].out != out || jobs[i].rng_out != rng) {
            if (bad++ < 5) {
                CHECK_FAIL("op %u grid %u rule/lo %u in %07x/%07x: avr %07x/%07x, host %07x/%07x",
                           jobs[i].op, jobs[i].size, jobs[i].lo, jobs[i].in, jobs[i].arg,
                           jobs[i].out, jobs[i].rng_out, out, rng);
            }
        }
    }
    CHECK_EQ(bad, 0);
}

TEST(solve_every_grid_and_rule)
{
    uint32_t rng = 21;
    for (int g = 0; g < 5; g++) {
        for (uint8_t rule = 0; rule < 3; rule++) {
            int n = g == 4 && rule == LO_RULE_THREE ? 60 : 300, solvable = 0;
            uint32_t mask = lw_grid_mask(grids[g]);
            for (int i = 0; i < n; i++) {
                lo3_t b = { prng_next(&rng) & mask, 0 };
                if (rule == LO_RULE_THREE) {
                    b.p2 = prng_next(&rng) & mask & ~b.p1;
                }
                if (i % 2) {
                    b = lov_deal(&rng, grids[g], rule, 1, 50);
                }
                solvable += lov_solvable(b, grids[g], rule);
                jobs[i] = (fwcall_job_t){ .op = 1, .size = grids[g], .lo = rule, .in = b.p1,
                                          .arg = b.p2 };
            }
            run_and_compare(n);
            CHECK(solvable >= n / 2);
        }
    }
}

TEST(deal_every_grid_and_rule)
{
    for (int g = 0; g < 5; g++) {
        for (uint8_t rule = 0; rule < 3; rule++) {
            uint32_t rng = 5u + (uint32_t)g;
            lo3_t b = lov_deal(&rng, grids[g], rule, 1, 50);
            uint8_t par = lov_par(b, grids[g], rule);   /* a par some board has */
            int n = g == 4 && rule == LO_RULE_THREE ? 10 : 40;
            for (int i = 0; i < n; i++) {
                jobs[i] = (fwcall_job_t){ .op = 2, .size = grids[g], .arg = rule,
                                          .lo = i % 2 ? par : 1, .hi = i % 2 ? par : 50,
                                          .rng = 0x1234567u * (uint32_t)(i + 1) };
            }
            run_and_compare(n);
        }
    }
}

/* The 8 KB board does not carry the variants: their test firmware is
 * larger than its flash, and that is what it checks there. */
TEST(variants_do_not_fit_this_mcu)
{
    elf_firmware_t f = {0};
    avr_t *mcu = avr_make_mcu_by_name(SIM_MCU);
    CHECK(elf_read_firmware(ELF, &f) == 0 && mcu != NULL);
    if (mcu) {
        printf("  %u bytes of variant solver firmware, %u of flash\n", f.flashsize, mcu->flashend + 1u);
        CHECK(f.flashsize > mcu->flashend + 1u);
    }
}

int main(void)
{
    avr_t *avr = sim_load(ELF, SIM_MCU, SIM_F_CPU);
    if (!avr) {
        RUN(variants_do_not_fit_this_mcu);
        return check_done();
    }
    if (!fwcall_init(&fc, avr, ELF, "var")) {
        printf("0 passed, 1 failed\n");
        return 1;
    }
    sim_run_cycles(avr, 1000);
    RUN(solve_every_grid_and_rule);
    RUN(deal_every_grid_and_rule);
    return check_done();
}
