/* SPDX-License-Identifier: MIT */
/* Menu settings, level select and the Design editor. */
#include "game_driver.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))

/* The menu lights the current value of each row, and level select. */
TEST(menu_shows_settings)
{
    fresh();
    skip_intro();
    key(KEY_MODE);
    CHECK_EQ(g.phase, PHASE_MENU);
    /* Row 3: sound on and brightness high; row 4: level select,
     * statistics, self-test. */
    CHECK_EQ(image(), CELL(0, 0) | CELL(1, 0) | CELL(2, 2) | CELL(3, 1) | CELL(3, 4) | CELL(4, 0) | CELL(4, 2) | CELL(4, 4));
    menu_pick(0, 2);
    menu_pick(1, 1);
    menu_pick(2, 0);
    menu_pick(3, 0);
    CHECK_EQ(image(), CELL(0, 2) | CELL(1, 1) | CELL(2, 0) | CELL(3, 0) | CELL(3, 4) | CELL(4, 0) | CELL(4, 2) | CELL(4, 4));
    menu_pick(2, 1);
    CHECK_EQ(image(), CELL(0, 2) | CELL(1, 1) | CELL(2, 1) | CELL(3, 0) | CELL(3, 4) | CELL(4, 0) | CELL(4, 2) | CELL(4, 4));
}

/* Cells that are no setting buzz and change nothing. */
TEST(menu_refuses)
{
    static const uint8_t bad[][2] = {{1, 4}, {4, 3}};
    fresh();
    skip_intro();
    key(KEY_MODE);
    uint32_t before = image();
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        menu_pick(bad[i][0], bad[i][1]);
        CHECK_EQ(tone(), SOUND_BUZZ_HZ);
        CHECK_EQ(image(), before);
        CHECK_EQ(g.phase, PHASE_MENU);
    }
    key(KEY_UNDO);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    menu_pick(0, 1);
    CHECK_EQ(tone(), SOUND_CLICK_HZ);
}

/* Leaving without a change resumes the game exactly. */
TEST(menu_resume)
{
    fresh();
    skip_intro();
    key(7);
    key(KEY_HINT);
    uint32_t board = g.board;
    key(KEY_MODE);
    menu_pick(3, 0);    /* sound alone: no new puzzle */
    menu_pick(0, 1);
    menu_pick(0, 0);    /* changed back */
    key(KEY_MODE);
    CHECK_EQ(g.phase, PHASE_PLAY);
    CHECK_EQ(g.board, board);
    CHECK_EQ(g.moves, 1);
    CHECK_EQ(g.hints, 1);
    CHECK_EQ(g.sound, 0);
    CHECK_EQ(image(), board);          /* the hint ended */
    key(KEY_UNDO);                     /* the undo ring survived */
    CHECK_EQ(g.board, level_board(1));
}

/* Each of game, target and grid starts a new puzzle for the new setting. */
TEST(menu_applies)
{
    fresh();
    setup(GAME_RANDOM, 0, 5);
    CHECK_EQ(g.mode, GAME_RANDOM);
    CHECK(g.board != 0 && lo_solvable(g.board, 5));
    setup(GAME_RANDOM, 1, 5);
    CHECK_EQ(g.rule, 1);
    CHECK(g.board != 0x1FFFFFFul && lo_solvable(g.board ^ 0x1FFFFFFul, 5));
    CHECK_EQ(g.par, lo_par(g.board ^ 0x1FFFFFFul, 5));
    setup(GAME_RANDOM, 0, 3);
    CHECK_EQ(g.psize, 3);
    CHECK_EQ(g.board & ~lo_grid_mask(3), 0);
    CHECK(g.board != 0);
    uint32_t b = g.board;
    key(3);                            /* outside the 3x3 grid: inert */
    key(24);
    CHECK_EQ(g.board, b);
    CHECK_EQ(g.moves, 0);
    CHECK_EQ(image() & ~lo_grid_mask(3), 0);
    key(4 - 4 + 2);                    /* (0,2): neighbours inside the grid only */
    CHECK_EQ(g.board, b ^ (CELL(0, 1) | CELL(0, 2) | CELL(1, 2)));
    setup(GAME_RANDOM, 0, 4);
    CHECK_EQ(g.board & ~lo_grid_mask(4), 0);
    setup(GAME_CLASSIC, 0, 4);         /* Classic levels are 5x5 boards */
    CHECK_EQ(g.psize, 5);
    CHECK_EQ(g.board, level_board(1));
    setup(GAME_DESIGN, 0, 5);
    CHECK_EQ(g.phase, PHASE_EDIT);
    CHECK_EQ(image(), 0);
}

