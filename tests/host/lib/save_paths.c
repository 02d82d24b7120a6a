/* SPDX-License-Identifier: MIT */
/* The save paths of the power-cut tests (save_paths.h). */
#include "save_paths.h"

#include <string.h>
#include "host/fake_eeprom.h"
#include "old_save.h"
#include "keys.h"
#include "levels.h"
#include "save.h"
#include "solver.h"
#include "upgrade.h"

#define KEY(k) (1ul << (k))

/* Classic level 7 of 9, one move made, bright, best 42 (no tutor: every
 * build has the rest); 41 solves, 17 of them perfect. */
static void level7(game_record_t *r)
{
    memset(r, 0, sizeof *r);
    game_save_t *s = &r->game;
    s->start = level_board(7);
    s->board = lo_press(s->start, 12, 5);
    s->size = 5;
    s->sound = 1;
    s->unlocked = 9;
    s->level = 7;
    s->moves = 1;
    s->par = lo_par(s->start, 5);
    s->bright = BRIGHT_HIGH;
    s->best = 42;
    r->stats = (game_stats_t){ 41, 17, { PART_VERSUS ? 2u : 0u, 0, PART_VERSUS }, 0 };
}

bool record_same(const game_record_t *a, const game_record_t *b)
{
    return memcmp(a, b, GAME_RECORD_SIZE) == 0;
}

/* The same statistics (where this build saves them). */
static bool same_stats(const game_record_t *a, const game_record_t *b)
{
    return !PART_STATS || memcmp(&a->stats, &b->stats, sizeof a->stats) == 0;
}

static bool moved(const game_record_t *a, const game_record_t *b)
{
    return b->game.board == lo_press(a->game.board, 0, 5) && b->game.moves == a->game.moves + 1u &&
           same_stats(a, b);
}

/* Level 7 of 7 one press (cell 6) from solved, at par so far, no hint. */
static void near_win(game_record_t *r)
{
    level7(r);
    r->game.unlocked = 7;
    r->game.board = lo_press(0, 6, 5);
    r->game.moves = (uint8_t)(r->game.par - 1u);
}

/* Level 8 unlocked, and where linked the solve counted as perfect. */
static bool unlocked(const game_record_t *a, const game_record_t *b)
{
    return b->game.unlocked == a->game.unlocked + 1u && b->game.level == a->game.level + 1u &&
           (!PART_STATS || (b->stats.solves == a->stats.solves + 1u &&
                            b->stats.perfect == a->stats.perfect + 1u));
}

static bool dimmed(const game_record_t *a, const game_record_t *b)
{
    (void)a;
    return b->game.bright == BRIGHT_LOW;
}

/* The Design editor holding two crosses: solvable, par 2. */
static void design(game_record_t *r)
{
    level7(r);
    game_save_t *s = &r->game;
    s->mode = GAME_DESIGN;
    s->editing = 1;
    s->start = 0;
    s->board = lo_press(lo_press(0, 7, 5), 18, 5);
    s->moves = s->par = 0;
}

static bool played(const game_record_t *a, const game_record_t *b)
{
    return b->game.editing == 0 && b->game.par == 2 && b->game.start == a->game.board;
}

/* Action after 60 steps (a step every 0.4 s), best 10, 17 lit: a press
 * of cell 24 (before the next step) lights 20 and ends the game with a
 * new best. */
static void action(game_record_t *r)
{
    level7(r);
    game_save_t *s = &r->game;
    s->mode = GAME_ACTION;
    s->start = s->par = s->moves = 0;
    s->steps = 60;
    s->best = 10;
    s->board = 0x073DCEFu;
}

/* A new best, and no solve counted. */
static bool best_up(const game_record_t *a, const game_record_t *b)
{
    return b->game.best == a->game.steps && b->game.best > a->game.best && b->game.steps == 0 &&
           same_stats(a, b);
}

const save_path_t save_paths[SAVE_PATHS] = {
    { "a move", level7, { { KEY(0), 60 }, { 0, 150 } }, moved },
    { "a perfect win unlocking level 8", near_win, { { KEY(6), 60 }, { 0, 3500 } }, unlocked },
    /* MODE, row 3 col 2 (brightness low), MODE */
    { "a settings change", level7,
      { { KEY(KEY_MODE), 60 }, { 0, 100 }, { KEY(17), 60 }, { 0, 100 },
        { KEY(KEY_MODE), 60 }, { 0, 150 } }, dimmed },
    { "a Design board started", design, { { KEY(KEY_START), 60 }, { 0, 300 } }, played },
    { "an Action game over", action, { { KEY(24), 60 }, { 0, 300 } }, best_up },
    /* MODE, row 4 col 4: the lamp test, then START held 2 s */
    { "the self-test's exit", level7,
      { { KEY(KEY_MODE), 60 }, { 0, 100 }, { KEY(24), 60 }, { 0, 6000 },
        { KEY(KEY_START), 2200 }, { 0, 300 } }, record_same },
};

