/* SPDX-License-Identifier: MIT */
/*
 * Idle sleep between ticks, and power-down with wake on any key: every row
 * driven low, a pin-change interrupt on every key column.
 */
#include <avr/interrupt.h>
#include <avr/sleep.h>
#include <avr/wdt.h>
#include "hal.h"
#include "matrix.h"

#if !PCI_OK(BOARD_KEY0) || !PCI_OK(BOARD_KEY1) || !PCI_OK(BOARD_KEY2) || \
    !PCI_OK(BOARD_KEY3) || !PCI_OK(BOARD_KEY4) || !PCI_OK(BOARD_KEY5)
#error "every key column must have a pin-change interrupt (power-down wake)"
#endif

/* The wake itself is all we need: empty handlers. */
#ifdef PCINT0_vect
EMPTY_INTERRUPT(PCINT0_vect);
#endif
#ifdef PCINT1_vect
EMPTY_INTERRUPT(PCINT1_vect);
#endif
#ifdef PCINT2_vect
EMPTY_INTERRUPT(PCINT2_vect);
#endif

void hal_idle(void)
{
    set_sleep_mode(SLEEP_MODE_IDLE);
    sleep_mode();
}

static void wake_on_keys(bool on)
{
    if (on) {
        PCI_ENABLE(BOARD_KEY0);
        PCI_ENABLE(BOARD_KEY1);
        PCI_ENABLE(BOARD_KEY2);
        PCI_ENABLE(BOARD_KEY3);
        PCI_ENABLE(BOARD_KEY4);
        PCI_ENABLE(BOARD_KEY5);
        PCIFR = PCIFR;  /* drop stale flags: write ones to clear */
    } else {
        PCI_DISABLE(BOARD_KEY0);
        PCI_DISABLE(BOARD_KEY1);
        PCI_DISABLE(BOARD_KEY2);
        PCI_DISABLE(BOARD_KEY3);
        PCI_DISABLE(BOARD_KEY4);
        PCI_DISABLE(BOARD_KEY5);
        PCICR = 0;
    }
}

/* Rewrite WDTCSR with the timed sequence (both stores within 4 cycles). */
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

void hal_power_down(void)
{
    hal_buzzer(0);
    scan_stop();
    matrix_rows_all_low();

    /* The watchdog runs in power-down too: off while asleep, then back. */
    uint8_t sreg = SREG;
    cli();
    uint8_t wd = WDTCSR & (uint8_t)~_BV(WDIF);
    if (wd & (_BV(WDE) | _BV(WDIE))) {
        MCUSR &= (uint8_t)~_BV(WDRF);
        wdt_write(0);
    }
    wake_on_keys(true);
    set_sleep_mode(SLEEP_MODE_PWR_DOWN);
    do {
        cli();
        sleep_enable();
#ifdef sleep_bod_disable
        sleep_bod_disable();
#endif
        sei();
        sleep_cpu();  /* sei lets exactly this instruction run first */
        sleep_disable();
    } while (matrix_key_cols() == 0);  /* a release edge is no wake */
    cli();
    wake_on_keys(false);
    if (wd & (_BV(WDE) | _BV(WDIE))) {
        wdt_write(wd);
    }
    SREG = sreg;

    matrix_rows_release();
    scan_restart();
    sei();
}
