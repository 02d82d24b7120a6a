/* SPDX-License-Identifier: MIT */
/*
 * The builders' self-test at the pins: HINT held at power-up starts it;
 * the lamp test lights each LED alone in row-major order, then each row,
 * each column and all 25, ticking the buzzer at each step; the key test
 * lights each key's own LED while it reads down, raw (a ghost rectangle
 * shows its fourth corner), a function key its row, a key down from the
 * start blinks; START held 2 s goes back to the game.
 */
#include <string.h>

#include "check.h"
#include "fw_ram.h"
#include "levels.h"
#include "scene.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))
#define ROW(r) (0x1Ful << (5u * (r)))
#define HINT_BIT (1ul << KEY_HINT)

static bool in_test;   /* the lamp test was seen to start */

TEST(hint_held_at_power_up_starts_the_lamp_test)
{
    rig_set_keys(rig, HINT_BIT);
    rig_power_cut(rig);
    /* The first step: cell (0,0) alone, within a few frames of reset. */
    double t = rig_wait_image(rig, CELL(0, 0), 100);
    CHECK(t >= 0);
    in_test = t >= 0;
}

/* Every step in order, each about 150 ms, with a tick at each. */
TEST(lamp_test_cell_by_cell_then_rows_columns_all)
{
    if (!in_test) {
        CHECK_FAIL("no lamp test");
        return;
    }
    uint32_t want[36];
    for (unsigned s = 0; s < 25; s++) {
        want[s] = 1ul << s;
    }
    for (unsigned r = 0; r < 5; r++) {
        want[25 + r] = ROW(r);
        want[30 + r] = 0x108421ul << r;
    }
    want[35] = 0x1FFFFFFul;
    double start = rig_now_ms(rig);
    for (unsigned s = 1; s < 36; s++) {
        uint64_t e = rig_buzzer_edges(rig);
        double t = rig_wait_image(rig, want[s], 300);
        if (t < 0) {
            CHECK_FAIL("step %u: image 0x%07x never shown", s, want[s]);
            return;
        }
        double at = rig_now_ms(rig) - start;
        if (at < s * 150.0 - 10 || at > s * 150.0 + 10) {
            CHECK_FAIL("step %u shown at %.1f ms, not %u", s, at, s * 150);
        }
        rig_run_ms(rig, 20);
        CHECK(rig_buzzer_edges(rig) > e);   /* the step's tick */
    }
    CHECK_EQ(rig_leds(rig, 300, NULL), 0x1FFFFFFul);   /* all 25, 600 ms */
}

/* HINT, held since power-up, blinks its row: stuck. Let go: dark. */
TEST(a_key_down_from_the_start_blinks)
{
    rig_run_ms(rig, 400);   /* into the key test */
    uint32_t blink = 0;
    uint32_t lit = rig_leds(rig, 1000, &blink);
    CHECK_EQ(blink, ROW(1));
    CHECK_EQ(lit & ~blink, 0);
    rig_set_keys(rig, 0);
    rig_run_ms(rig, 100);
    CHECK_EQ(rig_leds(rig, 200, &blink), 0);
    CHECK_EQ(blink, 0);
}

/* Each grid key lights exactly its LED while held; each function key its
 * row; and a key newly down clicks. */
TEST(every_key_lights_its_own_led)
{
    unsigned wrong = 0, silent = 0;
    for (uint8_t k = 0; k < 29; k++) {
        uint64_t e = rig_buzzer_edges(rig);
        rig_set_keys(rig, 1ul << k);
        rig_run_ms(rig, 40);
        uint32_t want = k < 25 ? 1ul << k : ROW(k - 25u);
        uint32_t lit = rig_leds(rig, 60, NULL);
        if (lit != want) {
            wrong++;
            CHECK_FAIL("key %u lights 0x%07x, not 0x%07x", k, lit, want);
        }
        silent += rig_buzzer_edges(rig) == e;
        rig_set_keys(rig, 0);
        rig_run_ms(rig, 40);
        CHECK_EQ(rig_leds(rig, 40, NULL), 0);
    }
    CHECK_EQ(wrong, 0);
    CHECK_EQ(silent, 0);
}

/* Raw, no ghost rule: three corners of a rectangle light the fourth. */
TEST(a_ghost_rectangle_shows_its_fourth_corner)
{
    uint32_t three = CELL(1, 1) | CELL(1, 3) | CELL(3, 1);
    rig_set_keys(rig, three);
    rig_run_ms(rig, 40);
    CHECK_EQ(rig_leds(rig, 60, NULL), three | CELL(3, 3));
    rig_set_keys(rig, 0);
    rig_run_ms(rig, 40);
}

/* START held 2 s: back to the game, which starts at level 1 (erased
 * EEPROM) once START is let go; the hold is no move and no power-off. */
TEST(start_held_two_seconds_leaves_for_the_game)
{
    rig_set_keys(rig, 1ul << KEY_START);
    rig_run_ms(rig, 1500);
    CHECK_EQ(rig_leds(rig, 200, NULL), ROW(3));   /* still the key test */
    rig_run_ms(rig, 600);
    rig_set_keys(rig, 0);
    rig_run_ms(rig, 1200);                        /* start-up animation */
    rig_skip_intro(rig);
    CHECK_EQ(rig_board(rig), level_board(1));
    CHECK_EQ(rig_sleep_mode(rig), 0);             /* idle, not power-down */
    CHECK(!rig_crashed(rig));
}

/* Without HINT at power-up there is no self-test: the game's boot. */
TEST(no_self_test_without_hint)
{
    rig_set_keys(rig, 0);
    rig_power_cut(rig);
    CHECK(rig_wait_image(rig, CELL(0, 1), 150) < 0);   /* no lamp step 1 */
    rig_run_ms(rig, 1200);
    rig_skip_intro(rig);
    CHECK_EQ(rig_board(rig), level_board(1));
}

/* A board that leaves the self-test out (FW_EXTRAS in its board.mk): HINT
 * at power-up is a plain boot. */
TEST(board_without_self_test_boots_the_game)
{
    rig_set_keys(rig, HINT_BIT);
    rig_power_cut(rig);
    CHECK(rig_wait_image(rig, CELL(0, 1), 300) < 0);
    rig_set_keys(rig, 0);
    rig_run_ms(rig, 1200);
    rig_skip_intro(rig);
    CHECK_EQ(rig_board(rig), level_board(1));
}

int main(int argc, char **argv)
{
    rig = scene_open(argc, argv, 0x5E1Fu);
    CHECK(rig != NULL);
    if (!rig) {
        return check_done();
    }
    if (!PART_SELFTEST) {
        RUN(board_without_self_test_boots_the_game);
        rig_close(rig);
        return check_done();
    }
    RUN(hint_held_at_power_up_starts_the_lamp_test);
    RUN(lamp_test_cell_by_cell_then_rows_columns_all);
    RUN(a_key_down_from_the_start_blinks);
    RUN(every_key_lights_its_own_led);
    RUN(a_ghost_rectangle_shows_its_fourth_corner);
    RUN(start_held_two_seconds_leaves_for_the_game);
    RUN(no_self_test_without_hint);
    rig_close(rig);
    return check_done();
}
