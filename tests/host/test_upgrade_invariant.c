/* SPDX-License-Identifier: MIT */
/*
 * The save invariant: at every instant at least one valid record of the
 * player's progress exists in the EEPROM once one has been written.
 * The app runs on the HAL fake over every save path (tests/host/lib/
 * save_paths.h: a move, a win that unlocks, a settings change, a Design
 * board started, an Action game over, the self-test's exit) and the
 * boot-time upgrade of the old rings (layouts 2, 3 and 4). After each EEPROM
 * byte write a model of the EEPROM, written here apart from save.c
 * (slots, format, layout, length, CRC, newest by sequence number, today's
 * layout before 4 before 3 before 2, then the game's own checks), must find a
 * record the game accepts: the state before the path or one the game held
 * since, with no level unlocked lost and the Action best and the
 * statistics never lower. Then the path runs again with the power cut at
 * each write (lost, or landing torn in four ways) and the app boots: it
 * must resume what the model reads from that EEPROM.
 */
#include <string.h>

#include "app.h"
#include "check.h"
#include "host/fake.h"
#include "host/fake_eeprom.h"
#include "save_paths.h"
#include "save.h"
#include "upgrade.h"

#define EE 1024u
#define SEEN_MAX 256

static uint8_t start_image[EE];
static game_record_t before;             /* what the model reads at the start */
static game_record_t seen[SEEN_MAX];     /* states the game held since */
static int seen_n;
static uint32_t writes, bad;
static const char *path_name;

