/* SPDX-License-Identifier: MIT */
/*
 * Saves of the previous layout (2, 24 bytes), written here byte by byte
 * as that firmware laid them out: upgraded, they resume the same game;
 * a bad one is refused; the ring is then set up for today's layout.
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
    game_save_t s;
    game_snapshot(&g, &s);
    save_queue(&s);
    save_flush();
    game_save_t back;
    CHECK(save_load(&back));
    CHECK_EQ(back.level, 7);
    fake_eeprom_reset(1024, 0xFF);     /* nothing old: false, game untouched */
    fresh();
    game_t before = g;
    CHECK(!upgrade_load(&g));
    CHECK(memcmp(&g, &before, sizeof g) == 0);
}

int main(void)
{
    RUN(snapshot_upgraded_field_by_field);
    RUN(old_reserved_refused);
    RUN(load_from_the_eeprom);
    return check_done();
}
