/* SPDX-License-Identifier: MIT */
/*
 * Power cuts during the boot-time upgrade of a layout-2 save, on the real
 * firmware: a cut at each of the first boot's 5th to 30th EEPROM writes
 * resumes level 7 after its move; then every write boundary, random
 * cycles and second cuts (power_walk.h) over one old record, several, a
 * full old ring and a ring whose newest record is torn. A build without
 * the upgrade (the m88) starts clean from each and never reads an old
 * record as a new one.
 */
#include "power_walk.h"

static bool have_upgrade;
static uint8_t image[4096];

/* The game the level-7 record holds: its board 0e03931, 7 of 9, mid
 * brightness, tutor on, best 42. */
static void check_level7(const game_save_t *s, uint8_t moves, const char *what)
{
    if (s->level != 7 || s->unlocked != 9 || s->moves != moves || s->best != 42 ||
        s->bright != BRIGHT_MID || s->tutor != 1 || s->board != 0x0e03931u) {
        CHECK_FAIL("%s: resumed level %u of %u, board %07x, best %u", what, s->level,
                   s->unlocked, s->board, s->best);
    }
}

/* The case: one old record; a cut at the k-th write of the first
 * boot (4 boot counter bytes, then the new record), then a boot. */
TEST(cut_at_writes_5_to_30_of_the_upgrade)
{
    old_ring_image(&old_rings[0], image, ee_size);
    for (uint32_t k = 5; k <= 30; k++) {
        rig_t *r = walk_open(image);
        walk_cut_at(k, -1);
        rig_run_ms(r, 1250);
        CHECK(walk_writes() > k);        /* the boot went on past the cut */
        rig_power_cut(r);
        walk_cut_at(0, -1);
        rig_run_ms(r, 1050);
        char what[40];
        snprintf(what, sizeof what, "cut at write %u", k);
        uint32_t lit = rig_board(r);
        rig_run_ms(r, 100);
        game_save_t s;
        if (lit != 0x0e03931u) {
            CHECK_FAIL("%s: the boot shows 0x%07x, not level 7 after its move", what, lit);
        } else if (!decode(r, &s)) {
            CHECK_FAIL("%s: no record of today's layout after the boot", what);
        } else {
            check_level7(&s, 1, what);
        }
    }
}

static const path_step_t boot_only[] = { { 0, 1250 }, { 0, 0 } };

/* One walk over an old ring. */
static void walk_old(const old_ring_t *o)
{
    uint8_t moves = old_ring_image(o, image, ee_size);
    game_save_t s;
    walk_boot_state(image, &s);
    check_level7(&s, moves, o->name);   /* the newest complete record */
    walk_t w = { o->name, image, true, boot_only, walk_scaled(24), walk_scaled(8) };
    CHECK(walk_path(&w) > 20);
    check_level7(walk_last(), moves, o->name);
}

TEST(upgrade_one_record) { walk_old(&old_rings[0]); }
TEST(upgrade_several_records) { walk_old(&old_rings[1]); }
TEST(upgrade_full_ring) { walk_old(&old_rings[2]); }
TEST(upgrade_torn_newest) { walk_old(&old_rings[3]); }

/* No upgrade linked: each image starts clean (its first move saved in
 * today's layout), also after cuts during that first boot. */
TEST(old_layout_without_upgrade_starts_clean)
{
    for (int i = 0; i < OLD_RINGS; i++) {
        old_ring_image(&old_rings[i], image, ee_size);
        for (int cut = 0; cut < 3; cut++) {
            rig_t *r = walk_open(image);
            if (cut) {
                rig_run_cycles(r, rnd() % rig_ms_cycles(r, 1200));
                rig_power_cut(r);
            }
            rig_run_ms(r, 1050);
            game_save_t s;
            CHECK(!decode(r, &s));       /* no record of today's layout */
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
    return check_done();
}
