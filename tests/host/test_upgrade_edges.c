/* SPDX-License-Identifier: MIT */
/*
 * The boot-time upgrade at the edges of today's ring, on the app over the
 * HAL fake (1 KB EEPROM, as the uno; then 4 KB, as the mega2560). One
 * old record (layout 2, 3 or 4, level 7 after its move) lies where today's
 * 47-byte slots make the upgrade hardest: in the ring's last slots (or
 * past its end), or with its CRC in the next slot of today's layout. Today's ring is
 * either empty (the first record goes to slot 0) or holds a record the
 * game refuses in the slot just before the old one (the first record
 * would go over the old one, so it must skip past it, or wrap to 0).
 * - A cut at each write of the first record (lost, or landing torn),
 *   then a boot: the old progress shows.
 * - The save completes, a move, a boot: the new progress and the boot
 *   counter (the EEPROM's last 4 bytes) are intact; then enough moves to
 *   go round the ring twice, and a boot again.
 * - No byte is ever written at or past the ring's end but the counter's.
 * The images are built apart from save.c (old_save.h: records byte by
 * byte), the slot sizes from the record format (save.h: 7 bytes around
 * the payload).
 */
#include <string.h>

#include "app.h"
#include "app_driver.h"
#include "check.h"
#include "host/fake.h"
#include "host/fake_eeprom.h"
#include "levels.h"
#include "old_save.h"
#include "solver.h"

static uint16_t ee_size = 1024u;    /* the uno's, then the mega2560's 4 KB */
#define EE ee_size
#define COUNTER_AT (EE - 4u)        /* the boot counter, little-endian */
#define REC_NEW (GAME_RECORD_SIZE + 7u)
#define RING_END (COUNTER_AT / REC_NEW * REC_NEW)
#define COUNT0 0x0001FFFEul         /* the counter before: the 2nd boot carries */

static uint8_t image[FAKE_EEPROM_MAX];
static uint32_t stray;              /* writes at or past the ring's end */
static bool in_counter;             /* the writes now are the counter's */
static uint32_t writes;
static unsigned cuts;               /* boots after a cut */

static void on_write(uint16_t addr)
{
    writes++;
    if (addr >= RING_END && !(addr >= COUNTER_AT && in_counter)) {
        stray++;
    }
}

static uint32_t counter(void)
{
    const uint8_t *m = fake_eeprom_mem() + COUNTER_AT;
    return (uint32_t)m[0] | (uint32_t)m[1] << 8 | (uint32_t)m[2] << 16 | (uint32_t)m[3] << 24;
}

static uint8_t old_layout;          /* the case's */

/* The old record's game: level 7 of 9, `moves` moves, the board after
 * the press of cell 12 (and cell 0 pressed `extra` times: its cross is
 * cells 0, 1 and 5), best 42; the statistics layout 4 held (old_save.h),
 * else none; no chip wins. */
static bool is_level7(const game_t *g, uint8_t moves, unsigned extra)
{
    uint32_t board = lo_press(level_board(7), 12, 5) ^ (extra & 1u ? 0x23u : 0u);
    bool held = old_layout == GAME_SAVE_LAYOUT_SOLVES;
    const game_stats_t *st = &g->stats;
    return g->level == 7 && g->unlocked == 9 && g->moves == moves && g->best == 42 &&
           g->board == board && st->solves == (held ? OLD_SOLVES : 0u) &&
           st->perfect == (held ? OLD_PERFECT : 0u) && (st->chip[0] | st->chip[1] | st->chip[2]) == 0;
}

typedef struct {
    uint8_t layout;
    uint16_t at;       /* the old record's address */
    bool refused;      /* a refused record of today's layout in the slot before */
} edge_t;

/* The EEPROM of a case (old_save.h). */
static void make_image(const edge_t *e)
{
    old_edge_image(image, EE, e->layout, e->at, e->refused, COUNT0);
}

/* Boot over the EEPROM as it is, and run ms; the writes of app_start
 * (the boot counter's). */
static uint32_t boot(uint32_t ms)
{
    fake_reset();
    uint32_t w = writes;
    in_counter = true;   /* app_start writes the counter, nothing else */
    app_start();
    in_counter = false;
    w = writes - w;
    drive_ms(ms);
    return w;
}

/* Any key ends the intro (no move); after it a key would be one. */
static void skip_intro(void)
{
    if (app_game()->phase == PHASE_INTRO) {
        drive_press(KEY_UNDO, 40);
    }
    CHECK(app_game()->phase != PHASE_INTRO);
}

static void describe(char *s, size_t n, const edge_t *e)
{
    snprintf(s, n, "%u B, layout %u at %u (%s)", EE, e->layout, e->at,
             e->refused ? "a refused record before it" : "today's ring empty");
}

