/* SPDX-License-Identifier: MIT */
/*
 * Row, LED column and key column primitives shared by the tick ISR (scan.c)
 * and power-down (power.c). Inline, so each is a few sbi/cbi/sbis.
 * Rows: selected = output low, others input without pull-up (PORT stays 0).
 * LED columns: output, high = lit. Key columns: input with pull-up.
 */
#ifndef HAL_AVR_MATRIX_H
#define HAL_AVR_MATRIX_H

#include <stdint.h>
#include "pins.h"

/* Every row Hi-Z. */
static inline __attribute__((always_inline)) void matrix_rows_release(void)
{
    PIN_IN(BOARD_ROW0);
    PIN_IN(BOARD_ROW1);
    PIN_IN(BOARD_ROW2);
    PIN_IN(BOARD_ROW3);
    PIN_IN(BOARD_ROW4);
}

/* Every row driven low (power-down: any key then pulls its column low). */
static inline __attribute__((always_inline)) void matrix_rows_all_low(void)
{
    PIN_OUT(BOARD_ROW0);
    PIN_OUT(BOARD_ROW1);
    PIN_OUT(BOARD_ROW2);
    PIN_OUT(BOARD_ROW3);
    PIN_OUT(BOARD_ROW4);
}

/* That row driven low; call after matrix_rows_release. */
static inline __attribute__((always_inline)) void matrix_row_select(uint8_t row)
{
    switch (row) {
    case 0: PIN_OUT(BOARD_ROW0); break;
    case 1: PIN_OUT(BOARD_ROW1); break;
    case 2: PIN_OUT(BOARD_ROW2); break;
    case 3: PIN_OUT(BOARD_ROW3); break;
    default: PIN_OUT(BOARD_ROW4); break;
    }
}

static inline __attribute__((always_inline)) void matrix_leds_off(void)
{
    PIN_CLR(BOARD_LED0);
    PIN_CLR(BOARD_LED1);
    PIN_CLR(BOARD_LED2);
    PIN_CLR(BOARD_LED3);
    PIN_CLR(BOARD_LED4);
}

/* Light the columns set in mask; call after matrix_leds_off. */
static inline __attribute__((always_inline)) void matrix_leds_on(uint8_t mask)
{
    if (mask & 0x01u) { PIN_SET(BOARD_LED0); }
    if (mask & 0x02u) { PIN_SET(BOARD_LED1); }
    if (mask & 0x04u) { PIN_SET(BOARD_LED2); }
    if (mask & 0x08u) { PIN_SET(BOARD_LED3); }
    if (mask & 0x10u) { PIN_SET(BOARD_LED4); }
}

/* Bit c set = key column c reads low (bit 5 = function keys). */
static inline __attribute__((always_inline)) uint8_t matrix_key_cols(void)
{
    uint8_t k = 0;
    if (PIN_IS_LOW(BOARD_KEY0)) { k |= 0x01u; }
    if (PIN_IS_LOW(BOARD_KEY1)) { k |= 0x02u; }
    if (PIN_IS_LOW(BOARD_KEY2)) { k |= 0x04u; }
    if (PIN_IS_LOW(BOARD_KEY3)) { k |= 0x08u; }
    if (PIN_IS_LOW(BOARD_KEY4)) { k |= 0x10u; }
    if (PIN_IS_LOW(BOARD_KEY5)) { k |= 0x20u; }
    return k;
}

/* scan.c: restart the multiplex at row 0 with a fresh frame (after wake). */
void scan_restart(void);
/* scan.c: stop the tick interrupt. */
void scan_stop(void);

#endif
