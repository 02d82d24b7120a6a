/* SPDX-License-Identifier: MIT */
/*
 * Every board of the 3x3, 4x4 and 5x5 grids, both targets, against an
 * independent brute force: one Gray-code pass over every press set records
 * the fewest presses reaching each board, and the press sets reaching the
 * empty board (the kernel). Checks for each board b and target t:
 *   lo_solve(b ^ t) is LO_UNSOLVABLE exactly when no press set reaches it,
 *   exactly when lo_solvable() says so (5x5: the N1/N2 parity test too);
 *   the answer turns b into t; its popcount is the minimum; and every other
 *   minimum-size solution (answer ^ kernel element) has a larger mask value.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "solver.h"

static uint8_t min_presses[1u << 25];   /* 0xFF: not reachable */
static uint32_t crosses_at[25];          /* this test's own press model */
static uint32_t kernel[1u << 4];
static unsigned kernel_count;

static uint32_t cross(int cell, int s)
{
    int r = cell / 5, c = cell % 5;
    uint32_t m = 1u << cell;
    m |= r > 0 ? 1u << (cell - 5) : 0;
    m |= r < s - 1 ? 1u << (cell + 5) : 0;
    m |= c > 0 ? 1u << (cell - 1) : 0;
    m |= c < s - 1 ? 1u << (cell + 1) : 0;
    return m;
}

static bool grid_cell(int cell, int s)
{
    return cell / 5 < s && cell % 5 < s;
}

/* The board that the press set x makes from the empty board. */
static uint32_t press_all(uint32_t x)
{
    uint32_t b = 0;
    for (; x; x &= x - 1u) {
        b ^= crosses_at[__builtin_ctz(x)];
    }
    return b;
}

/* Brute force over the 2^(s*s) press sets, in Gray-code order. */
static void brute_force(int s)
{
    int cells[25], n = 0;
    uint32_t crosses[25];
    for (int r = 0; r < s; r++) {
        for (int c = 0; c < s; c++) {
            cells[n] = 5 * r + c;
            crosses[n] = cross(5 * r + c, s);
            n++;
        }
    }
    for (int c = 0; c < 25; c++) {
        crosses_at[c] = (grid_cell(c, s)) ? cross(c, s) : 0;
    }
    uint32_t span = 1u << (5 * (s - 1) + s);      /* boards fit below */
    memset(min_presses, 0xFF, span);
    kernel_count = 0;
    uint32_t board = 0, press = 0;
    for (uint32_t i = 0;; i++) {
        uint8_t pop = (uint8_t)__builtin_popcount(press);
        if (pop < min_presses[board]) {
            min_presses[board] = pop;
        }
        if (board == 0 && kernel_count < 16) {
            kernel[kernel_count++] = press;
        }
        if (i + 1 == (1u << n)) {
            break;
        }
        int k = __builtin_ctz(i + 1);                /* Gray code step */
        press ^= 1u << cells[k];
        board ^= crosses[k];
    }
}

static int fails;

static void fail(int s, const char *what, uint32_t b, uint32_t x)
{
    if (fails++ < 10) {
        CHECK_FAIL("%dx%d board %07x: %s (answer %07x)", s, s, b, what, x);
    }
}

static void check_grid(int s, unsigned expect_kernel, uint8_t expect_max)
{
    brute_force(s);
    CHECK_EQ(kernel_count, expect_kernel);
    uint32_t grid = lo_grid_mask((uint8_t)s);
    uint8_t max_par = 0;
    unsigned long solvable = 0;
    fails = 0;
    for (uint32_t b = 0; b < (1u << 25); b++) {
        if (b & ~grid) {
            continue;
        }
        for (int on = 0; on < 2; on++) {
            uint32_t target = on ? grid : 0, need = b ^ target;
            uint8_t min = min_presses[need];
            uint32_t x = lo_solve(need, (uint8_t)s);
            bool ok = min != 0xFF;
            if (lo_solvable(need, (uint8_t)s) != ok) {
                fail(s, "lo_solvable wrong", b, x);
            }
            if (s == 5 && ok != !(__builtin_parity(need & LO_N1) ||
                                  __builtin_parity(need & LO_N2))) {
                fail(s, "parity test wrong", b, x);
            }
            if (!ok) {
                if (x != LO_UNSOLVABLE || lo_par(need, (uint8_t)s) != LO_NO_PAR) {
                    fail(s, "unsolvable board answered", b, x);
                }
                continue;
            }
            solvable += !on;
            if (x & ~grid) {
                fail(s, "presses outside the grid", b, x);
                continue;
            }
            if ((b ^ press_all(x)) != target || lo_apply(b, x, (uint8_t)s) != target) {
                fail(s, on ? "does not reach all-on" : "does not clear", b, x);
            }
            uint8_t pop = (uint8_t)__builtin_popcount(x);
            if (pop != min || lo_par(need, (uint8_t)s) != min) {
                fail(s, "not the fewest presses", b, x);
            }
            max_par = pop > max_par ? pop : max_par;
            for (unsigned k = 1; k < kernel_count; k++) {
                uint32_t y = x ^ kernel[k];
                if ((uint8_t)__builtin_popcount(y) == pop && y < x) {
                    fail(s, "tie not broken to the smallest mask", b, x);
                }
            }
        }
    }
    CHECK_EQ(fails, 0);
    CHECK_EQ(solvable, (1ul << (s * s)) / expect_kernel);
    CHECK_EQ(max_par, expect_max);
}

TEST(exhaustive_3x3) { check_grid(3, 1, LO_MAX_PAR3); }
TEST(exhaustive_4x4) { check_grid(4, 16, LO_MAX_PAR4); }
TEST(exhaustive_5x5) { check_grid(5, 4, LO_MAX_PAR5); }

int main(void)
{
    RUN(exhaustive_3x3);
    RUN(exhaustive_4x4);
    RUN(exhaustive_5x5);
    return check_done();
}
