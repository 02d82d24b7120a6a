/* SPDX-License-Identifier: MIT */
/* The storm's actions (storm_act.h). */
#include <string.h>
#include "storm_act.h"
#include "puzzle.h"
#include "rule.h"

/* A grid key or a function key, weighted to the phase: in the menu mostly
 * its settings (sound and brightness too) and MODE to leave it, never
 * Action, tutor hints or the self-test (their own tests have them), in
 * level select its pages and cells. */
uint8_t pick_key(const game_t *g)
{
    static const uint8_t fn[] = { KEY_MODE, KEY_HINT, KEY_UNDO, KEY_START };
    uint32_t x = storm_rnd(100);
    if (g->phase == PHASE_MENU) {
        static const uint8_t cols[5] = { 3, 2, 3, 5, 1 };
        uint8_t row = (uint8_t)storm_rnd(5);
        if (x < 35) {
            return KEY_MODE;
        }
        if (x < 80 && (row < 4 || storm_rnd(3) == 0)) {
            return (uint8_t)(5u * row + storm_rnd(cols[row]));
        }
        uint8_t k;
        do {
            k = (uint8_t)storm_rnd(25);
        } while (k == 3u || k == 21u || k == 24u);
        return x < 25 ? fn[storm_rnd(4)] : k;
    }
    if (x < 25) {
        return fn[storm_rnd(4)];
    }
    if (g->psize < 5 && x < 85) {   /* small grid: mostly inside it */
        return (uint8_t)(5u * storm_rnd(g->psize) + storm_rnd(g->psize));
    }
    return (uint8_t)storm_rnd(25);
}

/* One press, bounced or clean, held a little or long (START < 2 s). A grid
 * key inside the grid in play is exactly one move, or the win. */
void act_press(bool long_hold)
{
    game_t g0, g1;
    fw_game(rig, &g0);
    uint8_t key = pick_key(&g0);
    double bounce = storm_rnd(2) ? (double)storm_rnd(5001) / 1000.0 : 0.0;
    double hold = long_hold ? 250.0 + storm_rnd(1650) : 30.0 + storm_rnd(150);
    rig_key(rig, key, true, bounce);
    rig_run_ms(rig, hold);
    rig_key(rig, key, false, bounce);
    rig_run_ms(rig, RIG_PRESS_MS);
    if (g0.phase == PHASE_PLAY && key < 25 && key / 5u < g0.psize && key % 5u < g0.psize &&
        fw_game(rig, &g1)) {
        st.moves_checked++;
        lo_board_t want = lo_rule_press((lo_board_t){ g0.board, g0.board_bright }, key, puzzle_grid(&g0),
                               puzzle_rule(&g0));
        if (g1.phase != PHASE_RESULT && (g1.board != want.p1 || g1.board_bright != want.p2)) {
            fail_at(BAD_MOVE, "a press is not exactly one move", g1.board, want.p1);
        }
        st.wins += g1.phase == PHASE_RESULT;
    }
}

/* 2 to 5 keys down at one instant (or three corners of a rectangle, whose
 * fourth reads as pressed), clean or bouncing up to 2 ms, released
 * together or all but one first: no move, nor from the key left over. */
void act_chord(void)
{
    uint32_t mask = 0;
    if (storm_rnd(3) == 0) {
        uint8_t r1 = (uint8_t)storm_rnd(5), r2 = (uint8_t)((r1 + 1u + storm_rnd(4)) % 5u);
        uint8_t c1 = (uint8_t)storm_rnd(6), c2 = (uint8_t)((c1 + 1u + storm_rnd(5)) % 6u);
#define KEY_AT(r, c) ((c) == 5u ? (r) == 4u ? 0u : 1ul << (25u + (r)) : CELL(r, c))
        mask = KEY_AT(r1, c1) | KEY_AT(r1, c2) | KEY_AT(r2, c1);
#undef KEY_AT
    }
    unsigned n = mask ? 2 : 2 + storm_rnd(4);
    while ((unsigned)__builtin_popcount(mask) < n) {
        mask |= 1ul << storm_rnd(29);
    }
    /* Bounce shorter than the 3 frames debounce takes: no single key can
     * read stable on the way. */
    double bounce = storm_rnd(2) ? (double)storm_rnd(2001) / 1000.0 : 0.0;
    game_t g0, g1;
    fw_game(rig, &g0);
    rig_keys_to(rig, mask, bounce);
    rig_run_ms(rig, 40.0 + storm_rnd(900));
    if (storm_rnd(2)) {
        uint32_t keep = mask & ~(mask - 1u);   /* lowest key stays down */
        rig_keys_to(rig, keep, bounce);
        rig_run_ms(rig, 20.0 + storm_rnd(300));
    }
    rig_keys_to(rig, 0, bounce);
    rig_run_ms(rig, RIG_PRESS_MS);
    st.chords++;
    if (fw_game(rig, &g1) && !same_game(&g0, &g1)) {
        fail_at(BAD_CHORD, "a chord changed the game", g1.board, g0.board);
    }
}

/* START held 2 s or more: dark power-down; a key wakes the same game and
 * that press is not a move. */
