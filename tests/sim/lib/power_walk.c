/* SPDX-License-Identifier: MIT */
/* Power cuts over one save path (power_walk.h). */
#include "power_walk.h"

#include <stdio.h>

#define EE_MAX 4096u
#define LOG_MAX POWER_WATCH_LOG

void walk_boot_state(const uint8_t *image, game_record_t *s)
{
    boot_state(image, ee_size, PART_UPGRADE, s);
}

int walk_scaled(int n)
{
    const char *e = getenv("POWER_CUT_ROUNDS");   /* of the uno's 1,000 */
    int k = e ? atoi(e) : 0;
    return k > 0 && k < 1000 ? (n * k + 999) / 1000 : n;
}

/* Power on over image (a second cut at its write `cut2` where not 0),
 * then check it resumes *want: LEDs and the EEPROM. Returns the writes
 * of that boot. */
static uint32_t reboot_check(const char *what, const uint8_t *image, const game_record_t *want,
                             uint32_t cut2)
{
    rig_t *r = walk_open(image);
    walk_cut_at(cut2, -1);
    rig_run_ms(r, 1050);
    uint32_t lit = rig_board(r);
    rig_run_ms(r, 50);
    uint32_t writes = power_watch.writes;
    game_record_t got;
    bool ok = decode_record(r, &got);
    if (cut2) {
                return writes;
    }
    if (lit != want->game.board) {
        CHECK_FAIL("%s: after the cut LEDs 0x%07x, the last save's board 0x%07x (level %u)",
                   what, lit, want->game.board, want->game.level);
    } else if (!ok || !record_same(&got, want)) {
        CHECK_FAIL("%s: after the restart the EEPROM does not hold the resumed save", what);
    }
    CHECK(!rig_crashed(r));
        return writes;
}

/* Run the path's steps from now until its end, or until `stop` cycles
 * after t0 (then the keys are let go). */
static void run_steps(rig_t *r, const path_step_t *st, uint64_t t0, uint64_t stop)
{
    for (; st->ms > 0; st++) {
        rig_set_keys(r, st->keys);
        uint64_t end = rig_cycle(r) + rig_ms_cycles(r, st->ms);
        if (end - t0 >= stop) {
            rig_run_cycles(r, t0 + stop - rig_cycle(r));
            break;
        }
        rig_run_cycles(r, end - rig_cycle(r));
    }
    rig_set_keys(r, 0);
}

/* The path's reference run: its writes, their cycles, its length. */
static struct {
    uint8_t base[EE_MAX];      /* the EEPROM as the path begins */
    uint32_t n;
    uint16_t addr[LOG_MAX];
    uint8_t value[LOG_MAX];
    uint64_t span;
    game_record_t legit[256];    /* the state before, and every record written */
    int legit_n;
} ref;

/* Power on the path's image, boot (unless the path is the boot), and
 * count writes from where the path begins; its start cycle in *t0. */
static rig_t *path_start(const walk_t *w, uint64_t *t0)
{
    rig_t *r = walk_open(w->image);
    if (r && !w->from_boot) {
        rig_run_ms(r, 1050);
    }
    walk_cut_at(0, -1);
    *t0 = r ? rig_cycle(r) : 0;
    return r;
}

static void prefix(uint32_t j, uint8_t *image)
{
    memcpy(image, ref.base, ee_size);
    for (uint32_t i = 0; i < j; i++) {
        image[ref.addr[i]] = ref.value[i];
    }
}

static bool is_legit(const game_record_t *s)
{
    for (int i = 0; i < ref.legit_n; i++) {
        if (record_same(s, &ref.legit[i])) {
            return true;
        }
    }
    return false;
}

/* Add every valid record of today's layout in image to the legit set. */
static void add_records(const uint8_t *image)
{
    game_record_t s;
    fake_eeprom_reset(ee_size, 0xFF);
    memcpy(fake_eeprom_mem(), image, ee_size);
    for (bool ok = record_load(&s); ok; ok = save_load_older(&s)) {
        if (!is_legit(&s) && ref.legit_n < 256) {
            ref.legit[ref.legit_n++] = s;
        }
    }
}

/* The reference run; false if it went wrong. */
static bool reference(const walk_t *w)
{
    uint64_t t0;
    rig_t *r = path_start(w, &t0);
    if (!r) {
        CHECK_FAIL("%s: cannot load the firmware", w->name);
        return false;
    }
    memcpy(ref.base, power_watch.eeprom, ee_size);
    run_steps(r, w->steps, t0, UINT64_MAX);
    ref.span = rig_cycle(r) - t0;
    ref.n = power_watch.writes < LOG_MAX ? power_watch.writes : LOG_MAX;
    memcpy(ref.addr, power_watch.addr, sizeof ref.addr);
    memcpy(ref.value, power_watch.value, sizeof ref.value);
    bool ok = !rig_crashed(r) && power_watch.writes <= LOG_MAX;
        return ok;
}

/* Progress from a lost in b: a level, the Action best, a count. */
static bool lost(const game_record_t *a, const game_record_t *b)
{
    return b->game.unlocked < a->game.unlocked || b->game.best < a->game.best ||
           b->stats.solves < a->stats.solves || b->stats.perfect < a->stats.perfect;
}

/* The states the boot resumes after each prefix of the writes: each one
 * legit, progress never below the start nor going back. */
static game_record_t resumed[LOG_MAX + 1];

