/* SPDX-License-Identifier: MIT */
/*
 * Pin-level tutor hints (menu row 4 col 1): the first HINT blinks one
 * chase cell below the topmost differing row, the second the whole chase
 * row; with only the bottom row lit (a Design board) the first HINT
 * blinks one top-row cell of the table's fix, the second all of it, and
 * the fix is kept while its cells are pressed. Following the tutor wins,
 * the sign shows. A build without the tutor (the m88) refuses the cell.
 */
#include "game_scene.h"
#include "tutor_table.h"

static bool have_tutor;

/* Cells blinking after a HINT. */
static uint32_t hint_blink(void)
{
    uint32_t blink;
    press(KEY_HINT);
    rig_leds(rig, 600, &blink);
    return blink;
}

TEST(tutor_cell_toggles)
{
    press(KEY_MODE);
    CHECK_EQ(rig_board(rig) & CELL(4, 1), 0);
    sound_t s = sound_of(21);
    if (!have_tutor) {
        CHECK(s.hz > 150 && s.hz < 250);       /* left out: refused */
        CHECK_EQ(rig_board(rig) & CELL(4, 1), 0);
    } else {
        CHECK(s.hz > 3000);
        CHECK(rig_board(rig) & CELL(4, 1));    /* lit = on */
    }
    press(KEY_MODE);
}

/* Classic level 1: chase phase. */
TEST(tutor_chase_hints)
{
    uint32_t b = level_board(1), row = 0;
    unsigned r = 0;
    while (r < 4u && (row = (b >> (5u * r)) & 0x1Fu) == 0) {
        r++;
    }
    CHECK(row != 0);
    uint32_t below = row << (5u * (r + 1u));
    uint32_t blink = hint_blink();
    CHECK_EQ(blink, below & (~below + 1u));    /* one chase cell */
    blink = hint_blink();
    CHECK_EQ(blink, below);                    /* the whole chase row */
    /* Follow the first HINT to the win: the sign shows. */
    unsigned moves = 0;
    while (b != 0 && moves < 40u) {
        blink = hint_blink();
        if (blink == 0 || (blink & (blink - 1u))) {
            CHECK_FAIL("hint %u: 0x%07x is not one cell", moves, (unsigned)blink);
            return;
        }
        uint8_t c = (uint8_t)__builtin_ctz(blink);
        b = lo_press(b, c, 5);
        press(c);
        moves++;
    }
    CHECK_EQ(b, 0);
    CHECK_EQ(rig_board(rig), WIN_SIGN);
    rig_run_ms(rig, 2600);
    rig_skip_intro(rig);
    CHECK_EQ(rig_board(rig), level_board(2));
}

/* A Design board with only the bottom row lit: the top-row fix phase. */
TEST(tutor_fix_hints)
{
    settings(2, 0, 5, 1);
    press(20);
    press(24);                                 /* X...X on the bottom row */
    press(KEY_START);
    rig_skip_intro(rig);
    CHECK_EQ(rig_board(rig), CELL(4, 0) | CELL(4, 4));
    uint8_t x = tutor_fix_table[32u - 8u + 0x11u];
    CHECK_EQ(hint_blink(), (uint32_t)(x & (~x + 1u)));
    CHECK_EQ(hint_blink(), (uint32_t)x);
    uint8_t first = (uint8_t)__builtin_ctz(x);
    press(first);
    CHECK_EQ(hint_blink(), (uint32_t)(x & ~(1u << first)));   /* the rest of the fix */
}

int main(int argc, char **argv)
{
    if (!game_begin(argc, argv, 777u)) {
        return check_done();
    }
    have_tutor = PART_TUTOR;
    RUN(tutor_cell_toggles);
    if (have_tutor) {
        RUN(tutor_chase_hints);
        RUN(tutor_fix_hints);
    }
    rig_close(rig);
    return check_done();
}