/* The whole case. */
static void edge(const edge_t *e)
{
    char what[80];
    describe(what, sizeof what, e);
    old_layout = e->layout;
    make_image(e);
    fake_eeprom_on_write(on_write);

    /* The first boot uninterrupted: how many writes its record takes. */
    fake_eeprom_reset(EE, 0xFF);
    memcpy(fake_eeprom_mem(), image, EE);
    writes = 0;
    uint32_t counter_writes = boot(500);
    uint32_t record_writes = writes - counter_writes;
    CHECK(record_writes >= REC_NEW - 2u && record_writes <= REC_NEW + 1u);
    if (!is_level7(app_game(), 1, 0)) {
        CHECK_FAIL("%s: the upgrade boot resumes level %u, %u moves", what, app_game()->level,
                   app_game()->moves);
    }

    /* A cut at each of them: the next boot shows the old progress. */
    static const int16_t torn[] = { -1, 0x00, 0xFF, 0xB1, 0x5A };
    unsigned bad = 0;
    for (uint32_t k = 0; k < record_writes; k++) {
        for (unsigned t = 0; t < sizeof torn / sizeof torn[0]; t++) {
            fake_eeprom_reset(EE, 0xFF);
            memcpy(fake_eeprom_mem(), image, EE);
            fake_eeprom_cut_after((int32_t)(counter_writes + k), torn[t]);
            boot(500);
            CHECK(fake_eeprom_is_cut());
            fake_eeprom_power_on();
            boot(500);
            cuts++;
            if (!is_level7(app_game(), 1, 0) && bad++ < 3) {
                CHECK_FAIL("%s: cut at the record's write %u (torn %d): the boot resumes "
                           "level %u, %u moves", what, k + 1, torn[t], app_game()->level,
                           app_game()->moves);
            }
        }
    }

    /* Uninterrupted: the upgrade, a move, a boot. */
    fake_eeprom_reset(EE, 0xFF);
    memcpy(fake_eeprom_mem(), image, EE);
    boot(300);
    skip_intro();
    drive_press(0, 60);
    CHECK(is_level7(app_game(), 2, 1));
    drive_ms(200);
    boot(300);
    if (!is_level7(app_game(), 2, 1)) {
        CHECK_FAIL("%s: after the upgrade and a move the boot resumes level %u, %u moves",
                   what, app_game()->level, app_game()->moves);
    }
    CHECK_EQ(counter(), COUNT0 + 2u);

    /* Round the ring twice, then a boot. */
    skip_intro();
    unsigned n = 2u * (RING_END / REC_NEW) + 3u;
    for (unsigned i = 0; i < n; i++) {
        drive_press(0, 60);
    }
    drive_ms(200);
    boot(300);
    if (!is_level7(app_game(), (uint8_t)(2u + n), 1u + n)) {
        CHECK_FAIL("%s: after %u more moves the boot resumes level %u, %u moves", what, n,
                   app_game()->level, app_game()->moves);
    }
    CHECK_EQ(counter(), COUNT0 + 3u);
    fake_eeprom_on_write(NULL);
}

/* The old records where the edges are: the last slot or two of today's
 * ring (or past its end), and every one whose CRC lies in a later slot
 * of today's layout than the rest of it; how many of those. */
static unsigned edges_of(uint8_t layout)
{
    uint8_t p[OLD_SAVE_MAX];
    uint16_t old = (uint16_t)(old_level(p, layout, 7) + 7u);
    uint16_t slots = (uint16_t)(COUNTER_AT / old);
    unsigned cases = 0, last = 0, crc = 0;
    cuts = 0;
    for (uint16_t k = 0; k < slots; k++) {
        uint16_t at = (uint16_t)(k * old), end = (uint16_t)(at + old - 1u);
        bool near_end = end + REC_NEW >= RING_END;
        bool crc_across = (end - 2u) / REC_NEW != end / REC_NEW ||
                          (end - 2u) / REC_NEW != (end - 1u) / REC_NEW;
        if (!near_end && !crc_across) {
            continue;
        }
        last += near_end;
        crc += crc_across;
        for (int refused = 0; refused < 2; refused++) {
            edge_t e = { layout, at, refused };
            edge(&e);
            cases++;
        }
    }
    printf("  %u B, layout %u: %u cases (old records at the end %u, with the CRC across %u), %u cuts\n",
           EE, layout, cases, last, crc, cuts);
    CHECK(last >= 1u);
    return crc;
}

/* On 1 KB no old record's CRC lies across today's slots (31-, 39- and
 * 43-byte records against 47-byte slots); on 4 KB some of each do. */
TEST(layout_2_record_at_the_ring_edges)
{
    CHECK_EQ(GAME_SAVE_LAYOUT, 5);
    ee_size = 1024u;
    CHECK_EQ(RING_END, 987);   /* 21 slots of 47 bytes in 1020 */
    edges_of(GAME_SAVE_LAYOUT_OLD);
    CHECK_EQ(stray, 0);
}

TEST(layout_3_record_at_the_ring_edges)
{
    ee_size = 1024u;
    edges_of(3);
    CHECK_EQ(stray, 0);
}

TEST(layout_4_record_at_the_ring_edges)
{
    ee_size = 1024u;
    edges_of(GAME_SAVE_LAYOUT_SOLVES);
    CHECK_EQ(stray, 0);
}

TEST(every_layout_at_the_edges_of_a_4_kb_ring)
{
    ee_size = 4096u;
    CHECK_EQ(RING_END, 4089);  /* 87 slots in 4092 */
    for (uint8_t layout = GAME_SAVE_LAYOUT_OLD; layout < GAME_SAVE_LAYOUT; layout++) {
        CHECK(edges_of(layout) >= 1u);
    }
    CHECK_EQ(stray, 0);
}

int main(void)
{
    RUN(layout_2_record_at_the_ring_edges);
    RUN(layout_3_record_at_the_ring_edges);
    RUN(layout_4_record_at_the_ring_edges);
    RUN(every_layout_at_the_edges_of_a_4_kb_ring);
    return check_done();
}
