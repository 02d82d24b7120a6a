/* SPDX-License-Identifier: MIT */
/*
 * EEPROM faults at the pins, on the real firmware: all 0xFF, all 0x00 and
 * random bytes start a clean game; a bad CRC on the newest record falls
 * back to the older one; records of another layout are not read, but the
 * previous layout's is upgraded; settings survive a power cut.
 */
#include "power_scene.h"

TEST(eeprom_all_ff_all_00_random_start_clean)
{
    rig_t *r = power_on_erased();
    CHECK(r != NULL);
    if (!r) {
        return;
    }
    check_clean_start(r, "all 0xFF");
    rig_close(r);

    static uint8_t image[4096];
    memset(image, 0x00, sizeof image);
    r = power_on(image);
    check_clean_start(r, "all 0x00");
    rig_close(r);

    for (int seed = 0; seed < 8; seed++) {
        for (unsigned i = 0; i < sizeof image; i++) {
            image[i] = (uint8_t)rnd();
        }
        r = power_on(image);
        check_clean_start(r, "random bytes");
        rig_close(r);
    }
}

/* Three moves, three records; break the newest, then the next newest. */
TEST(bad_crc_falls_back_to_older_record)
{
    rig_t *r = power_on_erased();
    rig_skip_intro(r);
    uint32_t boards[4];
    boards[0] = rig_board(r);
    for (int i = 1; i <= 3; i++) {
        boards[i] = press_random_move(r, boards[i - 1]);
        rig_run_ms(r, 100);
    }
    game_save_t s;
    for (int broken = 0; broken < 2; broken++) {
        CHECK(decode(r, &s));
        CHECK_EQ(s.board, boards[3 - broken]);
        /* One bit of the board field of the newest record. */
        uint16_t at = (uint16_t)(save_newest_slot() * (GAME_RECORD_SIZE + SAVE_OVERHEAD) +
                                 SAVE_HEADER + 4u + (rnd() % 3u));
        uint8_t byte;
        rig_eeprom_get(r, at, &byte, 1);
        byte ^= (uint8_t)(1u << (rnd() % 8u));
        rig_eeprom_set(r, at, &byte, 1);
        rig_set_keys(r, 0);
        rig_power_cut(r);
        rig_run_ms(r, 1050);
        CHECK_EQ(rig_board(r), boards[2 - broken]);
        CHECK(!rig_crashed(r));
    }
    rig_close(r);
}

/* A saved game in play: Classic level 7, untouched, sound on. */
static game_save_t level7_snapshot(void)
{
    game_save_t s = { 0 };
    s.size = 5;
    s.sound = 1;
    s.bright = BRIGHT_HIGH;
    s.unlocked = 9;
    s.level = 7;
    s.start = level_board(7);
    s.board = s.start;
    s.par = lo_par(s.start, 5);
    return s;
}

/* An EEPROM image that holds recs[0..n), saved in that order by the host
 * build of save.c with this layout version and length (the statistics
 * after them zero). */
static void image_of_records(uint8_t *image, uint8_t layout, uint8_t len,
                             const game_save_t *recs, int n)
{
    fake_eeprom_reset(ee_size, 0xFF);
    save_init(layout, len);
    for (int i = 0; i < n; i++) {
        uint8_t payload[SAVE_PAYLOAD_MAX] = { 0 };
        memcpy(payload, &recs[i], sizeof recs[i]);
        save_queue(payload);
        save_flush();
    }
    memcpy(image, fake_eeprom_mem(), ee_size);
}

/* A record the host writes with this build's layout is resumed; the same
 * snapshot under another layout version or length is not read at all. */
TEST(other_record_layout_is_not_read)
{
    game_save_t s = level7_snapshot();
    static uint8_t image[4096];
    static const struct { uint8_t layout, len; bool read; } cases[] = {
        { GAME_SAVE_LAYOUT, GAME_RECORD_SIZE, true },
        { GAME_SAVE_LAYOUT + 1u, GAME_RECORD_SIZE, false },
        { GAME_SAVE_LAYOUT, GAME_RECORD_SIZE - 1u, false },
    };
    for (unsigned k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        image_of_records(image, cases[k].layout, cases[k].len, &s, 1);
        rig_t *r = power_on(image);
        if (cases[k].read) {
            CHECK_EQ(rig_board(r), s.board);  /* level 7 resumed, in play */
            game_save_t back;
            CHECK(decode(r, &back));
            CHECK_EQ(back.level, 7);
        } else {
            check_clean_start(r, "other layout");
        }
        rig_close(r);
    }
}

