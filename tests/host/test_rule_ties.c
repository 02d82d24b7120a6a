/* SPDX-License-Identifier: MIT */
/*
 * The rule engine's tie rule (rule.h, firmware/README.md "Ties"): where a
 * board has several fewest-press plans, which one lo_rule_solve returns,
 * pinned by expected plans for every kind with ties (three-state 4x4 and
 * 5x5, three-state on both tori, Lights Out and On on the 5x5 torus), and
 * the first HINT cell the game shows for each (its lowest cell). A change
 * of the generated tables or of the walk that picks another plan fails
 * here: the hint a player sees stays the same from build to build.
 * A model written apart from the engine (the press matrix from the press
 * patterns, solved by Gaussian elimination mod p, every solution walked)
 * checks that each board has more than one fewest plan and that the
 * expected one is among them; and that the kinds without ties (Merlin,
 * three-state 3x3, Lights Out and On on the 4x4 torus) have exactly one
 * plan a board, the engine's.
 */
#include "game_driver.h"
#include "rule_model.h"

/* ---- the expected plans ------------------------------------------------ */

typedef struct {
    kind_t k;
    lo_board_t board, plan;   /* board, and the plan lo_rule_solve gives */
} tie_t;

#define K4T { 4, 3, LO_RULE_THREE, false }
#define K5T { 5, 3, LO_RULE_THREE, false }
#define K4TW { 4, 3, LO_RULE_THREE, true }
#define K5TW { 5, 3, LO_RULE_THREE, true }
#define K5W { 5, 2, LO_RULE_OFF, true }
#define K5WON { 5, 2, LO_RULE_ON, true }

static const kind_t tie_kinds[] = { K4T, K5T, K4TW, K5TW, K5W, K5WON };

static const tie_t ties[] = {
    { K4T, { 0x0043c00u, 0x00180edu }, { 0x0000c02u, 0x000208cu } },  /* 2 plans of 11 */
    { K4T, { 0x00100e0u, 0x0042403u }, { 0x0002044u, 0x0000829u } },  /* 2 plans of 11 */
    { K4T, { 0x0000480u, 0x006886bu }, { 0x0012042u, 0x0000904u } },  /* 2 plans of 10 */
    { K4T, { 0x00005c8u, 0x002a021u }, { 0x0010548u, 0x0008022u } },  /* 3 plans of 11 */
    { K5T, { 0x02e20b1u, 0x0118846u }, { 0x0000004u, 0x010fb20u } },  /* 3 plans of 19 */
    { K5T, { 0x1baaf21u, 0x0045094u }, { 0x13c0629u, 0x0025050u } },  /* 4 plans of 20 */
    { K5T, { 0x1be0405u, 0x001ebfau }, { 0x1b25054u, 0x0000982u } },  /* 3 plans of 18 */
    { K5T, { 0x08a3accu, 0x0614531u }, { 0x19b048au, 0x0200104u } },  /* 2 plans of 16 */
    { K4TW, { 0x0031184u, 0x0008828u }, { 0x0000440u, 0x0000904u } },  /* 6 plans of 8 */
    { K4TW, { 0x0010c29u, 0x00290c4u }, { 0x0000085u, 0x0000062u } },  /* 11 plans of 9 */
    { K4TW, { 0x0020080u, 0x0008107u }, { 0x0000488u, 0x0002044u } },  /* 11 plans of 9 */
    { K4TW, { 0x003208eu, 0x0009561u }, { 0x00000a1u, 0x0000106u } },  /* 9 plans of 9 */
    { K5TW, { 0x0c64540u, 0x00938b0u }, { 0x05a053au, 0x0000001u } },  /* 7 plans of 12 */
    { K5TW, { 0x180233au, 0x045cc40u }, { 0x0102994u, 0x000000bu } },  /* 25 plans of 13 */
    { K5TW, { 0x0166f24u, 0x049800bu }, { 0x00360e4u, 0x0200000u } },  /* 7 plans of 10 */
    { K5TW, { 0x10194e8u, 0x0f66b13u }, { 0x0602821u, 0x0100004u } },  /* 2 plans of 10 */
    { K5W, { 0x11ad624u, 0x0000000u }, { 0x0105042u, 0x0000000u } },  /* 4 plans of 5 */
    { K5W, { 0x1c2da3fu, 0x0000000u }, { 0x0a20423u, 0x0000000u } },  /* 9 plans of 7 */
    { K5W, { 0x0399663u, 0x0000000u }, { 0x0104b70u, 0x0000000u } },  /* 25 plans of 8 */
    { K5W, { 0x0ed3b39u, 0x0000000u }, { 0x0440828u, 0x0000000u } },  /* 2 plans of 5 */
    { K5WON, { 0x0fb1f51u, 0x0000000u }, { 0x1080119u, 0x0000000u } },  /* 2 plans of 6 */
    { K5WON, { 0x01b13e7u, 0x0000000u }, { 0x18d8000u, 0x0000000u } },  /* 2 plans of 6 */
    { K5WON, { 0x188b3e3u, 0x0000000u }, { 0x0554010u, 0x0000000u } },  /* 3 plans of 6 */
    { K5WON, { 0x06a023eu, 0x0000000u }, { 0x1080910u, 0x0000000u } },  /* 2 plans of 5 */
};

