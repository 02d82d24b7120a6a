/* SPDX-License-Identifier: MIT */
/*
 * Power cuts during the boot-time upgrade of a layout-2, 3 or 4 save, on
 * the real firmware: a cut at each of the first boot's 5th to 30th
 * EEPROM writes resumes level 7 after its move, the statistics at 0 (but
 * layout 4's solves and perfect); then every write boundary, random
 * cycles and second cuts (power_walk.h) over one old record, several, a
 * full old ring and a ring whose newest record is torn, and layouts 3 and
 * 4 over the layout-2 records a firmware before left. A build without the upgrade (the m88) starts clean from each of
 * layout 2 and never reads an old record as a new one.
 */
#include "old_save.h"
#include "power_walk.h"

static bool have_upgrade;
static uint8_t image[4096];

/* The game the level-7 record of layout holds: its board 0e03931, 7 of 9,
 * mid brightness, tutor on, best 42; the solves layout 4 held (old_save.h),
 * else none; no chip wins. */
static void check_level7(const game_record_t *r, uint8_t layout, uint8_t moves, const char *what)
{
    const game_save_t *s = &r->game;
    const game_stats_t *st = &r->stats;
    bool held = layout == GAME_SAVE_LAYOUT_SOLVES;
    if (s->level != 7 || s->unlocked != 9 || s->moves != moves || s->best != 42 ||
        s->bright != BRIGHT_MID || s->tutor != 1 || s->board != 0x0e03931u ||
        st->solves != (held ? OLD_SOLVES : 0u) || st->perfect != (held ? OLD_PERFECT : 0u) ||
        (st->chip[0] | st->chip[1] | st->chip[2]) != 0) {
        CHECK_FAIL("%s: resumed level %u of %u, board %07x, best %u, %u solves", what, s->level,
                   s->unlocked, s->board, s->best, r->stats.solves);
    }
}

/* The case: one old record (ring i: layout 2 or 3); a cut at the
 * k-th write of the first boot (4 boot counter bytes, then the new
 * record), then a boot. */
static void cut_at_writes_5_to_30(int i)
{
    old_ring_image(&old_rings[i], image, ee_size);
    for (uint32_t k = 5; k <= 30; k++) {
        rig_t *r = walk_open(image);
        walk_cut_at(k, -1);
        rig_run_ms(r, 1250);
        CHECK(walk_writes() > k);        /* the boot went on past the cut */
        rig_power_cut(r);
        walk_cut_at(0, -1);
        rig_run_ms(r, 1050);
        char what[40];
        snprintf(what, sizeof what, "%s: cut at write %u", old_rings[i].name, k);
        uint32_t lit = rig_board(r);
        rig_run_ms(r, 100);
        game_record_t s;
        if (lit != 0x0e03931u) {
            CHECK_FAIL("%s: the boot shows 0x%07x, not level 7 after its move", what, lit);
        } else if (!decode_record(r, &s)) {
            CHECK_FAIL("%s: no record of today's layout after the boot", what);
        } else {
            check_level7(&s, old_rings[i].layout, 1, what);
        }
    }
}

TEST(cut_at_writes_5_to_30_of_the_upgrade) { cut_at_writes_5_to_30(0); }
TEST(cut_at_writes_5_to_30_of_the_layout_3_upgrade) { cut_at_writes_5_to_30(4); }
TEST(cut_at_writes_5_to_30_of_the_layout_4_upgrade) { cut_at_writes_5_to_30(7); }

static const path_step_t boot_only[] = { { 0, 1250 }, { 0, 0 } };

/* One walk over an old ring. */
static void walk_old(const old_ring_t *o)
{
    uint8_t moves = old_ring_image(o, image, ee_size);
    game_record_t s;
    walk_boot_state(image, &s);
    check_level7(&s, o->layout, moves, o->name);   /* the newest complete record */
    walk_t w = { o->name, image, true, boot_only, walk_scaled(24), walk_scaled(8) };
    CHECK(walk_path(&w) > 20);
    check_level7(walk_last(), o->layout, moves, o->name);
}

TEST(upgrade_one_record) { walk_old(&old_rings[0]); }
TEST(upgrade_several_records) { walk_old(&old_rings[1]); }
TEST(upgrade_full_ring) { walk_old(&old_rings[2]); }
TEST(upgrade_torn_newest) { walk_old(&old_rings[3]); }
TEST(upgrade_layout_3_record) { walk_old(&old_rings[4]); }
TEST(upgrade_layout_3_ring) { walk_old(&old_rings[5]); }
TEST(upgrade_layout_3_over_layout_2) { walk_old(&old_rings[6]); }
TEST(upgrade_layout_4_record) { walk_old(&old_rings[7]); }
TEST(upgrade_layout_4_over_layout_2) { walk_old(&old_rings[8]); }

/* No upgrade linked: each image of an older layout starts clean (its
 * first move saved in today's layout), also after cuts during that first
 * boot. (Without the statistics layout 3 is today's: not old.) */
TEST(old_layout_without_upgrade_starts_clean)
{
    for (int i = 0; i < OLD_RINGS; i++) {
        if (old_rings[i].layout == GAME_SAVE_LAYOUT) {
            continue;
        }
        old_ring_image(&old_rings[i], image, ee_size);
        for (int cut = 0; cut < 3; cut++) {
            rig_t *r = walk_open(image);
            if (cut) {
                rig_run_cycles(r, rnd() % rig_ms_cycles(r, 1200));
                rig_power_cut(r);
            }
            rig_run_ms(r, 1050);
            game_record_t s;
            CHECK(!decode_record(r, &s));   /* no record of today's layout */
            check_clean_start(r, "an old record, no upgrade");
        }
    }
}

int main(int argc, char **argv)
{
    if (!power_setup(argc, argv)) {
        return check_done();
    }
    rng = 0x0C0FFEEu;
    have_upgrade = PART_UPGRADE;
    if (!have_upgrade) {
        RUN(old_layout_without_upgrade_starts_clean);
        return check_done();
    }
    RUN(cut_at_writes_5_to_30_of_the_upgrade);
    RUN(upgrade_one_record);
    RUN(upgrade_several_records);
    RUN(upgrade_full_ring);
    RUN(upgrade_torn_newest);
    if (GAME_SAVE_LAYOUT > 3u) {   /* layout 3 is old only with the statistics */
        RUN(cut_at_writes_5_to_30_of_the_layout_3_upgrade);
        RUN(upgrade_layout_3_record);
        RUN(upgrade_layout_3_ring);
        RUN(upgrade_layout_3_over_layout_2);
        RUN(cut_at_writes_5_to_30_of_the_layout_4_upgrade);
        RUN(upgrade_layout_4_record);
        RUN(upgrade_layout_4_over_layout_2);
    }
    return check_done();
}
