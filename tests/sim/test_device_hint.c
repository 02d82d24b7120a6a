/* SPDX-License-Identifier: MIT */
/*
 * Device scenarios at the pins: HINT one cell, HINT the whole
 * plan, following hints solves in par, and what a win shows before the
 * next puzzle (hinted, perfect and over par). The host solver judges.
 */
#include "check.h"
#include "scene.h"
#include "levels.h"
#include "solver.h"

static uint32_t rng = 777u;

/* Blinking cells over 1 s (4 blink periods at 4 Hz); *on gets steady ones. */
static uint32_t blinking(uint32_t *on)
{
    uint32_t blink;
    uint32_t steady = rig_leds(rig, 1000, &blink);
    if (on) {
        *on = steady;
    }
    return blink;
}

/* Distinct frame images seen over ms (light shows are animated). */
static int distinct_images(double ms, uint32_t *any)
{
    uint32_t seen[64];
    int n = 0;
    *any = 0;
    for (double t = 0; t < ms; t += 2.5) {
        rig_run_ms(rig, 2.5);
        uint32_t img = rig_frame_image(rig);
        *any |= img;
        int i;
        for (i = 0; i < n && seen[i] != img; i++) {
        }
        if (i == n && n < 64) {
            seen[n++] = img;
        }
    }
    return n;
}

/* Holds key c down for the winning press, which, like any press, shows
 * within 20 ms of being stable. Then waits (up to 1 s) for the grid to
 * leave the board for the result. The caller releases the key. */
static void win_key_down(uint8_t c)
{
    uint32_t before = rig_board(rig);
    rig_key(rig, c, true, 0);
    double ms = rig_wait_change(rig, before, 20);
    if (ms < 0) {
        double late = rig_wait_change(rig, before, 1000);
        CHECK_FAIL("winning press: the grid still shows %07x 20 ms after the press "
                   "(changed %.1f ms later)", before, late < 0 ? late : late + 20);
    }
}

/* Plays plan: presses each cell but the last, and holds the last one, the
 * winning press, down (win_key_down). Returns that key. */
static uint8_t play_to_win(uint32_t plan)
{
    CHECK(plan != 0 && plan != LO_UNSOLVABLE);
    uint8_t last = (uint8_t)(31 - __builtin_clz(plan | 1u));
    for (uint8_t c = 0; c < last; c++) {
        if ((plan >> c) & 1u) {
            rig_press(rig, c);
        }
    }
    win_key_down(last);
    return last;
}

/* After a win, the next puzzle on the grid: new, solvable, not start. */
static uint32_t check_next_board(uint32_t start)
{
    uint32_t next = rig_board(rig);
    CHECK(next != 0);
    CHECK(lo_solvable(next, 5));
    CHECK(next != start);
    return next;
}

TEST(firmware_boots)
{
    CHECK(rig != NULL);
}

static uint32_t hint_board, hint_cell;  /* carried to the second HINT */

/* Blink rate of the cells in mask over 2 s, from 10 ms duty slices. */
static double blink_hz(uint32_t mask)
{
    rig_snap_t a, b;
    int rises = 0;
    bool was = true;
    rig_snap(rig, &a);
    for (int i = 0; i < 200; i++) {
        rig_run_ms(rig, 10);
        rig_snap(rig, &b);
        bool lit = (rig_lit(&a, &b) & mask) == mask;
        rises += lit && !was;
        was = lit;
        a = b;
    }
    return rises / 2.0;
}

/* First HINT: exactly one cell blinks, from a fewest-press solution. */
TEST(hint_one_cell_of_min_solution)
{
    /* Move away from the dealt board first: hints work from any position. */
    uint32_t b = rig_board(rig);
    uint8_t c = scene_safe_cell(b, &rng);
    rig_press(rig, c);
    b = lo_press(b, c, 5);
    CHECK_EQ(rig_board(rig), b);
    rig_press(rig, KEY_HINT);
    uint32_t on, blink = blinking(&on);
    CHECK_EQ(__builtin_popcount(blink), 1);
    CHECK(scene_in_min_solution(b, blink));
    CHECK_EQ(on, b & ~blink);
    double hz = blink_hz(blink);
    printf("  hint blinks at %.1f Hz\n", hz);
    CHECK(hz >= 2.0 && hz <= 5.0);
    hint_board = b;
    hint_cell = blink;
}

