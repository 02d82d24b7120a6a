/* SPDX-License-Identifier: MIT */
/*
 * Where the statistics show and how they keep: menu row 4 col 2 scrolls
 * solves, a dash, perfect solves, a dash, the Action best (in Versus the
 * match's rounds) column by column as a scroll written here apart from
 * intro.c draws it, then the menu comes back (or at once on any key); it
 * saves nothing. The app on the HAL fake saves them, a boot resumes them
 * and logs "stats solves N perfect N best N" after the boot line, none
 * of the boot's lines dropped; a record with more perfect
 * solves than solves is refused (the boot takes the older record).
 */
#include "game_driver.h"
#include "app.h"
#include "app_driver.h"
#include "font.h"
#include "host/fake.h"
#include "host/fake_eeprom.h"
#include "host/fake_uart.h"
#include "save.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))
#define STEP_MS 100u   /* a column every 0.1 s (firmware/game/README.md) */

/* The scroll of glyphs t[0..n) at step k: grid column x shows strip
 * column k + x - 5; a glyph is 3 columns and a blank one. */
static uint32_t scroll_image(const uint8_t *t, unsigned n, unsigned k)
{
    uint32_t img = 0;
    for (unsigned x = 0; x < 5u; x++) {
        int s = (int)(k + x) - 5;
        if (s < 0 || (unsigned)s / 4u >= n || s % 4 == 3) {
            continue;
        }
        uint8_t col = font_glyphs[t[s / 4]][s % 4];
        for (unsigned r = 0; r < 5u; r++) {
            img |= (col >> r & 1u) ? CELL(r, x) : 0;
        }
    }
    return img;
}

/* Decimal digits of v into t at n; the new n. */
static unsigned digits(uint8_t *t, unsigned n, unsigned v)
{
    char s[8];
    int len = snprintf(s, sizeof s, "%u", v);
    for (int i = 0; i < len; i++) {
        t[n++] = (uint8_t)(s[i] - '0');
    }
    return n;
}

/* Open the view from play, watch every step until the menu is back. */
static void watch(const uint8_t *t, unsigned n)
{
    key(KEY_MODE);
    uint32_t menu = image();
    uint8_t v = g.version;
    menu_pick(4, 2);
    CHECK_EQ(tone(), SOUND_CLICK_HZ);
    CHECK_EQ(g.phase, PHASE_STATS);
    CHECK_EQ(g.version, v);                /* nothing to save */
    uint32_t t0 = now;
    unsigned steps = 4u * n - 1u + 5u, bad = 0;
    for (unsigned k = 0; k < steps; k++) {
        now = t0 + k * STEP_MS + 50u;
        bad += image() != scroll_image(t, n, k);
    }
    CHECK_EQ(bad, 0);
    CHECK_EQ(g.phase, PHASE_STATS);
    now = t0 + steps * STEP_MS;
    CHECK_EQ(image(), menu);               /* its end: the menu again */
    CHECK_EQ(g.phase, PHASE_MENU);
    CHECK_EQ(g.version, v);
}

TEST(the_scroll_shows_solves_perfect_best)
{
    static const struct { uint16_t solves, perfect; uint8_t best; } t[] = {
        { 0, 0, 0 }, { 12, 5, 37 }, { 65535, 65535, 255 }, { 100, 9, 4 },
    };
    for (unsigned i = 0; i < sizeof t / sizeof t[0]; i++) {
        fresh();
        skip_intro();
        g.stats = (game_stats_t){ t[i].solves, t[i].perfect, { 0, 0, 0 }, 0 };
        g.best = t[i].best;
        uint8_t want[16];
        unsigned n = digits(want, 0, t[i].solves);
        want[n++] = FONT_DASH;
        n = digits(want, n, t[i].perfect);
        want[n++] = FONT_DASH;
        n = digits(want, n, t[i].best);
        watch(want, n);
        key(KEY_MODE);
        CHECK_EQ(g.phase, PHASE_PLAY);
        CHECK_EQ(image(), g.board);
    }
}

/* In Versus: player 1's rounds, a dash, player 2's. */
TEST(versus_shows_the_match)
{
    fresh();
    skip_intro();
    key(KEY_MODE);
    menu_pick(0, GAME_VERSUS);
    key(KEY_MODE);
    wait_ms(4000);
    CHECK_EQ(g.phase, PHASE_PLAY);
    g.versus = (uint8_t)(2u | 1u << 2 | VS_TURN);   /* 2-1, player 2 to move */
    static const uint8_t want[] = { 2, FONT_DASH, 1 };
    watch(want, 3);
    key(KEY_MODE);
    CHECK_EQ(g.phase, PHASE_PLAY);
    CHECK_EQ(image_dim(), g.board);        /* still player 2's turn */
}

