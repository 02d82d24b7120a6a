/* SPDX-License-Identifier: MIT */
/*
 * Idle sleep between ticks, and power-down with wake on any key: every row
 * driven low, a pin-change interrupt on every key column.
 */
#include <avr/interrupt.h>
#include <avr/sleep.h>
#include <avr/wdt.h>
#include <util/delay_basic.h>
#include "hal.h"
#include "matrix.h"
#include "wdt_write.h"

#if !PCI_OK(BOARD_KEY0) || !PCI_OK(BOARD_KEY1) || !PCI_OK(BOARD_KEY2) || \
    !PCI_OK(BOARD_KEY3) || !PCI_OK(BOARD_KEY4) || !PCI_OK(BOARD_KEY5)
#error "every key column must have a pin-change interrupt (power-down wake)"
#endif

/* The wake itself is all we need: each pin-change vector is a bare reti,
 * written in assembly (a naked C handler upsets -fstack-usage). */
#define VECTOR_RETI_(v) __asm__(".global " #v "\n" #v ":\n\treti\n")
#define VECTOR_RETI(v) VECTOR_RETI_(v)
#ifdef PCINT0_vect
VECTOR_RETI(PCINT0_vect);
#endif
#ifdef PCINT1_vect
VECTOR_RETI(PCINT1_vect);
#endif
#ifdef PCINT2_vect
VECTOR_RETI(PCINT2_vect);
#endif

void hal_idle(void)
{
    set_sleep_mode(SLEEP_MODE_IDLE);
    sleep_mode();
}

/* PCMSKn bits of the key columns. */
#define KEYS_PCI(n) ((uint8_t)(PCI_BIT(n, BOARD_KEY0) | PCI_BIT(n, BOARD_KEY1) | \
    PCI_BIT(n, BOARD_KEY2) | PCI_BIT(n, BOARD_KEY3) | PCI_BIT(n, BOARD_KEY4) | \
    PCI_BIT(n, BOARD_KEY5)))
#define KEYS_PCICR ((uint8_t)((KEYS_PCI(0) ? 1u : 0u) | (KEYS_PCI(1) ? 2u : 0u) | \
    (KEYS_PCI(2) ? 4u : 0u)))

/* Pin-change interrupts on every key column, or none. Nothing else uses
 * them, so the registers are written whole. */
static void wake_on_keys(bool on)
{
    PCMSK0 = on ? KEYS_PCI(0) : 0u;
#ifdef PCMSK1
    PCMSK1 = on ? KEYS_PCI(1) : 0u;
#endif
#ifdef PCMSK2
    PCMSK2 = on ? KEYS_PCI(2) : 0u;
#endif
    PCIFR = KEYS_PCICR;       /* drop stale flags: write ones to clear */
    PCICR = on ? KEYS_PCICR : 0u;
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
    /* Keys the game saw down (stuck in a pocket) do not wake it; any other
     * column low wakes it, also one that went down since that frame (in
     * the dark frames before this call): checked before the first sleep,
     * and a change after the check leaves a pin-change flag pending. */
    uint8_t held = scan_seen_cols;
    for (;;) {
        uint8_t cols = matrix_key_cols();
        if (cols & (uint8_t)~held) {
            break;                     /* a column newly low: a key went down */
        }
        held &= cols;                  /* a release is no wake; that column
                                        * can wake it again */
        cli();
        sleep_enable();
#ifdef sleep_bod_disable
        sleep_bod_disable();
#endif
        sei();
        sleep_cpu();  /* sei lets exactly this instruction run first */
        sleep_disable();
        /* HAL_WAKE_SETTLE_MS (4 cycles a count): the bounce of a key let
         * go is over, so that it reads as the release it is. */
        _delay_loop_2((uint16_t)(F_CPU / 4000u * HAL_WAKE_SETTLE_MS));
    }
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
