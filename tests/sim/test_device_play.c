/* SPDX-License-Identifier: MIT */
/*
 * Device scenarios at the pins: boot, the cross and its latency,
 * bounce, holds, chords and ghosts, UNDO, frame rate, LED invariants.
 * Every board is read from the LEDs; the host solver is the reference.
 */
#include "check.h"
#include "fw_ram.h"
#include "scene.h"
#include "levels.h"
#include "solver.h"

static uint32_t rng = 12345u;

TEST(firmware_boots)
{
    CHECK(rig != NULL);
}

/* After boot and the intro: a non-empty solvable board; with no save
 * (blank EEPROM) it is Classic level 1. */
TEST(boot_shows_solvable_board)
{
    uint32_t b = rig_board(rig);
    CHECK(b != 0);
    CHECK(lo_solvable(b, 5));
    CHECK_EQ(b, level_board(1));
    uint32_t g;
    if (fw_game_board(rig, &g)) {
        CHECK_EQ(g, b);
    }
}

/* A press toggles exactly its cross, within 20 ms of becoming stable. */
TEST(press_toggles_cross_within_20ms)
{
    static const uint8_t cells[] = { 0, 4, 12, 20, 24, 7, 13 };
    for (unsigned i = 0; i < sizeof cells; i++) {
        uint8_t c = cells[i];
        for (int twice = 0; twice < 2; twice++) {
            uint32_t before = rig_board(rig);
            uint32_t want = lo_press(before, c, 5);
            if (want == 0) {
                break;  /* that press would win: not this scenario */
            }
            CHECK(rig_key(rig, c, true, 0) == 0);
            double ms = rig_wait_image(rig, want, 40);
            if (ms < 0 || ms > 20) {
                CHECK_FAIL("cell %u: cross shown after %.2f ms (board %07x want %07x, "
                           "frame %07x)", c, ms, before, want, rig_frame_image(rig));
            }
            rig_run_ms(rig, 40);
            rig_key(rig, c, false, 0);
            rig_run_ms(rig, 40);
            CHECK_EQ(rig_board(rig), want);
        }
    }
}

/* 1,000 presses with up to 5 ms of contact bounce: exactly 1,000 moves. */
TEST(bounce_1000_presses_1000_moves)
{
    uint32_t board = rig_board(rig);
    int wrong = 0;
    for (int i = 0; i < 1000 && wrong < 3 && !rig_crashed(rig); i++) {
        uint8_t c = scene_safe_cell(board, &rng);
        board = lo_press(board, c, 5);
        rig_key(rig, c, true, 5.0);
        rig_run_ms(rig, 30);
        rig_key(rig, c, false, 5.0);
        rig_run_ms(rig, 15);
        uint32_t seen = rig_board(rig);
        if (seen != board) {
            CHECK_FAIL("press %d (cell %u): LEDs %07x, expected %07x", i, c, seen, board);
            board = seen;
            wrong++;
        }
    }
    CHECK(!rig_crashed(rig));
}

/* A key held 2 s is one move, not a repeat. */
TEST(hold_2s_one_move)
{
    uint32_t before = rig_board(rig);
    uint8_t c = scene_safe_cell(before, &rng);
    uint32_t want = lo_press(before, c, 5);
    rig_key(rig, c, true, 0);
    rig_run_ms(rig, 500);
    CHECK_EQ(rig_board(rig), want);
    rig_run_ms(rig, 1440);
    CHECK_EQ(rig_board(rig), want);
    rig_key(rig, c, false, 0);
    rig_run_ms(rig, 60);
    CHECK_EQ(rig_board(rig), want);
}

/* Three corners of a rectangle (the fourth reads as pressed): no move. */
TEST(rectangle_ghost_no_move)
{
    uint32_t before = rig_board(rig);
    int moves0 = fw_game_moves(rig);
    for (int i = 0; i < 40; i++) {
        uint8_t r1 = (uint8_t)(scene_rand(&rng) % 5u), r2 = (uint8_t)(scene_rand(&rng) % 5u);
        uint8_t c1 = (uint8_t)(scene_rand(&rng) % 5u), c2 = (uint8_t)(scene_rand(&rng) % 5u);
        if (r1 == r2 || c1 == c2) {
            continue;
        }
        uint32_t m = (1ul << (5 * r1 + c1)) | (1ul << (5 * r1 + c2)) | (1ul << (5 * r2 + c1));
        rig_chord(rig, m, 300);
        uint32_t seen = rig_board(rig);
        if (seen != before) {
            CHECK_FAIL("corners %07x: board %07x became %07x", m, before, seen);
            before = seen;
        }
    }
    if (moves0 >= 0) {
        CHECK_EQ(fw_game_moves(rig), moves0);
    }
}

