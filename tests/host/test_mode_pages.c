/* SPDX-License-Identifier: MIT */
/*
 * Menu row 0 past five modes (modes.h, mode_pick and mode_cell): mode m
 * sits in column m % 5 on page m / 5; pressing a column steps through its
 * linked modes, page by page, and back to the first; a mode past the first
 * page blinks. Checked for lists of 1 to 31 modes and masks of what a
 * build links, against a model written apart; and this build's list, five
 * modes, behaves as the plain column choice.
 */
#include "check.h"
#include "modes.h"

/* The model: the linked modes of column col in order; the one after cur
 * if cur is among them, else the first; MODE_NONE if there are none. (cur
 * is the mode in play: always linked.) */
static uint8_t model(uint8_t cur, uint8_t col, uint8_t count, uint32_t linked)
{
    uint8_t in[8], n = 0, at = 0xFFu;
    for (uint8_t m = col; m < count; m += 5u) {
        if (linked >> m & 1u) {
            if (m == cur) {
                at = n;
            }
            in[n++] = m;
        }
    }
    if (n == 0) {
        return MODE_NONE;
    }
    return at == 0xFFu ? in[0] : in[(at + 1u) % n];
}

TEST(every_list_and_mask_against_the_model)
{
    uint32_t rng = 99;
    int checked = 0, bad = 0;
    for (uint8_t count = 1; count < 32u; count++) {
        for (int k = 0; k < 40; k++) {
            rng = rng * 1103515245u + 12345u;
            uint32_t all = (count == 32u ? 0u : 1ul << count) - 1u;
            uint32_t linked = (k == 0 ? all : rng ^ rng >> 7) & all;   /* the first: every mode */
            for (uint8_t cur = 0; cur < count; cur++) {
                for (uint8_t col = 0; col < 5u && (linked >> cur & 1u); col++) {
                    uint8_t got = mode_pick(cur, col, count, linked), want = model(cur, col, count, linked);
                    if (got != want && bad++ == 0) {
                        printf("  %u modes, linked %#x, mode %u, column %u: %u, not %u\n", count,
                               (unsigned)linked, cur, col, got, want);
                    }
                    checked++;
                }
            }
        }
    }
    printf("  %d choices checked, %d wrong\n", checked, bad);
    CHECK(checked > 10000);
    CHECK_EQ(bad, 0);
}

/* Twelve modes, all linked: column 1 steps 1, 6, 11, 1; column 2 steps 2,
 * 7, 2 (no 12). A mode on page 1 or 2 blinks, page 0 is steady. */
TEST(twelve_modes_step_and_blink)
{
    uint32_t all = (1ul << 12) - 1u;
    CHECK_EQ(mode_pick(0, 1, 12, all), 1);
    CHECK_EQ(mode_pick(1, 1, 12, all), 6);
    CHECK_EQ(mode_pick(6, 1, 12, all), 11);
    CHECK_EQ(mode_pick(11, 1, 12, all), 1);
    CHECK_EQ(mode_pick(2, 2, 12, all), 7);
    CHECK_EQ(mode_pick(7, 2, 12, all), 2);
    CHECK_EQ(mode_pick(7, 1, 12, all), 1);            /* another column: its first */
    CHECK_EQ(mode_pick(0, 1, 12, all & ~(1ul << 1)), 6);   /* mode 1 left out */
    CHECK_EQ(mode_pick(0, 3, 12, all & ~(1ul << 3 | 1ul << 8)), MODE_NONE);
    CHECK_EQ(mode_cell(3, true), 1u << 3);
    CHECK_EQ(mode_cell(3, false), 1u << 3);
    CHECK_EQ(mode_cell(8, false), 1u << 3);
    CHECK_EQ(mode_cell(8, true), 0);
    CHECK_EQ(mode_cell(11, false), 1u << 1);
}

/* This build: five modes or fewer, so a column is its own mode, refused
 * when that mode is left out. */
TEST(this_build_column_is_its_mode)
{
    for (uint8_t cur = 0; cur < GAME_MODES; cur++) {
        for (uint8_t col = 0; col < 5u; col++) {
            uint8_t want = col < GAME_MODES && mode_linked(col) ? col : MODE_NONE;
            CHECK_EQ(mode_pick(cur, col, GAME_MODES, MODE_LINKED_MASK), want);
        }
    }
}

int main(void)
{
    RUN(every_list_and_mask_against_the_model);
    RUN(twelve_modes_step_and_blink);
    RUN(this_build_column_is_its_mode);
    return check_done();
}
