/* SPDX-License-Identifier: MIT */
/* Shared by the power and fault tests on the real firmware in simavr:
 * power on with an EEPROM image, decode the record the firmware would
 * load (with the host build of save.c: same format), the boot counter,
 * the reset cause hook, and the check of a clean start. */
#ifndef POWER_SCENE_H
#define POWER_SCENE_H

#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game.h"
#include "levels.h"
#include "prng.h"
#include "fw_ram.h"
#include "rig.h"
#include "save.h"
#include "save_paths.h"
#include "solver.h"
#include "host/fake_eeprom.h"

#define MCUSR_PORF 0x01u
#define MCUSR_EXTRF 0x02u
#define MCUSR_WDRF 0x08u
#define WDTCSR_ADDR 0x60u

extern const char *elf;   /* argv[1], or the default build */
extern uint16_t ee_size;  /* EEPROM bytes of the MCU */
extern uint32_t rng;      /* rnd's state, fixed seed */

uint32_t rnd(void);

/* The record the firmware would load from the simulated EEPROM now
 * (save_paths.h: record_load), and its snapshot alone. */
bool decode_record(rig_t *r, game_record_t *rec);
bool decode(rig_t *r, game_save_t *s);

/* Power on with this EEPROM image and let the start-up animation end. */
rig_t *power_on(const uint8_t *image);

/* Power on with an erased EEPROM (all 0xFF), as a new chip. */
rig_t *power_on_erased(void);

/* Presses a random cell that does not solve board b; returns the board. */
uint32_t press_random_move(rig_t *r, uint32_t b);

/* A clean start: Classic level 1 (after its intro), and it plays and saves. */
void check_clean_start(rig_t *r, const char *what);

/* Take the ELF from argv[1] (or the default build) and the EEPROM size;
 * false with a failure counted if the firmware does not load. */
bool power_setup(int argc, char **argv);

/* power_setup, for the supply tests: also false (with an "ok" line that
 * says why) on a board without the supply check. */
bool supply_setup(int argc, char **argv);

#endif