void act_power_off(void)
{
    game_t g0, g1;
    fw_game(rig, &g0);
    rig_hold(rig, KEY_START, 2050.0 + storm_rnd(1000));
    rig_run_ms(rig, 50);
    st.offs++;
    if (!rig_sleeping(rig) || rig_sleep_mode(rig) != 2) {
        fail_at(BAD_OFF, "START held 2 s: not asleep in power-down", rig_sleep_mode(rig), 2);
    }
    uint32_t lit = rig_leds(rig, 60, NULL);
    if (lit != 0) {
        fail_at(BAD_OFF, "powered off but LEDs lit", lit, 0);
    }
    uint8_t key = (uint8_t)storm_rnd(29);
    rig_press_bounce(rig, key, storm_rnd(2) ? 0.0 : (double)storm_rnd(5001) / 1000.0);
    if (rig_sleeping(rig) && rig_sleep_mode(rig) == 2) {
        fail_at(BAD_OFF, "a key did not wake it", key, 0);
    }
    if (fw_game(rig, &g1) && !same_game(&g0, &g1)) {
        fail_at(BAD_OFF, "the waking press changed the game", g1.board, g0.board);
    }
}

/* Press the rest of a fewest-press solution: the puzzle is won. */
void act_solve(void)
{
    game_t g;
    fw_game(rig, &g);
    if (g.phase != PHASE_PLAY) {
        return;
    }
    /* The puzzle's own grid and rule (Classic: 5x5 off or on). */
    uint8_t grid = puzzle_grid(&g), rule = puzzle_rule(&g);
    lo_board_t plan = lo_rule_solve((lo_board_t){ g.board, g.board_bright }, grid, rule);
    if (lo_none(plan) || (plan.p1 | plan.p2) == 0) {
        return;
    }
    for (uint8_t c = 0; c < 25 && !rig_crashed(rig); c++) {
        for (unsigned n = (plan.p1 >> c & 1u) + 2u * (plan.p2 >> c & 1u); n > 0; n--) {
            rig_press_bounce(rig, c, (double)storm_rnd(3001) / 1000.0);
        }
    }
    fw_game(rig, &g);
    if (g.phase != PHASE_RESULT) {
        fail_at(BAD_WIN, "pressing a solution did not win", g.board, lo_rule_target(grid, rule).p1);
    }
    st.solves++;
}

/* The menu image: game, rule, grid; sound and brightness; level select,
 * tutor hints when on, the statistics and the self-test where the build
 * has them. */
uint32_t menu_image(const game_t *g)
{
    uint32_t extra = (g->tutor ? CELL(4, 1) : 0) | (PART_STATS ? CELL(4, 2) : 0) |
                     (PART_SELFTEST ? CELL(4, 4) : 0);
    return CELL(0, g->menu[0]) | CELL(1, g->menu[1]) | CELL(2, g->menu[2]) |
           CELL(3, g->sound) | CELL(3, 2u + g->bright) | CELL(4, 0) | extra;
}

/* Every simulated minute the player picks settings from a rotation (so
 * every game, grid and rule gets its share of the storm, three-state and
 * the wrap grids where the build has them), and now and then goes on to
 * level select. The menu must light the settings. */
void act_settings(unsigned k)
{
    static const uint8_t rot[12][3] = {   /* game, rule, grid column */
        { 1, 0, 0 }, { 2, 1, 1 }, { 0, 1, 2 }, { 1, 2, 3 }, { 1, 1, 1 }, { 2, 2, 2 },
        { 2, 0, 0 }, { 1, 0, 4 }, { 2, 0, 2 }, { 1, 1, 0 }, { 0, 0, 1 }, { 2, 1, 0 },
    };
    uint8_t set[3] = { rot[k % 12][0], rot[k % 12][1], rot[k % 12][2] };
    if (!PART_VARIANTS) {
        set[1] %= 2u;                      /* no three-state, no wrap grids */
        set[2] = set[2] > 2u ? (uint8_t)(set[2] - 2u) : set[2];
    }
    bool wrap = set[2] > 2u;
    uint8_t size = (uint8_t)(wrap ? set[2] + 1u : set[2] + 3u);
    game_t g;
    rig_keys_to(rig, 0, 0);
    if (!settle_play(&g)) {
        return;
    }
    rig_press(rig, KEY_MODE);
    uint32_t lit = rig_board(rig);
    if (fw_game(rig, &g) && g.phase == PHASE_MENU && lit != menu_image(&g)) {
        fail_at(BAD_MENU, "the menu does not show the settings", lit, menu_image(&g));
    }
    rig_press_bounce(rig, set[0], 1.0);
    rig_press_bounce(rig, (uint8_t)(5u + set[1]), 1.0);
    rig_press_bounce(rig, (uint8_t)(10u + set[2]), 1.0);
    rig_press_bounce(rig, (uint8_t)(15u + storm_rnd(2)), 1.0);
    lit = rig_board(rig);
    if (fw_game(rig, &g) && g.phase == PHASE_MENU && lit != menu_image(&g)) {
        fail_at(BAD_MENU, "the menu does not show the new settings", lit, menu_image(&g));
    }
    st.menus++;
    rig_press_bounce(rig, k % 4 == 3 ? 20 : KEY_MODE, 1.0);
    if (k % 4 != 3 && fw_game(rig, &g) &&
        (g.mode != set[0] || g.rule != set[1] || g.size != size || g.wrap != wrap)) {
        fail_at(BAD_MENU, "the settings did not apply", g.mode, set[0]);
    }
}
