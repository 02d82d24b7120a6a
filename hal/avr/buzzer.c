/* SPDX-License-Identifier: MIT */
/*
 * Buzzer: Timer0 in CTC mode, the compare ISR toggles the pin, so the pin
 * toggles at 2 * hz. The smallest prescaler whose count fits 8 bits wins.
 */
#include <avr/interrupt.h>
#include <util/atomic.h>
#include "hal.h"
#include "pins.h"

static uint16_t buzzer_hz;

_Static_assert(F_CPU / 2u < (1ul << 24), "half the clock fits 24 bits");

ISR(TIMER0_COMPA_vect)
{
    PIN_TOGGLE(BOARD_BUZZER);
}

void hal_buzzer(uint16_t hz)
{
    if (hz == buzzer_hz) {
        return;  /* main calls this every frame */
    }
    buzzer_hz = hz;
    TCCR0B = 0;
    TIMSK0 &= (uint8_t)~_BV(OCIE0A);
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        PIN_CLR(BOARD_BUZZER);  /* its port may be shared with the scan */
    }
    if (hz == 0) {
        return;
    }
    /* Timer clocks per half period at prescaler 1, then 8, 64, 256, 1024
     * (clock-select codes 1..5) until it fits the 8-bit compare. In 24
     * bits: a smaller division routine than the 32-bit one. */
    __uint24 top = (__uint24)(F_CPU / 2u) / hz;
    uint8_t cs = 1;
    while (top > 256u && cs < 5u) {
        top >>= cs < 3u ? 3 : 2;
        cs++;
    }
    if (top > 256u) {
        top = 256u;
    }
    /* Mode and clock first, then OCR0A: simavr takes the mode from the
     * clock-select write and refuses OCR writes before it. */
    TCCR0A = _BV(WGM01);              /* CTC on OCR0A */
    TCNT0 = 0;
    TCCR0B = cs;
    OCR0A = (uint8_t)(top ? top - 1u : 0u);
    TIFR0 = _BV(OCF0A);
    TIMSK0 |= _BV(OCIE0A);
}
