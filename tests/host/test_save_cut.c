/* SPDX-License-Identifier: MIT */
/* Saves under power cuts: at every byte of a write with every kind of torn
 * byte, random cuts over thousands of saves, a torn record that passes the
 * CRC, and saves queued while another is being written. */
#include "save_driver.h"

/* Cut the power after every byte count of one save, with each kind of
 * torn byte; the next boot loads exactly the old or the new state. */
static void cut_every_byte(uint32_t history)
{
    static const int16_t torn[] = { -1, 0x00, 0xFF, SAVE_FORMAT, 0x5A };
    uint32_t full = 0;
    for (int32_t k = 0;; k++) {
        bool completed = false;
        for (unsigned t = 0; t < sizeof torn / sizeof torn[0]; t++) {
            fake_eeprom_reset(EE, 0xFF);
            boot();
            for (uint32_t n = 1; n <= history; n++) {
                save_n(n);
            }
            uint32_t before = fake_eeprom_writes();
            fake_eeprom_cut_after(k, torn[t]);
            state_t s = make(history + 1u);
            save_queue(&s);
            for (int i = 0; i < 1000 && !save_idle() && !fake_eeprom_is_cut(); i++) {
                save_poll();
            }
            completed = !fake_eeprom_is_cut();
            full = fake_eeprom_writes() - before;
            boot();
            int64_t got = loaded();
            int64_t old = history ? (int64_t)history : -1;
            if (completed) {
                CHECK_EQ(got, history + 1u);
            } else if (got != old) {
                /* Only a cut at the commit byte may show the new state. */
                CHECK(got == (int64_t)history + 1 && torn[t] == SAVE_FORMAT);
            }
            /* And the ring keeps working after the cut. */
            CHECK(save_n(history + 2u));
            boot();
            CHECK_EQ(loaded(), history + 2u);
        }
        if (completed) {
            CHECK(k >= 3);
            CHECK(full <= sizeof(state_t) + SAVE_OVERHEAD + 1u);
            break;
        }
    }
}

TEST(power_cut_at_every_byte_first_save)
{
    cut_every_byte(0);
}

TEST(power_cut_at_every_byte_second_save)
{
    cut_every_byte(1);
}

TEST(power_cut_at_every_byte_over_old_record)
{
    /* The ring is full: the save overwrites a valid older record. */
    fake_eeprom_reset(EE, 0xFF);
    boot();
    uint32_t h = 2u * save_slots() + 3u;
    cut_every_byte(h);
}

TEST(random_cuts_never_go_back)
{
    fake_eeprom_reset(EE, 0xFF);
    boot();
    int64_t last = -1;  /* last state seen loaded */
    uint32_t next = 1;
    for (int i = 0; i < 3000; i++) {
        /* A few saves, some queued while another is being written. */
        fake_eeprom_cut_after((int32_t)(rnd() % 120u), (int16_t)(rnd() % 300u) - 44);
        for (int j = 0; j < 4 && !fake_eeprom_is_cut(); j++) {
            state_t s = make(next++);
            save_queue(&s);
            for (uint32_t p = rnd() % 40u; p > 0 && !fake_eeprom_is_cut(); p--) {
                save_poll();
            }
        }
        if (!fake_eeprom_is_cut()) {
            drain();
        }
        bool was_cut = fake_eeprom_is_cut();
        boot();
        int64_t got = loaded();
        CHECK(got >= -1);                  /* never garbage */
        CHECK(got >= last);                /* never back past a completed save */
        CHECK(got < (int64_t)next);
        if (!was_cut) {
            CHECK_EQ(got, next - 1u);      /* no cut: the newest */
        }
        if (got >= 0) {
            last = got;
        }
    }
    CHECK(last > 1000);
}

/* A torn record whose mixed bytes happen to pass the CRC must still be
 * ignored: the format byte is cleared before the body is touched. The new
 * payload is searched so that old-and-new halves collide with the old CRC. */
TEST(torn_record_with_crc_collision_is_ignored)
{
    enum { LEN = 20, HALF = 10 };
    fake_eeprom_reset(EE, 0xFF);
    save_init(LAYOUT, LEN);
    uint16_t slots = save_slots();
    uint8_t p[LEN], prev[LEN], y[LEN];
    for (uint16_t i = 0; i < slots; i++) {
        memset(p, (int)i, LEN);
        save_queue(p);
        drain();
    }
    memcpy(prev, p, LEN);  /* newest, in the last slot */
    /* Slot 0 holds the oldest record (payload all 0, seq 0); the next save
     * goes there with seq = slots. */
    const uint8_t *old = fake_eeprom_mem();
    uint16_t old_crc = (uint16_t)(old[SAVE_HEADER + LEN] | old[SAVE_HEADER + LEN + 1] << 8);
    bool found = false;
    for (uint32_t t = 1; t < 4000000u && !found; t++) {
        uint8_t mix[SAVE_HEADER + LEN] = { SAVE_FORMAT, LAYOUT, LEN,
                                          (uint8_t)slots, (uint8_t)(slots >> 8) };
        memset(y, 0, LEN);
        memcpy(y, &t, 4);
        y[4] = 0xC3;
        memcpy(mix + SAVE_HEADER, y, HALF);  /* first half new, rest old (0) */
        uint16_t c = 0xFFFFu;
        for (unsigned i = 0; i < sizeof mix; i++) {
            c = hal_crc16(c, mix[i]);
        }
        found = c == old_crc;
    }
    CHECK(found);
    memset(y + HALF, 0x77, LEN - HALF);
    for (int32_t k = 0; k < 40; k++) {
        fake_eeprom_reset(EE, 0xFF);
        save_init(LAYOUT, LEN);
        for (uint16_t i = 0; i < slots; i++) {
            memset(p, (int)i, LEN);
            save_queue(p);
            drain();
        }
        fake_eeprom_cut_after(k, -1);
        save_queue(y);
        drain();
        fake_eeprom_power_on();
        save_init(LAYOUT, LEN);
        uint8_t got[LEN];
        CHECK(save_load(got));
        CHECK(memcmp(got, prev, LEN) == 0 || memcmp(got, y, LEN) == 0);
    }
}

TEST(queue_while_writing_keeps_both)
{
    fake_eeprom_reset(EE, 0xFF);
    boot();
    save_n(1);
    state_t a = make(2), b = make(3);
    save_queue(&a);
    save_poll();
    save_poll();
    save_queue(&b);
    CHECK(drain());
    CHECK_EQ(loaded(), 3);
    uint16_t s = save_newest_slot();
    boot();
    CHECK_EQ(loaded(), 3);
    /* The record for 2 was finished in the slot before. */
    CHECK_EQ(s, 2);
    uint8_t *m = fake_eeprom_mem();
    uint32_t n;
    memcpy(&n, m + 1u * (sizeof(state_t) + SAVE_OVERHEAD) + SAVE_HEADER, 4);
    CHECK_EQ(n, 2);
}

int main(void)
{
    RUN(power_cut_at_every_byte_first_save);
    RUN(power_cut_at_every_byte_second_save);
    RUN(power_cut_at_every_byte_over_old_record);
    RUN(random_cuts_never_go_back);
    RUN(torn_record_with_crc_collision_is_ignored);
    RUN(queue_while_writing_keeps_both);
    return check_done();
}
