/* SPDX-License-Identifier: MIT */
/*
 * The variants in the game: three-state (menu row 1 col 2) and the wrap
 * grids (row 2 cols 3, 4) for Random and Design; Classic and Action stay
 * 5x5 Lights Out. Presses are checked against a model of the rules
 * written here (a cross on a torus, steps mod 3), plans and pars against
 * the variant solvers, which their own tests check exhaustively.
 */
#include "game_driver.h"
#include "puzzle.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))
#define GRID_4W 3u   /* menu columns */
#define GRID_5W 4u

/* The cells a press of (r, c) changes on an n x n grid, edges joined or not. */
static uint32_t cross(uint8_t cell, uint8_t n, bool wrap)
{
    int r = cell / 5, c = cell % 5;
    static const int d[5][2] = {{0, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    uint32_t m = 0;
    for (int i = 0; i < 5; i++) {
        int rr = r + d[i][0], cc = c + d[i][1];
        if (wrap) {
            rr = (rr + n) % n;
            cc = (cc + n) % n;
        } else if (rr < 0 || cc < 0 || rr >= n || cc >= n) {
            continue;
        }
        m |= 1ul << (5 * rr + cc);
    }
    return m;
}

/* A cell's state 0 off, 1 dim, 2 bright. */
static unsigned state(lo3_t b, uint8_t cell)
{
    return (b.p1 >> cell & 1u) + 2u * (b.p2 >> cell & 1u);
}

/* Three-state press model: every cell of the cross one step on, mod 3. */
static lo3_t step_cross(lo3_t b, uint32_t cells)
{
    lo3_t out = b;
    for (uint8_t i = 0; i < 25u; i++) {
        if (cells >> i & 1u) {
            unsigned s = (state(b, i) + 1u) % 3u;
            out.p1 = (out.p1 & ~(1ul << i)) | (uint32_t)(s == 1u) << i;
            out.p2 = (out.p2 & ~(1ul << i)) | (uint32_t)(s == 2u) << i;
        }
    }
    return out;
}

static bool same(lo3_t a, lo3_t b)
{
    return a.p1 == b.p1 && a.p2 == b.p2;
}

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
                lo3_t b = play_board();
                CHECK_EQ(n, col < 3u ? col + 3u : col + 1u);
                CHECK_EQ((grid & LO_WRAP) != 0, col >= 3u);
                CHECK_EQ(((b.p1 | b.p2) & ~lo_grid_mask(n)), 0);
                CHECK_EQ(b.p1 & b.p2, 0);
                CHECK(lov_solvable(b, grid, rule));
                CHECK_EQ(g.par, lov_par(b, grid, rule));
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
    lo3_t b0 = play_board();
    key(12);
    lo3_t b1 = play_board();
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
        lo3_t plan = lov_solve(play_board(), play_grid(), RULE_THREE);
        uint32_t cells = plan.p1 | plan.p2;
        CHECK_EQ(lo3_weight(plan), g.par);
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
    CHECK(par <= LOV_MAX_PAR5W);
    solve_board();
    CHECK_EQ(g.phase, PHASE_RESULT);
    CHECK_EQ(g.result, GAME_PERFECT);   /* in par, no hint */
}

/* Design under three-state: a key steps one cell off, dim, bright, off;
 * an unsolvable design buzzes and blinks the cells one or two steps
 * would fix; a solvable one plays with its par. */
TEST(design_three)
{
    fresh();
    setup_cols(GAME_DESIGN, RULE_THREE, 2);
    CHECK_EQ(g.phase, PHASE_EDIT);
    key(6);
    CHECK_EQ(state(play_board(), 6), 1u);
    CHECK_EQ(image_dim(), CELL(1, 1));
    key(6);
    CHECK_EQ(state(play_board(), 6), 2u);
    CHECK_EQ(image_dim(), 0);
    CHECK_EQ(image(), CELL(1, 1));
    key(6);
    CHECK_EQ(state(play_board(), 6), 0u);
    /* 5x5 three-state: 1 board in 27 is solvable; find an unsolvable one
     * of a few cells. */
    key(20);
    key(20);
    key(6);
    key(13);
    for (uint8_t cell = 0; lov_solvable(play_board(), 5, RULE_THREE); cell++) {
        key(cell);
    }
    lo3_t f = lov_fixes(play_board(), 5, RULE_THREE);
    key(KEY_START);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(g.phase, PHASE_EDIT);
    CHECK_EQ(g.blink, f.p1 | f.p2);
    CHECK(g.blink != 0);
    /* Step one blinking cell as often as it says: then it plays. */
    uint8_t c = (uint8_t)__builtin_ctz(g.blink);
    key(c);
    if (f.p2 >> c & 1u) {
        key(c);
    }
    lo3_t d = play_board();
    key(KEY_START);
    CHECK_EQ(tone(), SOUND_CLICK_HZ);
    CHECK_EQ(g.phase, PHASE_INTRO);
    CHECK_EQ(g.par, lov_par(d, 5, RULE_THREE));
    skip_intro();
    solve_board();
    CHECK_EQ(g.phase, PHASE_RESULT);
    wait_ms(5000);
    CHECK_EQ(g.phase, PHASE_EDIT);   /* back to the editor with the design */
    CHECK(same(play_board(), d));
}

/* Design on a wrap grid flips single cells; its verdict uses the torus. */
TEST(design_wrap)
{
    fresh();
    setup_cols(GAME_DESIGN, RULE_OFF, GRID_4W);
    key(0);   /* one lit cell: solvable on the 4x4 torus (nullity 0) */
    CHECK_EQ(g.board, CELL(0, 0));
    key(KEY_START);
    CHECK_EQ(g.phase, PHASE_INTRO);
    CHECK_EQ(g.par, lov_par(play_board(), 4u | LO_WRAP, RULE_OFF));
    fresh();
    setup_cols(GAME_DESIGN, RULE_OFF, GRID_5W);
    key(0);   /* 5x5 torus: one cell alone is not solvable */
    key(KEY_START);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(g.blink, lov_fixes(play_board(), 5u | LO_WRAP, RULE_OFF).p1);
}

/* Classic and Action stay 5x5 Lights Out under three-state and wrap. */
TEST(classic_action_plain)
{
    fresh();
    setup_cols(GAME_CLASSIC, RULE_THREE, GRID_5W);
    CHECK_EQ(play_grid(), 5u);
    CHECK_EQ(g.board, level_board(1));
    CHECK_EQ(g.par, lo_par(level_board(1), 5));
    key(0);   /* the plain cross, no wrap */
    CHECK_EQ(g.board, level_board(1) ^ cross(0, 5, false));
    CHECK_EQ(g.board_bright, 0);
    CHECK_EQ(image_dim(), 0);
    setup_cols(GAME_ACTION, RULE_THREE, GRID_4W);
    CHECK_EQ(g.psize, 5);
    wait_ms(3000);   /* a step: one plain cross */
    CHECK(g.board != 0);
    CHECK_EQ(g.board_bright, 0);
    CHECK(lo_solvable(g.board, 5));
}

/* A save of a three-state or wrap puzzle resumes exactly; broken ones
 * are refused. */
TEST(save_restore)
{
    for (uint8_t col = 2; col < 5u; col++) {
        fresh();
        setup_cols(GAME_RANDOM, RULE_THREE, col);
        key(0);
        game_save_t s;
        game_snapshot(&g, &s);
        game_t before = g;
        fresh();
        CHECK(game_restore(&g, &s));
        CHECK(same(play_board(), (lo3_t){ before.board, before.board_bright }));
        CHECK_EQ(g.start_bright, before.start_bright);
        CHECK_EQ(g.psize, before.psize);
        CHECK_EQ(play_grid(), col == 2 ? 5u : (uint8_t)((col + 1u) | LO_WRAP));
        game_save_t bad = s;
        bad.board_bright |= s.board & -s.board;   /* a cell dim and bright */
        CHECK(!game_restore(&g, &bad));
        bad = s;
        bad.par++;
        CHECK(!game_restore(&g, &bad));
        bad = s;
        bad.rule = RULE_OFF;   /* bright cells under Lights Out */
        CHECK(s.start_bright == 0 || !game_restore(&g, &bad));
    }
    fresh();
    setup_cols(GAME_DESIGN, RULE_THREE, 1);
    key(0);
    key(1);
    key(1);
    game_save_t s;
    game_snapshot(&g, &s);
    fresh();
    CHECK(game_restore(&g, &s));
    CHECK_EQ(g.phase, PHASE_EDIT);
    CHECK_EQ(g.board, CELL(0, 0));
    CHECK_EQ(g.board_bright, CELL(0, 1));
}

int main(void)
{
    RUN(menu_cells);
    RUN(random_deals);
    RUN(wrap_press);
    RUN(three_press_undo_render);
    RUN(hints_and_par);
    RUN(design_three);
    RUN(design_wrap);
    RUN(classic_action_plain);
    RUN(save_restore);
    return check_done();
}