static void walk_prefixes(const walk_t *w)
{
    static uint8_t image[EE_MAX];
    for (uint32_t j = 0; j <= ref.n; j++) {
        prefix(j, image);
        add_records(image);
    }
    for (uint32_t j = 0; j <= ref.n; j++) {
        prefix(j, image);
        walk_boot_state(image, &resumed[j]);
        const game_record_t *s = &resumed[j], *was = &resumed[j ? j - 1 : 0];
        if (!is_legit(s)) {
            CHECK_FAIL("%s: after write %u of %u the boot would resume a state never saved "
                       "(level %u, %u unlocked)", w->name, j, ref.n, s->game.level,
                       s->game.unlocked);
            return;
        }
        if (lost(was, s) || lost(&resumed[0], s)) {
            CHECK_FAIL("%s: after write %u progress goes back", w->name, j);
            return;
        }
    }
}

/* After a cut that left image: a second cut during the next boot, at
 * one of its writes (the boot counter's, the upgrade's) or at a random
 * cycle; that must change nothing, and the boot after it resumes want. */
static void cut_twice(const char *what, const uint8_t *image, const game_record_t *want,
                      uint32_t writes)
{
    static uint8_t after[EE_MAX];
    char again[128];
    if (writes > 1 && rnd() % 2u) {
        uint32_t m = 1u + rnd() % writes;
        reboot_check(what, image, want, m);
        snprintf(again, sizeof again, "%s, again at the next boot's write %u", what, m);
    } else {
        rig_t *r = walk_open(image);
        uint64_t c = rnd() % rig_ms_cycles(r, 1100);
        rig_run_cycles(r, c);
        snprintf(again, sizeof again, "%s, again %llu cycles into the next boot", what,
                 (unsigned long long)c);
    }
    memcpy(after, power_watch.eeprom, ee_size);
    game_record_t s;
    walk_boot_state(after, &s);
    if (!record_same(&s, want)) {
        CHECK_FAIL("%s: the second cut changed the save", again);
    }
    reboot_check(again, after, want, 0);
}

/* A cut at every write boundary: the write lost, then landing torn;
 * a second cut in the next boot at every 4th boundary while *doubles
 * lasts. */
static void walk_boundaries(const walk_t *w, int *doubles, int *torn)
{
    /* Every write torn too; under POWER_CUT_ROUNDS every 4th. */
    uint32_t torn_every = walk_scaled(1000) < 1000 ? 4u : 1u;
    static uint8_t image[EE_MAX];
    int fails = check_current_failed;
    for (uint32_t k = 1; k <= ref.n && check_current_failed - fails < 4; k++) {
        char what[96];
        prefix(k - 1, image);
        snprintf(what, sizeof what, "%s: cut at write %u of %u", w->name, k, ref.n);
        uint32_t writes = reboot_check(what, image, &resumed[k - 1], 0);
        if (*doubles > 0 && k % 4u == 1u) {
            (*doubles)--;
            cut_twice(what, image, &resumed[k - 1], writes);
        }
        if (k % torn_every) {
            continue;
        }
        (*torn)++;
        image[ref.addr[k - 1]] = (uint8_t)rnd();   /* torn */
        game_record_t s;
        walk_boot_state(image, &s);
        snprintf(what, sizeof what, "%s: write %u of %u torn", w->name, k, ref.n);
        if (!record_same(&s, &resumed[k - 1]) && !record_same(&s, &resumed[k])) {
            CHECK_FAIL("%s: the save is neither the last nor the one being written", what);
        }
        reboot_check(what, image, &s, 0);
    }
}

/* Cuts at random cycles of the path, on the same chip: power back on
 * after each and check the resumed state. */
static void walk_random(const walk_t *w, int *doubles)
{
    static uint8_t image[EE_MAX];
    for (int i = 0; i < w->random_cuts; i++) {
        uint64_t t0, c = ((uint64_t)rnd() << 32 | rnd()) % ref.span;
        rig_t *r = path_start(w, &t0);
        run_steps(r, w->steps, t0, c);
        uint32_t j = power_watch.writes;
        rig_power_cut(r);
        char what[96];
        snprintf(what, sizeof what, "%s: cut %llu cycles in (after write %u of %u)", w->name,
                 (unsigned long long)c, j, ref.n);
        prefix(j, image);
        if (j > ref.n || memcmp(image, power_watch.eeprom, ee_size) != 0) {
            CHECK_FAIL("%s: the EEPROM is not the reference run's", what);
                        continue;
        }
                uint32_t writes = reboot_check(what, image, &resumed[j], 0);
        if (*doubles > 0) {
            (*doubles)--;
            cut_twice(what, image, &resumed[j], writes);
        }
    }
}

const game_record_t *walk_last(void)
{
    return &resumed[ref.n];
}

int walk_path(const walk_t *w)
{
    ref.legit_n = 0;
    if (!reference(w)) {
        CHECK_FAIL("%s: the reference run failed", w->name);
        return 0;
    }
    walk_boot_state(ref.base, &ref.legit[0]);   /* the state before */
    ref.legit_n = 1;
    int fails = check_current_failed;
    walk_prefixes(w);
    if (check_current_failed != fails) {
        return (int)ref.n;   /* already failing: the cuts would repeat it */
    }
    int doubles = w->double_cuts / 2, doubles2 = w->double_cuts - doubles, torn = 0;
    walk_boundaries(w, &doubles, &torn);
    walk_random(w, &doubles2);
    printf("  %s: %u writes; cuts: %u with the write lost, %d with it torn, %d at random "
           "cycles, %d of them cut again in the next boot; %d new states saved\n", w->name,
           ref.n, ref.n, torn, w->random_cuts, w->double_cuts - doubles - doubles2,
           ref.legit_n - 1);
    return (int)ref.n;
}
