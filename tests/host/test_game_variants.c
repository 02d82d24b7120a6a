/* SPDX-License-Identifier: MIT */
/*
 * The variants in the game: three-state (menu row 1 col 2) and the wrap
 * grids (row 2 cols 3, 4) for Random and Design: menu, deals, presses,
 * undo, the dim image, hints. Presses are checked against a model of the
 * rules (variants_model.h), plans and pars against rule.h,
 * which their own tests check exhaustively.
 */
#include "game_driver.h"
#include "puzzle.h"
#include "variants_model.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))
#define GRID_4W 3u   /* menu columns */
#define GRID_5W 4u

/* The menu shows and keeps the new cells; leaving deals under them. */
TEST(menu_cells)
{
    fresh();
    skip_intro();
    key(KEY_MODE);
    menu_pick(1, RULE_THREE);
    CHECK_EQ(tone(), SOUND_CLICK_HZ);
    menu_pick(2, GRID_5W);
    CHECK_EQ(tone(), SOUND_CLICK_HZ);
    CHECK(image() & CELL(1, 2));
    CHECK(image() & CELL(2, 4));
    menu_pick(0, GAME_RANDOM);
    key(KEY_MODE);
    skip_intro();
    CHECK_EQ(g.rule, RULE_THREE);
    CHECK_EQ(g.size, 5);
    CHECK_EQ(g.wrap, 1);
    CHECK_EQ(play_grid(), 5u | LO_WRAP);
    key(KEY_MODE);   /* reopened: the same cells lit */
    CHECK_EQ((image() >> 5) & 0x1Fu, 1u << RULE_THREE);
    CHECK_EQ((image() >> 10) & 0x1Fu, 1u << GRID_5W);
    menu_pick(2, GRID_4W);
    key(KEY_MODE);
    CHECK_EQ(g.size, 4);
    CHECK_EQ(g.wrap, 1);
    CHECK_EQ(g.phase, PHASE_INTRO);   /* a new puzzle for the new grid */
}

/* Random deals follow rule and grid: solvable, not solved, exact par, in
 * the grid; three-state boards hold dim and bright cells. */
TEST(random_deals)
{
    for (uint8_t rule = 0; rule < 3u; rule++) {
        for (uint8_t col = 0; col < 5u; col++) {
            unsigned bright_seen = 0;
            fresh();
            for (int i = 0; i < 20; i++) {
                setup_cols(GAME_RANDOM, rule, col);
                if (i % 2) {
                    key(KEY_START);   /* START deals anew */
                    skip_intro();
                }
                uint8_t grid = play_grid(), n = grid & 7u;
                lo_board_t b = play_board();
                CHECK_EQ(n, col < 3u ? col + 3u : col + 1u);
                CHECK_EQ((grid & LO_WRAP) != 0, col >= 3u);
                CHECK_EQ(((b.p1 | b.p2) & ~lo_grid_mask(n)), 0);
                CHECK_EQ(b.p1 & b.p2, 0);
                CHECK(lo_rule_solvable(b, grid, rule));
                CHECK_EQ(g.par, lo_rule_par(b, grid, rule));
                CHECK(g.par > 0);
                if (rule != RULE_THREE) {
                    CHECK_EQ(b.p2, 0);
                }
                bright_seen += b.p2 != 0;
            }
            if (rule == RULE_THREE) {
                CHECK(bright_seen > 10u);
            }
        }
    }
}

/* A press toggles the torus cross on a wrap grid. */
TEST(wrap_press)
{
    fresh();
    setup_cols(GAME_RANDOM, RULE_OFF, GRID_4W);
    uint32_t before = g.board;
    key(0);   /* the corner: its cross reaches the far edges */
    CHECK_EQ(g.board, before ^ cross(0, 4, true));
    CHECK_EQ(cross(0, 4, true), CELL(0, 0) | CELL(0, 1) | CELL(0, 3) | CELL(1, 0) | CELL(3, 0));
    key(KEY_UNDO);
    CHECK_EQ(g.board, before);
    CHECK_EQ(g.moves, 0);
    setup_cols(GAME_RANDOM, RULE_ON, GRID_5W);   /* Lights On on a torus */
    before = g.board;
    key(24);
    CHECK_EQ(g.board, before ^ cross(24, 5, true));
    solve_board();
    CHECK_EQ(g.phase, PHASE_RESULT);
}

/* Three-state: a press steps its cross; the image shows dim and bright;
 * UNDO steps it back; every press counts as a move. */
TEST(three_press_undo_render)
{
    fresh();
    setup_cols(GAME_RANDOM, RULE_THREE, 2);
    lo_board_t b0 = play_board();
    key(12);
    lo_board_t b1 = play_board();
    CHECK(same(b1, step_cross(b0, cross(12, 5, false))));
    key(12);
    CHECK(same(play_board(), step_cross(b1, cross(12, 5, false))));
    CHECK_EQ(g.moves, 2);
    CHECK_EQ(image(), g.board | g.board_bright);
    CHECK_EQ(image_dim(), g.board);
    key(KEY_UNDO);
    CHECK(same(play_board(), b1));
    CHECK_EQ(g.moves, 1);
    key(KEY_UNDO);
    CHECK(same(play_board(), b0));
    CHECK_EQ(g.moves, 0);
    key(KEY_UNDO);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    /* Three presses of one cell are none. */
    key(3);
    key(3);
    key(3);
    CHECK(same(play_board(), b0));
    CHECK_EQ(g.moves, 3);
}

/* HINT shows the lowest cell of a fewest-press plan, HINT again all of
 * them; following the plan wins in par, counted with its hints. */
TEST(hints_and_par)
{
    for (uint8_t col = 0; col < 5u; col++) {
        fresh();
        setup_cols(GAME_RANDOM, RULE_THREE, col);
        lo_board_t plan = lo_rule_solve(play_board(), play_grid(), RULE_THREE);
        uint32_t cells = plan.p1 | plan.p2;
        CHECK_EQ(lo_weight(plan), g.par);
        key(KEY_HINT);
        CHECK_EQ(g.blink, cells & -cells);
        key(KEY_HINT);
        CHECK_EQ(g.blink, cells);
        CHECK_EQ(image_dim() & g.blink, 0);   /* blinking cells: bright, then dark */
        uint8_t par = g.par;
        solve_board();
        CHECK_EQ(g.phase, PHASE_RESULT);
        CHECK_EQ(g.result, 0);   /* in par, but hinted: not perfect */
        CHECK(par > 0);
    }
    fresh();
    setup_cols(GAME_RANDOM, RULE_OFF, GRID_5W);
    uint8_t par = g.par;
    CHECK(par <= lo_rule_max_par(5 | LO_WRAP, LO_RULE_OFF));
    solve_board();
    CHECK_EQ(g.phase, PHASE_RESULT);
    CHECK_EQ(g.result, GAME_PERFECT);   /* in par, no hint */
}

int main(void)
{
    RUN(menu_cells);
    RUN(random_deals);
    RUN(wrap_press);
    RUN(three_press_undo_render);
    RUN(hints_and_par);
    return check_done();
}
