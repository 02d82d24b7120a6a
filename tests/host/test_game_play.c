/* SPDX-License-Identifier: MIT */
/* The game in play: intro, moves, undo, hints, restart. */
#include "game_driver.h"
#include "font.h"
#include "intro.h"

/* Starts at Classic level 1 with an intro showing "1", a dash, "3". */
TEST(start_intro)
{
    fresh();
    CHECK_EQ(g.mode, GAME_CLASSIC);
    CHECK_EQ(g.level, 1);
    CHECK_EQ(g.board, level_board(1));
    CHECK_EQ(g.par, lo_par(level_board(1), 5));
    CHECK_EQ(g.phase, PHASE_INTRO);
    CHECK_EQ(image(), 0);                 /* the text enters from the right */
    now += 100u;
    CHECK_EQ(image(), (1ul << 9) | (1ul << 24));  /* left column of "1" at the right */
    now += 400u;                          /* step 5: "1" in cols 0-2, dash col 0 in col 4 */
    uint32_t one = (1ul << 1) | (1ul << 5) | (1ul << 6) | (1ul << 11) | (1ul << 16) |
                   (1ul << 20) | (1ul << 21) | (1ul << 22);
    CHECK_EQ(g.par, 3);
    CHECK_EQ(image(), one | (1ul << 14));
    wait_ms(10000);
    CHECK_EQ(g.phase, PHASE_PLAY);        /* the intro ends by itself */
    CHECK_EQ(image(), level_board(1));
}

/* The intro text: level (Classic only), a dash, the par; 1 to 3 digits. */
TEST(intro_digits)
{
    static const struct {
        uint8_t mode, level, par, n;
        uint8_t glyph[8];
    } t[] = {
        {GAME_CLASSIC, 1, 3, 3, {1, FONT_DASH, 3}},
        {GAME_CLASSIC, 10, 4, 4, {1, 0, FONT_DASH, 4}},
        {GAME_CLASSIC, 99, 15, 5, {9, 9, FONT_DASH, 1, 5}},
        {GAME_CLASSIC, 100, 15, 6, {1, 0, 0, FONT_DASH, 1, 5}},
        {GAME_RANDOM, 7, 0, 1, {0}},
        {GAME_RANDOM, 7, 12, 2, {1, 2}},
    };
    for (unsigned i = 0; i < sizeof t / sizeof t[0]; i++) {
        fresh();
        g.mode = t[i].mode;
        g.level = t[i].level;
        g.par = t[i].par;
        intro_text(&g);
        CHECK_EQ(g.glyphs, t[i].n);
        CHECK(memcmp(g.glyph, t[i].glyph, t[i].n) == 0);
    }
}

/* A key skips the intro and is not a move; a grid key then toggles the cross. */
TEST(skip_and_move)
{
    fresh();
    key(12);
    CHECK_EQ(g.phase, PHASE_PLAY);
    CHECK_EQ(g.board, level_board(1));
    CHECK_EQ(g.moves, 0);
    key(12);
    CHECK_EQ(g.board, level_board(1) ^ 0x0023880ul);   /* centre cross */
    CHECK_EQ(image(), g.board);
    CHECK_EQ(g.moves, 1);
    key(0);
    CHECK_EQ(g.board, level_board(1) ^ 0x0023880ul ^ 0x0000023ul);
}

/* Table-driven play of level 1 on a fake clock: after dt ms, event ev
 * (EV_NONE: only draw); then the LEDs (relative: cells changed from the
 * level's board; absolute in the menu), the phase and the buzzer. */
#define X12 0x0023880ul   /* cross of the centre */
#define X0  0x0000023ul   /* cross of the top-left corner */
#define X24 0x1880000ul   /* cross of the bottom-right corner */
#define MENU0 0x1591021ul /* menu: Classic, off, 5x5, sound on, high, select, statistics,
                            self-test */
