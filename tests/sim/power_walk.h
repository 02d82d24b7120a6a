/* SPDX-License-Identifier: MIT */
/*
 * Power cuts over one save path, on the real firmware in simavr: a
 * reference run logs every EEPROM byte write (seen at the EECR strobe);
 * then the path runs again with the power cut at every write boundary
 * (the write lost, or landing torn), at random cycles, and for a sample
 * with a second cut during the next boot. After each cut the next boot
 * must show the last completed save (the host build of the save code
 * reads the EEPROM left by the cut), which is the state before the path
 * or a record the reference run wrote, never a fresh start; no unlocked
 * level is lost and the Action best never goes down.
 */
#ifndef POWER_WALK_H
#define POWER_WALK_H

#include "power_scene.h"

/* One step of a path: these keys down (keys.h bits; 0 all up) for ms. */
typedef struct {
    uint32_t keys;
    double ms;
} walk_step_t;

typedef struct {
    const char *name;
    const uint8_t *image;      /* the EEPROM before (ee_size bytes) */
    bool from_boot;            /* the path starts at power-on (the upgrade) */
    const walk_step_t *steps;  /* after the boot: the keys; ends with ms 0 */
    int random_cuts;           /* cuts at random cycles of the path */
    int double_cuts;           /* cuts followed by a second one in the next boot */
} walk_t;

/* A rig over image with its EEPROM writes watched, powered on (not run
 * yet); one at a time. */
rig_t *walk_open(const uint8_t *image);

/* Count writes from now; from write cut_at on (1 = the next; 0 never)
 * every write is lost, the first landing as torn instead if torn >= 0. */
void walk_cut_at(uint32_t cut_at, int torn);
uint32_t walk_writes(void);

/* Run every cut of the path; prints its counts. Returns the write
 * boundaries walked (0 if the reference run failed). */
int walk_path(const walk_t *w);

/* The state the last walk's path saved last. */
const game_save_t *walk_last(void);

/* Cuts: POWER_CUT_ROUNDS (make test-boards) scales the random ones. */
int walk_scaled(int n);

/* What the build's boot resumes from this EEPROM image (host code). */
void walk_boot_state(const uint8_t *image, game_save_t *s);

/* An image holding a layout-2 ring: n records of the payload p (24
 * bytes), the last with its moves field + n - 1; torn_last: the newest
 * record's CRC broken. */
void walk_old_image(uint8_t *image, const uint8_t *p, int n, bool torn_last);

/* An image holding one record of today's layout. */
void walk_image(uint8_t *image, const game_save_t *s);

#endif
