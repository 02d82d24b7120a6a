/* SPDX-License-Identifier: MIT */
/*
 * Power cuts around saves, on the real firmware in simavr. Each round makes
 * one move (often toward solving the level, so levels are won and progress
 * unlocked), cuts the power at a chosen cycle after the press (often while
 * the record is being written), powers on and checks:
 *   - the record the EEPROM holds at the cut is exactly the state before
 *     the move or the state after it (the host game predicts both);
 *   - progress never goes back past the last completed save;
 *   - after the restart the LEDs show that record's board, and the
 *     EEPROM still holds it; nothing crashes.
 * The EEPROM is decoded with the host build of save.c (same format).
 */
#include "power_scene.h"

#define ROUNDS 1000   /* at most; POWER_CUT_ROUNDS asks for fewer (make test-boards) */

static int max_rounds = ROUNDS;

static rig_t *rig;

/* The host game's snapshot after pressing cell from s (a win included:
 * the snapshot is then the next level, with progress unlocked). */
static bool predict(const game_save_t *s, uint8_t cell, game_save_t *next)
{
    static game_t g;
    game_init(&g, 1, 0);
    if (!game_restore(&g, s)) {
        return false;
    }
    game_event(&g, cell, 1000);
    game_snapshot(&g, next);
    return true;
}

/* Mostly a press of a fewest-press solution (so levels get solved and
 * progress moves on), sometimes any cell. */
static uint8_t pick_cell(const game_save_t *s)
{
    uint32_t plan = lo_solve(s->board, 5);
    if (plan && plan != LO_UNSOLVABLE && rnd() % 10u < 7u) {
        uint8_t k = (uint8_t)(rnd() % (uint32_t)__builtin_popcountl(plan));
        for (uint8_t c = 0; c < 25u; c++) {
            if (((plan >> c) & 1u) && k-- == 0) {
                return c;
            }
        }
    }
    return (uint8_t)(rnd() % 25u);
}