static const struct {
    uint16_t dt;
    uint8_t ev;
    uint32_t img;
    bool absolute;
    uint8_t phase;
    uint16_t tone;
} play_table[] = {
    {100, KEY_UNDO, 0, false, PHASE_PLAY, 0},          /* skips the intro only */
    {100, 12, X12, false, PHASE_PLAY, SOUND_CLICK_HZ},
    {9, EV_NONE, X12, false, PHASE_PLAY, SOUND_CLICK_HZ},
    {1, EV_NONE, X12, false, PHASE_PLAY, 0},           /* clicks last 10 ms */
    {100, 0, X12 ^ X0, false, PHASE_PLAY, SOUND_CLICK_HZ},
    {100, 24, X12 ^ X0 ^ X24, false, PHASE_PLAY, SOUND_CLICK_HZ},
    {100, KEY_UNDO, X12 ^ X0, false, PHASE_PLAY, SOUND_CLICK_HZ},
    {100, 30, X12 ^ X0, false, PHASE_PLAY, 0},         /* not a key: nothing */
    {100, KEY_START, 0, false, PHASE_PLAY, SOUND_CLICK_HZ},   /* restart */
    {100, KEY_UNDO, 0, false, PHASE_PLAY, SOUND_BUZZ_HZ},     /* nothing to undo */
    {249, EV_NONE, 0, false, PHASE_PLAY, SOUND_BUZZ_HZ},
    {1, EV_NONE, 0, false, PHASE_PLAY, 0},             /* buzz lasts 250 ms */
    {100, KEY_MODE, MENU0, true, PHASE_MENU, SOUND_CLICK_HZ},
    {100, 9, MENU0, true, PHASE_MENU, SOUND_BUZZ_HZ},  /* no such setting */
    {100, 23, MENU0, true, PHASE_MENU, SOUND_BUZZ_HZ},
    {100, KEY_START, MENU0, true, PHASE_MENU, SOUND_BUZZ_HZ},
    {100, KEY_MODE, 0, false, PHASE_PLAY, SOUND_CLICK_HZ},    /* resume */
    {100, EV_START_LONG, 0, false, PHASE_PLAY, 0},     /* power is main's */
    {100, 6, 0x00008E2ul, false, PHASE_PLAY, SOUND_CLICK_HZ},
};

TEST(play_table)
{
    fresh();
    uint32_t level = level_board(1);
    for (unsigned i = 0; i < sizeof play_table / sizeof play_table[0]; i++) {
        now += play_table[i].dt;
        if (play_table[i].ev != EV_NONE) {
            game_event(&g, play_table[i].ev, now);
        }
        uint32_t want = play_table[i].absolute ? play_table[i].img : level ^ play_table[i].img;
        if (image() != want || g.phase != play_table[i].phase || tone() != play_table[i].tone) {
            CHECK_FAIL("row %u: leds 0x%07x phase %u tone %u, want 0x%07x %u %u", i,
                       (unsigned)image(), g.phase, tone(), (unsigned)want,
                       play_table[i].phase, play_table[i].tone);
        }
    }
}

/* UNDO takes back 32 moves, one at a time, then buzzes. */
TEST(undo_depth)
{
    fresh();
    skip_intro();
    uint32_t boards[41], rng = 7;
    boards[0] = g.board;
    int n = 0;
    while (n < 40) {
        uint8_t c = (uint8_t)prng_below(&rng, 25);
        key(c);
        if (g.phase != PHASE_PLAY) {   /* solved by chance: start over */
            fresh();
            skip_intro();
            boards[0] = g.board;
            n = 0;
            continue;
        }
        boards[++n] = g.board;
    }
    CHECK_EQ(g.moves, 40);
    for (int i = 39; i >= 8; i--) {
        key(KEY_UNDO);
        CHECK_EQ(g.board, boards[i]);
        CHECK_EQ(tone(), SOUND_CLICK_HZ);
    }
    CHECK_EQ(g.moves, 8);
    key(KEY_UNDO);
    CHECK_EQ(g.board, boards[8]);          /* refused */
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
}