/* Each time the record to keep lies under today's first slot (old slots
 * of 31, 39 or 43 bytes against one of 47, or 39 without the statistics),
 * where a plain first save would go: the newest in slot 0, in slot 1,
 * wrapped round to slot 0, and in slot 1 under a torn newer one; layouts
 * 3 and 4 also over the layout-2 records a firmware before left. */
const old_ring_t old_rings[OLD_RINGS] = {
    { "one old record", 2, 1, false, false },
    { "2 old records", 2, 2, false, false },
    { "a full old ring", 2, 0, false, false },
    { "3 old records, the newest torn", 2, 3, true, false },
    { "one layout-3 record", 3, 1, false, false },
    { "a full layout-3 ring", 3, 0, false, false },
    { "3 layout-3 records over layout 2, the newest torn", 3, 3, true, true },
    { "one layout-4 record", 4, 1, false, false },
    { "3 layout-4 records over layout 2, the newest torn", 4, 3, true, true },
};

/* Where the 14 setting and game bytes begin in an old payload. */
static uint8_t fields_at(uint8_t layout)
{
    return layout == GAME_SAVE_LAYOUT_OLD ? 8u : 18u;
}

/* n records of level `level` in layout (moves 1 + i in record i); their
 * payload length. */
static uint8_t old_records(uint8_t layout, uint8_t level, int n)
{
    uint8_t q[OLD_SAVE_MAX];
    uint8_t len = old_level(q, layout, level), moves = (uint8_t)(fields_at(layout) + 7u);
    save_init(layout, len);
    for (int i = 0; i < n; i++) {
        old_level(q, layout, level);
        q[moves] = (uint8_t)(q[moves] + i);   /* which record it is */
        save_queue(q);
        save_flush();
    }
    return len;
}

uint8_t old_ring_image(const old_ring_t *o, uint8_t *mem, uint16_t size)
{
    fake_eeprom_reset(size, 0xFF);
    if (o->over_2) {
        save_init(GAME_SAVE_LAYOUT_OLD, GAME_SAVE_SIZE_OLD);
        old_records(GAME_SAVE_LAYOUT_OLD, 5, save_slots());
    }
    uint8_t q[OLD_SAVE_MAX];
    save_init(o->layout, old_level(q, o->layout, 7));
    int n = o->n ? o->n : save_slots() + 1;
    uint8_t len = old_records(o->layout, 7, n);
    if (o->torn) {
        uint16_t at = save_newest_slot() * (len + SAVE_OVERHEAD);
        fake_eeprom_mem()[at + SAVE_HEADER + fields_at(o->layout) + 5u] ^= 0x40u;   /* the level */
    }
    memcpy(mem, fake_eeprom_mem(), size);
    return (uint8_t)(n - o->torn);
}

void one_record_image(const game_record_t *r, uint8_t *mem, uint16_t size)
{
    fake_eeprom_reset(size, 0xFF);
    save_init(GAME_SAVE_LAYOUT, GAME_RECORD_SIZE);
    save_queue(r);
    save_flush();
    memcpy(mem, fake_eeprom_mem(), size);
}

bool record_load(game_record_t *r)
{
    memset(r, 0, sizeof *r);
    save_init(GAME_SAVE_LAYOUT, GAME_RECORD_SIZE);
    return save_load(r);
}

void boot_state(const uint8_t *mem, uint16_t size, bool upgrade, game_record_t *r)
{
    static game_t g;
    fake_eeprom_reset(size, 0xFF);
    memcpy(fake_eeprom_mem(), mem, size);
    game_init(&g, 1, 0);
    bool ok = record_load(r);
    while (ok && !game_resume(&g, r)) {
        ok = save_load_older(r);
    }
#if PART_UPGRADE   /* linked: a small build's host tests link no upgrade */
    if (!ok && upgrade) {
        upgrade_load(&g);
    }
#else
    (void)ok, (void)upgrade;
#endif
    memset(r, 0, sizeof *r);
    game_record(&g, r);
}
