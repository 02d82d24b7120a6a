/* SPDX-License-Identifier: MIT */
/*
 * Versus matches won against the chip, in the statistics (firmware/game/
 * README.md "Statistics"), against a model written here apart: the
 * player wins a round by solving the deal at par faster than the chip
 * (or after it gave up), loses it by giving up (START); three rounds win
 * the match. A match the player wins against the chip counts at its
 * strength only; a lost one and a two-player match count nothing; the
 * counts saturate at 255, scroll after the other statistics once one is
 * won, and survive a save and a boot, which logs them.
 */
#include "game_driver.h"
#include "app.h"
#include "app_driver.h"
#include "font.h"
#include "host/fake.h"
#include "host/fake_eeprom.h"
#include "host/fake_uart.h"
#include "puzzle.h"
#include "save.h"
#include "stats.h"

/* The strengths, as row 4 col 3 of the menu picks them: 1, 2, 3 presses. */
enum { EASY = 1, MEDIUM, HARD };

/* The model: matches won against the chip at strengths 1..3. */
static unsigned m_chip[4];

static void agree(void)
{
    for (unsigned s = 1; s <= 3u; s++) {
        CHECK_EQ(g.stats.chip[s - 1u], m_chip[s]);
    }
    CHECK_EQ(g.stats.zero, 0);
}

/* Versus from the menu against opponent chip (0: a second player). */
static void to_play(void);
static void versus(unsigned chip)
{
    to_play();   /* after a match's end, the next solve */
    key(KEY_MODE);
    CHECK_EQ(g.phase, PHASE_MENU);
    menu_pick(0, GAME_VERSUS);
    for (unsigned i = 0; i < 4u && g.result != chip; i++) {
        menu_pick(4, 3);   /* the next opponent: easy, medium, hard, none */
    }
    key(KEY_MODE);
    CHECK_EQ(VS_CHIP(g.versus), chip);
}

/* Ticks until a solve is in play (the results and scrolls end by
 * themselves, or a key after the score's wait). */
static void to_play(void)
{
    for (unsigned t = 0; g.phase != PHASE_PLAY && t < 400u; t++) {
        wait_ms(50);
        if (g.phase == PHASE_INTRO && t % 20u == 19u) {
            key(KEY_UNDO);
        }
    }
    CHECK_EQ(g.phase, PHASE_PLAY);
}

/* One solve: the chip's, else the round's winner-to-be solves at par
 * after 100 ms and the other player gives up. */
static void one_solve(bool p1_wins)
{
    to_play();
    uint8_t v = g.versus;
    bool p1 = !(v & VS_TURN);
    if (!p1 && VS_CHIP(v)) {
        for (unsigned t = 0; g.versus == v && t < 600u; t++) {
            wait_ms(50);   /* the chip solves: at most 45 presses, 0.5 s each */
        }
    } else if (p1 == p1_wins) {
        wait_ms(100);
        solve_board();
    } else {
        key(KEY_START);
    }
    CHECK(g.versus != v);   /* the solve ended */
}

/* A match: three rounds to player 1 (p1_wins) or to player 2, each a
 * solve of both players; the model counts a win against the chip. */
static void match(bool p1_wins)
{
    unsigned chip = VS_CHIP(g.versus);
    for (unsigned round = 0; round < VS_ROUNDS; round++) {
        uint8_t before = g.versus;
        one_solve(p1_wins);
        one_solve(p1_wins);
        unsigned w = p1_wins ? 0u : 1u;
        if (round + 1u < VS_ROUNDS) {
            CHECK_EQ(VS_SCORE(g.versus, w), VS_SCORE(before, w) + 1u);
        } else {
            CHECK_EQ(VS_SCORE(g.versus, 0) | VS_SCORE(g.versus, 1), 0);   /* a new match */
        }
        if (round + 1u < VS_ROUNDS || !p1_wins || chip == 0) {
            agree();   /* nothing counted before the match's end */
        }
    }
    if (p1_wins && chip && m_chip[chip] < 255u) {
        m_chip[chip]++;
    }
    agree();
}

TEST(a_won_match_counts_at_its_strength_only)
{
    memset(m_chip, 0, sizeof m_chip);
    fresh();
    skip_intro();
    g.stats = (game_stats_t){ 9, 4, { 0, 0, 0 }, 0 };
    static const uint8_t order[] = { HARD, EASY, MEDIUM, EASY };
    for (unsigned i = 0; i < sizeof order; i++) {
        versus(order[i]);
        match(true);
    }
    CHECK_EQ(m_chip[EASY], 2);
    versus(MEDIUM);
    match(false);   /* lost */
    versus(HARD);
    match(false);
    versus(0);      /* two players: player 1 wins, nothing counted */
    match(true);
    match(false);
    CHECK_EQ(g.stats.solves, 9);   /* no solve counted either */
    CHECK_EQ(g.stats.perfect, 4);
}