/* Second HINT: every cell of that fewest-press solution blinks. */
TEST(second_hint_whole_plan)
{
    uint32_t b = hint_board;
    rig_press(rig, KEY_HINT);
    uint32_t on, blink = blinking(&on);
    CHECK_EQ(__builtin_popcount(blink), lo_par(b, 5));
    CHECK(scene_in_min_solution(b, blink));
    CHECK_EQ(lo_apply(b, blink, 5), 0);
    CHECK((blink & hint_cell) == hint_cell);
    CHECK_EQ(on, b & ~blink);
    /* A grid key ends the hint and is a move as usual. */
    uint8_t c = scene_safe_cell(b, &rng);
    rig_press(rig, c);
    blink = blinking(&on);
    CHECK_EQ(blink, 0);
    CHECK_EQ(on, lo_press(b, c, 5));
}

/* From a dealt board, pressing each hinted cell solves in exactly par. */
TEST(follow_hints_solves_in_par)
{
    rig_press(rig, KEY_START);  /* Classic: restart the level */
    uint32_t start = rig_board(rig), b = start;
    uint8_t par = lo_par(start, 5);
    CHECK(par != LO_NO_PAR);
    int presses = 0;
    while (b != 0 && presses < 30) {
        rig_press(rig, KEY_HINT);
        uint32_t on, blink = blinking(&on);
        if (__builtin_popcount(blink) != 1 || !scene_in_min_solution(b, blink)) {
            CHECK_FAIL("board %07x: hint blinks %07x", b, blink);
            break;
        }
        uint8_t c = (uint8_t)__builtin_ctz(blink);
        b = lo_press(b, c, 5);
        presses++;
        if (b == 0) {
            /* The winning press: result (hinted: 0 cells over par), dark. */
            win_key_down(c);
            rig_run_ms(rig, 300);
            rig_key(rig, c, false, 0);
            CHECK_EQ(rig_leds(rig, 1200, NULL), 0);
        } else {
            rig_press(rig, c);
            CHECK_EQ(rig_board(rig), b);
        }
    }
    CHECK_EQ(presses, par);
    /* Then the next puzzle: new, solvable, different. */
    rig_run_ms(rig, 1000);
    rig_skip_intro(rig);
    check_next_board(start);
}

/* The Classic level a board is, 0 if none. */
static int level_of(uint32_t b)
{
    for (uint8_t n = 1; n <= LEVEL_COUNT; n++) {
        if (level_board(n) == b) {
            return n;
        }
    }
    return 0;
}

/* A perfect solve (par moves, no hint) plays an animated light show; the
 * grid key that skips the next intro is not a move. */
TEST(perfect_win_light_show_then_new_board)
{
    uint32_t start = rig_board(rig), plan = lo_solve(start, 5);
    CHECK(start != 0 && plan != LO_UNSOLVABLE);
    uint32_t any = 0;
    uint8_t last = play_to_win(plan);
    int images = distinct_images(1500, &any);
    rig_key(rig, last, false, 0);
    CHECK(images >= 3);
    CHECK(any != 0);
    rig_run_ms(rig, 1000);   /* the show is about 2.4 s; then the intro */
    rig_press(rig, 12);
    rig_run_ms(rig, 40);
    uint32_t next = check_next_board(start);
    int n = level_of(start);
    CHECK(n != 0);
    if (level_of(next) != n + 1) {
        CHECK_FAIL("after the key that skips the intro the grid shows %07x, not level %d "
                   "(%07x): the key was lost or taken as a move", next, n + 1,
                   level_board((uint8_t)(n + 1)));
    }
}

/* Two moves over par: two lit cells for about 2 s, then a new board. */
TEST(over_par_win_shows_excess_then_new_board)
{
    rig_run_ms(rig, 3000);   /* any intro left over has ended */
    uint32_t start = rig_board(rig), plan = lo_solve(start, 5);
    uint8_t extra = scene_safe_cell(start, &rng);
    rig_press(rig, extra);
    rig_press(rig, extra);
    CHECK_EQ(rig_board(rig), start);
    uint8_t last = play_to_win(plan);
    rig_run_ms(rig, 20);
    rig_key(rig, last, false, 0);
    rig_run_ms(rig, 400);    /* the win sign */
    uint32_t blink;
    uint32_t shown = rig_leds(rig, 1500, &blink);
    CHECK_EQ(blink, 0);
    CHECK_EQ(__builtin_popcount(shown), 2);
    rig_run_ms(rig, 1000);
    rig_skip_intro(rig);
    check_next_board(start);
    CHECK_EQ(rig_led_violations(rig), 0);
    CHECK(!rig_crashed(rig));
}

int main(int argc, char **argv)
{
    rig = scene_open(argc, argv, 0xBEEFu);
    RUN(firmware_boots);
    if (!rig) {
        return check_done();
    }
    RUN(hint_one_cell_of_min_solution);
    RUN(second_hint_whole_plan);
    RUN(follow_hints_solves_in_par);
    RUN(perfect_win_light_show_then_new_board);
    RUN(over_par_win_shows_excess_then_new_board);
    rig_close(rig);
    return check_done();
}
