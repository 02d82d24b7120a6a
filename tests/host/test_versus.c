/* SPDX-License-Identifier: MIT */
/*
 * Versus through the game's API, against a model written here apart
 * (README "Versus"): the turn alternates, a round goes to the player whose
 * press cleared the board, the loser begins the next, 3 rounds win the
 * match; HINT and UNDO are refused; START keeps the score; a save taken
 * mid-match resumes the same turn and score.
 */
#include "game_driver.h"
#include "font.h"
#include "intro.h"
#include "puzzle.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))

/* The model: the board, whose turn (0: player 1) and the rounds won. */
static struct {
    uint32_t board;
    unsigned turn, won[2], rounds, matches;
} m;

/* The cross of cell c on the 5x5 grid, cell by cell. */
static uint32_t cross(unsigned c)
{
    unsigned r = c / 5u, k = c % 5u;
    uint32_t x = CELL(r, k);
    x |= r > 0 ? CELL(r - 1u, k) : 0;
    x |= r < 4 ? CELL(r + 1u, k) : 0;
    x |= k > 0 ? CELL(r, k - 1u) : 0;
    x |= k < 4 ? CELL(r, k + 1u) : 0;
    return x;
}

static void model_press(unsigned c)
{
    m.board ^= cross(c);
    if (m.board != 0) {
        m.turn ^= 1u;
        return;
    }
    m.rounds++;
    if (++m.won[m.turn] == VS_ROUNDS) {
        m.won[0] = m.won[1] = 0;
        m.matches++;
    }
    m.turn ^= 1u;   /* the loser begins */
}

/* The game agrees with the model: turn, score, and the dim board on
 * player 2's turn. */
static void agree(void)
{
    CHECK_EQ((g.versus & VS_TURN) != 0, m.turn);
    CHECK_EQ(VS_SCORE(g.versus, 0), m.won[0]);
    CHECK_EQ(VS_SCORE(g.versus, 1), m.won[1]);
    if (g.phase == PHASE_PLAY) {
        CHECK_EQ(image(), g.board);
        CHECK_EQ(image_dim(), m.turn ? g.board : 0u);
    }
}

/* The scroll of a round's end waits GAME_SCORE_WAIT_MS for keys. */
static void skip_scroll(void)
{
    wait_ms(GAME_SCORE_WAIT_MS);
    skip_intro();
    m.board = g.board;
}

/* Versus from the menu: a new match, player 1's turn. */
static void start_versus(void)
{
    fresh();
    skip_intro();
    key(KEY_MODE);
    menu_pick(0, GAME_VERSUS);
    key(KEY_MODE);
    CHECK_EQ(g.mode, GAME_VERSUS);
    memset(&m, 0, sizeof m);
    skip_scroll();
    CHECK(g.par >= 6 && g.par <= 12);
    CHECK_EQ(g.par, brute_par(g.board, 5));
    agree();
}

/* A press that does not clear the board, in the model too. */
static void press_on(uint32_t *rng)
{
    unsigned c;
    do {
        c = prng_below(rng, 25u);
    } while ((m.board ^ cross(c)) == 0);
    key((uint8_t)c);
    model_press(c);
    CHECK_EQ(tone(), SOUND_CLICK_HZ);
    agree();
}

/* A round played out: a few presses, then a fewest-press plan (every
 * press counts and the turn passes on each, so which player clears the
 * board follows from the deal and who began). The winner, 0 or 1. */
static unsigned play_round(uint32_t *rng)
{
    for (unsigned n = prng_below(rng, 4u); n > 0; n--) {
        press_on(rng);
    }
    unsigned rounds = m.rounds, winner = 2;
    for (uint32_t plan = lo_solve(m.board, 5); plan; plan &= plan - 1u) {
        unsigned c = (unsigned)__builtin_ctz(plan);
        winner = m.turn;
        key((uint8_t)c);
        model_press(c);
        agree();
    }
    CHECK_EQ(m.rounds, rounds + 1u);
    CHECK_EQ(g.tone, TONE_CHIRP);
    return winner;
}

/* The glyphs of a round's end: winner, a blank, the score. */
static void check_scroll(unsigned w, unsigned s1, unsigned s2)
{
    CHECK_EQ(g.phase, PHASE_INTRO);
    CHECK_EQ(g.glyphs, 5);
    CHECK_EQ(g.glyph[0], w + 1u);
    CHECK_EQ(g.glyph[1], FONT_BLANK);
    CHECK_EQ(g.glyph[2], s1);
    CHECK_EQ(g.glyph[3], FONT_DASH);
    CHECK_EQ(g.glyph[4], s2);
}

TEST(turns_alternate_and_the_clearing_press_wins)
{
    uint32_t rng = 99;
    start_versus();
    for (unsigned i = 0; i < 6; i++) {   /* moves that do not clear it */
        press_on(&rng);
        CHECK_EQ(g.board, m.board);
    }
    unsigned w = play_round(&rng);
    check_scroll(w, w == 0, w == 1);
    CHECK(g.board != 0);                 /* the next round is dealt */
    agree();                             /* the loser begins */
    CHECK_EQ(m.turn, !w);
    skip_scroll();
    unsigned w2 = play_round(&rng);
    check_scroll(w2, m.won[0], m.won[1]);
    CHECK_EQ(m.turn, !w2);
}

