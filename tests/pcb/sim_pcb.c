/* SPDX-License-Identifier: MIT */
/*
 * The real firmware on the circuit board's own wiring: the nets read back
 * from the .kicad_pcb (tools/pcb/check.py --wiring), not the pin source.
 * Keys are pressed and LEDs read where they sit on the board, so a board
 * whose tracks disagree with the firmware fails here.
 *
 *   sim_pcb ELF WIRING
 *
 * The self-test's lamp steps (each LED alone in row-major order, each
 * row, each column, all) and key steps (each key lights its own LED), then
 * a short game: a press toggles its cross, HINT blinks a cell of a
 * fewest-press solution, and playing a solution wins the level. Then the
 * supply check at the board's thresholds (board.mk, the boost module's
 * 5 V): in the warning band the sign shows and saves go on; under the
 * minimum no EEPROM byte changes, the sign shows and the chip powers down.
 */
#include <stdio.h>
#include <string.h>

#include "battery.h"          /* the sign's rows */
#include "battery_config.h"   /* VCC_MIN_MV, VCC_WARN_MV, SUPPLY_MV (board.mk) */

#include "check.h"
#include "keys.h"
#include "levels.h"
#include "rig.h"
#include "scene.h"
#include "solver.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))
#define ROW(r) (0x1Ful << (5u * (r)))
#define SIGN ((uint32_t)BATTERY_SIGN_ROW1 << 5 | (uint32_t)BATTERY_SIGN_ROW2 << 10 | \
              (uint32_t)BATTERY_SIGN_ROW3 << 15)
#define SLEEP_PWR_DOWN 2u
#define EE_MAX 4096u

static bool in_test;

static uint32_t cross(uint8_t k)
{
    uint8_t r = k / 5u, c = k % 5u;
    uint32_t m = 1ul << k;
    m |= r > 0 ? 1ul << (k - 5u) : 0;
    m |= r < 4 ? 1ul << (k + 5u) : 0;
    m |= c > 0 ? 1ul << (k - 1u) : 0;
    m |= c < 4 ? 1ul << (k + 1u) : 0;
    return m;
}

TEST(lamp_test_lights_each_led_row_column_in_order)
{
    rig_set_keys(rig, 1ul << KEY_HINT);
    rig_power_cut(rig);
    uint32_t want[SCENE_LAMP_STEPS];
    scene_lamp_steps(want);
    for (unsigned s = 0; s < SCENE_LAMP_STEPS; s++) {
        if (rig_wait_image(rig, want[s], s ? 300 : 100) < 0) {
            CHECK_FAIL("lamp step %u: 0x%07x never shown (last frame 0x%07x)", s, want[s],
                       rig_frame_image(rig));
            return;
        }
    }
    in_test = true;
}

TEST(key_test_each_key_lights_its_own_led)
{
    if (!in_test) {
        CHECK_FAIL("no lamp test");
        return;
    }
    rig_set_keys(rig, 0);
    rig_run_ms(rig, 600);
    for (uint8_t k = 0; k < 29; k++) {
        rig_set_keys(rig, 1ul << k);
        rig_run_ms(rig, 40);
        uint32_t want = k < 25 ? 1ul << k : ROW(k - 25u);
        uint32_t lit = rig_leds(rig, 60, NULL);
        if (lit != want) {
            CHECK_FAIL("key %u lights 0x%07x, not 0x%07x", k, lit, want);
        }
        rig_set_keys(rig, 0);
        rig_run_ms(rig, 40);
    }
}

TEST(start_held_leaves_for_level_one)
{
    rig_hold(rig, KEY_START, 2200);
    rig_run_ms(rig, 1200);
    rig_skip_intro(rig);
    CHECK_EQ(rig_board(rig), level_board(1));
}

TEST(a_press_toggles_its_cross)
{
    uint32_t before = rig_board(rig);
    rig_press(rig, 12);
    rig_run_ms(rig, 40);
    CHECK_EQ(rig_board(rig), before ^ cross(12));
    rig_press(rig, 6);
    rig_run_ms(rig, 40);
    CHECK_EQ(rig_board(rig), before ^ cross(12) ^ cross(6));
}

