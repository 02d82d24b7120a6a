/* SPDX-License-Identifier: MIT */
/* Saves: CRC, round trip, ring and sequence wrap, polling, corruption,
 * format versions, wear spread, boot counter, a small EEPROM. */
#include "save_driver.h"

TEST(crc_is_ccitt_reflected)
{
    /* CRC-16/MCRF4XX check value: the same algorithm as _crc_ccitt_update. */
    const char *s = "123456789";
    uint16_t crc = 0xFFFFu;
    for (int i = 0; s[i]; i++) {
        crc = hal_crc16(crc, (uint8_t)s[i]);
    }
    CHECK_EQ(crc, 0x6F91u);
}

TEST(blank_eeprom_loads_nothing)
{
    fake_eeprom_reset(EE, 0xFF);
    boot();
    CHECK_EQ(loaded(), -1);
    CHECK_EQ(save_newest_slot(), SAVE_NONE);
    fake_eeprom_reset(EE, 0x00);
    boot();
    CHECK_EQ(loaded(), -1);
}

TEST(random_eeprom_loads_nothing)
{
    for (int seed = 0; seed < 200; seed++) {
        fake_eeprom_reset(EE, 0);
        uint8_t *m = fake_eeprom_mem();
        for (unsigned i = 0; i < EE; i++) {
            m[i] = (uint8_t)rnd();
        }
        boot();
        CHECK_EQ(loaded(), -1);
    }
}

TEST(round_trip)
{
    fake_eeprom_reset(EE, 0xFF);
    boot();
    CHECK(save_idle());
    CHECK(save_n(42));
    CHECK_EQ(loaded(), 42);
    boot();
    CHECK_EQ(loaded(), 42);
    CHECK_EQ(save_newest_slot(), 0);
    CHECK_EQ(save_slots(), (EE - SAVE_BOOT_BYTES) / (sizeof(state_t) + SAVE_OVERHEAD));
}

TEST(ring_wraps_and_newest_wins)
{
    fake_eeprom_reset(EE, 0xFF);
    boot();
    uint16_t slots = save_slots();
    for (uint32_t n = 1; n <= 3u * slots + 5u; n++) {
        CHECK(save_n(n));
        CHECK_EQ(save_newest_slot(), (n - 1u) % slots);
        if (n % 7u == 0) {
            boot();
            CHECK_EQ(save_newest_slot(), (n - 1u) % slots);
            CHECK_EQ(loaded(), n);
        }
    }
}

TEST(sequence_wraps)
{
    fake_eeprom_reset(EE, 0xFF);
    boot();
    /* 70,000 saves pass the 16-bit sequence wrap; reboot around it. */
    for (uint32_t n = 1; n <= 70000u; n++) {
        CHECK(save_n(n));
        if ((n > 65500u && n < 65600u) || n % 9973u == 0) {
            boot();
            CHECK_EQ(loaded(), n);
        }
    }
}

TEST(poll_waits_for_ready)
{
    fake_eeprom_reset(EE, 0xFF);
    fake_eeprom_busy_polls(3);
    boot();
    state_t s = make(5);
    save_queue(&s);
    uint32_t polls = 0;
    uint32_t before = fake_eeprom_writes();
    while (!save_idle() && polls < 10000u) {
        uint32_t w = fake_eeprom_writes();
        save_poll();
        CHECK(fake_eeprom_writes() - w <= 1u);  /* one byte per pass at most */
        polls++;
    }
    uint32_t writes = fake_eeprom_writes() - before;
    CHECK(writes >= sizeof(state_t));
    CHECK(polls >= 4u * writes - 3u);  /* 3 busy passes after each write */
    boot();
    CHECK_EQ(loaded(), 5);
}

TEST(corrupt_newest_falls_back)
{
    fake_eeprom_reset(EE, 0xFF);
    boot();
    for (uint32_t n = 1; n <= 5; n++) {
        save_n(n);
    }
    uint8_t *m = fake_eeprom_mem();
    unsigned rec = sizeof(state_t) + SAVE_OVERHEAD;
    m[4u * rec + SAVE_HEADER + 3u] ^= 0x10u;  /* payload bit of n = 5 */
    boot();
    CHECK_EQ(loaded(), 4);
    m[3u * rec + rec - 1u] ^= 0x01u;           /* crc bit of n = 4 */
    boot();
    CHECK_EQ(loaded(), 3);
    m[2u * rec + 3u] ^= 0x80u;                 /* seq bit of n = 3 */
    boot();
    CHECK_EQ(loaded(), 2);
    /* Every record broken: a clean start. */
    m[1u * rec] = 0x00;
    m[0] = 0xFF;
    boot();
    CHECK_EQ(loaded(), -1);
    /* And saving works again from there. */
    CHECK(save_n(9));
    boot();
    CHECK_EQ(loaded(), 9);
}

