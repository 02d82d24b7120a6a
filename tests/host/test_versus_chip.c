/* SPDX-License-Identifier: MIT */
/*
 * The chip as the Versus opponent (firmware/README.md "Versus"): each
 * strength only ever presses grid cells and solves every deal in its
 * bound (easy: light chasing, checked press by press against the method;
 * medium: one of the deal's four solutions; hard: par); in the game it
 * presses after VS_THINK_MS and no sooner, one legal press at a time,
 * while grid keys and START buzz and MODE still opens the menu (back from
 * it, a whole pause again); a save taken while it thinks resumes its solve.
 */
#include "game_driver.h"
#include "keys.h"
#include "puzzle.h"
#include "versus_chip.h"

#define THINK_MS 500u

/* Light chasing, by the method (README "The tutor"): a cell below a lit
 * cell of the topmost lit row above the bottom; with only the bottom row
 * lit, top-row cells (the fix, *fixing), pressed before any chase.
 * Whether c may be the next press on b. */
static bool chase_allows(uint32_t b, uint8_t c, bool *fixing)
{
    if ((b & 0xFFFFFu) == 0) {
        *fixing = true;
    }
    if (*fixing && c < 5u) {
        return true;
    }
    *fixing = false;
    for (unsigned r = 0; r < 4u; r++) {
        uint32_t row = b >> (5u * r) & 0x1Fu;
        if (row) {
            return c / 5u == r + 1u && (row >> (c % 5u) & 1u);
        }
    }
    return false;
}

TEST(every_strength_solves_every_deal_with_legal_presses)
{
    uint32_t rng = 2024;
    for (unsigned i = 0; i < 3000; i++) {
        uint32_t d = lo_deal(&rng, 5, i % 2 ? 6u : 1u, i % 2 ? 12u : 15u);
        uint8_t par = lo_par(d, 5);
        for (uint8_t s = CHIP_EASY; s <= CHIP_HARD; s++) {
            uint32_t b = d, pressed = 0;
            uint8_t n = 0, c;
            bool fixing = false;
            while ((c = chip_press(d, s, n)) != CHIP_DONE) {
                CHECK(c < 25u);
                if (s == CHIP_EASY) {
                    CHECK(chase_allows(b, c, &fixing));
                } else {
                    CHECK(!(pressed >> c & 1u));   /* a plan: each cell once */
                }
                pressed |= 1ul << c;
                b = lo_press(b, c, 5);
                n++;
                if (n > VS_LIMIT) {
                    CHECK(n <= VS_LIMIT);
                    break;
                }
            }
            CHECK_EQ(b, 0u);                       /* solved */
            if (s == CHIP_HARD) {
                CHECK_EQ(n, par);
            } else {
                CHECK(n >= par);
            }
            if (s == CHIP_MEDIUM) {
                /* one of the four: it differs from a fewest plan by a quiet pattern */
                uint32_t q = pressed ^ lo_solve(d, 5);
                CHECK(q == 0 || q == LO_N1 || q == LO_N2 || q == (LO_N1 ^ LO_N2));
            }
        }
    }
}

/* Versus against the chip at strength s; player 1's solve done at par. */
static void to_chip_turn(unsigned s)
{
    fresh();
    skip_intro();
    key(KEY_MODE);
    menu_pick(0, GAME_VERSUS);
    for (unsigned i = 0; i < s; i++) {
        menu_pick(4, 3);
    }
    key(KEY_MODE);
    CHECK_EQ(VS_CHIP(g.versus), s);
    wait_ms(GAME_SCORE_WAIT_MS);
    skip_intro();
    CHECK_EQ(g.versus & VS_TURN, 0);
    solve_board();
    CHECK_EQ(g.phase, PHASE_RESULT);
    wait_ms(GAME_SIGN_MS + GAME_RESULT_MS + GAME_SCORE_WAIT_MS);
    skip_intro();                        /* the chip's solve: player 2 */
    CHECK(g.versus & VS_TURN);
}

/* Ticks of 10 ms until the chip presses; how long it took (ms). */
static unsigned chip_wait(void)
{
    uint8_t top = g.undo_top;
    unsigned ms = 0;
    while (g.undo_top == top && ms < 5000u) {
        wait_ms(10);
        ms += 10u;
    }
    return ms;
}