/* Level select: lit = unlocked, a dark cell buzzes, pages turn. */
TEST(level_select)
{
    fresh();
    skip_intro();
    key(KEY_MODE);
    menu_pick(4, 0);
    CHECK_EQ(g.phase, PHASE_SELECT);
    CHECK_EQ(image(), 1);              /* level 1 only */
    key(1);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(g.phase, PHASE_SELECT);
    key(KEY_UNDO);                     /* no page before the first */
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    for (unsigned p = 1; p < (LEVEL_COUNT + 24u) / 25u; p++) {
        key(KEY_HINT);
        CHECK_EQ(g.page, p);
        CHECK_EQ(image(), 0);
    }
    key(KEY_HINT);                     /* no page after the last */
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    while (g.page > 0) {
        key(KEY_UNDO);
    }
    key(0);
    CHECK_EQ(g.phase, PHASE_INTRO);
    CHECK_EQ(g.level, 1);
    CHECK_EQ(g.board, level_board(1));
}

/* Solving unlocks; a later page shows the unlocked levels; select plays one. */
TEST(unlock_and_select)
{
    fresh();
    for (int n = 1; n <= 27; n++) {
        skip_intro();
        solve_board();
        CHECK_EQ(g.phase, PHASE_RESULT);
        wait_ms(3000);
    }
    CHECK_EQ(g.unlocked, 28);
    CHECK_EQ(g.level, 28);
    skip_intro();
    key(KEY_MODE);
    menu_pick(4, 0);
    CHECK_EQ(g.page, 1);               /* the page of the current level */
    CHECK_EQ(image(), 0x7ul);          /* levels 26..28 */
    key(3);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);   /* level 29 is locked */
    key(KEY_UNDO);
    CHECK_EQ(image(), 0x1FFFFFFul);
    key(9);
    CHECK_EQ(g.level, 10);
    CHECK_EQ(g.board, level_board(10));
    CHECK_EQ(g.unlocked, 28);
}

/* Design: single-cell toggles, and the three START verdicts. */
TEST(design_verdicts)
{
    fresh();
    setup(GAME_DESIGN, 0, 5);
    key(KEY_START);                    /* empty = already solved */
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(g.phase, PHASE_EDIT);
    struct { uint8_t cell; uint32_t fix; } cases[] = {
        {0, LO_N1 & ~LO_N2},           /* only the N1 parity fails */
        {1, LO_N2 & ~LO_N1},           /* only N2 */
        {2, LO_N1 & LO_N2},            /* both */
    };
    for (unsigned i = 0; i < 3; i++) {
        uint32_t bit = 1ul << cases[i].cell;
        CHECK(((LO_N1 & bit) != 0) == (i != 1));
        CHECK(((LO_N2 & bit) != 0) == (i != 0));
        key(cases[i].cell);
        CHECK_EQ(g.board, bit);
        CHECK_EQ(image(), bit);
        key(KEY_START);
        CHECK_EQ(tone(), SOUND_BUZZ_HZ);
        CHECK_EQ(g.phase, PHASE_EDIT);
        CHECK_EQ(g.blink, cases[i].fix);
        CHECK_EQ(image(), bit | cases[i].fix);
        now += 125u;
        CHECK_EQ(image(), bit & ~cases[i].fix);
        key(cases[i].cell);            /* ends the blink; back to dark */
        CHECK_EQ(image(), 0);
    }
    /* A solvable design plays with its par, then returns to the editor. */
    key(0);
    key(1);
    key(5);
    key(12);
    uint32_t design = CELL(0, 0) | CELL(0, 1) | CELL(1, 0) | CELL(2, 2);
    CHECK(lo_solvable(design, 5));
    key(KEY_START);
    CHECK_EQ(g.phase, PHASE_INTRO);
    CHECK_EQ(g.par, brute_par(design, 5));
    skip_intro();
    CHECK_EQ(image(), design);
    solve_board();
    CHECK_EQ(g.result, GAME_PERFECT);
    wait_ms(3000);
    CHECK_EQ(g.phase, PHASE_EDIT);
    CHECK_EQ(image(), design);
}