TEST(three_rounds_win_the_match)
{
    uint32_t rng = 7;
    start_versus();
    unsigned w = 0, before[2] = { 0, 0 };
    while (m.matches == 0) {
        before[0] = m.won[0];
        before[1] = m.won[1];
        w = play_round(&rng);
        if (m.matches == 0) {
            check_scroll(w, m.won[0], m.won[1]);
            skip_scroll();
        }
    }
    CHECK(m.rounds >= 3 && m.rounds <= 5);
    CHECK_EQ(before[w], 2);
    CHECK_EQ(g.phase, PHASE_RESULT);     /* the light show */
    CHECK_EQ(g.result, GAME_PERFECT);
    agree();                             /* 0-0, the loser begins */
    CHECK_EQ(m.turn, !w);
    wait_ms(GAME_SIGN_MS + GAME_RESULT_MS);
    before[w] = VS_ROUNDS;
    check_scroll(w, before[0], before[1]);   /* then the final score */
    skip_scroll();
    agree();
    w = play_round(&rng);                /* the new match counts from 0 */
    check_scroll(w, w == 0, w == 1);
}

TEST(hint_and_undo_are_refused)
{
    uint32_t rng = 3;
    start_versus();
    key(6);
    model_press(6);
    uint32_t b = g.board;
    uint8_t v = g.versus, ver = game_version(&g);
    key(KEY_HINT);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(g.blink, 0);
    CHECK_EQ(g.hints, 0);
    wait_ms(300);
    key(KEY_UNDO);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(g.board, b);
    CHECK_EQ(g.moves, 1);
    CHECK_EQ(g.versus, v);
    CHECK_EQ(game_version(&g), ver);     /* nothing to save */
    agree();
    unsigned w = play_round(&rng);
    check_scroll(w, w == 0, w == 1);
}

TEST(start_deals_a_round_and_keeps_the_score)
{
    uint32_t rng = 5;
    start_versus();
    play_round(&rng);
    skip_scroll();
    key(3);
    model_press(3);
    uint32_t before = g.board;
    key(KEY_START);
    CHECK_EQ(g.phase, PHASE_INTRO);
    CHECK(g.board != before);
    CHECK(g.par >= 6 && g.par <= 12);
    CHECK_EQ(g.moves, 0);
    agree();                             /* the same score and turn */
    skip_scroll();
    agree();
}

TEST(a_save_mid_match_resumes_turn_and_score)
{
    uint32_t rng = 11;
    start_versus();
    play_round(&rng);
    skip_scroll();
    play_round(&rng);
    skip_scroll();
    key(12);
    model_press(12);                     /* a move into the third round */
    unsigned turn = m.turn;
    game_save_t s;
    game_snapshot(&g, &s);
    CHECK_EQ(s.mode, GAME_VERSUS);
    fresh();
    CHECK(game_restore(&g, &s));
    CHECK_EQ(g.phase, PHASE_PLAY);
    CHECK_EQ(g.board, m.board);
    agree();
    CHECK_EQ(m.turn, turn);
    unsigned w = play_round(&rng);
    check_scroll(w, m.won[0] + (m.matches && w == 0) * 3u, m.won[1] + (m.matches && w == 1) * 3u);
    /* Bad versus bytes are refused: a score of 3, an unknown bit, and a
     * versus byte outside Versus. */
    game_save_t bad = s;
    bad.versus = 3;
    CHECK(!game_restore(&g, &bad));
    bad.versus = 0x20;
    CHECK(!game_restore(&g, &bad));
    bad = s;
    bad.hints = 1;
    CHECK(!game_restore(&g, &bad));
    bad = s;
    bad.mode = GAME_RANDOM;
    CHECK(!game_restore(&g, &bad));
    bad.versus = 0;
    CHECK(game_restore(&g, &bad));
}

TEST(leaving_versus_ends_the_match)
{
    uint32_t rng = 13;
    start_versus();
    play_round(&rng);
    skip_scroll();
    key(KEY_MODE);
    menu_pick(0, GAME_RANDOM);
    key(KEY_MODE);
    CHECK_EQ(g.versus, 0);
    game_save_t s;
    game_snapshot(&g, &s);
    CHECK(game_restore(&g, &s));
    key(KEY_MODE);
    menu_pick(0, GAME_VERSUS);
    key(KEY_MODE);
    CHECK_EQ(g.versus, 0);               /* a new match */
}

int main(void)
{
    RUN(turns_alternate_and_the_clearing_press_wins);
    RUN(three_rounds_win_the_match);
    RUN(hint_and_undo_are_refused);
    RUN(start_deals_a_round_and_keeps_the_score);
    RUN(a_save_mid_match_resumes_turn_and_score);
    RUN(leaving_versus_ends_the_match);
    return check_done();
}
