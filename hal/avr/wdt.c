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

/* Write WDTCSR with the timed sequence (both stores within 4 cycles). */
static void wdt_write(uint8_t v)
{
    __asm__ __volatile__ (
        "wdr\n\t"
        "sts %0, %1\n\t"
        "sts %0, %2\n\t"
        :: "n" (_SFR_MEM_ADDR(WDTCSR)),
           "r" ((uint8_t)(_BV(WDCE) | _BV(WDE))), "r" (v)
        : "memory");
}

/* A crystal-clocked loop count over one 16 ms period of the watchdog's own
 * 128 kHz RC oscillator: its drift and jitter differ chip to chip and run
 * to run. Interrupts are off meanwhile; the watchdog setting is restored
 * after. One period only: simavr 1.6 does not clear WDIF on writing one. */
uint32_t hal_wdt_jitter(void)
{
    uint8_t sreg = SREG;
    __asm__ __volatile__ ("cli" ::: "memory");
    uint8_t old = WDTCSR & (uint8_t)~(_BV(WDIF) | _BV(WDCE));
    uint16_t n = 0;
    wdt_write(_BV(WDIE));  /* interrupt mode, 16 ms; WDIF is clear */
    while (!(WDTCSR & _BV(WDIF))) {
        n++;
    }
    wdt_write(_BV(WDIF) | old);
    SREG = sreg;
    return n;
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
