/* SPDX-License-Identifier: MIT */
/* The watchdog's timed register write, for wdt.c and power.c. */
#ifndef HAL_AVR_WDT_WRITE_H
#define HAL_AVR_WDT_WRITE_H

#include <stdint.h>

#include <avr/io.h>

/* Rewrite WDTCSR with the timed sequence (both stores within 4 cycles). */
static inline void wdt_write(uint8_t v)
{
    __asm__ __volatile__ (
        "wdr\n\t"
        "sts %0, %1\n\t"
        "sts %0, %2\n\t"
        :: "n" (_SFR_MEM_ADDR(WDTCSR)),
           "r" ((uint8_t)(_BV(WDCE) | _BV(WDE))), "r" (v)
        : "memory");
}

#endif