/* 4x4 verdicts: fix cells are exactly those whose toggle makes the board
 * solvable, checked by brute force over all 2^16 press sets. */
TEST(design_4x4_fix_cells)
{
    static const uint8_t designs[][3] = {{0, 0xFF, 0xFF}, {0, 6, 0xFF}, {1, 2, 7}, {5, 0xFF, 0xFF}};
    int blinked = 0;
    fresh();
    setup(GAME_DESIGN, 0, 4);
    for (unsigned d = 0; d < 4; d++) {
        for (unsigned i = 0; i < 3 && designs[d][i] != 0xFF; i++) {
            key(designs[d][i]);
        }
        uint32_t board = g.board;
        key(KEY_START);
        CHECK_EQ(brute_par(board, 4), 99);  /* each design is unsolvable */
        CHECK_EQ(tone(), SOUND_BUZZ_HZ);
        CHECK_EQ(g.phase, PHASE_EDIT);
        blinked += g.blink != 0;
        for (uint8_t c = 0; c < 25; c++) {
            uint32_t bit = 1ul << c;
            bool fixes = (lo_grid_mask(4) & bit) && brute_par(board ^ bit, 4) != 99;
            CHECK_EQ(!!(g.blink & bit), fixes);
        }
        for (uint8_t c = 0; c < 25; c++) {
            if (g.board & (1ul << c)) {
                key(c);                      /* clear the design */
            }
        }
        CHECK_EQ(g.board, 0);
    }
    CHECK(blinked >= 2);
}

/* Lights On in Design: the target is all lit; a full grid is solved. */
TEST(design_lights_on)
{
    fresh();
    setup(GAME_DESIGN, 1, 3);
    for (uint8_t c = 0; c < 25; c++) {
        if (lo_grid_mask(3) & (1ul << c)) {
            key(c);
        }
    }
    CHECK_EQ(g.board, lo_grid_mask(3));
    key(KEY_START);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);   /* already solved */
    key(0);
    key(KEY_START);
    CHECK_EQ(g.phase, PHASE_INTRO);    /* 3x3 is always solvable */
    CHECK_EQ(g.par, brute_par(g.board ^ lo_grid_mask(3), 3));
    skip_intro();
    key(KEY_HINT);
    key((uint8_t)__builtin_ctz(g.blink));
    while (g.phase == PHASE_PLAY) {
        key(KEY_HINT);
        key((uint8_t)__builtin_ctz(g.blink));
    }
    CHECK_EQ(g.phase, PHASE_RESULT);
    CHECK(g.result != GAME_PERFECT);
}

int main(void)
{
    RUN(menu_shows_settings);
    RUN(menu_refuses);
    RUN(menu_resume);
    RUN(menu_applies);
    RUN(level_select);
    RUN(unlock_and_select);
    RUN(design_verdicts);
    RUN(design_4x4_fix_cells);
    RUN(design_lights_on);
    return check_done();
}