static bool same(const game_record_t *a, const game_record_t *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

/* No progress lost from a to b: levels, the Action best, the counts. */
static bool kept_progress(const game_record_t *a, const game_record_t *b)
{
    const game_stats_t *x = &a->stats, *y = &b->stats;
    return b->game.unlocked >= a->game.unlocked && b->game.best >= a->game.best &&
           y->solves >= x->solves && y->perfect >= x->perfect && y->chip[0] >= x->chip[0] &&
           y->chip[1] >= x->chip[1] && y->chip[2] >= x->chip[2];
}

/* ---- the model ------------------------------------------------------------ */

/* A valid record of layout/len at r: format, header, CRC; its seq. */
static bool model_record(const uint8_t *r, uint8_t layout, uint8_t len, uint16_t *seq)
{
    if (r[0] != 0xB1u || r[1] != layout || r[2] != len) {
        return false;
    }
    uint16_t crc = 0xFFFFu;
    for (unsigned i = 0; i < len + 5u; i++) {
        crc = hal_crc16(crc, r[i]);
    }
    *seq = (uint16_t)(r[3] | r[4] << 8);
    return crc == (uint16_t)(r[len + 5u] | r[len + 6u] << 8);
}

/* The newest record of the layout the game accepts (older ones in turn);
 * an old layout's with the statistics it held (layout 4: solves and
 * perfect), the rest 0. */
static bool model_layout(const uint8_t *mem, uint8_t layout, uint8_t len, game_record_t *out)
{
    uint16_t slot = (uint16_t)(len + 7u), n = (uint16_t)((EE - 4u) / slot);
    uint16_t seqs[128];
    bool valid[128], tried[128] = { false };
    for (uint16_t i = 0; i < n; i++) {
        valid[i] = model_record(mem + i * slot, layout, len, &seqs[i]);
    }
    for (;;) {
        int best = -1;
        for (uint16_t i = 0; i < n; i++) {
            if (valid[i] && !tried[i] && (best < 0 || (int16_t)(seqs[i] - seqs[best]) > 0)) {
                best = i;
            }
        }
        if (best < 0) {
            return false;
        }
        tried[best] = true;
        game_record_t r;
        memset(&r, 0, sizeof r);
        memcpy(&r, mem + best * slot + 5u, len);
        if (layout == GAME_SAVE_LAYOUT_OLD) {
            upgrade_snapshot(&r.game);
        }
        static game_t g;
        game_init(&g, 1, 0);
        if (game_resume(&g, &r)) {
            memset(out, 0, sizeof *out);
            game_record(&g, out);
            return true;
        }
    }
}

/* The player's progress the EEPROM holds: today's layout, else layouts 4
 * (solves and perfect) and 3 (where today's is 5), else layout 2. */
static bool model(const uint8_t *mem, game_record_t *out)
{
    return model_layout(mem, GAME_SAVE_LAYOUT, GAME_RECORD_SIZE, out) ||
           (GAME_SAVE_LAYOUT == 5u && model_layout(mem, 4, sizeof(game_save_t) + 4u, out)) ||
           (GAME_SAVE_LAYOUT == 5u && model_layout(mem, 3, sizeof(game_save_t), out)) ||
           model_layout(mem, GAME_SAVE_LAYOUT_OLD, GAME_SAVE_SIZE_OLD, out);
}

/* ---- the walk --------------------------------------------------------------- */

static bool was_seen(const game_record_t *s)
{
    for (int i = 0; i < seen_n; i++) {
        if (same(s, &seen[i])) {
            return true;
        }
    }
    return same(s, &before);
}

static void note_game(void)
{
    game_record_t s;
    memset(&s, 0, sizeof s);
    game_record(app_game(), &s);
    if (!was_seen(&s) && seen_n < SEEN_MAX) {
        seen[seen_n++] = s;
    }
}

/* After each write: the invariant. */
static void check_write(uint16_t addr)
{
    (void)addr;
    writes++;
    game_record_t s;
    if (!model(fake_eeprom_mem(), &s)) {
        if (bad++ < 3) {
            CHECK_FAIL("%s: after write %u no valid record", path_name, writes);
        }
    } else if (!was_seen(&s) || !kept_progress(&before, &s)) {
        if (bad++ < 3) {
            CHECK_FAIL("%s: after write %u the record is one the game never held, "
                       "or progress went back", path_name, writes);
        }
    }
}

/* The path's keys by time: steps from sched_t0 (us) on. */
static const path_step_t *sched;
static uint64_t sched_t0;

static void keys_by_time(void)
{
    uint64_t t = fake_now_us(), end = sched_t0;
    uint32_t keys = 0;
    for (const path_step_t *st = sched; st && st->ms && t >= sched_t0; st++) {
        end += (uint64_t)st->ms * 1000u;
        if (t < end) {
            keys = st->keys;
            break;
        }
    }
    fake_set_keys(keys);
}

/* Boot over the EEPROM as it is, then the path's steps (from 100 ms after
 * the boot, as at the pins) until they end, and `more` us after them;
 * with `until`, the keys run on until the last save does the path's job
 * (the time that took in *more). */
static void run_path(const path_step_t *steps, uint64_t *more,
                     bool (*until)(const game_record_t *, const game_record_t *))
{
    fake_reset();
    app_start();
    note_game();
    uint64_t end = fake_now_us() + 100000u;
    sched = steps;
    sched_t0 = end;
    for (const path_step_t *st = steps; st && st->ms; st++) {
        end += (uint64_t)st->ms * 1000u;
    }
    fake_on_tick(keys_by_time);
    while (steps && fake_now_us() < end) {
        app_pass();
        note_game();
    }
    uint64_t t = fake_now_us();
    game_record_t last;
    while (until ? fake_now_us() < t + 20000000u &&
                   !(model_layout(fake_eeprom_mem(), GAME_SAVE_LAYOUT, GAME_RECORD_SIZE, &last) &&
                     until(&before, &last))
                 : more && fake_now_us() < t + *more) {
        app_pass();
        note_game();
    }
    if (until) {
        *more = fake_now_us() - t;
    }
}

/* One path from image: the invariant at each write, then a cut at each. */
static void walk(const char *name, const path_step_t *steps,
                 bool (*done)(const game_record_t *, const game_record_t *))
{
    path_name = name;
    fake_eeprom_reset(EE, 0xFF);
    memcpy(fake_eeprom_mem(), start_image, EE);
    CHECK(model(start_image, &before));
    seen_n = 0;
    writes = bad = 0;
    fake_eeprom_on_write(check_write);
    uint64_t more = 0;
    run_path(steps, &more, done);
    fake_eeprom_on_write(NULL);
    uint32_t n = writes;
    CHECK(n > 20);
    game_record_t last;   /* the path's last save: today's layout, doing its job */
    CHECK(model_layout(fake_eeprom_mem(), GAME_SAVE_LAYOUT, GAME_RECORD_SIZE, &last));
    if (!done(&before, &last)) {
        CHECK_FAIL("%s: the last save (level %u, %u unlocked, best %u, %u solves) is not what "
                   "the path is for", name, last.game.level, last.game.unlocked, last.game.best,
                   last.stats.solves);
    }
    static const int16_t torn[] = { -1, 0x00, 0xFF, 0xB1, 0x5A };
    unsigned cuts = 0;
    for (uint32_t k = 0; k < n && !bad; k++) {
        for (unsigned t = 0; t < sizeof torn / sizeof torn[0]; t++) {
            fake_eeprom_reset(EE, 0xFF);
            memcpy(fake_eeprom_mem(), start_image, EE);
            fake_eeprom_cut_after((int32_t)k, torn[t]);
            run_path(steps, &more, NULL);
            fake_eeprom_power_on();
            game_record_t want, got;
            bool ok = model(fake_eeprom_mem(), &want);
            run_path(NULL, NULL, NULL);   /* the next boot */
            memset(&got, 0, sizeof got);
            game_record(app_game(), &got);
            cuts++;
            if ((!ok || !same(&got, &want) || !kept_progress(&before, &got)) && bad++ < 3) {
                CHECK_FAIL("%s: cut at write %u (torn %d): the boot resumes level %u, the "
                           "EEPROM holds level %u", name, k + 1, torn[t], got.game.level,
                           want.game.level);
            }
        }
    }
    printf("  %s: %u writes checked, %u cuts booted\n", name, n, cuts);
}

static bool kept(const game_record_t *a, const game_record_t *b)
{
    return same(a, b);
}

TEST(invariant_over_the_upgrade)
{
    for (int i = 0; i < OLD_RINGS; i++) {
        old_ring_image(&old_rings[i], start_image, EE);
        static const path_step_t settle[] = { { 0, 300 }, { 0, 0 } };
        walk(old_rings[i].name, settle, kept);
    }
}

TEST(invariant_over_every_save_path)
{
    for (int i = 0; i < SAVE_PATHS; i++) {
        game_record_t s;
        save_paths[i].before(&s);
        one_record_image(&s, start_image, EE);
        walk(save_paths[i].name, save_paths[i].steps, save_paths[i].done);
    }
}

int main(void)
{
    RUN(invariant_over_the_upgrade);
    RUN(invariant_over_every_save_path);
    return check_done();
}
