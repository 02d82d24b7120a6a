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

/* Prescaler as a shift, and its Timer0 clock-select code. */
static const uint8_t presc_shift[] = { 0, 3, 6, 8, 10 };

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
    uint32_t half = (F_CPU / 2u) / hz;  /* timer clocks per half period */
    uint8_t i = 0;
    while (i < sizeof presc_shift - 1u && (half >> presc_shift[i]) > 256u) {
        i++;
    }
    uint32_t top = half >> presc_shift[i];
    if (top > 256u) {
        top = 256u;
    }
    /* Mode and clock first, then OCR0A: simavr takes the mode from the
     * clock-select write and refuses OCR writes before it. */
    TCCR0A = _BV(WGM01);              /* CTC on OCR0A */
    TCNT0 = 0;
    TCCR0B = (uint8_t)(i + 1u);       /* CS0 = 1, 2, 3, 4, 5 */
    OCR0A = (uint8_t)(top ? top - 1u : 0u);
    TIFR0 = _BV(OCF0A);
    TIMSK0 |= _BV(OCIE0A);
}