TEST(expected_plans_on_boards_with_ties)
{
    for (unsigned i = 0; i < sizeof ties / sizeof ties[0]; i++) {
        const tie_t *t = &ties[i];
        model_t md = rule_model(&t->k, t->board);
        lo_board_t got = lo_rule_solve(t->board, rule_model_grid(&t->k), t->k.rule);
        if (!md.solvable || md.count < 2 || !rule_model_fewest(&t->k, t->board, t->plan, &md) ||
            got.p1 != t->plan.p1 || got.p2 != t->plan.p2) {
            CHECK_FAIL("row %u: %u fewest plans of %d presses; expected %07x/%07x, "
                       "lo_rule_solve %07x/%07x", i, md.count, md.best, t->plan.p1,
                       t->plan.p2, got.p1, got.p2);
        }
        CHECK_EQ(lo_rule_par(t->board, rule_model_grid(&t->k), t->k.rule), md.best);
    }
}

/* The game's first HINT: the expected plan's lowest cell, blinking. */
TEST(first_hint_cell_is_the_expected_plans_lowest)
{
    for (unsigned i = 0; i < sizeof ties / sizeof ties[0]; i++) {
        const tie_t *t = &ties[i];
        fresh();
        game_save_t s;
        game_snapshot(&g, &s);
        s.mode = GAME_RANDOM;
        s.rule = t->k.rule;
        s.size = t->k.n;
        s.wrap = t->k.wrap;
        s.start = s.board = t->board.p1;
        s.start_bright = s.board_bright = t->board.p2;
        s.moves = s.hints = 0;
        s.par = lo_rule_par(t->board, rule_model_grid(&t->k), t->k.rule);
        CHECK(game_restore(&g, &s));
        CHECK_EQ(g.phase, PHASE_PLAY);   /* resumed in play: no intro */
        key(KEY_HINT);
        uint32_t cells = t->plan.p1 | t->plan.p2;
        if (g.blink != (cells & (~cells + 1u))) {
            CHECK_FAIL("row %u: HINT blinks %07x, not cell %07x", i, g.blink,
                       cells & (~cells + 1u));
        }
    }
}

/* Each kind with ties has rows, and among them a board whose fewest
 * plans start at different cells: there the tie decides the HINT. */
TEST(every_kind_with_ties_is_pinned)
{
    for (unsigned k = 0; k < sizeof tie_kinds / sizeof tie_kinds[0]; k++) {
        unsigned n = 0, hint_ties = 0;
        for (unsigned i = 0; i < sizeof ties / sizeof ties[0]; i++) {
            if (!memcmp(&ties[i].k, &tie_kinds[k], sizeof(kind_t))) {
                model_t md = rule_model(&ties[i].k, ties[i].board);
                n++;
                hint_ties += (md.lows & (md.lows - 1u)) != 0;
            }
        }
        if (n < 3u || hint_ties == 0) {
            CHECK_FAIL("kind %u: %u rows, %u where the tie decides the HINT", k, n, hint_ties);
        }
    }
}

/* Merlin, three-state 3x3 and the 4x4 torus under Lights Out or On: one
 * plan for every board (no tie to break), and it is the engine's. Every
 * board of the 3x3 kinds (512, 19,683); 2,000 random ones on the torus. */
TEST(kinds_without_ties_have_one_plan)
{
    static const struct {
        kind_t k;
        uint32_t boards;   /* 0: a random sample */
    } one[] = {
        { { 3, 2, LO_RULE_MERLIN, false }, 512 }, { { 3, 3, LO_RULE_THREE, false }, 19683 },
        { { 4, 2, LO_RULE_OFF, true }, 0 }, { { 4, 2, LO_RULE_ON, true }, 0 },
    };
    uint32_t xs = 0x71E5u;
    for (unsigned k = 0; k < sizeof one / sizeof one[0]; k++) {
        const kind_t *kd = &one[k].k;
        unsigned bad = 0;
        uint32_t n = one[k].boards ? one[k].boards : 2000u;
        for (uint32_t i = 0; i < n; i++) {
            lo_board_t b = one[k].boards ? rule_model_number(kd, i) : rule_model_random(kd, &xs);
            model_t md = rule_model(kd, b);
            lo_board_t got = lo_rule_solve(b, rule_model_grid(kd), kd->rule);
            lo_board_t want = rule_model_board(kd, md.one);
            if ((md.count != 1 || got.p1 != want.p1 || got.p2 != want.p2) && bad++ < 3) {
                CHECK_FAIL("kind %u board %07x/%07x: %d plans", k, b.p1, b.p2, md.count);
            }
        }
    }
}

int main(void)
{
    RUN(expected_plans_on_boards_with_ties);
    RUN(first_hint_cell_is_the_expected_plans_lowest);
    RUN(every_kind_with_ties_is_pinned);
    RUN(kinds_without_ties_have_one_plan);
    return check_done();
}
