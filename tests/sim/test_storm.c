/* SPDX-License-Identifier: MIT */
/*
 * Storm: 10 simulated minutes of random keys on the
 * real firmware, fixed seed. Single presses with and without bounce, long
 * holds, START held 2 s (power off) and the wake that is no move, chords
 * of 2 to 5 keys (rectangle ghosts among them), function keys in every
 * phase: menu, level select, Design, small grids, Lights On.
 * Checked on the way: one press is one move, a chord or its left-over key
 * is none, a solve wins, power-off is dark power-down, the LEDs show the
 * board the game holds (at >= 200 plain-play points). At the end: no
 * crash, no reset (reset cause hook and the EEPROM boot counter), the
 * game still answers, every phase and setting was visited, and the stack
 * kept >= 64 bytes above the end of .bss (painted at start-up).
 */
#include <string.h>
#include <time.h>

#include "puzzle.h"
#include "storm_act.h"

#define STORM_MS (10.0 * 60 * 1000)
#define MIN_POINTS 200
#define STACK_MARGIN 64u

static void storm(void)
{
    double t0 = rig_now_ms(rig), end = t0 + STORM_MS;
    unsigned minute = 0;
    while (rig_now_ms(rig) < end && !rig_crashed(rig)) {
        if (rig_now_ms(rig) >= t0 + minute * 60000.0) {
            act_settings(minute++);
        }
        game_t g;
        if (fw_game(rig, &g)) {
            note(&g);
            st.hint_blinks += g.phase == PHASE_PLAY && g.blink != 0;
        }
        st.actions++;
        uint32_t x = storm_rnd(1000);
        if (x < 450) {
            act_press(false);
        } else if (x < 560) {
            act_press(true);
        } else if (x < 700) {
            act_chord();
        } else if (x < 715) {
            act_power_off();
        } else if (x < 760) {
            act_solve();
        } else {
            rig_run_ms(rig, 20.0 + storm_rnd(1500));
        }
        if (storm_rnd(100) < 60) {
            check_point();
        }
    }
}

static uint8_t cause_before;
static uint32_t count_before;

TEST(storm_no_crash_no_reset)
{
    clock_t c0 = clock();
    storm();
    double wall = (double)(clock() - c0) / CLOCKS_PER_SEC;
    CHECK(!rig_crashed(rig));
    CHECK_EQ(fw_reset_cause(rig), cause_before);
    CHECK_EQ(fw_reset_cause(rig) & 0x08u, 0);           /* WDRF: no watchdog reset */
    CHECK_EQ(fw_boot_count(rig), count_before);          /* no restart of any kind */
    CHECK_EQ(rig_led_violations(rig), 0);
    printf("  %u actions in %.0f simulated s, %.1f s CPU; %u chords, %u power-offs, "
           "%u solutions pressed, %u other wins, %u single moves checked\n",
           st.actions, STORM_MS / 1000, wall, st.chords, st.offs, st.solves, st.wins,
           st.moves_checked);
}

TEST(storm_leds_show_the_board)
{
    printf("  LEDs matched the game's board at %u of %u plain-play points (%u skipped)\n",
           st.points - st.bad[BAD_LEDS], st.points, st.skipped);
    CHECK(st.points >= MIN_POINTS);
    CHECK_EQ(st.bad[BAD_LEDS], 0);
}

/* In play, a grid key inside the grid, bounced or held, is one move. */
TEST(storm_one_press_one_move)
{
    CHECK(st.moves_checked >= 100);
    CHECK_EQ(st.bad[BAD_MOVE], 0);
}

/* A chord, a rectangle ghost, or the key left over from one: no change. */
TEST(storm_chords_never_move)
{
    CHECK(st.chords >= 50);
    CHECK_EQ(st.bad[BAD_CHORD], 0);
}

/* START held 2 s: dark power-down; the waking key is not a move. */
TEST(storm_power_off_and_wake)
{
    CHECK(st.offs >= 5);
    CHECK_EQ(st.bad[BAD_OFF], 0);
}

/* Pressing a fewest-press solution wins, whatever came before. */
TEST(storm_solutions_win)
{
    CHECK(st.solves >= 5);
    CHECK_EQ(st.bad[BAD_WIN], 0);
}

/* The menu lights each row's setting, before and after a change. */
TEST(storm_menu_shows_settings)
{
    CHECK(st.menus >= 8);
    CHECK_EQ(st.bad[BAD_MENU], 0);
}

