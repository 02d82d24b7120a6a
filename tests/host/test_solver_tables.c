/* SPDX-License-Identifier: MIT */
/*
 * The generated constants of the AVR solver (firmware/solver/solver_avr.S), read
 * here as C: each residue slot solves its residue, the quiet patterns are
 * the null basis with the pivots and sizes the assembly assumes.
 */
#include "check.h"
#include "lo_tables.h"
#include "solver.h"

static const uint8_t fix5[] = { LO5_FIX }, fix3[] = { LO3_FIX };

static uint32_t popcount(uint32_t v)
{
    return (uint32_t)__builtin_popcount(v);
}

/* 5x5: slot r >> 2 holds r and presses, row by row, that light r alone. */
TEST(residue_slots_5x5)
{
    unsigned solvable = 0;
    for (uint32_t r = 0; r < 32; r++) {
        const uint8_t *t = &fix5[8 * (r >> LO5_RES_SHIFT)];
        uint32_t x = 0;
        for (int row = 0; row < 5; row++) {
            x |= (uint32_t)t[1 + row] << (5 * row);
        }
        bool ok = lo_solvable(r << 20, 5);
        solvable += ok;
        CHECK_EQ(t[0] == r, ok);
        if (ok) {
            CHECK_EQ(lo_apply(0, x, 5), r << 20);
        }
        CHECK_EQ(t[6] | t[7], 0u);
    }
    CHECK_EQ(solvable, 8u);
}

/* 3x3: every residue solvable; slot r is the low two bytes of its presses. */
TEST(residue_slots_3x3)
{
    for (uint32_t r = 0; r < 8; r++) {
        uint32_t x = fix3[2 * r] | (uint32_t)fix3[2 * r + 1] << 8;
        CHECK_EQ(lo_apply(0, x, 3), r << 10);
        CHECK_EQ(x & ~lo_grid_mask(3), 0u);
    }
}

/* K1.. are the null bases, reduced: each pivot (top bit) in its vector only. */
TEST(quiet_patterns)
{
    static const uint32_t k5[] = { LO5_K1, LO5_K2 }, k4[] = { LO4_K1, LO4_K2, LO4_K3, LO4_K4 };
    static const int top5[] = { LO5_K1_TOP, LO5_K2_TOP }, pop5[] = { LO5_K1_POP, LO5_K2_POP };
    static const int top4[] = { LO4_K1_TOP, LO4_K2_TOP, LO4_K3_TOP, LO4_K4_TOP };
    static const int pop4[] = { LO4_K1_POP, LO4_K2_POP, LO4_K3_POP, LO4_K4_POP };
    for (int i = 0; i < 2; i++) {
        CHECK_EQ(k5[i], lo_null5[i]);
        CHECK_EQ(lo_apply(0, k5[i], 5), 0u);
        CHECK_EQ(k5[i] >> top5[i], 1u);
        CHECK_EQ(k5[1 - i] >> top5[i] & 1u, 0u);
        CHECK_EQ(popcount(k5[i]), (uint32_t)pop5[i]);
    }
    CHECK_EQ(popcount(LO5_K1 ^ LO5_K2), (uint32_t)LO5_K12_POP);
    uint32_t rows[] = { LO5_K1_R0, LO5_K1_R1, LO5_K1_R2, LO5_K1_R3, LO5_K1_R4 };
    for (int r = 0; r < 5; r++) {
        CHECK_EQ(rows[r], LO5_K1 >> (5 * r) & 0x1Fu);
    }
    for (int i = 0; i < 4; i++) {
        CHECK_EQ(k4[i], lo_null4[i]);
        CHECK_EQ(lo_apply(0, k4[i], 4), 0u);
        CHECK_EQ(k4[i] >> top4[i], 1u);
        for (int j = 0; j < 4; j++) {
            CHECK_EQ(j != i && (k4[j] >> top4[i] & 1u), 0);
        }
        CHECK_EQ(popcount(k4[i]), (uint32_t)pop4[i]);
    }
    CHECK_EQ(popcount(LO4_K3 ^ LO4_K4), (uint32_t)LO4_K34_POP);
}

int main(void)
{
    RUN(residue_slots_5x5);
    RUN(residue_slots_3x3);
    RUN(quiet_patterns);
    return check_done();
}