static bool same(const game_save_t *a, const game_save_t *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

/* Target off in Classic: the lit cells are the board. */
static uint32_t shown(const game_save_t *s)
{
    return s->rule ? (s->board ^ 0x1FFFFFFu) : s->board;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

TEST(power_cut_around_saves)
{
    rig = rig_open(elf);
    CHECK(rig != NULL);
    if (!rig) {
        return;
    }
    uint16_t ee = rig_eeprom_size(rig);
    uint8_t *blank = malloc(ee), *before = malloc(ee), *at_cut = malloc(ee);
    memset(blank, 0xFF, ee);
    rig_eeprom_set(rig, 0, blank, ee);
    CHECK_EQ(rig_boot(rig), 0);

    /* A first move makes the first save: find when its bytes are written
     * (sampled every 0.1 ms after the press is stable). */
    rig_key(rig, 12, true, 0);
    uint64_t stable = rig_cycle(rig), w0 = 0, w1 = 0;
    rig_eeprom_get(rig, 0, before, ee);
    for (int i = 0; i < 600; i++) {
        rig_run_ms(rig, 0.1);
        rig_eeprom_get(rig, 0, at_cut, ee);
        if (memcmp(before, at_cut, ee - SAVE_BOOT_BYTES) != 0) {
            w1 = rig_cycle(rig) - stable;
            w0 = w0 ? w0 : w1;
            memcpy(before, at_cut, ee);
        }
    }
    rig_key(rig, 12, false, 0);
    rig_run_ms(rig, 100);
    game_save_t prev, next, got;
    CHECK(decode(rig, &prev));
    CHECK(w0 > 0 && w1 >= w0);
    printf("  first record written from %.2f to %.2f ms after the press\n",
           (double)w0 * 1000.0 / SIM_F_CPU, (double)w1 * 1000.0 / SIM_F_CPU);
    uint64_t margin = rig_ms_cycles(rig, 0.5);
    w0 = w0 > margin ? w0 - margin : 0;
    w1 += margin;

    static uint64_t cuts[ROUNDS];
    unsigned kept = 0, torn = 0, newer = 0, bad = 0, wins = 0, win_cut_before = 0;
    uint64_t cut_min = UINT64_MAX, cut_max = 0;
    int rounds = 0;  /* rounds done: all of them unless one failed */
    for (int round = 0; round < max_rounds && !bad; round++) {
        rounds = round + 1;
        uint8_t cell = pick_cell(&prev);
        if (!predict(&prev, cell, &next)) {
            CHECK_FAIL("round %d: the saved state does not restore on the host", round);
            bad++;
            break;
        }
        bool win = next.level != prev.level;
        rig_eeprom_get(rig, 0, before, ee);

        /* Half the cuts land while the record is being written, the rest
         * anywhere up to 60 ms after the press. */
        uint64_t lo = 0, hi = rig_ms_cycles(rig, 60.0);
        if (rnd() % 2u) {
            lo = w0;
            hi = w1;
        }
        uint64_t wait;
        bool used;
        do {  /* every cut at a different cycle */
            wait = lo + (((uint64_t)rnd() << 32 | rnd()) % (hi - lo));
            used = false;
            for (int i = 0; i < round; i++) {
                used |= cuts[i] == wait;
            }
        } while (used);

        rig_key(rig, cell, true, 0);
        rig_run_cycles(rig, wait);
        cuts[round] = wait;
        cut_min = wait < cut_min ? wait : cut_min;
        cut_max = wait > cut_max ? wait : cut_max;
        rig_eeprom_get(rig, 0, at_cut, ee);
        bool ok = decode(rig, &got);
        rig_set_keys(rig, 0);
        rig_power_cut(rig);

        if (!ok || (!same(&got, &prev) && !same(&got, &next))) {
            CHECK_FAIL("round %d: cut %llu cycles after the press: record is neither "
                       "the state before nor after the move", round, (unsigned long long)wait);
            bad++;
            break;
        }
        if (got.unlocked < prev.unlocked) {
            CHECK_FAIL("round %d: progress went back", round);
            bad++;
        }
        wins += win;
        win_cut_before += win && same(&got, &prev);
        if (same(&got, &next)) {
            newer++;
        } else if (memcmp(before, at_cut, ee - SAVE_BOOT_BYTES) != 0) {
            torn++;   /* the new record was partly written: ignored */
        } else {
            kept++;
        }
        if (wait > rig_ms_cycles(rig, 40.0) && !same(&got, &next)) {
            CHECK_FAIL("round %d: 40 ms after the press the move is not saved", round);
            bad++;
        }

        /* Restart: after the start-up animation (at most 1 s) the game
         * resumes exactly at that record, in play (no intro). */
        CHECK_EQ(rig_run_ms(rig, 1050), 0);
        uint32_t lit = rig_board(rig);
        if (lit != shown(&got)) {
            CHECK_FAIL("round %d: after restart LEDs 0x%07x, record board 0x%07x",
                       round, lit, shown(&got));
            bad++;
        }
        game_save_t again;
        if (!decode(rig, &again) || !same(&again, &got)) {
            CHECK_FAIL("round %d: the record changed over the restart", round);
            bad++;
        }
        CHECK(!rig_crashed(rig));
        prev = got;
    }
    printf("  %d cuts from %llu to %llu cycles after the press: %u before the save, "
           "%u mid-record (old record kept), %u after it\n", rounds,
           (unsigned long long)cut_min, (unsigned long long)cut_max, kept, torn, newer);
    printf("  %u winning moves (%u cut before their save); levels unlocked: %u\n",
           wins, win_cut_before, prev.unlocked);
    /* The spread each kind needs, for 1,000 rounds; fewer rounds, in
     * proportion (at least one each). */
#define AT_LEAST(n) ((unsigned)((n) * max_rounds / ROUNDS) > 0u ? (unsigned)((n) * max_rounds / ROUNDS) : 1u)
    CHECK(wins >= AT_LEAST(20) && win_cut_before >= AT_LEAST(3));
    qsort(cuts, (size_t)rounds, sizeof cuts[0], cmp_u64);
    unsigned distinct = rounds ? 1u : 0u;
    for (int i = 1; i < rounds; i++) {
        distinct += cuts[i] != cuts[i - 1];
    }
    CHECK_EQ(distinct, max_rounds);
    CHECK(torn >= AT_LEAST(50));
    CHECK(newer >= AT_LEAST(100) && kept >= AT_LEAST(50));
    free(blank);
    free(before);
    free(at_cut);
    rig_close(rig);
}

int main(int argc, char **argv)
{
    elf = argc > 1 ? argv[1] : NULL;
    rng = 0x1234567u;  /* this test's own random sequence */
    const char *n = getenv("POWER_CUT_ROUNDS");
    if (n && atoi(n) > 0 && atoi(n) < ROUNDS) {
        max_rounds = atoi(n);
        printf("  %d rounds (POWER_CUT_ROUNDS)\n", max_rounds);
    }
    RUN(power_cut_around_saves);
    return check_done();
}
