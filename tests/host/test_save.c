/* SPDX-License-Identifier: MIT */
/* Saves: round trip, ring and sequence wrap, power cuts at every byte,
 * corruption, format versions, wear spread, boot counter. */
#include <string.h>

#include "check.h"
#include "hal.h"
#include "save.h"
#include "host/fake_eeprom.h"

#define LAYOUT 3u
#define EE 1024u

/* A stand-in payload: a counter and a few fields derived from it. */
typedef struct {
    uint32_t n;
    uint32_t board;
    uint8_t level, moves, hints, mode;
    uint8_t undo[8];
} state_t;

static state_t make(uint32_t n)
{
    state_t s;
    memset(&s, 0, sizeof s);
    s.n = n;
    s.board = (n * 2654435761u) & 0x1FFFFFFu;
    s.level = (uint8_t)(n / 7u);
    s.moves = (uint8_t)n;
    s.hints = (uint8_t)(n % 5u);
    s.mode = (uint8_t)(n % 3u);
    for (unsigned i = 0; i < sizeof s.undo; i++) {
        s.undo[i] = (uint8_t)(n - i);
    }
    return s;
}

static void boot(void)
{
    fake_eeprom_power_on();
    save_init(LAYOUT, sizeof(state_t));
}

/* Poll until idle; false if it never gets there. */
static bool drain(void)
{
    for (int i = 0; i < 10000; i++) {
        if (save_idle()) {
            return true;
        }
        save_poll();
    }
    return false;
}

static bool save_n(uint32_t n)
{
    state_t s = make(n);
    save_queue(&s);
    return drain();
}

/* n of the loaded state, or -1 if none. */
static int64_t loaded(void)
{
    state_t s;
    memset(&s, 0xEE, sizeof s);
    if (!save_load(&s)) {
        return -1;
    }
    state_t want = make(s.n);
    if (memcmp(&s, &want, sizeof s) != 0) {
        return -2;  /* garbage */
    }
    return s.n;
}

static uint32_t rng = 12345u;
static uint32_t rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

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
    CHECK_EQ(save_boot_count(), 0);  /* erased 0xFFFFFFFF + 1 */
    CHECK(!save_idle());
    drain();
    for (uint32_t i = 1; i < 300; i++) {
        boot();
        CHECK_EQ(save_boot_count(), i);
        drain();
    }
    /* A save and the counter share the poll without clashing. */
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
    RUN(power_cut_at_every_byte_first_save);
    RUN(power_cut_at_every_byte_second_save);
    RUN(power_cut_at_every_byte_over_old_record);
    RUN(random_cuts_never_go_back);
    RUN(torn_record_with_crc_collision_is_ignored);
    RUN(queue_while_writing_keeps_both);
    RUN(corrupt_newest_falls_back);
    RUN(other_layout_or_length_is_not_read);
    RUN(wear_is_spread);
    RUN(boot_counter_counts);
    RUN(small_eeprom);
    return check_done();
}
