/* SPDX-License-Identifier: MIT */
/*
 * Saves of the previous layouts (2, 24 bytes; 3, 32 bytes without the
 * statistics; 4, 36 bytes with solves and perfect but no chip wins),
 * written here byte by byte as those firmwares laid them out: upgraded,
 * they resume the same game with the statistics they held (else 0) and
 * the chip wins at 0; a bad one is refused; a newer layout wins over the
 * older records its firmware left; the ring is then set up for today's
 * layout (5).
 */
#include "game_driver.h"
#include "host/fake_eeprom.h"
#include "save.h"
#include "upgrade.h"
#include "old_save.h"

TEST(snapshot_upgraded_field_by_field)
{
    game_save_t s;
    memset(&s, 0xA5, sizeof s);       /* the bytes past the old payload: junk */
    old_level7((uint8_t *)&s);
    upgrade_snapshot(&s);
    CHECK_EQ(s.start, level_board(7));
    CHECK_EQ(s.board, lo_press(level_board(7), 12, 5));
    CHECK_EQ(s.start_bright | s.board_bright, 0);
    CHECK_EQ(s.wrap | s.versus, 0);
    CHECK_EQ(s.mode, GAME_CLASSIC);
    CHECK_EQ(s.rule, RULE_OFF);
    CHECK_EQ(s.size, 5);
    CHECK_EQ(s.unlocked, 9);
    CHECK_EQ(s.level, 7);
    CHECK_EQ(s.moves, 1);
    CHECK_EQ(s.bright, BRIGHT_MID);
    CHECK_EQ(s.tutor, 1);
    CHECK_EQ(s.best, 42);
    fresh();
    CHECK(game_restore(&g, &s));
    CHECK_EQ(g.level, 7);
    CHECK_EQ(g.board, lo_press(level_board(7), 12, 5));
}

/* Old reserved bytes set: the upgraded snapshot is refused. */
TEST(old_reserved_refused)
{
    game_save_t s;
    old_level7((uint8_t *)&s);
    ((uint8_t *)&s)[23] = 1;
    upgrade_snapshot(&s);
    fresh();
    CHECK(!game_restore(&g, &s));
}

/* An EEPROM holding two old records, the newer one refused: the older is
 * upgraded and resumed, and the ring is today's (no record yet). */
TEST(load_from_the_eeprom)
{
    fake_eeprom_reset(1024, 0xFF);
    save_init(GAME_SAVE_LAYOUT_OLD, GAME_SAVE_SIZE_OLD);
    uint8_t p[SAVE_PAYLOAD_MAX] = { 0 };
    old_level7(p);
    save_queue(p);
    save_flush();
    p[13] = 0;                         /* level 0: the game refuses it */
    save_queue(p);
    save_flush();
    fresh();
    CHECK(upgrade_load(&g));
    CHECK_EQ(g.level, 7);
    CHECK_EQ(g.unlocked, 9);
    CHECK_EQ(g.best, 42);
    CHECK_EQ(save_newest_slot(), SAVE_NONE);   /* today's layout: none yet */
    game_record_t s;
    game_record(&g, &s);
    save_queue(&s);
    save_flush();
    game_record_t back;
    CHECK(save_load(&back));
    CHECK_EQ(back.game.level, 7);
    fake_eeprom_reset(1024, 0xFF);     /* nothing old: false, game untouched */
    fresh();
    game_t before = g;
    CHECK(!upgrade_load(&g));
    CHECK(memcmp(&g, &before, sizeof g) == 0);
}

/* n records of level `level` in layout (old_save.h). */
static void old_records(uint8_t layout, uint8_t level, int n)
{
    uint8_t p[OLD_SAVE_MAX];
    uint8_t len = old_level(p, layout, level);
    save_init(layout, len);
    for (int i = 0; i < n; i++) {
        save_queue(p);
        save_flush();
    }
}

/* Resumed from what the EEPROM holds: the level, solves and perfect, and
 * the chip wins at 0 even where the game held some before. */