/* HINT: one blinking cell at 4 Hz on a fewest-press plan, then the plan. */
TEST(hint_levels)
{
    fresh();
    skip_intro();
    key(3);
    key(17);   /* any position */
    uint32_t plan = lo_solve(g.board, 5);
    unsigned par = brute_par(g.board, 5);
    CHECK_EQ(__builtin_popcount(plan), par);
    key(KEY_HINT);
    CHECK_EQ(g.hints, 1);
    CHECK_EQ(__builtin_popcount(g.blink), 1);
    CHECK_EQ(g.blink, plan & -plan);       /* the lowest cell of the plan */
    uint8_t cell = (uint8_t)__builtin_ctz(g.blink);
    CHECK_EQ(brute_par(lo_press(g.board, cell, 5), 5), par - 1u);
    CHECK_EQ(image(), g.board | g.blink);  /* on for 125 ms */
    now += 124u;
    CHECK_EQ(image(), g.board | g.blink);
    now += 1u;
    CHECK_EQ(image(), g.board & ~g.blink); /* off for 125 ms */
    now += 125u;
    CHECK_EQ(image(), g.board | g.blink);
    key(KEY_HINT);
    CHECK_EQ(g.hints, 2);
    CHECK_EQ(g.blink, plan);
    CHECK_EQ(image(), g.board | plan);
    uint32_t before = g.board;
    key(KEY_UNDO);                          /* another key ends the hint */
    CHECK_EQ(g.blink, 0);
    CHECK_EQ(g.board, lo_press(before, 17, 5));
    CHECK_EQ(g.hints, 2);
}

/* Following hints from any position wins in exactly the par of that
 * position, on every grid and target; the result is never perfect. */
static void follow_hints(uint8_t mode, uint8_t on, uint8_t size, uint8_t scramble)
{
    fresh();
    setup(mode, on, size);
    uint32_t rng = 99u + size + on;
    for (uint8_t i = 0; i < scramble && g.phase == PHASE_PLAY; i++) {
        uint8_t c = (uint8_t)prng_below(&rng, 25);
        key(c);
    }
    if (g.phase != PHASE_PLAY) {
        return;
    }
    uint32_t target = lo_target(size, on), grid = lo_grid_mask(size);
    CHECK_EQ(g.board & ~grid, 0);
    unsigned par = brute_par(g.board ^ target, size), moves = 0;
    uint8_t level = g.level;
    while (g.phase == PHASE_PLAY && moves < 30u) {
        key(KEY_HINT);
        CHECK_EQ(__builtin_popcount(g.blink), 1);
        CHECK(g.blink & grid);
        key((uint8_t)__builtin_ctz(g.blink));
        moves++;
    }
    CHECK_EQ(moves, par);
    CHECK_EQ(g.phase, PHASE_RESULT);
    CHECK(g.result != GAME_PERFECT);
    if (mode == GAME_CLASSIC) {
        CHECK_EQ(g.level, level + 1u);
    }
}

TEST(hints_solve_in_par)
{
    for (uint8_t size = 3; size <= 5; size++) {
        for (uint8_t on = 0; on < 2u; on++) {
            follow_hints(GAME_RANDOM, on, size, 0);
            follow_hints(GAME_RANDOM, on, size, 3);
        }
    }
    follow_hints(GAME_CLASSIC, 0, 5, 0);
    follow_hints(GAME_CLASSIC, 1, 5, 2);
}

/* 4x4 has 16 solutions a board: the whole-plan hint is the fewest. */
TEST(hint_4x4_fewest)
{
    fresh();
    setup(GAME_RANDOM, 0, 4);
    for (int round = 0; round < 20; round++) {
        key(KEY_HINT);
        key(KEY_HINT);
        CHECK_EQ((unsigned)__builtin_popcount(g.blink), brute_par(g.board, 4));
        CHECK_EQ(lo_apply(g.board, g.blink, 4), 0);
        key(KEY_START);          /* Random: deal the next */
        skip_intro();
    }
}

/* START restarts a Classic level: moves back to 0, hints stay counted. */
TEST(restart)
{
    fresh();
    skip_intro();
    key(KEY_HINT);
    key(4);
    key(9);
    key(KEY_START);
    CHECK_EQ(g.board, level_board(1));
    CHECK_EQ(g.moves, 0);
    CHECK_EQ(g.hints, 1);
    CHECK_EQ(g.phase, PHASE_PLAY);
    key(KEY_UNDO);               /* nothing to take back */
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
}

int main(void)
{
    RUN(start_intro);
    RUN(intro_digits);
    RUN(skip_and_move);
    RUN(play_table);
    RUN(undo_depth);
    RUN(hint_levels);
    RUN(hints_solve_in_par);
    RUN(hint_4x4_fewest);
    RUN(restart);
    return check_done();
}
