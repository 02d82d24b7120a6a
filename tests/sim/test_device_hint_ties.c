/* SPDX-License-Identifier: MIT */
/*
 * The first HINT cell where the tie rule decides it, on the real
 * firmware: Random games on the 5x5 torus (Lights Out and On) resumed
 * from a save, on boards with several fewest-press plans that start at
 * different cells. HINT blinks the lowest cell of the plan the rule picks
 * (tests/host/test_rule_ties.c: the same boards, their plans, and a model
 * that counts the plans); the cell a player sees is the same on the chip
 * as on the host, build after build.
 */
#include "power_scene.h"
#include "rule.h"

typedef struct {
    uint8_t rule;
    uint32_t board;
    uint32_t hint;    /* the lowest cell of the expected plan */
} hint_tie_t;

static const hint_tie_t cases[] = {
    { RULE_OFF, 0x11ad624u, 1ul << 1 },    /* plan 0105042: 4 plans of 5 presses */
    { RULE_OFF, 0x0ed3b39u, 1ul << 3 },    /* plan 0440828: 2 of 5 */
    { RULE_ON, 0x01b13e7u, 1ul << 15 },    /* plan 18d8000: 2 of 6 */
    { RULE_ON, 0x06a023eu, 1ul << 4 },     /* plan 1080910: 2 of 5 */
};

static uint8_t image[4096];

TEST(first_hint_cell_on_the_torus)
{
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const hint_tie_t *c = &cases[i];
        static game_t g;
        game_init(&g, 1, 0);
        game_record_t rec;
        memset(&rec, 0, sizeof rec);
        game_snapshot(&g, &rec.game);
        game_save_t *s = &rec.game;
        s->mode = GAME_RANDOM;
        s->rule = c->rule;
        s->size = 5;
        s->wrap = 1;
        s->start = s->board = c->board;
        s->start_bright = s->board_bright = 0;
        s->moves = s->hints = 0;
        s->par = lo_rule_par((lo_board_t){ c->board, 0 }, 5 | LO_WRAP, c->rule);
        one_record_image(&rec, image, ee_size);
        rig_t *r = power_on(image);
        CHECK_EQ(rig_board(r), c->board);
        rig_press(r, KEY_HINT);
        uint32_t blink;
        rig_leds(r, 1000, &blink);
        if (blink != c->hint) {
            CHECK_FAIL("board %07x (%s): HINT blinks %07x, not %07x", c->board,
                       c->rule == RULE_ON ? "on" : "off", blink, c->hint);
        }
        CHECK(!rig_crashed(r));
        rig_close(r);
    }
}

int main(int argc, char **argv)
{
    if (!power_setup(argc, argv)) {
        return check_done();
    }
    if (!PART_VARIANTS) {
        printf("ok - no wrap grids on this board (PARTS)\n");
        return check_done();
    }
    RUN(first_hint_cell_on_the_torus);
    return check_done();
}