TEST(hint_blinks_a_cell_of_a_shortest_solution)
{
    uint32_t board = rig_board(rig), blink = 0;
    rig_press(rig, KEY_HINT);
    rig_leds(rig, 1200, &blink);
    CHECK_EQ(__builtin_popcount(blink), 1);
    CHECK(scene_in_min_solution(board, blink));
    rig_press(rig, KEY_UNDO);   /* any key ends the hint; UNDO takes back a move */
    rig_run_ms(rig, 100);
}

TEST(playing_a_solution_wins_the_level)
{
    uint32_t board = rig_board(rig), plan = lo_solve(board, 5);
    CHECK(board != 0 && plan != LO_UNSOLVABLE);
    for (uint8_t k = 0; k < 25; k++) {
        if ((plan >> k) & 1u) {
            rig_press(rig, k);
        }
    }
    rig_run_ms(rig, 4000);   /* the win sign, the result, the next intro */
    rig_skip_intro(rig);
    CHECK_EQ(rig_board(rig), level_board(2));
    CHECK(!rig_crashed(rig));
}

/* Whether the battery sign shows within ms (sampled every 5 ms). */
static bool sign_within(double ms)
{
    for (double t = 0; t < ms; t += 5.0) {
        rig_run_ms(rig, 5.0);
        if (rig_frame_image(rig) == SIGN) {
            return true;
        }
    }
    return false;
}

static uint8_t ee_before[EE_MAX], ee_after[EE_MAX];

TEST(at_the_boards_supply_no_sign)
{
    CHECK_EQ(SUPPLY_MV, 5000);
    rig_set_supply(rig, SUPPLY_MV, 0);
    rig_press(rig, KEY_MODE);
    CHECK(!sign_within(1000));
    rig_press(rig, KEY_MODE);
    rig_run_ms(rig, 500);
}

TEST(in_the_warning_band_the_sign_shows_and_a_move_saves)
{
    rig_set_supply(rig, (VCC_MIN_MV + VCC_WARN_MV) / 2, 0);
    rig_press(rig, KEY_MODE);          /* the menu measures the supply */
    CHECK(sign_within(1000));
    rig_press(rig, KEY_MODE);
    rig_run_ms(rig, 1000);
    uint16_t n = rig_eeprom_size(rig);
    rig_eeprom_get(rig, 0, ee_before, n);
    rig_press(rig, 7);
    rig_run_ms(rig, 300);
    rig_eeprom_get(rig, 0, ee_after, n);
    CHECK(memcmp(ee_before, ee_after, n) != 0);
    CHECK(rig_sleep_mode(rig) != SLEEP_PWR_DOWN);
}

TEST(under_the_minimum_no_eeprom_write_the_sign_then_power_down)
{
    uint16_t n = rig_eeprom_size(rig);
    rig_eeprom_get(rig, 0, ee_before, n);
    rig_set_supply(rig, VCC_MIN_MV - 100u, 0);
    rig_press(rig, 8);                 /* a move: its save measures first */
    CHECK(sign_within(1500));
    rig_run_ms(rig, 1500);
    CHECK(rig_sleep_mode(rig) == SLEEP_PWR_DOWN && rig_sleep_enabled(rig));
    CHECK_EQ(rig_leds(rig, 100, NULL), 0);
    rig_press(rig, 12);                /* a key wakes it: still too low */
    rig_run_ms(rig, 2500);
    CHECK(rig_sleep_mode(rig) == SLEEP_PWR_DOWN && rig_sleep_enabled(rig));
    rig_eeprom_get(rig, 0, ee_after, n);
    CHECK(memcmp(ee_before, ee_after, n) == 0);
    CHECK(!rig_crashed(rig));
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: sim_pcb ELF WIRING\n");
        return 2;
    }
    rig = rig_open_wired(argv[1], argv[2]);
    if (!rig) {
        printf("FAIL - the firmware or the wiring does not load\n0 passed, 1 failed\n");
        return 1;
    }
    rig_seed(rig, 0x9CBu);
    RUN(lamp_test_lights_each_led_row_column_in_order);
    RUN(key_test_each_key_lights_its_own_led);
    RUN(start_held_leaves_for_level_one);
    RUN(a_press_toggles_its_cross);
    RUN(hint_blinks_a_cell_of_a_shortest_solution);
    RUN(playing_a_solution_wins_the_level);
    RUN(at_the_boards_supply_no_sign);
    RUN(in_the_warning_band_the_sign_shows_and_a_move_saves);
    RUN(under_the_minimum_no_eeprom_write_the_sign_then_power_down);
    rig_close(rig);
    return check_done();
}
