/* SPDX-License-Identifier: MIT */
/* EEPROM byte writes of the real firmware seen at the EECR strobe in
 * simavr (where the byte lands at once), and power cuts at a chosen
 * write: that write and every later one lost, or the first torn. */
#ifndef POWER_WATCH_H
#define POWER_WATCH_H

#include "power_scene.h"

#define POWER_WATCH_LOG 2048u

/* What the watch saw since walk_cut_at (read only). */
typedef struct {
    uint8_t eeprom[4096];    /* the EEPROM as the writes left it */
    uint32_t writes;         /* counted, lost ones too */
    uint16_t addr[POWER_WATCH_LOG];   /* the first ones landed, in order */
    uint8_t value[POWER_WATCH_LOG];
} power_watch_t;
extern power_watch_t power_watch;

/* A rig over image with its EEPROM writes watched, powered on (not run
 * yet): one rig, opened once (loading the ELF costs more than a boot). */
rig_t *walk_open(const uint8_t *image);

/* Count writes from now; from write `at` on (1 = the next; 0 never)
 * every write is lost, the first landing as torn instead if torn >= 0. */
void walk_cut_at(uint32_t at, int torn);
uint32_t walk_writes(void);

#endif
