/* SPDX-License-Identifier: MIT */
/*
 * The supply voltage: the ADC reads the 1.1 V bandgap against AVCC, so
 * VCC = bandgap * 1024 / reading. The ADC is powered (PRR) and enabled
 * only for the two conversions; the first, the longer one (25 ADC clocks)
 * that covers the bandgap's start-up after a sleep with the brown-out
 * detector off, is thrown away. About 0.3 ms at every clock.
 */
#include "hal.h"

#include <avr/io.h>
#include <avr/power.h>
#include "battery_config.h"   /* BANDGAP_MV (board.mk, calibrated there), SUPPLY_MV */

/* The bandgap channel: MUX 1110 on the x8 parts, 011110 on the 32U4 and
 * 2560 (MUX5 in ADCSRB is 0 from reset). */
#ifdef MUX4
#define MUX_BANDGAP 0x1Eu
#else
#define MUX_BANDGAP 0x0Eu
#endif

/* ADC clock 50-200 kHz (datasheet): 125 kHz at 8 and at 16 MHz. */
#if F_CPU > 12800000UL
#define ADC_PRESCALE (_BV(ADPS2) | _BV(ADPS1) | _BV(ADPS0))   /* / 128 */
#else
#define ADC_PRESCALE (_BV(ADPS2) | _BV(ADPS1))                /* / 64 */
#endif

_Static_assert(BANDGAP_MV * 1024ul < 1ul << 24, "VCC fits a 24-bit division");

/* For simavr run on its own (make debug): the board's supply as the ELF's
 * .mmcu tags VCC, AVCC and AREF (3, 4, 5; avr_mcu_section.h), in a
 * section that is not loaded: nothing in the flash or the .hex. */
#define MMCU_MV_(tag, mv) ".byte " #tag ", 4\n.long " #mv "\n"
#define MMCU_MV(tag, mv) MMCU_MV_(tag, mv)
__asm__(".pushsection .mmcu, \"\", @progbits\n"
        MMCU_MV(3, SUPPLY_MV) MMCU_MV(4, SUPPLY_MV) MMCU_MV(5, SUPPLY_MV)
        ".popsection\n");

uint16_t hal_supply_mv(void)
{
    power_adc_enable();
    ADMUX = _BV(REFS0) | MUX_BANDGAP;
    uint8_t n = 2;
    do {
        __asm__ ("" : "+r" (n));   /* a loop, not two copies: 16 B less */
        ADCSRA = _BV(ADEN) | _BV(ADSC) | ADC_PRESCALE;
        loop_until_bit_is_clear(ADCSRA, ADSC);
    } while (--n);
    uint16_t adc = ADC;
    ADCSRA = 0;            /* off before the PRR bit (datasheet) */
    power_adc_disable();
    /* 24 bits: the division the firmware links anyway. A reading of 0
     * (no bandgap) divides to all ones: a supply too high to stop. */
    return (uint16_t)((__uint24)(BANDGAP_MV * 1024ul) / adc);
}
