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

#include "wdt_write.h"

/* MCUSR as found at the last reset; survives .bss clearing. A test hook:
 * the simavr tests read it by symbol. */
volatile uint8_t hal_mcusr __attribute__((used, section(".noinit")));

/* Called from .init3, before .data and .bss are set up. Optiboot (the
 * Uno's bootloader) clears MCUSR before starting the application and hands
 * its value over in r2; MCUSR reads 0 only then. */
__attribute__((used)) void hal_wdt_early(void);
void hal_wdt_early(void)
{
    uint8_t m = MCUSR;
    if (m == 0) {
        __asm__ __volatile__ ("mov %0, r2" : "=r" (m));
    }
    hal_mcusr = m & 0x0Fu;
    MCUSR = 0;
    wdt_disable();
}

/* A plain call from .init3 (a naked function there would defeat
 * -fstack-usage); the stack pointer and r1 are set up in .init2. */
#ifdef __AVR_HAVE_JMP_CALL__
#define WDT_CALL "call"
#else
#define WDT_CALL "rcall"
#endif
__asm__ (".pushsection .init3,\"ax\",@progbits\n\t"
         WDT_CALL " hal_wdt_early\n\t"
         ".popsection");

void hal_wdt_start(void)
{
    wdt_enable(WDTO_500MS);
}

void hal_wdt_kick(void)
{
    wdt_reset();
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
