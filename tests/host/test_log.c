/* SPDX-License-Identifier: MIT */
/*
 * The serial log on the host: its lines for game changes, the boot line,
 * bytes sent only when the transmitter is ready, and a full ring that
 * drops whole lines and says how many.
 */
#include <string.h>

#include "game_driver.h"
#include "puzzle.h"
#include "host/fake_uart.h"
#include "log.h"

/* Everything waiting, sent. */
static const char *sent(void)
{
    for (int i = 0; i < 4000; i++) {
        log_poll();
    }
    return fake_uart_text();
}

/* The ring emptied, the fake's record cleared, the transmitter set up. */
static void restart(unsigned polls_per_byte)
{
    hal_uart_init();
    sent();
    fake_uart_reset(polls_per_byte);
    hal_uart_init();
}

TEST(boot_line_with_every_reset_cause)
{
    restart(0);
    fake_uart_reset(0);
    CHECK(!fake_uart_on());
    log_boot("uno", "v1.0-3-gabcdef0", HAL_RESET_POWER | HAL_RESET_WATCHDOG);
    CHECK(fake_uart_on());
    CHECK(strcmp(sent(), "boot uno v1.0-3-gabcdef0 reset power watchdog\n") == 0);
}

TEST(move_hint_undo_lines_follow_the_game)
{
    restart(0);
    fresh();
    skip_intro();
    log_view_t was;
    log_look(&g, &was);
    key(12);
    log_game(&was, &g, 12);
    char want[64];
    snprintf(want, sizeof want, "move 2 2 board %07x moves 1\n", g.board);
    CHECK(strcmp(sent(), want) == 0);
    restart(0);
    log_look(&g, &was);
    key(KEY_HINT);
    log_game(&was, &g, KEY_HINT);
    snprintf(want, sizeof want, "hint cells %07x hints 1\n", g.blink);
    CHECK(strcmp(sent(), want) == 0);
    restart(0);
    log_look(&g, &was);
    key(KEY_UNDO);
    log_game(&was, &g, KEY_UNDO);
    snprintf(want, sizeof want, "undo board %07x moves 0\n", g.board);
    CHECK(strcmp(sent(), want) == 0);
}

TEST(a_solve_logs_the_winning_move_and_the_win)
{
    restart(0);
    fresh();
    skip_intro();
    uint32_t plan = lo_solve(g.board, 5);
    unsigned n = (unsigned)__builtin_popcount(plan);
    log_view_t was;
    while (plan) {
        uint8_t c = (uint8_t)__builtin_ctz(plan);
        log_look(&g, &was);
        key(c);
        log_game(&was, &g, c);
        sent();                   /* as the main loop would, between keys */
        plan &= plan - 1u;
    }
    log_look(&g, &was);
    wait_ms(GAME_SIGN_MS + GAME_RESULT_MS + 100u);   /* the sign, the result, the intro */
    log_game(&was, &g, EV_NONE);
    const char *t = sent();
    char want[64];
    snprintf(want, sizeof want, "board 0000000 moves %u\nwin moves %u par %u hints 0\n", n, n, n);
    CHECK(strstr(t, want) != NULL);
    CHECK(strstr(t, "puzzle level 2 board ") != NULL);   /* the next level */
}

TEST(bytes_wait_for_the_transmitter)
{
    restart(3);                   /* busy for 3 polls after each byte */
    log_line(FSTR("save"));
    log_poll();
    CHECK(strcmp(fake_uart_text(), "s") == 0);   /* and one busy poll */
    log_poll();
    log_poll();
    CHECK(strcmp(fake_uart_text(), "s") == 0);   /* not ready yet */
    log_poll();
    CHECK(strcmp(fake_uart_text(), "sa") == 0);
    sent();
    CHECK(strcmp(fake_uart_text(), "save\n") == 0);
}

TEST(a_full_ring_drops_whole_lines_and_says_so)
{
    restart(0);
    for (int i = 0; i < 40; i++) {
        log_line(FSTR("off auto"));   /* 9 bytes each, nothing sent */
    }
    const char *t = sent();
    unsigned lines = 0;
    for (const char *p = t; (p = strstr(p, "off auto\n")); p++) {
        lines++;
    }
    CHECK(lines == (LOG_RING - 1u) / 9u);
    log_line(FSTR("wake"));
    char want[32];
    snprintf(want, sizeof want, "dropped %u\nwake\n", 40u - lines);
    CHECK(strstr(sent(), want) != NULL);
}

/* Three-state boards add their bright cells; a wrap grid reads 4w. */
TEST(three_state_and_wrap_lines)
{
    restart(0);
    fresh();
    skip_intro();
    log_view_t was;
    log_look(&g, &was);
    setup_cols(GAME_RANDOM, RULE_THREE, 3);
    log_game(&was, &g, KEY_MODE);
    char want[96];
    CHECK(strstr(sent(), "settings game 1 rule 2 grid 4w sound 1\n") != NULL);
    restart(0);
    log_look(&g, &was);
    key(5);
    log_game(&was, &g, 5);
    snprintf(want, sizeof want, "move 1 0 board %07x bright %07x moves 1\n", g.board,
             g.board_bright);
    CHECK(strcmp(sent(), want) == 0);
    restart(0);
    log_look(&g, &was);
    key(KEY_UNDO);
    log_game(&was, &g, KEY_UNDO);
    snprintf(want, sizeof want, "undo board %07x bright %07x moves 0\n", g.board,
             g.board_bright);
    CHECK(strcmp(sent(), want) == 0);
}

int main(void)
{
    RUN(boot_line_with_every_reset_cause);
    RUN(move_hint_undo_lines_follow_the_game);
    RUN(a_solve_logs_the_winning_move_and_the_win);
    RUN(bytes_wait_for_the_transmitter);
    RUN(a_full_ring_drops_whole_lines_and_says_so);
    RUN(three_state_and_wrap_lines);
    return check_done();
}
