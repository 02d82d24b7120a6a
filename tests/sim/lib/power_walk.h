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
 * level is lost and the Action best and the statistics never go down.
 */
#ifndef POWER_WALK_H
#define POWER_WALK_H

#include "power_watch.h"
#include "save_paths.h"

typedef struct {
    const char *name;
    const uint8_t *image;      /* the EEPROM before (ee_size bytes) */
    bool from_boot;            /* the path starts at power-on (the upgrade) */
    const path_step_t *steps;  /* after the boot: the keys; ends with ms 0 */
    int random_cuts;           /* cuts at random cycles of the path */
    int double_cuts;           /* cuts followed by a second one in the next boot */
} walk_t;

/* Run every cut of the path; prints its counts. Returns the write
 * boundaries walked (0 if the reference run failed). */
int walk_path(const walk_t *w);

/* The state the last walk's path saved last. */
const game_record_t *walk_last(void);

/* Cuts: POWER_CUT_ROUNDS (make test-boards) scales the random ones. */
int walk_scaled(int n);

/* What this build's boot resumes from an image of ee_size bytes. */
void walk_boot_state(const uint8_t *image, game_record_t *s);

#endif