TEST(chip_wins_saturate_at_255)
{
    memset(m_chip, 0, sizeof m_chip);
    fresh();
    skip_intro();
    g.stats.chip[MEDIUM - 1u] = 254;
    g.stats.chip[HARD - 1u] = 255;
    m_chip[MEDIUM] = 254;
    m_chip[HARD] = 255;
    versus(MEDIUM);
    match(true);    /* 255 */
    match(true);    /* stays */
    CHECK_EQ(g.stats.chip[MEDIUM - 1u], 255);
    versus(HARD);
    match(true);
    CHECK_EQ(g.stats.chip[HARD - 1u], 255);
    CHECK_EQ(g.stats.chip[EASY - 1u], 0);
}

/* The glyphs of a string: digits, '-' a dash, ' ' the gap. */
static unsigned glyphs(const char *s, uint8_t *t)
{
    unsigned n = 0;
    for (; *s; s++) {
        t[n++] = *s == '-' ? FONT_DASH : *s == ' ' ? FONT_BLANK : (uint8_t)(*s - '0');
    }
    return n;
}

static void check_text(const char *want)
{
    uint8_t t[STATS_GLYPHS], w[40];
    unsigned n = stats_text(&g, t), k = glyphs(want, w);
    CHECK_EQ(n, k);
    CHECK(n <= STATS_GLYPHS && memcmp(t, w, k) == 0);
}

/* The scroll: after the others, once a match is won, the three counts. */
TEST(the_scroll_adds_them_once_one_is_won)
{
    fresh();
    skip_intro();
    g.stats = (game_stats_t){ 12, 5, { 0, 0, 0 }, 0 };
    g.best = 37;
    check_text("12-5-37");
    g.stats.chip[HARD - 1u] = 2;
    check_text("12-5-37 0-0-2");
    g.stats = (game_stats_t){ 65535, 65535, { 255, 255, 255 }, 0 };
    g.best = 255;
    check_text("65535-65535-255 255-255-255");
    g.stats = (game_stats_t){ 0, 0, { 1, 0, 0 }, 0 };
    versus(EASY);
    check_text("0-0 1-0-0");   /* in Versus the match, then the counts */
}

/* The log's stats line of the last boot, or "". */
static const char *stats_line(void)
{
    static char line[100];
    const char *at = strstr(fake_uart_text(), "stats ");
    snprintf(line, sizeof line, "%.*s", at ? (int)strcspn(at, "\n") : 0, at ? at : "");
    return line;
}

static void boot(void)
{
    fake_reset();   /* the EEPROM kept */
    fake_uart_reset(1);
    app_start();
    drive_ms(100);
}

/* Saved, resumed at a boot and logged there; a record with the zero byte
 * set is refused (the boot takes the one before). */
TEST(saved_resumed_and_logged)
{
    fake_uart_reset(1);
    drive_boot();
    CHECK(strcmp(stats_line(), "stats solves 0 perfect 0 best 0") == 0);
    game_record_t r;
    game_record(app_game(), &r);
    r.stats = (game_stats_t){ 37, 12, { 1, 0, 2 }, 0 };
    save_queue(&r);
    save_flush();
    boot();
    const game_stats_t *st = &app_game()->stats;
    CHECK_EQ(st->chip[0], 1);
    CHECK_EQ(st->chip[1], 0);
    CHECK_EQ(st->chip[2], 2);
    CHECK(strcmp(stats_line(), "stats solves 37 perfect 12 best 0 easy 1 medium 0 hard 2") == 0);
    CHECK(strstr(fake_uart_text(), "dropped") == NULL);
    r.stats = (game_stats_t){ 65535, 65535, { 255, 255, 255 }, 0 };
    r.game.best = 255;
    save_queue(&r);
    save_flush();
    boot();
    CHECK(strcmp(stats_line(), "stats solves 65535 perfect 65535 best 255 easy 255 medium 255 "
                               "hard 255") == 0);
    CHECK(strstr(fake_uart_text(), "dropped") == NULL);
    r.stats.zero = 1;
    r.stats.chip[0] = 7;
    save_queue(&r);
    save_flush();
    boot();
    CHECK_EQ(app_game()->stats.chip[0], 255);
}

int main(void)
{
    RUN(a_won_match_counts_at_its_strength_only);
    RUN(chip_wins_saturate_at_255);
    RUN(the_scroll_adds_them_once_one_is_won);
    RUN(saved_resumed_and_logged);
    return check_done();
}
