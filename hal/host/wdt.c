/* SPDX-License-Identifier: MIT */
/* Host fake of the watchdog: counts kicks; the reset cause is settable. */
#include "hal.h"
#include "fake_wdt.h"

uint32_t fake_wdt_kicks;       /* kicks since start */
bool fake_wdt_running;
uint8_t fake_reset_cause = HAL_RESET_POWER;

void hal_wdt_start(void)
{
    fake_wdt_running = true;
}

void hal_wdt_kick(void)
{
    fake_wdt_kicks++;
}

uint8_t hal_reset_cause(void)
{
    return fake_reset_cause;
}

uint32_t fake_wdt_jitter = 0x6D2B79F5u;  /* what hal_wdt_jitter returns */

uint32_t hal_wdt_jitter(void)
{
    return fake_wdt_jitter;
}