/* Any key ends it at once: back to the menu, nothing else done; a
 * snapshot taken meanwhile resumes where the menu was opened (the
 * Design editor here). */
TEST(a_key_ends_it)
{
    static const uint8_t keys[] = { 12, KEY_MODE, KEY_HINT, KEY_UNDO, KEY_START };
    fresh();
    setup_cols(GAME_DESIGN, 0, 2);
    key(6);                                /* a cell of the design */
    uint32_t design = g.board;
    for (unsigned i = 0; i < sizeof keys; i++) {
        key(KEY_MODE);
        uint32_t menu = image();
        menu_pick(4, 2);
        game_save_t s;
        game_snapshot(&g, &s);
        CHECK_EQ(s.editing, 1);
        CHECK_EQ(s.board, design);
        key(keys[i]);
        CHECK_EQ(g.phase, PHASE_MENU);
        CHECK_EQ(image(), menu);
        key(KEY_MODE);
        CHECK_EQ(g.phase, PHASE_EDIT);
        CHECK_EQ(g.board, design);
    }
}

/* The record keeps them; one with more perfect solves than solves is
 * refused and the game stays as it was. */
TEST(record_resumes_them_and_refuses_more_perfect)
{
    fresh();
    skip_intro();
    g.stats = (game_stats_t){ 300, 299, { 0, 0, 0 }, 0 };
    game_record_t r;
    game_record(&g, &r);
    CHECK_EQ(r.stats.solves, 300);
    CHECK_EQ(r.stats.perfect, 299);
    game_t copy;
    game_init(&copy, 1, now);
    CHECK(game_resume(&copy, &r));
    CHECK_EQ(copy.stats.solves, 300);
    CHECK_EQ(copy.stats.perfect, 299);
    r.stats.perfect = 301;
    game_init(&copy, 1, now);
    game_t before = copy;
    CHECK(!game_resume(&copy, &r));
    CHECK(memcmp(&copy, &before, sizeof copy) == 0);
}

/* Press a fewest-press plan of the board the app's game holds. */
static void app_solve(void)
{
    const game_t *a = app_game();
    for (uint32_t p = lo_solve(a->board, 5); p; p &= p - 1u) {
        drive_press((uint8_t)__builtin_ctz(p), 40);
    }
}

/* The log's stats line of the last boot, or "". */
static const char *stats_line(void)
{
    static char line[80];
    const char *at = strstr(fake_uart_text(), "stats ");
    snprintf(line, sizeof line, "%.*s", at ? (int)strcspn(at, "\n") : 0, at ? at : "");
    return line;
}

TEST(saved_resumed_and_logged_at_boot)
{
    fake_uart_reset(1);                    /* a byte a tick: slower than 38400 baud */
    drive_boot();
    CHECK(strcmp(stats_line(), "stats solves 0 perfect 0 best 0") == 0);
    const char *t = fake_uart_text(), *st = strstr(t, "\nstats "), *se = strstr(t, "\nsettings ");
    CHECK(strncmp(t, "boot ", 5) == 0 && st && se && st < se);   /* in that order */
    CHECK(strstr(t, "\npuzzle level 1 ") > se);                 /* none dropped */
    CHECK(strstr(t, "dropped") == NULL);
    app_solve();                           /* level 1 at par */
    drive_ms(3000);
    drive_press(KEY_UNDO, 40);             /* level 2's intro */
    drive_press(KEY_HINT, 40);
    app_solve();                           /* hinted */
    drive_ms(3000);
    CHECK_EQ(app_game()->stats.solves, 2);
    CHECK_EQ(app_game()->stats.perfect, 1);
    fake_reset();                          /* a reset: the EEPROM kept */
    fake_uart_reset(0);
    app_start();
    drive_ms(100);
    CHECK_EQ(app_game()->level, 3);
    CHECK_EQ(app_game()->stats.solves, 2);
    CHECK_EQ(app_game()->stats.perfect, 1);
    CHECK(strcmp(stats_line(), "stats solves 2 perfect 1 best 0") == 0);
    /* A newer record with more perfect solves than solves, CRC right:
     * the boot takes the one before. */
    game_record_t r;
    game_record(app_game(), &r);
    r.stats.perfect = 3;
    r.game.moves = 0;
    save_queue(&r);
    save_flush();
    fake_reset();
    fake_uart_reset(0);
    app_start();
    drive_ms(100);
    CHECK_EQ(app_game()->stats.perfect, 1);
    CHECK(strcmp(stats_line(), "stats solves 2 perfect 1 best 0") == 0);
}

int main(void)
{
    RUN(the_scroll_shows_solves_perfect_best);
    RUN(versus_shows_the_match);
    RUN(a_key_ends_it);
    RUN(record_resumes_them_and_refuses_more_perfect);
    RUN(saved_resumed_and_logged_at_boot);
    return check_done();
}
