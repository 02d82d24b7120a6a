/* SPDX-License-Identifier: MIT */
/*
 * Every save path, for the power-cut tests on the host (the app on the
 * HAL fake) and at the pins (simavr): the state saved before, the keys
 * that make the next save, and what that save must hold. Also the old
 * rings the boot-time upgrade starts from. States are save records
 * (game_record_t: the snapshot and, where the part stats is linked, the
 * statistics), compiled with the parts of the build under test.
 */
#ifndef SAVE_PATHS_H
#define SAVE_PATHS_H

#include <stdbool.h>
#include <stdint.h>
#include "game.h"

/* These keys down (keys.h bits; 0 all up) for ms. */
typedef struct {
    uint32_t keys;
    uint16_t ms;
} path_step_t;

#define PATH_STEPS 8

typedef struct {
    const char *name;
    void (*before)(game_record_t *r);  /* the state saved before */
    path_step_t steps[PATH_STEPS];     /* after the boot; ends with ms 0 */
    /* Whether the last save holds what the path is for. */
    bool (*done)(const game_record_t *before, const game_record_t *after);
} save_path_t;

/* A move, a perfect win that unlocks (the statistics counting it), a
 * settings change, a Design board started, an Action game over with a
 * new best, the self-test's exit. */
#define SAVE_PATHS 6
extern const save_path_t save_paths[SAVE_PATHS];

/* Whether two records hold the same, as this build saves them (the
 * statistics only where linked). */
bool record_same(const game_record_t *a, const game_record_t *b);

/* Old rings of level 7 (old_save.h) in layout 2, 3 or 4: n records (0:
 * the ring's slots + 1, so it wraps), record i with moves 1 + i; torn:
 * the newest one's CRC broken; over_2: written over a full layout-2 ring
 * of level 5 (as the firmware of layout 3 left it). */
typedef struct {
    const char *name;
    uint8_t layout;
    int n;
    bool torn;
    bool over_2;
} old_ring_t;

#define OLD_RINGS 9
extern const old_ring_t old_rings[OLD_RINGS];

/* The EEPROM (size bytes at mem, erased first) holding that ring; the
 * moves of the newest complete record. */
uint8_t old_ring_image(const old_ring_t *o, uint8_t *mem, uint16_t size);

/* The EEPROM holding one record of today's layout. */
void one_record_image(const game_record_t *r, uint8_t *mem, uint16_t size);

/* The record of today's layout the EEPROM in the HAL fake holds, as the
 * boot reads it (false: none). */
bool record_load(game_record_t *r);

/* What this build's boot resumes from the EEPROM image (host code:
 * game.c, save.c, upgrade.c where linked). */
void boot_state(const uint8_t *mem, uint16_t size, bool upgrade, game_record_t *r);

#endif