TEST(the_chip_thinks_then_presses_its_plan)
{
    for (unsigned s = CHIP_EASY; s <= CHIP_HARD; s++) {
        to_chip_turn(s);
        uint32_t start = g.start;
        uint8_t n = 0;
        while (g.phase == PHASE_PLAY && n < VS_LIMIT) {
            uint32_t before = g.board;
            unsigned ms = chip_wait();
            CHECK(ms >= THINK_MS - 10u && ms <= THINK_MS + 10u);
            uint8_t c = chip_press(start, (uint8_t)s, n++);
            CHECK_EQ(before ^ (g.phase == PHASE_PLAY ? g.board : 0u), lo_cross(c, 5));
        }
        CHECK_EQ(g.phase, PHASE_RESULT);    /* its check mark */
        CHECK_EQ(chip_press(start, (uint8_t)s, n), CHIP_DONE);
        CHECK_EQ(g.tone, TONE_CHIRP);
    }
}

TEST(keys_while_the_chip_thinks)
{
    to_chip_turn(CHIP_HARD);             /* its solve began at now */
    uint32_t b = g.board;
    uint8_t ver = game_version(&g);
    key(7);                              /* not the player's turn */
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(g.board, b);
    key(KEY_START);                      /* nor theirs to give up */
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(g.phase, PHASE_PLAY);
    CHECK_EQ(game_version(&g), ver);
    key(KEY_MODE);                       /* the menu opens: the key is not lost */
    CHECK_EQ(g.phase, PHASE_MENU);
    key(KEY_MODE);                       /* nothing changed: back to its solve */
    CHECK_EQ(g.phase, PHASE_PLAY);
    CHECK_EQ(g.moves, 0);
    unsigned ms = chip_wait();           /* a whole pause again after the menu */
    CHECK(ms >= THINK_MS - 10u && ms <= THINK_MS + 10u);
    CHECK_EQ(g.moves, 1);
    CHECK_EQ(g.board, lo_press(b, chip_press(g.start, CHIP_HARD, 0), 5));
}

TEST(a_save_while_the_chip_thinks_resumes_its_solve)
{
    to_chip_turn(CHIP_EASY);
    chip_wait();
    chip_wait();
    CHECK_EQ(g.moves, 2);
    game_save_t s;
    game_snapshot(&g, &s);
    uint32_t start = g.start;
    fresh();
    CHECK(game_restore(&g, &s));
    CHECK_EQ(VS_CHIP(g.versus), CHIP_EASY);
    unsigned ms = chip_wait();
    CHECK(ms >= THINK_MS - 10u && ms <= THINK_MS + 10u);
    CHECK_EQ(g.undo[(g.undo_top - 1u) % GAME_UNDO_DEPTH], chip_press(start, CHIP_EASY, 2));
}

TEST(the_opponent_cell)
{
    fresh();
    skip_intro();
    key(KEY_MODE);
    menu_pick(4, 3);                     /* Classic: no opponent to pick */
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    menu_pick(0, GAME_VERSUS);
    for (unsigned s = 1; s <= 4u; s++) {
        menu_pick(4, 3);
        CHECK_EQ(tone(), SOUND_CLICK_HZ);
        /* easy: lit a quarter of the time, medium half, hard always; then
         * a second player: dark (40 looks over 1.2 s: 12 of the 2 Hz) */
        unsigned lit = 0;
        for (unsigned t = 0; t < 40u; t++) {
            wait_ms(30);
            lit += image() >> 23 & 1u;
        }
        unsigned want = s == 4u ? 0u : 10u << (s - 1u);
        CHECK(lit + 2u >= want && lit <= want + 2u);
    }
    menu_pick(4, 3);
    menu_pick(4, 3);                     /* medium */
    key(KEY_MODE);
    CHECK_EQ(VS_CHIP(g.versus), CHIP_MEDIUM);
    wait_ms(GAME_SCORE_WAIT_MS);
    skip_intro();
    key(KEY_MODE);
    key(KEY_MODE);                       /* the same opponent: the match goes on */
    CHECK_EQ(g.phase, PHASE_PLAY);
    key(KEY_MODE);
    menu_pick(4, 3);                     /* hard: a new match */
    key(KEY_MODE);
    CHECK_EQ(g.phase, PHASE_INTRO);
    CHECK_EQ(VS_CHIP(g.versus), CHIP_HARD);
}

int main(void)
{
    RUN(every_strength_solves_every_deal_with_legal_presses);
    RUN(the_chip_thinks_then_presses_its_plan);
    RUN(keys_while_the_chip_thinks);
    RUN(a_save_while_the_chip_thinks_resumes_its_solve);
    RUN(the_opponent_cell);
    return check_done();
}
