/* SPDX-License-Identifier: MIT */
/*
 * Action through the game API: a dark start, one random cross a step
 * (2 s first, about 4 % sooner each, down to 0.4 s), the end at 18 lit
 * with the score and best score scrolling, the best kept in the save,
 * the chirp on a cleared board, UNDO refused, START again, always 5x5
 * Lights Out, a saved game resuming, and keys waiting 0.5 s after a
 * game over before one skips the score.
 */
#include "game_driver.h"
#include "font.h"
#include "puzzle.h"

static void tick_to(uint32_t t)
{
    while (now != t) {
        now++;
        game_tick(&g, now);
    }
}

static uint32_t last_step;   /* when the last step came (0: none yet) */

/* Action from the menu, with a rule and grid it must ignore. */
static void start_action(void)
{
    fresh();
    skip_intro();
    key(KEY_MODE);
    menu_pick(1, 1);                  /* Lights On, 3x3: ignored */
    menu_pick(2, 0);
    menu_pick(0, GAME_ACTION);
    key(KEY_MODE);
    last_step = 0;
}

/* Ms from the last step (or now) to the next one (the board changes). */
static uint32_t next_step(uint32_t max)
{
    uint32_t b = g.board, t0 = now;
    uint8_t steps = g.steps;
    while (g.steps == steps && now - t0 < max) {
        now++;
        game_tick(&g, now);
    }
    CHECK(g.board != b);
    uint32_t ms = now - (last_step ? last_step : t0);
    last_step = now;
    return ms;
}

TEST(action_steps_speed_up)
{
    start_action();
    CHECK_EQ(g.mode, GAME_ACTION);
    CHECK_EQ(g.phase, PHASE_PLAY);
    CHECK_EQ(g.psize, 5);
    CHECK_EQ(g.board, 0);
    uint32_t first = next_step(3000);
    CHECK_EQ(first, 2000u);
    CHECK_EQ(__builtin_popcount(g.board) >= 3, 1);   /* one cross */
    CHECK(lo_solvable(g.board, 5));
    uint32_t ms = 2000, prev = 2000;
    for (int i = 0; i < 60 && g.phase == PHASE_PLAY; i++) {
        ms = next_step(3000);
        CHECK(ms <= prev);
        CHECK(ms >= 400u);
        if (prev > 420u) {
            CHECK(ms >= prev * 95u / 100u && ms <= prev * 97u / 100u);   /* ~4 % */
        }
        prev = ms;
        key((uint8_t)(g.board ? __builtin_ctz(lo_solve(g.board, 5) | 1u << 24) : 0));
    }
    CHECK_EQ(ms, 400u);
}

/* Left alone, it ends at 18 lit: score, dash, best scroll; best is saved. */
TEST(action_ends_at_18)
{
    start_action();
    uint8_t best = 0;
    for (int game = 0; game < 2; game++) {
        uint8_t steps = 0;
        while (g.phase == PHASE_PLAY) {
            CHECK(__builtin_popcount(g.board) < 18);
            steps = g.steps;
            tick_to(now + 1u);
        }
        CHECK_EQ(g.phase, PHASE_INTRO);     /* the scores scroll */
        steps++;                            /* the last step ended it */
        best = steps > best ? steps : best;
        CHECK_EQ(g.best, best);
        CHECK_EQ(g.board, 0);
        CHECK_EQ(g.steps, 0);
        CHECK_EQ(g.glyph[g.glyphs - 1u], best % 10u);
        CHECK(memchr(g.glyph, FONT_DASH, g.glyphs) != NULL);
        CHECK_EQ(g.glyph[0], steps >= 100 ? steps / 100u : steps >= 10 ? steps / 10u : steps);
        game_save_t s;
        game_snapshot(&g, &s);
        CHECK_EQ(s.best, best);
        wait_ms(5000);
        CHECK_EQ(g.phase, PHASE_PLAY);      /* then a new game, dark */
    }
}

TEST(action_clear_undo_start)
{
    start_action();
    next_step(3000);
    uint32_t plan = lo_solve(g.board, 5);
    while (plan) {
        key((uint8_t)__builtin_ctz(plan));
        plan &= plan - 1u;
    }
    CHECK_EQ(g.board, 0);
    CHECK_EQ(tone(), 1047);            /* the chirp */
    CHECK_EQ(g.phase, PHASE_PLAY);     /* and play goes on */
    key(12);
    key(KEY_UNDO);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(g.board, 0x23880u);
    next_step(3000);
    key(KEY_START);
    CHECK_EQ(g.board, 0);
    CHECK_EQ(g.steps, 0);
    last_step = 0;
    CHECK_EQ(next_step(3000), 2000u);  /* from the start again */
}

/* A save of a game in play resumes with its board, steps and pace. */
TEST(action_save_resumes)
{
    start_action();
    for (int i = 0; i < 10; i++) {
        next_step(3000);
        key(0);
    }
    game_save_t s;
    game_snapshot(&g, &s);
    uint8_t steps = g.steps;
    uint32_t board = g.board;
    fresh();
    CHECK(game_restore(&g, &s));
    last_step = 0;
    CHECK_EQ(g.board, board);
    CHECK_EQ(g.steps, steps);
    uint32_t ms = next_step(3000);
    uint32_t want = 2000;
    for (uint8_t i = 0; i < steps; i++) {
        want -= want / 25u;
    }
    CHECK(ms >= want && ms <= want + 3u);   /* paced from the first frame */
    s.start = 1;                       /* Action starts dark */
    CHECK(!game_restore(&g, &s));
}

/* After a game over, keys wait GAME_SCORE_WAIT_MS: the press on its way
 * (a grid key, MODE, START) skips nothing, is no move and makes no sound;
 * then a key skips the score. A level's intro still skips at once. */
TEST(action_score_waits_for_keys)
{
    start_action();
    while (g.phase == PHASE_PLAY) {
        tick_to(now + 1u);
    }
    CHECK_EQ(g.phase, PHASE_INTRO);
    uint32_t over = now;
    const uint8_t early[] = { 7, KEY_MODE, KEY_START };
    for (unsigned i = 0; i < sizeof early; i++) {
        tick_to(over + 100u + 150u * i);
        game_event(&g, early[i], now);
        CHECK_EQ(g.phase, PHASE_INTRO);
        CHECK_EQ(g.board, 0);
        CHECK_EQ(g.tone, TONE_BUZZ);          /* the game over's buzz */
        CHECK_EQ(g.tone_t0, (uint16_t)over);
    }
    tick_to(over + GAME_SCORE_WAIT_MS - 1u);
    game_event(&g, 7, now);
    CHECK_EQ(g.phase, PHASE_INTRO);
    tick_to(over + GAME_SCORE_WAIT_MS);
    game_event(&g, 7, now);
    CHECK_EQ(g.phase, PHASE_PLAY);            /* skipped */
    CHECK_EQ(g.board, 0);
    CHECK_EQ(g.moves, 0);
    CHECK_EQ(g.steps, 0);
    fresh();
    CHECK_EQ(g.phase, PHASE_INTRO);           /* Classic level 1 */
    game_event(&g, 7, now + 1u);
    CHECK_EQ(g.phase, PHASE_PLAY);
}

int main(void)
{
    RUN(action_steps_speed_up);
    RUN(action_ends_at_18);
    RUN(action_clear_undo_start);
    RUN(action_save_resumes);
    RUN(action_score_waits_for_keys);
    return check_done();
}
