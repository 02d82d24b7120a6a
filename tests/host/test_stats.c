/* SPDX-License-Identifier: MIT */
/*
 * Statistics through the game's API (firmware/game/README.md "Statistics"), against a
 * model written here apart: every solve of Classic, Random and Design
 * counts; a perfect one is at par (net moves: UNDO takes one back) with
 * no hint, par found here by light chasing over every top row; Action
 * and Versus count no solve (the best score, the rounds are theirs);
 * the counters saturate at 65535.
 */
#include "game_driver.h"
#include "puzzle.h"

/* The model: solves and perfect solves so far. */
static struct {
    unsigned solves, perfect;
} m;

/* The cross of cell c on a size x size grid (bits 5 row + col). */
static uint32_t cross(unsigned c, unsigned size)
{
    unsigned r = c / 5u, k = c % 5u;
    uint32_t x = 1ul << c;
    x |= r > 0 ? 1ul << (c - 5u) : 0;
    x |= r + 1u < size ? 1ul << (c + 5u) : 0;
    x |= k > 0 ? 1ul << (c - 1u) : 0;
    x |= k + 1u < size ? 1ul << (c + 1u) : 0;
    return x;
}

/* Fewest presses flipping exactly the cells d: each top row of presses,
 * then every lit cell chased with the press below it. */
static unsigned model_par(uint32_t d, unsigned size)
{
    unsigned best = 99;
    for (uint32_t top = 0; top < (1u << size); top++) {
        uint32_t b = d;
        unsigned n = 0;
        for (unsigned c = 0; c < size; c++) {
            if (top >> c & 1u) {
                b ^= cross(c, size);
                n++;
            }
        }
        for (unsigned r = 1; r < size; r++) {
            for (unsigned c = 0; c < size; c++) {
                if (b >> (5u * (r - 1u) + c) & 1u) {
                    b ^= cross(5u * r + c, size);
                    n++;
                }
            }
        }
        best = b == 0 && n < best ? n : best;
    }
    return best;
}

static void agree(void)
{
    CHECK_EQ(g.stats.solves, m.solves);
    CHECK_EQ(g.stats.perfect, m.perfect);
}

/* A cell of the grid whose press does not solve the board. */
static uint8_t harmless(uint32_t *rng)
{
    uint8_t c;
    do {
        c = (uint8_t)(5u * prng_below(rng, g.psize) + prng_below(rng, g.psize));
    } while (lo_press(g.board, c, g.psize) == play_target());
    return c;
}

/* One puzzle played out one of four ways: the plan; a hint, then the
 * plan; a press taken back, then the plan; a cell pressed twice, then
 * the plan. Then the result and what follows it. */
static void play_one(uint32_t *rng)
{
    if (g.phase == PHASE_INTRO) {
        skip_intro();
    }
    CHECK_EQ(g.phase, PHASE_PLAY);
    uint8_t size = g.psize;
    unsigned par = model_par(g.start ^ play_target(), size);
    unsigned way = prng_below(rng, 4), over = 0, hints = 0;
    if (way == 1) {
        key(KEY_HINT);
        hints = 1;
    } else if (way == 2) {
        key(harmless(rng));
        key(KEY_UNDO);
    } else if (way == 3) {
        uint8_t c = harmless(rng);
        key(c);
        key(c);
        over = 2;
    }
    unsigned presses = (unsigned)__builtin_popcount(lo_solve(g.board ^ play_target(), size));
    solve_board();
    CHECK_EQ(g.phase, PHASE_RESULT);
    bool perfect = hints == 0 && presses + over == par;
    m.solves++;
    m.perfect += perfect;
    CHECK_EQ(g.result == GAME_PERFECT, perfect);   /* the light show agrees */
    agree();
    wait_ms(GAME_SIGN_MS + GAME_RESULT_MS + 10u);
}

/* Design on 3x3: a board of one to four random cells, played. */
static void design_one(uint32_t *rng)
{
    CHECK_EQ(g.phase, PHASE_EDIT);
    key(KEY_START);            /* back to the editor when in play */
    for (uint32_t b = g.board; b; b &= b - 1u) {
        key((uint8_t)__builtin_ctz(b));   /* clear the last design */
    }
    do {
        key((uint8_t)(5u * prng_below(rng, 3) + prng_below(rng, 3)));
    } while (g.board == 0);
    key(KEY_START);
    if (g.phase == PHASE_INTRO) {
        play_one(rng);
    }
}