static void check_upgraded_with(uint8_t level, uint16_t solves, uint16_t perfect)
{
    fresh();
    g.stats = (game_stats_t){ 5, 2, { 1, 2, 3 }, 0 };
    CHECK(upgrade_load(&g));
    CHECK_EQ(g.level, level);
    CHECK_EQ(g.unlocked, 9);
    CHECK_EQ(g.best, 42);
    CHECK_EQ(g.tutor, 1);
    CHECK_EQ(g.bright, BRIGHT_MID);
    CHECK_EQ(g.board, lo_press(level_board(level), 12, 5));
    CHECK_EQ(g.stats.solves, solves);
    CHECK_EQ(g.stats.perfect, perfect);
    CHECK_EQ(g.stats.chip[0] | g.stats.chip[1] | g.stats.chip[2] | g.stats.zero, 0);
    CHECK_EQ(save_newest_slot(), SAVE_NONE);   /* today's ring: no record yet */
}

/* The same from a layout without statistics: all at 0. */
static void check_upgraded(uint8_t level)
{
    check_upgraded_with(level, 0, 0);
}

/* A layout-3 record: the snapshot as it is, the counters 0; saved anew in
 * layout 5 (40 bytes), it resumes with them. */
TEST(layout_3_upgraded)
{
    CHECK_EQ(GAME_SAVE_LAYOUT, 5);
    CHECK_EQ(GAME_RECORD_SIZE, 40);
    fake_eeprom_reset(1024, 0xFF);
    old_records(3, 7, 2);
    check_upgraded(7);
    g.stats = (game_stats_t){ 3, 1, { 0, 4, 0 }, 0 };
    game_record_t r, back;
    game_record(&g, &r);
    save_queue(&r);
    save_flush();
    CHECK(save_load(&back));
    fresh();
    CHECK(game_resume(&g, &back));
    CHECK_EQ(g.level, 7);
    CHECK_EQ(g.stats.solves, 3);
    CHECK_EQ(g.stats.perfect, 1);
    CHECK_EQ(g.stats.chip[1], 4);
}

/* A layout-4 record: the snapshot, solves and perfect as they were, the
 * chip wins at 0; it wins over the layout-3 records (level 5) its
 * firmware left; with it refused (more perfect solves than solves),
 * layout 3 is read. */
TEST(layout_4_keeps_solves)
{
    fake_eeprom_reset(1024, 0xFF);
    old_records(3, 5, 30);                      /* a ring, wrapped */
    old_records(GAME_SAVE_LAYOUT_SOLVES, 6, 2);
    check_upgraded_with(6, OLD_SOLVES, OLD_PERFECT);
    fake_eeprom_reset(1024, 0xFF);
    old_records(3, 5, 30);
    uint8_t p[OLD_SAVE_MAX];
    CHECK_EQ(old_level(p, GAME_SAVE_LAYOUT_SOLVES, 6), 36);
    p[34] = OLD_SOLVES + 1u;                    /* perfect > solves: refused */
    save_init(GAME_SAVE_LAYOUT_SOLVES, 36);
    save_queue(p);
    save_flush();
    check_upgraded(5);
}

/* A player who came through layout 3 holds records of both: the layout-3
 * one (level 8) wins over the older layout-2 ones (level 5) its upgrade
 * left; with every layout-3 record refused, layout 2 is read. */
TEST(layout_3_before_layout_2)
{
    fake_eeprom_reset(1024, 0xFF);
    old_records(GAME_SAVE_LAYOUT_OLD, 5, 40);   /* a ring, wrapped */
    old_records(3, 8, 2);
    check_upgraded(8);
    fake_eeprom_reset(1024, 0xFF);
    old_records(GAME_SAVE_LAYOUT_OLD, 5, 40);
    uint8_t p[OLD_SAVE_MAX];
    old_level(p, 3, 8);
    p[18 + 5] = 0;                              /* level 0: refused */
    save_init(3, 32);
    save_queue(p);
    save_flush();
    check_upgraded(5);
}

int main(void)
{
    RUN(snapshot_upgraded_field_by_field);
    RUN(old_reserved_refused);
    RUN(load_from_the_eeprom);
    RUN(layout_3_upgraded);
    RUN(layout_3_before_layout_2);
    RUN(layout_4_keeps_solves);
    return check_done();
}
