/* SPDX-License-Identifier: MIT */
/*
 * The serial log's Versus lines (firmware/app/log.c), as the main loop
 * sends them: a match against the chip (hard) from the menu. The settings
 * line names the chip; player 1's moves say p1; when its solve ends,
 * "turn chip"; before each of the chip's presses "chip thinks", then its
 * move with "chip" and the board after it; the round's end names the
 * winner and the score; the chip begins the next round.
 */
#include <stdio.h>
#include <string.h>

#include "game_driver.h"
#include "host/fake_uart.h"
#include "keys.h"
#include "log.h"
#include "puzzle.h"

static char text[16384];

/* One pass of the main loop at now: a key (or EV_NONE), a tick, the log. */
static void pass(uint8_t ev)
{
    log_view_t was;
    log_look(&g, &was);
    if (ev != EV_NONE) {
        game_event(&g, ev, now);
    }
    game_tick(&g, now);
    log_game(&was, &g, ev);
    for (int i = 0; i < 200; i++) {
        log_poll();
    }
}

static void run_ms(unsigned ms)
{
    for (unsigned t = 0; t < ms; t += 10u) {
        now += 10u;
        pass(EV_NONE);
    }
}

static void press_key(uint8_t k)
{
    now += 100u;
    pass(k);
}

/* How many lines of text start with prefix. */
static unsigned lines_with(const char *prefix)
{
    unsigned n = 0;
    size_t len = strlen(prefix);
    for (const char *l = text; *l; l += strcspn(l, "\n") + 1u) {
        n += strncmp(l, prefix, len) == 0;
    }
    return n;
}

TEST(a_round_against_the_chip)
{
    fresh();
    hal_uart_init();
    fake_uart_reset(0);
    hal_uart_init();
    press_key(KEY_UNDO);                 /* the intro skipped */
    press_key(KEY_MODE);
    press_key(4);                        /* Versus */
    for (int i = 0; i < 3; i++) {
        press_key(23);                   /* the chip, hard */
    }
    press_key(KEY_MODE);
    run_ms(GAME_SCORE_WAIT_MS);
    press_key(KEY_UNDO);
    CHECK_EQ(g.phase, PHASE_PLAY);
    uint32_t deal = g.start;
    uint8_t par = g.par;
    uint32_t plan = lo_solve(g.board, 5) ^ LO_N1;   /* player 1: not the fewest */
    unsigned p1 = (unsigned)__builtin_popcount(plan);
    for (; plan; plan &= plan - 1u) {
        press_key((uint8_t)__builtin_ctz(plan));
    }
    run_ms(GAME_SIGN_MS + GAME_RESULT_MS + 3000u);   /* the chip's intro, then its solve */
    run_ms(600u * par);
    CHECK_EQ(VS_SCORE(g.versus, 1), p1 > par);   /* fewer presses win */
    snprintf(text, sizeof text, "%s", fake_uart_text());
    CHECK(strstr(text, "settings game 4 rule 0 grid 5 sound 1 turn p1 0-0 chip hard\n") != NULL);
    CHECK_EQ(lines_with("move "), p1 + par);
    char want[96];
    snprintf(want, sizeof want, "moves %u p1\nturn chip\n", p1);
    CHECK(strstr(text, want) != NULL);
    CHECK_EQ(lines_with("chip thinks"), par);
    /* each of the chip's presses: thinks, then the move */
    uint32_t b = deal;
    const char *at = strstr(text, "turn chip\n");
    for (unsigned n = 0; at && n < par; n++) {
        uint32_t cell = (uint32_t)__builtin_ctz(lo_solve(b, 5));
        b = lo_press(b, (uint8_t)cell, 5);
        snprintf(want, sizeof want, "chip thinks\nmove %u %u board %07x moves %u chip\n",
                 cell / 5u, cell % 5u, b, n + 1u);
        at = strstr(at, want);
        CHECK(at != NULL);
    }
    snprintf(want, sizeof want, "round %s wins 0-1\nturn chip\n", p1 > par ? "chip" : "p1");
    if (p1 == par) {
        snprintf(want, sizeof want, "round draw 0-0\nturn chip\n");
    }
    CHECK(at && strstr(at, want) != NULL);
    CHECK(strstr(text, "dropped") == NULL);   /* the ring holds each burst */
}

int main(void)
{
    RUN(a_round_against_the_chip);
    return check_done();
}
