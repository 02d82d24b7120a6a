/* SPDX-License-Identifier: MIT */
/* Test controls of the host supply fake (hal/host/supply.c). */
#ifndef FAKE_SUPPLY_H
#define FAKE_SUPPLY_H

#include <stdint.h>

#define FAKE_SUPPLY_MV 3000u   /* until a test sets it: two fresh cells */

/* From now on the supply is mv, changing by mv_per_s each second of fake
 * time (negative: falling cells; 0: steady). */
void fake_set_supply(uint16_t mv, int16_t mv_per_s);

/* The supply now, and how many times the firmware measured it. */
uint16_t fake_supply_now(void);
uint32_t fake_supply_reads(void);

#endif