/* The storm reached every phase and setting (the seed is fixed). */
TEST(storm_covered_every_state)
{
    for (unsigned p = PHASE_INTRO; p <= PHASE_EDIT; p++) {
        if (!st.phase_seen[p]) {
            CHECK_FAIL("phase %u never seen", p);
        }
    }
    for (int m = 0; m < 3; m++) {
        CHECK(st.mode_seen[m] > 0);
    }
    CHECK(st.size_seen[3] > 0 && st.size_seen[4] > 0 && st.size_seen[5] > 0);
    CHECK(st.on_seen[0] > 0 && st.on_seen[1] > 0);
    if (PART_VARIANTS) {
        CHECK(st.three_seen > 0 && st.wrap_seen > 0);
    }
    CHECK(st.hint_blinks > 0);
    CHECK(st.offs > 0 && st.chords > 0 && st.solves > 0);
    printf("  actions by phase: intro %u play %u result %u menu %u select %u edit %u\n",
           st.phase_seen[0], st.phase_seen[1], st.phase_seen[2], st.phase_seen[3],
           st.phase_seen[4], st.phase_seen[5]);
    printf("  by game: classic %u random %u design %u; grid 3x3 %u 4x4 %u 5x5 %u; "
           "lights on %u; three-state %u; wrap %u; hint blinking %u\n", st.mode_seen[0],
           st.mode_seen[1], st.mode_seen[2], st.size_seen[3], st.size_seen[4], st.size_seen[5],
           st.on_seen[1], st.three_seen, st.wrap_seen, st.hint_blinks);
}

/* After the storm it still answers: MODE lights each row's setting, MODE
 * again resumes, and a key toggles its cross (or its cell in Design). */
TEST(storm_game_still_answers)
{
    rig_keys_to(rig, 0, 0);
    rig_run_ms(rig, 200);
    game_t g;
    CHECK(settle_play(&g));
    if (!lo_rule_plain(puzzle_grid(&g), puzzle_rule(&g))) {
        /* Three-state or a wrap grid: Lights Out 5x5 for the plain checks
         * below (test_game_variants has the variants' own). */
        rig_press(rig, KEY_MODE);
        rig_press(rig, 5);
        rig_press(rig, 12);
        rig_press(rig, KEY_MODE);
        rig_skip_intro(rig);
        CHECK(settle_play(&g));
    }
    uint8_t phase = g.phase;   /* play, or the Design editor */
    rig_press(rig, KEY_MODE);
    uint32_t want = CELL(0, g.mode) | CELL(1, g.rule) | CELL(2, g.size - 3u) |
                    CELL(3, g.sound) | CELL(3, 2u + g.bright) | CELL(4, 0) |
                    (PART_STATS ? CELL(4, 2) : 0) | (PART_SELFTEST ? CELL(4, 4) : 0);
    CHECK_EQ(rig_board(rig), want);
    CHECK(fw_game(rig, &g) && g.phase == PHASE_MENU && menu_image(&g) == want);
    rig_press(rig, KEY_MODE);
    CHECK(fw_game(rig, &g) && g.phase == phase);   /* nothing changed: resumed */
    CHECK_EQ(rig_board(rig), g.board);
    uint8_t cell = 0;   /* a cell whose press does not win */
    uint32_t next;
    do {
        cell = (uint8_t)(5u * storm_rnd(g.psize) + storm_rnd(g.psize));
        next = g.phase == PHASE_EDIT ? g.board ^ (1ul << cell) : lo_press(g.board, cell, g.psize);
    } while (g.phase == PHASE_PLAY && next == lo_target(g.psize, puzzle_rule(&g) == RULE_ON));
    rig_press(rig, cell);
    CHECK_EQ(rig_board(rig), next);
    CHECK(!rig_crashed(rig));
}

/* Deepest stack since the paint at start-up: >= 64 bytes above .bss. */
TEST(storm_stack_margin)
{
    uint16_t unused = rig_stack_unused(rig), deep = rig_stack_high_water(rig);
    printf("  stack: deepest use %u bytes, margin to the end of .bss %u bytes\n",
           (unsigned)deep, (unsigned)unused);
    CHECK(unused >= STACK_MARGIN);
    CHECK(deep > 0);
}

int main(int argc, char **argv)
{
    const char *seed = getenv("STORM_SEED");   /* another storm, to explore */
    if (seed) {
        storm_seed = (uint32_t)strtoul(seed, NULL, 0);
        printf("  storm seed 0x%x\n", storm_seed);
    }
    rig = scene_open(argc, argv, 0x57041u);
    CHECK(rig != NULL);
    if (!rig) {
        check_failed++;
        return check_done();
    }
    cause_before = fw_reset_cause(rig);
    count_before = fw_boot_count(rig);
    RUN(storm_no_crash_no_reset);
    RUN(storm_leds_show_the_board);
    RUN(storm_one_press_one_move);
    RUN(storm_chords_never_move);
    RUN(storm_power_off_and_wake);
    RUN(storm_solutions_win);
    RUN(storm_menu_shows_settings);
    RUN(storm_covered_every_state);
    RUN(storm_game_still_answers);
    RUN(storm_stack_margin);
    rig_close(rig);
    return check_done();
}