/* Any chord of 2 to 4 keys, grid or function, together or 1 ms apart. */
TEST(chords_never_move)
{
    uint32_t before = rig_board(rig);
    for (int i = 0; i < 60; i++) {
        uint32_t m = 0;
        int n = 2 + (int)(scene_rand(&rng) % 3u);
        while (__builtin_popcount(m) < n) {
            uint32_t k = scene_rand(&rng) % 29u;
            if (k != KEY_START) {  /* START in a chord is covered below */
                m |= 1ul << k;
            }
        }
        if (i % 2 == 0) {
            rig_chord(rig, m, 200);
        } else {
            /* Staggered by 1 ms (less than a scan frame) in and out. */
            uint32_t down = 0;
            for (uint8_t k = 0; k < 29; k++) {
                if ((m >> k) & 1u) {
                    down |= 1ul << k;
                    rig_keys_to(rig, down, 0);
                    rig_run_ms(rig, 1);
                }
            }
            rig_run_ms(rig, 200);
            for (uint8_t k = 0; k < 29; k++) {
                if ((m >> k) & 1u) {
                    down &= ~(1ul << k);
                    rig_keys_to(rig, down, 0);
                    rig_run_ms(rig, 1);
                }
            }
            rig_run_ms(rig, RIG_PRESS_MS);
        }
        uint32_t seen = rig_board(rig);
        if (seen != before) {
            CHECK_FAIL("chord %07x: board %07x became %07x", m, before, seen);
            before = seen;
        }
    }
    /* START with a grid key, and START released after a chord. */
    rig_chord(rig, (1ul << KEY_START) | (1ul << 12), 300);
    CHECK_EQ(rig_board(rig), before);
}

/* UNDO takes back moves one by one, to the board before each. */
TEST(undo_restores_previous_boards)
{
    uint32_t boards[9];
    boards[0] = rig_board(rig);
    for (int i = 1; i < 9; i++) {
        uint8_t c = scene_safe_cell(boards[i - 1], &rng);
        boards[i] = lo_press(boards[i - 1], c, 5);
        rig_press(rig, c);
        CHECK_EQ(rig_board(rig), boards[i]);
    }
    for (int i = 8; i > 0; i--) {
        rig_press(rig, KEY_UNDO);
        CHECK_EQ(rig_board(rig), boards[i - 1]);
    }
}

/* A click on a move, then silence (pin low); none when sound is off. */
TEST(sound_click_and_off)
{
    uint32_t b = rig_board(rig);
    uint8_t c = scene_safe_cell(b, &rng);
    uint64_t e0 = rig_buzzer_edges(rig);
    rig_press(rig, c);
    b = lo_press(b, c, 5);
    CHECK(rig_buzzer_edges(rig) > e0);
    rig_run_ms(rig, 400);
    CHECK(rig_buzzer_hz(rig, 100) == 0);
    CHECK(!rig_buzzer_level(rig));
    /* Menu row 3: col 0 sound off, col 1 on. */
    rig_press(rig, KEY_MODE);
    rig_press(rig, 15);
    rig_press(rig, KEY_MODE);
    CHECK_EQ(rig_board(rig), b);
    c = scene_safe_cell(b, &rng);
    e0 = rig_buzzer_edges(rig);
    rig_press(rig, c);
    b = lo_press(b, c, 5);
    CHECK_EQ(rig_buzzer_edges(rig), e0);
    CHECK_EQ(rig_board(rig), b);
    rig_press(rig, KEY_MODE);
    rig_press(rig, 16);
    rig_press(rig, KEY_MODE);
    CHECK_EQ(rig_board(rig), b);
}

/* A whole frame every 5 ms or faster. */
TEST(frame_rate_at_least_200hz)
{
    double hz = rig_frame_hz(rig, 500);
    printf("  frame rate %.1f Hz\n", hz);
    CHECK(hz >= 200.0);
}

/* Over everything above: no LED column high with no row selected, and
 * never two rows selected while an LED column is high. */
TEST(no_led_without_row)
{
    CHECK_EQ(rig_led_violations(rig), 0);
    CHECK_EQ(rig_led_multirow(rig), 0);
    CHECK_EQ(rig_row_faults(rig), 0);
    CHECK(!rig_crashed(rig));
}

int main(int argc, char **argv)
{
    rig = scene_open(argc, argv, 0xC0FFEEu);
    RUN(firmware_boots);
    if (!rig) {
        return check_done();
    }
    RUN(boot_shows_solvable_board);
    RUN(press_toggles_cross_within_20ms);
    RUN(hold_2s_one_move);
    RUN(rectangle_ghost_no_move);
    RUN(chords_never_move);
    RUN(undo_restores_previous_boards);
    RUN(bounce_1000_presses_1000_moves);
    RUN(sound_click_and_off);
    RUN(frame_rate_at_least_200hz);
    RUN(no_led_without_row);
    rig_close(rig);
    return check_done();
}