/* A record with a right CRC but a snapshot the game refuses (a solved
 * board in play) is never shown: the game resumes the older record or
 * starts clean, and does not crash. */
TEST(refused_snapshot_is_never_shown)
{
    game_save_t recs[2] = { level7_snapshot(), level7_snapshot() };
    recs[1].board = 0;      /* the newer one solved: game_restore refuses it */
    recs[1].moves = 200;
    static uint8_t image[4096];
    image_of_records(image, GAME_SAVE_LAYOUT, GAME_RECORD_SIZE, recs, 2);
    rig_t *r = power_on(image);
    uint32_t lit = rig_board(r);
    bool older = lit == recs[0].board;
    if (!older) {
        check_clean_start(r, "refused snapshot");
    }
    printf("  refused newest record: %s\n", older ? "older record resumed" : "clean start");
    CHECK(!rig_crashed(r));
    rig_close(r);
}

/* Settings go into the save too: Lights On and sound off, chosen in the
 * menu, survive a power cut (level 1 inverted is in play, a move makes no
 * click). */
TEST(settings_survive_power_cut)
{
    rig_t *r = power_on_erased();
    rig_skip_intro(r);
    uint64_t clicks = rig_buzzer_edges(r);
    rig_press(r, 12);  /* sound on: a move clicks */
    CHECK(rig_buzzer_edges(r) > clicks);
    rig_press(r, KEY_MODE);
    rig_press(r, 5 * 1 + 1);   /* row 1 (target): col 1, all on */
    rig_press(r, 5 * 3 + 0);   /* row 3 (sound): col 0, off */
    rig_press(r, KEY_MODE);
    rig_run_ms(r, 100);
    game_save_t s;
    CHECK(decode(r, &s));
    CHECK_EQ(s.rule, 1);
    CHECK_EQ(s.sound, 0);
    rig_set_keys(r, 0);
    rig_power_cut(r);
    rig_run_ms(r, 1050);
    rig_skip_intro(r);
    game_save_t t;
    CHECK(decode(r, &t));
    CHECK_EQ(t.rule, 1);
    CHECK_EQ(t.sound, 0);
    CHECK_EQ(t.start, level_board(1) ^ 0x1FFFFFFu);  /* level 1, inverted */
    CHECK_EQ(rig_board(r), t.board);
    uint64_t edges = rig_buzzer_edges(r);
    uint8_t cell = 12;
    rig_press(r, cell);
    rig_run_ms(r, 100);
    CHECK_EQ(rig_buzzer_edges(r), edges);
    CHECK(decode(r, &t));
    CHECK_EQ(t.moves, 1);
    CHECK_EQ(rig_board(r), t.board);
    CHECK(!rig_crashed(r));
    rig_close(r);
}

/* A record of the previous layout (2: 24 bytes, no bright planes, no
 * wrap): a build with the upgrade (PART_UPGRADE) resumes level 7 from it and
 * saves it in today's layout at once; one without it starts clean. */
TEST(previous_layout_is_upgraded)
{
    game_save_t s = level7_snapshot();
    uint8_t old[SAVE_PAYLOAD_MAX] = { 0 };
    memcpy(old, &s, 8);                 /* start, board */
    memcpy(old + 8, &s.mode, 14);       /* mode .. steps */
    static uint8_t image[4096];
    fake_eeprom_reset(ee_size, 0xFF);
    save_init(GAME_SAVE_LAYOUT_OLD, GAME_SAVE_SIZE_OLD);
    save_queue(old);
    save_flush();
    memcpy(image, fake_eeprom_mem(), ee_size);
    rig_t *r = power_on(image);
    if (!PART_UPGRADE) {
        check_clean_start(r, "old layout, no upgrade");
        rig_close(r);
        return;
    }
    CHECK_EQ(rig_board(r), s.board);    /* level 7 resumed, in play */
    rig_run_ms(r, 300);                 /* the new record is written */
    game_save_t back;
    CHECK(decode(r, &back));
    CHECK_EQ(back.level, 7);
    CHECK_EQ(back.unlocked, 9);
    CHECK(!rig_crashed(r));
    rig_close(r);
}

int main(int argc, char **argv)
{
    if (!power_setup(argc, argv)) {
        return check_done();
    }
    RUN(eeprom_all_ff_all_00_random_start_clean);
    RUN(bad_crc_falls_back_to_older_record);
    RUN(other_record_layout_is_not_read);
    RUN(refused_snapshot_is_never_shown);
    RUN(settings_survive_power_cut);
    RUN(previous_layout_is_upgraded);
    return check_done();
}
