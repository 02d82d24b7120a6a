/* SPDX-License-Identifier: MIT */
/*
 * Which optional parts are linked: the modes Random, Design and Action
 * (modes.h), the tutor (tutor.h), the log, the self-test and the
 * variants (variants.h). A firmware
 * build's fw_config.h (the Makefile writes it from its board's FW_MODES
 * and FW_EXTRAS) sets FW_PARTS_KNOWN and FW_PART_<name> to 0 or 1: the
 * tests are constants, and a part left out costs no code. Host tests link one set of objects several ways, so
 * there the link decides: each part's file sets its flag true over the
 * weak false default of parts.c.
 */
#ifndef PARTS_H
#define PARTS_H

#include <stdbool.h>
#include "fw_config.h"

/* The log, the self-test, the variants (wrap grids, three-state), the
 * upgrade of old saves and the supply check (battery.h): constants everywhere (the host links them all). */
#define PART_LOG      ((bool)FW_PART_log)
#define PART_SELFTEST ((bool)FW_PART_selftest)
#define PART_VARIANTS ((bool)FW_PART_variants)
#define PART_UPGRADE  ((bool)FW_PART_upgrade)
#define PART_BATTERY  ((bool)FW_PART_battery)

#ifdef FW_PARTS_KNOWN
#define PART_RANDOM ((bool)FW_PART_random)
#define PART_DESIGN ((bool)FW_PART_design)
#define PART_ACTION ((bool)FW_PART_action)
#define PART_TUTOR  ((bool)FW_PART_tutor)
#else
extern const bool random_present, design_present, action_present, tutor_present;
#define PART_RANDOM random_present
#define PART_DESIGN design_present
#define PART_ACTION action_present
#define PART_TUTOR  tutor_present
#endif

#endif
