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
 * build has the rest). */
static void level7(game_save_t *s)
{
    memset(s, 0, sizeof *s);
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
}

static bool moved(const game_save_t *a, const game_save_t *b)
{
    return b->board == lo_press(a->board, 0, 5) && b->moves == a->moves + 1u;
}

/* Level 7 of 7 one press (cell 6) from solved. */
static void near_win(game_save_t *s)
{
    level7(s);
    s->unlocked = 7;
    s->board = lo_press(0, 6, 5);
}

static bool unlocked(const game_save_t *a, const game_save_t *b)
{
    return b->unlocked == a->unlocked + 1u && b->level == a->level + 1u;
}

static bool dimmed(const game_save_t *a, const game_save_t *b)
{
    (void)a;
    return b->bright == BRIGHT_LOW;
}

/* The Design editor holding two crosses: solvable, par 2. */
static void design(game_save_t *s)
{
    level7(s);
    s->mode = GAME_DESIGN;
    s->editing = 1;
    s->start = 0;
    s->board = lo_press(lo_press(0, 7, 5), 18, 5);
    s->moves = s->par = 0;
}

static bool played(const game_save_t *a, const game_save_t *b)
{
    return b->editing == 0 && b->par == 2 && b->start == a->board;
}

/* Action after 60 steps (a step every 0.4 s), best 10, 17 lit: a press
 * of cell 24 (before the next step) lights 20 and ends the game with a
 * new best. */
static void action(game_save_t *s)
{
    level7(s);
    s->mode = GAME_ACTION;
    s->start = s->par = s->moves = 0;
    s->steps = 60;
    s->best = 10;
    s->board = 0x073DCEFu;
}

static bool best_up(const game_save_t *a, const game_save_t *b)
{
    return b->best == a->steps && b->best > a->best && b->steps == 0;
}

static bool kept(const game_save_t *a, const game_save_t *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

const save_path_t save_paths[SAVE_PATHS] = {
    { "a move", level7, { { KEY(0), 60 }, { 0, 150 } }, moved },
    { "a win unlocking level 8", near_win, { { KEY(6), 60 }, { 0, 3500 } }, unlocked },
    /* MODE, row 3 col 2 (brightness low), MODE */
    { "a settings change", level7,
      { { KEY(KEY_MODE), 60 }, { 0, 100 }, { KEY(17), 60 }, { 0, 100 },
        { KEY(KEY_MODE), 60 }, { 0, 150 } }, dimmed },
    { "a Design board started", design, { { KEY(KEY_START), 60 }, { 0, 300 } }, played },
    { "an Action game over", action, { { KEY(24), 60 }, { 0, 300 } }, best_up },
    /* MODE, row 4 col 4: the lamp test, then START held 2 s */
    { "the self-test's exit", level7,
      { { KEY(KEY_MODE), 60 }, { 0, 100 }, { KEY(24), 60 }, { 0, 6000 },
        { KEY(KEY_START), 2200 }, { 0, 300 } }, kept },
};

/* Each time the record to keep lies under today's first slot (old slots
 * 0 and 1 of 31 bytes against one of 39), where a plain first save would
 * go: the newest in slot 0, in slot 1, wrapped round to slot 0, and in
 * slot 1 under a torn newer one. */
const old_ring_t old_rings[OLD_RINGS] = {
    { "one old record", 1, false },
    { "2 old records", 2, false },
    { "a full old ring", 0, false },
    { "3 old records, the newest torn", 3, true },
};

uint8_t old_ring_image(const old_ring_t *o, uint8_t *mem, uint16_t size)
{
    uint8_t q[SAVE_PAYLOAD_MAX] = { 0 };
    fake_eeprom_reset(size, 0xFF);
    save_init(GAME_SAVE_LAYOUT_OLD, GAME_SAVE_SIZE_OLD);
    int n = o->n ? o->n : save_slots() + 1;
    for (int i = 0; i < n; i++) {
        old_level7(q);
        q[15] = (uint8_t)(q[15] + i);   /* moves: which record it is */
        save_queue(q);
        save_flush();
    }
    if (o->torn) {
        uint16_t at = save_newest_slot() * (GAME_SAVE_SIZE_OLD + SAVE_OVERHEAD);
        fake_eeprom_mem()[at + SAVE_HEADER + 13u] ^= 0x40u;   /* the level byte */
    }
    memcpy(mem, fake_eeprom_mem(), size);
    return (uint8_t)(n - o->torn);
}

void one_record_image(const game_save_t *s, uint8_t *mem, uint16_t size)
{
    fake_eeprom_reset(size, 0xFF);
    save_init(GAME_SAVE_LAYOUT, sizeof *s);
    save_queue(s);
    save_flush();
    memcpy(mem, fake_eeprom_mem(), size);
}

void boot_state(const uint8_t *mem, uint16_t size, bool upgrade, game_save_t *s)
{
    static game_t g;
    fake_eeprom_reset(size, 0xFF);
    memcpy(fake_eeprom_mem(), mem, size);
    game_init(&g, 1, 0);
    save_init(GAME_SAVE_LAYOUT, sizeof *s);
    bool ok = save_load(s);
    while (ok && !game_restore(&g, s)) {
        ok = save_load_older(s);
    }
#if PART_UPGRADE   /* linked: a small build's host tests link no upgrade */
    if (!ok && upgrade) {
        upgrade_load(&g);
    }
#else
    (void)ok, (void)upgrade;
#endif
    game_snapshot(&g, s);
}
