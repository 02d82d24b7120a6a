/* SPDX-License-Identifier: MIT */
/* Test controls of the host watchdog fake (hal/host/wdt.c). */
#ifndef FAKE_WDT_H
#define FAKE_WDT_H

#include <stdbool.h>
#include <stdint.h>

extern uint32_t fake_wdt_kicks;     /* hal_wdt_kick calls since start */
extern bool fake_wdt_running;       /* hal_wdt_start was called */
extern uint8_t fake_reset_cause;    /* what hal_reset_cause returns */
extern uint32_t fake_wdt_jitter;    /* what hal_wdt_jitter returns */

#endif