TEST(every_solve_counted_perfect_at_par_without_a_hint)
{
    uint32_t rng = 4242;
    fresh();
    memset(&m, 0, sizeof m);
    agree();                               /* a fresh game: 0 and 0 */
    for (unsigned i = 0; i < 30; i++) {
        play_one(&rng);                    /* Classic 5x5: levels 1..30 */
    }
    CHECK_EQ(g.level, 31);
    static const uint8_t random[][2] = { {0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1}, {1, 2} };
    for (unsigned k = 0; k < 6; k++) {     /* Random: off and on, 3x3 to 5x5 */
        setup_cols(GAME_RANDOM, random[k][0], random[k][1]);
        for (unsigned i = 0; i < 15; i++) {
            play_one(&rng);
        }
    }
    setup_cols(GAME_DESIGN, 0, 0);
    for (unsigned i = 0; i < 20; i++) {
        design_one(&rng);
    }
    printf("  %u solves, %u perfect\n", m.solves, m.perfect);
    CHECK(m.perfect > 30u && m.perfect < m.solves - 30u);   /* both kinds */
}

/* Action: a cleared board chirps and a game over scores, neither a solve;
 * the best never goes down (test_action.c checks it is the highest
 * score). Versus: rounds and a match won, no solve counted. */
TEST(action_and_versus_count_no_solve)
{
    fresh();
    g.stats = (game_stats_t){ 7, 3, { 0, 0, 0 }, 0 };
    setup_cols(GAME_ACTION, 0, 2);
    unsigned clears = 0, best = 0, lower = 0;
    for (unsigned game = 0; game < 3; game++) {
        while (g.phase == PHASE_PLAY) {
            if (g.board != 0 && clears < 2 && __builtin_popcount(lo_solve(g.board, 5)) < 4) {
                solve_board();
                clears += g.tone == TONE_CHIRP;
            }
            wait_ms(100);
        }
        CHECK_EQ(g.phase, PHASE_INTRO);          /* the scores scroll */
        lower += g.best < best;
        best = g.best;
        CHECK_EQ(g.stats.solves, 7);
        CHECK_EQ(g.stats.perfect, 3);
        wait_ms(20000);
    }
    CHECK(clears > 0);
    CHECK(best > 0 && lower == 0);
    key(KEY_MODE);
    menu_pick(0, GAME_VERSUS);
    key(KEY_MODE);
    unsigned matches = 0;
    for (unsigned round = 0; round < 7; round++) {
        wait_ms(8000);             /* a match's show, a scroll: over by themselves */
        CHECK_EQ(g.phase, PHASE_PLAY);
        solve_board();
        CHECK(g.tone == TONE_CHIRP);
        matches += g.phase == PHASE_RESULT;
    }
    CHECK(matches > 0);
    CHECK_EQ(g.stats.solves, 7);
    CHECK_EQ(g.stats.perfect, 3);
}

/* At 65535 the counters stay; perfect still counts while solves stay. */
TEST(counters_saturate)
{
    static const struct {
        uint16_t solves, perfect;
        bool hint;
        uint16_t want_solves, want_perfect;
    } t[] = {
        { 65534, 65534, false, 65535, 65535 },
        { 65535, 65535, false, 65535, 65535 },
        { 65535, 65535, true, 65535, 65535 },
        { 65535, 100, false, 65535, 101 },
        { 65535, 100, true, 65535, 100 },
        { 0, 0, true, 1, 0 },
    };
    for (unsigned i = 0; i < sizeof t / sizeof t[0]; i++) {
        fresh();
        skip_intro();
        g.stats = (game_stats_t){ t[i].solves, t[i].perfect, { 0, 0, 0 }, 0 };
        if (t[i].hint) {
            key(KEY_HINT);
        }
        solve_board();
        CHECK_EQ(g.phase, PHASE_RESULT);
        CHECK_EQ(g.stats.solves, t[i].want_solves);
        CHECK_EQ(g.stats.perfect, t[i].want_perfect);
    }
}

int main(void)
{
    RUN(every_solve_counted_perfect_at_par_without_a_hint);
    RUN(action_and_versus_count_no_solve);
    RUN(counters_saturate);
    return check_done();
}
