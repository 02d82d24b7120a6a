/* SPDX-License-Identifier: MIT */
/*
 * Storm (issue 5, section 4): 10 simulated minutes of random keys on the
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
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "game.h"
#include "save.h"
#include "scene.h"
#include "solver.h"

#define STORM_MS (10.0 * 60 * 1000)
#define MIN_POINTS 200
#define STACK_MARGIN 64u
#define ALL25 0x1FFFFFFul
#define CELL(r, c) (1ul << (5u * (r) + (c)))

static rig_t *rig;
static uint32_t rng = 0x5703Au;   /* the storm's fixed seed */

static struct {
    unsigned actions, points, skipped, moves_checked, chords, offs, wins, solves;
    unsigned phase_seen[6], mode_seen[3], size_seen[6], on_seen[2];
    unsigned hint_blinks;
    unsigned menus;    /* settings picked through the menu */
    unsigned bad[6];   /* failures seen, by kind (enum below) */
} st;

enum { BAD_LEDS, BAD_MOVE, BAD_CHORD, BAD_OFF, BAD_WIN, BAD_MENU };

static uint32_t rnd(uint32_t n) { return scene_rand(&rng) % n; }

/* The firmware's game_t: same field offsets on the AVR and the host (see
 * game_state.h); the host may add tail padding only. When it cannot be
 * read, or is not set up (during a start-up), g says phase 0xFF, 5x5 and
 * the answer is false. */
static bool game_now(game_t *g)
{
    uint8_t buf[sizeof(game_t) + 1] = { 0 };
    int n = rig_read_global(rig, "game", buf, sizeof buf);
    memcpy(g, buf, sizeof *g);
    if (n > (int)sizeof(game_t) || n + 3 < (int)sizeof(game_t) || g->psize < 3 ||
        g->psize > 5 || g->phase > PHASE_EDIT) {
        g->phase = 0xFFu;
        g->psize = 5;
        return false;
    }
    return true;
}

static bool flag(const char *name)
{
    uint8_t v = 0;
    rig_read_global(rig, name, &v, 1);
    return v != 0;
}