TEST(older_records_on_request)
{
    fake_eeprom_reset(EE, 0xFF);
    boot();
    state_t s;
    CHECK(!save_load(&s));
    CHECK(!save_load_older(&s));
    uint16_t slots = save_slots();
    /* Two laps and a bit: the ring holds the last `slots` saves. */
    uint32_t last = 2u * slots + 5u;
    for (uint32_t n = 1; n <= last; n++) {
        save_n(n);
    }
    /* Break one record in the middle: it is skipped. */
    unsigned rec = sizeof(state_t) + SAVE_OVERHEAD;
    uint16_t broken = (uint16_t)((last - 4u - 1u) % slots);
    fake_eeprom_mem()[broken * rec + SAVE_HEADER] ^= 0x01u;
    boot();
    CHECK_EQ(loaded(), last);
    uint32_t want = last - 1u, got_n = 0;
    while (save_load_older(&s)) {
        if (want == last - 4u) {
            want--;  /* the broken one */
        }
        state_t w = make(want);
        CHECK(memcmp(&s, &w, sizeof s) == 0);
        want--;
        got_n++;
    }
    CHECK_EQ(got_n, slots - 2u);  /* every other record, oldest last */
    CHECK_EQ(want, last - slots);
    CHECK(!save_load_older(&s));
    /* save_load starts over from the newest. */
    CHECK_EQ(loaded(), last);
    CHECK(save_load_older(&s));
    CHECK_EQ(s.n, last - 1u);
}

TEST(other_layout_or_length_is_not_read)
{
    fake_eeprom_reset(EE, 0xFF);
    boot();
    save_n(7);
    save_n(8);
    state_t s;
    save_init(LAYOUT + 1u, sizeof(state_t));
    CHECK(!save_load(&s));
    save_init(LAYOUT, sizeof(state_t) - 1u);
    CHECK(!save_load(&s));
    save_init(LAYOUT, sizeof(state_t) + 1u);
    CHECK(!save_load(&s));
    /* A newer layout writes its own records; the old build then ignores them
     * and still finds its own newest record, which was not overwritten. */
    uint8_t other[sizeof(state_t) + 1u];
    memset(other, 0x33, sizeof other);
    save_queue(other);
    CHECK(drain());
    save_init(LAYOUT, sizeof(state_t) + 1u);
    uint8_t back[sizeof other];
    CHECK(save_load(back));
    CHECK(memcmp(back, other, sizeof other) == 0);
    boot();
    CHECK(loaded() == 8 || loaded() == -1);
}

TEST(wear_is_spread)
{
    fake_eeprom_reset(EE, 0xFF);
    boot();
    uint16_t slots = save_slots();
    unsigned rec = sizeof(state_t) + SAVE_OVERHEAD;
    uint32_t saves = 100u * slots;
    for (uint32_t n = 1; n <= saves; n++) {
        save_n(n);
    }
    /* The format byte of each slot: cleared and set once per lap. */
    uint32_t lo = UINT32_MAX, hi = 0, worst = 0;
    for (uint16_t s = 0; s < slots; s++) {
        uint32_t w = fake_eeprom_wear((uint16_t)(s * rec));
        lo = w < lo ? w : lo;
        hi = w > hi ? w : hi;
        for (unsigned i = 0; i < rec; i++) {
            uint32_t c = fake_eeprom_wear((uint16_t)(s * rec + i));
            worst = c > worst ? c : worst;
        }
    }
    CHECK(hi - lo <= 2u);
    CHECK(hi <= 2u * (saves / slots) + 1u);
    CHECK_EQ(worst, hi);  /* no cell wears faster than the format byte */
    printf("  %u slots of %u bytes; most-written cell: %u writes in %u saves\n",
           slots, rec, worst, saves);
}

TEST(boot_counter_counts)
{
    fake_eeprom_reset(EE, 0xFF);
    boot();
    fake_eeprom_busy_polls(2);       /* it waits out each busy spell */
    CHECK_EQ(save_boot_count(), 0);  /* erased 0xFFFFFFFF + 1 */
    CHECK_EQ(fake_eeprom_writes(), 4);
    fake_eeprom_busy_polls(0);
    for (uint32_t i = 1; i < 300; i++) {
        boot();
        uint32_t w = fake_eeprom_writes();
        CHECK_EQ(save_boot_count(), i);
        CHECK_EQ(fake_eeprom_writes() - w, (i & 0xFFu) ? 1u : 2u);  /* changed bytes only */
    }
    /* Saves around the counter keep their records. */
    boot();
    uint32_t c = save_boot_count();
    state_t s = make(77);
    save_queue(&s);
    drain();
    boot();
    CHECK_EQ(loaded(), 77);
    CHECK_EQ(save_boot_count(), c + 1u);
}

TEST(small_eeprom)
{
    fake_eeprom_reset(512, 0xFF);
    boot();
    CHECK_EQ(save_slots(), (512u - SAVE_BOOT_BYTES) / (sizeof(state_t) + SAVE_OVERHEAD));
    for (uint32_t n = 1; n <= 100; n++) {
        save_n(n);
    }
    boot();
    CHECK_EQ(loaded(), 100);
    /* Nothing was written past the end. */
    CHECK_EQ(fake_eeprom_wear(512), 0);
}

int main(void)
{
    RUN(crc_is_ccitt_reflected);
    RUN(blank_eeprom_loads_nothing);
    RUN(random_eeprom_loads_nothing);
    RUN(round_trip);
    RUN(ring_wraps_and_newest_wins);
    RUN(sequence_wraps);
    RUN(poll_waits_for_ready);
    RUN(corrupt_newest_falls_back);
    RUN(older_records_on_request);
    RUN(other_layout_or_length_is_not_read);
    RUN(wear_is_spread);
    RUN(boot_counter_counts);
    RUN(small_eeprom);
    return check_done();
}
