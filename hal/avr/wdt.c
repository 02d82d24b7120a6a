/* SPDX-License-Identifier: MIT */
/*
 * Watchdog and reset cause. MCUSR is read and cleared before the C runtime
 * starts (.init3), and the watchdog turned off there: after a watchdog
 * reset it stays on at its shortest period, which would reset again
 * before main could kick it.
 */
#include "hal.h"

#include <avr/io.h>
#include <avr/wdt.h>

/* MCUSR as found at the last reset; survives .bss clearing. A test hook:
 * the simavr tests read it by symbol. */
volatile uint8_t hal_mcusr __attribute__((used, section(".noinit")));

__attribute__((naked, used, section(".init3")))
static void wdt_early(void)
{
    hal_mcusr = MCUSR;
    MCUSR = 0;
    wdt_disable();
}

void hal_wdt_start(void)
{
    wdt_enable(WDTO_500MS);
}

void hal_wdt_kick(void)
{
    wdt_reset();
}

uint8_t hal_reset_cause(void)
{
    uint8_t c = 0;
    if (hal_mcusr & _BV(PORF)) {
        c |= HAL_RESET_POWER;
    }
    if (hal_mcusr & _BV(EXTRF)) {
        c |= HAL_RESET_EXTERNAL;
    }
    if (hal_mcusr & _BV(BORF)) {
        c |= HAL_RESET_BROWNOUT;
    }
    if (hal_mcusr & _BV(WDRF)) {
        c |= HAL_RESET_WATCHDOG;
    }
    return c;
}