static uint32_t boot_count(void)
{
    uint8_t b[SAVE_BOOT_BYTES];
    rig_eeprom_get(rig, (uint16_t)(rig_eeprom_size(rig) - SAVE_BOOT_BYTES), b, sizeof b);
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

static uint8_t reset_cause(void)
{
    uint8_t v = 0xEE;
    rig_read_global(rig, "hal_mcusr", &v, 1);
    return v;
}

static void note(const game_t *g)
{
    st.phase_seen[g->phase]++;
    st.mode_seen[g->mode < 3 ? g->mode : 0]++;
    st.size_seen[g->psize]++;
    st.on_seen[g->on & 1u]++;
}

/* Count a failure of a kind; the first few are told with the instant and
 * the action number (the seed is fixed: the same run repeats). */
static void fail_at(int kind, const char *what, uint32_t a, uint32_t b)
{
    if (st.bad[kind]++ < 5) {
        printf("  action %u at %.1f ms (cycle %llu): %s (0x%07x vs 0x%07x)\n", st.actions,
               rig_now_ms(rig), (unsigned long long)rig_cycle(rig), what, a, b);
    }
}

/* The game state a chord must leave alone (the phase may end by time). */
static bool same_game(const game_t *a, const game_t *b)
{
    return a->board == b->board && a->moves == b->moves && a->undo_n == b->undo_n &&
           a->mode == b->mode && a->size == b->size && a->on == b->on && a->level == b->level;
}

/* Whether the grid shows just the board: play or the Design editor, with
 * no hint or fix cells blinking. */
static bool plain(const game_t *g)
{
    return (g->phase == PHASE_PLAY || g->phase == PHASE_EDIT) && g->blink == 0;
}

/* A point in plain play: compare the LEDs with the board the game holds. */
static void check_point(void)
{
    game_t a, b;
    if (!game_now(&a) || !plain(&a) || flag("off_pending")) {
        st.skipped++;
        return;
    }
    uint32_t lit = rig_board(rig);
    if (!game_now(&b) || !plain(&b) || b.board != a.board) {
        st.skipped++;
        return;
    }
    st.points++;
    if (lit != a.board) {
        fail_at(BAD_LEDS, "LEDs differ from the game's board", lit, a.board);
    }
}

/* A grid key or a function key, weighted to the phase: in the menu mostly
 * its settings and MODE to leave it, in level select its pages and cells. */
static uint8_t pick_key(const game_t *g)
{
    static const uint8_t fn[] = { SCENE_MODE, SCENE_HINT, SCENE_UNDO, SCENE_START };
    uint32_t x = rnd(100);
    if (g->phase == PHASE_MENU) {
        static const uint8_t cols[5] = { 3, 2, 3, 2, 1 };
        uint8_t row = (uint8_t)rnd(5);
        if (x < 35) {
            return SCENE_MODE;
        }
        if (x < 80 && (row < 4 || rnd(3) == 0)) {
            return (uint8_t)(5u * row + rnd(cols[row]));
        }
    }
    if (x < 25) {
        return fn[rnd(4)];
    }
    if (g->psize < 5 && x < 85) {   /* small grid: mostly inside it */
        return (uint8_t)(5u * rnd(g->psize) + rnd(g->psize));
    }
    return (uint8_t)rnd(25);
}

/* One press, bounced or clean, held a little or long (START < 2 s). A grid
 * key inside the grid in play is exactly one move, or the win. */
static void act_press(bool long_hold)
{
    game_t g0, g1;
    game_now(&g0);
    uint8_t key = pick_key(&g0);
    double bounce = rnd(2) ? (double)rnd(5001) / 1000.0 : 0.0;
    double hold = long_hold ? 250.0 + rnd(1650) : 30.0 + rnd(150);
    rig_key(rig, key, true, bounce);
    rig_run_ms(rig, hold);
    rig_key(rig, key, false, bounce);
    rig_run_ms(rig, RIG_PRESS_MS);
    if (g0.phase == PHASE_PLAY && key < 25 && key / 5u < g0.psize && key % 5u < g0.psize &&
        game_now(&g1)) {
        st.moves_checked++;
        uint32_t want = lo_press(g0.board, key, g0.psize);
        if (g1.phase != PHASE_RESULT && g1.board != want) {
            fail_at(BAD_MOVE, "a press is not exactly one move", g1.board, want);
        }
        st.wins += g1.phase == PHASE_RESULT;
    }
}

/* 2 to 5 keys down at one instant (or three corners of a rectangle, whose
 * fourth reads as pressed), clean or bouncing up to 2 ms, released
 * together or all but one first: no move, nor from the key left over. */
static void act_chord(void)
{
    uint32_t mask = 0;
    if (rnd(3) == 0) {
        uint8_t r1 = (uint8_t)rnd(5), r2 = (uint8_t)((r1 + 1u + rnd(4)) % 5u);
        uint8_t c1 = (uint8_t)rnd(6), c2 = (uint8_t)((c1 + 1u + rnd(5)) % 6u);
#define KEY_AT(r, c) ((c) == 5u ? (r) == 4u ? 0u : 1ul << (25u + (r)) : CELL(r, c))
        mask = KEY_AT(r1, c1) | KEY_AT(r1, c2) | KEY_AT(r2, c1);
#undef KEY_AT
    }
    unsigned n = mask ? 2 : 2 + rnd(4);
    while ((unsigned)__builtin_popcount(mask) < n) {
        mask |= 1ul << rnd(29);
    }
    /* Bounce shorter than the 3 frames debounce takes: no single key can
     * read stable on the way. */
    double bounce = rnd(2) ? (double)rnd(2001) / 1000.0 : 0.0;
    game_t g0, g1;
    game_now(&g0);
    rig_keys_to(rig, mask, bounce);
    rig_run_ms(rig, 40.0 + rnd(900));
    if (rnd(2)) {
        uint32_t keep = mask & ~(mask - 1u);   /* lowest key stays down */
        rig_keys_to(rig, keep, bounce);
        rig_run_ms(rig, 20.0 + rnd(300));
    }
    rig_keys_to(rig, 0, bounce);
    rig_run_ms(rig, RIG_PRESS_MS);
    st.chords++;
    if (game_now(&g1) && !same_game(&g0, &g1)) {
        fail_at(BAD_CHORD, "a chord changed the game", g1.board, g0.board);
    }
}

/* START held 2 s or more: dark power-down; a key wakes the same game and
 * that press is not a move. */
static void act_power_off(void)
{
    game_t g0, g1;
    game_now(&g0);
    rig_hold(rig, SCENE_START, 2050.0 + rnd(1000));
    rig_run_ms(rig, 50);
    st.offs++;
    if (!rig_sleeping(rig) || rig_sleep_mode(rig) != 2) {
        fail_at(BAD_OFF, "START held 2 s: not asleep in power-down", rig_sleep_mode(rig), 2);
    }
    uint32_t lit = rig_leds(rig, 60, NULL);
    if (lit != 0) {
        fail_at(BAD_OFF, "powered off but LEDs lit", lit, 0);
    }
    uint8_t key = (uint8_t)rnd(29);
    rig_press_bounce(rig, key, rnd(2) ? 0.0 : (double)rnd(5001) / 1000.0);
    if (rig_sleeping(rig) && rig_sleep_mode(rig) == 2) {
        fail_at(BAD_OFF, "a key did not wake it", key, 0);
    }
    if (game_now(&g1) && !same_game(&g0, &g1)) {
        fail_at(BAD_OFF, "the waking press changed the game", g1.board, g0.board);
    }
}

/* Press the rest of a fewest-press solution: the puzzle is won. */
static void act_solve(void)
{
    game_t g;
    game_now(&g);
    if (g.phase != PHASE_PLAY) {
        return;
    }
    uint32_t plan = lo_solve(g.board ^ lo_target(g.psize, g.on), g.psize);
    if (plan == LO_UNSOLVABLE || plan == 0) {
        return;
    }
    for (uint8_t c = 0; c < 25 && !rig_crashed(rig); c++) {
        if (plan & (1ul << c)) {
            rig_press_bounce(rig, c, (double)rnd(3001) / 1000.0);
        }
    }
    game_now(&g);
    if (g.phase != PHASE_RESULT) {
        fail_at(BAD_WIN, "pressing a solution did not win", g.board, lo_target(g.psize, g.on));
    }
    st.solves++;
}

/* Back to a puzzle in play (or the editor), by keys a player would use. */
static bool settle_play(game_t *g)
{
    for (int i = 0; i < 12 && game_now(g); i++) {
        if (g->phase == PHASE_PLAY || g->phase == PHASE_EDIT) {
            return true;
        }
        if (g->phase == PHASE_RESULT) {
            rig_run_ms(rig, 2100);
        } else {
            rig_press(rig, g->phase == PHASE_INTRO ? SCENE_UNDO : SCENE_MODE);
        }
    }
    return false;
}

/* The menu image: one lit cell a row, its setting; row 4 col 0. */
static uint32_t menu_image(const game_t *g)
{
    return CELL(0, g->menu[0]) | CELL(1, g->menu[1]) | CELL(2, g->menu[2]) |
           CELL(3, g->menu[3]) | CELL(4, 0);
}

/* Every simulated minute the player picks settings from a rotation (so
 * every game, grid and target gets its share of the storm), and now and
 * then goes on to level select. The menu must light the settings. */
static void act_settings(unsigned k)
{
    static const uint8_t rot[10][3] = {   /* game, target, grid */
        { 1, 0, 3 }, { 2, 1, 4 }, { 0, 1, 5 }, { 1, 1, 4 }, { 2, 0, 3 },
        { 1, 0, 5 }, { 2, 0, 5 }, { 1, 1, 3 }, { 0, 0, 4 }, { 2, 1, 3 },
    };
    const uint8_t *set = rot[k % 10];
    game_t g;
    rig_keys_to(rig, 0, 0);
    if (!settle_play(&g)) {
        return;
    }
    rig_press(rig, SCENE_MODE);
    uint32_t lit = rig_board(rig);
    if (game_now(&g) && g.phase == PHASE_MENU && lit != menu_image(&g)) {
        fail_at(BAD_MENU, "the menu does not show the settings", lit, menu_image(&g));
    }
    rig_press_bounce(rig, set[0], 1.0);
    rig_press_bounce(rig, (uint8_t)(5u + set[1]), 1.0);
    rig_press_bounce(rig, (uint8_t)(10u + set[2] - 3u), 1.0);
    rig_press_bounce(rig, (uint8_t)(15u + rnd(2)), 1.0);
    lit = rig_board(rig);
    if (game_now(&g) && g.phase == PHASE_MENU && lit != menu_image(&g)) {
        fail_at(BAD_MENU, "the menu does not show the new settings", lit, menu_image(&g));
    }
    st.menus++;
    rig_press_bounce(rig, k % 4 == 3 ? 20 : SCENE_MODE, 1.0);
}

static void storm(void)
{
    double t0 = rig_now_ms(rig), end = t0 + STORM_MS;
    unsigned minute = 0;
    while (rig_now_ms(rig) < end && !rig_crashed(rig)) {
        if (rig_now_ms(rig) >= t0 + minute * 60000.0) {
            act_settings(minute++);
        }
        game_t g;
        if (game_now(&g)) {
            note(&g);
            st.hint_blinks += g.phase == PHASE_PLAY && g.blink != 0;
        }
        st.actions++;
        uint32_t x = rnd(1000);
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
            rig_run_ms(rig, 20.0 + rnd(1500));
        }
        if (rnd(100) < 60) {
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
    CHECK_EQ(reset_cause(), cause_before);
    CHECK_EQ(reset_cause() & 0x08u, 0);           /* WDRF: no watchdog reset */
    CHECK_EQ(boot_count(), count_before);          /* no restart of any kind */
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
    CHECK(st.hint_blinks > 0);
    CHECK(st.offs > 0 && st.chords > 0 && st.solves > 0);
    printf("  actions by phase: intro %u play %u result %u menu %u select %u edit %u\n",
           st.phase_seen[0], st.phase_seen[1], st.phase_seen[2], st.phase_seen[3],
           st.phase_seen[4], st.phase_seen[5]);
    printf("  by game: classic %u random %u design %u; grid 3x3 %u 4x4 %u 5x5 %u; "
           "lights on %u; hint blinking %u\n", st.mode_seen[0], st.mode_seen[1],
           st.mode_seen[2], st.size_seen[3], st.size_seen[4], st.size_seen[5], st.on_seen[1],
           st.hint_blinks);
}

/* After the storm it still answers: MODE lights each row's setting, MODE
 * again resumes, and a key toggles its cross (or its cell in Design). */
TEST(storm_game_still_answers)
{
    rig_keys_to(rig, 0, 0);
    rig_run_ms(rig, 200);
    game_t g;
    CHECK(settle_play(&g));
    uint8_t phase = g.phase;   /* play, or the Design editor */
    rig_press(rig, SCENE_MODE);
    uint32_t want = CELL(0, g.mode) | CELL(1, g.on) | CELL(2, g.size - 3u) |
                    CELL(3, g.sound) | CELL(4, 0);
    CHECK_EQ(rig_board(rig), want);
    CHECK(game_now(&g) && g.phase == PHASE_MENU && menu_image(&g) == want);
    rig_press(rig, SCENE_MODE);
    CHECK(game_now(&g) && g.phase == phase);   /* nothing changed: resumed */
    CHECK_EQ(rig_board(rig), g.board);
    uint8_t cell = 0;   /* a cell whose press does not win */
    uint32_t next;
    do {
        cell = (uint8_t)(5u * rnd(g.psize) + rnd(g.psize));
        next = g.phase == PHASE_EDIT ? g.board ^ (1ul << cell) : lo_press(g.board, cell, g.psize);
    } while (g.phase == PHASE_PLAY && next == lo_target(g.psize, g.on));
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
        rng = (uint32_t)strtoul(seed, NULL, 0);
        printf("  storm seed 0x%x\n", rng);
    }
    rig = scene_open(argc, argv, 0x57041u);
    CHECK(rig != NULL);
    if (!rig) {
        check_failed++;
        return check_done();
    }
    cause_before = reset_cause();
    count_before = boot_count();
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
