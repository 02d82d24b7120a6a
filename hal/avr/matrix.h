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

/*
 * Fast paths, chosen at compile time: a group of five pins on one port
 * takes one read-modify-write instead of five sbi/cbi, and LED or key
 * columns on bits 0..4 of one port move as a byte. Each port written here
 * is written from main only while the tick interrupt is off (hal_init,
 * power-down) or with single sbi/cbi, so the read-modify-write is safe.
 */
#define SAME_PORT5(a, b, c, d, e) (PIN_PORTID(a) == PIN_PORTID(b) && \
    PIN_PORTID(a) == PIN_PORTID(c) && PIN_PORTID(a) == PIN_PORTID(d) && \
    PIN_PORTID(a) == PIN_PORTID(e))
#define BITS_0_TO_4(a, b, c, d, e) (PIN_BIT(a) == 0 && PIN_BIT(b) == 1 && \
    PIN_BIT(c) == 2 && PIN_BIT(d) == 3 && PIN_BIT(e) == 4)

#if SAME_PORT5(BOARD_ROW0, BOARD_ROW1, BOARD_ROW2, BOARD_ROW3, BOARD_ROW4)
#define MATRIX_ROWS_ONE_PORT 1
#define ROW_MASK ((uint8_t)(PIN_MASK(BOARD_ROW0) | PIN_MASK(BOARD_ROW1) | \
    PIN_MASK(BOARD_ROW2) | PIN_MASK(BOARD_ROW3) | PIN_MASK(BOARD_ROW4)))
#endif
#if SAME_PORT5(BOARD_LED0, BOARD_LED1, BOARD_LED2, BOARD_LED3, BOARD_LED4)
#define MATRIX_LEDS_ONE_PORT 1
#define LED_MASK ((uint8_t)(PIN_MASK(BOARD_LED0) | PIN_MASK(BOARD_LED1) | \
    PIN_MASK(BOARD_LED2) | PIN_MASK(BOARD_LED3) | PIN_MASK(BOARD_LED4)))
#if BITS_0_TO_4(BOARD_LED0, BOARD_LED1, BOARD_LED2, BOARD_LED3, BOARD_LED4)
#define MATRIX_LEDS_BYTE 1
#endif
#endif
#if SAME_PORT5(BOARD_KEY0, BOARD_KEY1, BOARD_KEY2, BOARD_KEY3, BOARD_KEY4) && \
    BITS_0_TO_4(BOARD_KEY0, BOARD_KEY1, BOARD_KEY2, BOARD_KEY3, BOARD_KEY4)
#define MATRIX_KEYS_BYTE 1
#endif

/* Every row Hi-Z. */
static inline __attribute__((always_inline)) void matrix_rows_release(void)
{
#ifdef MATRIX_ROWS_ONE_PORT
    PIN_DDR(BOARD_ROW0) &= (uint8_t)~ROW_MASK;
#else
    PIN_IN(BOARD_ROW0);
    PIN_IN(BOARD_ROW1);
    PIN_IN(BOARD_ROW2);
    PIN_IN(BOARD_ROW3);
    PIN_IN(BOARD_ROW4);
#endif
}

/* Every row driven low (power-down: any key then pulls its column low). */
static inline __attribute__((always_inline)) void matrix_rows_all_low(void)
{
#ifdef MATRIX_ROWS_ONE_PORT
    PIN_DDR(BOARD_ROW0) |= ROW_MASK;
#else
    PIN_OUT(BOARD_ROW0);
    PIN_OUT(BOARD_ROW1);
    PIN_OUT(BOARD_ROW2);
    PIN_OUT(BOARD_ROW3);
    PIN_OUT(BOARD_ROW4);
#endif
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
#ifdef MATRIX_LEDS_ONE_PORT
    PIN_PORT(BOARD_LED0) &= (uint8_t)~LED_MASK;
#else
    PIN_CLR(BOARD_LED0);
    PIN_CLR(BOARD_LED1);
    PIN_CLR(BOARD_LED2);
    PIN_CLR(BOARD_LED3);
    PIN_CLR(BOARD_LED4);
#endif
}

/* Light the columns set in mask (bits 0..4 only); call after
 * matrix_leds_off. */
static inline __attribute__((always_inline)) void matrix_leds_on(uint8_t mask)
{
#ifdef MATRIX_LEDS_BYTE
    PIN_PORT(BOARD_LED0) |= mask;
#else
    if (mask & 0x01u) { PIN_SET(BOARD_LED0); }
    if (mask & 0x02u) { PIN_SET(BOARD_LED1); }
    if (mask & 0x04u) { PIN_SET(BOARD_LED2); }
    if (mask & 0x08u) { PIN_SET(BOARD_LED3); }
    if (mask & 0x10u) { PIN_SET(BOARD_LED4); }
#endif
}

/* hal_init: LED columns output (low: after matrix_leds_off), rows' PORT
 * bits low (Hi-Z without pull-up while released), key columns input with
 * pull-up. A port at a time where the board allows. */
static inline __attribute__((always_inline)) void matrix_pins_init(void)
{
#ifdef MATRIX_LEDS_ONE_PORT
    PIN_DDR(BOARD_LED0) |= LED_MASK;
#else
    PIN_OUT(BOARD_LED0);
    PIN_OUT(BOARD_LED1);
    PIN_OUT(BOARD_LED2);
    PIN_OUT(BOARD_LED3);
    PIN_OUT(BOARD_LED4);
#endif
#ifdef MATRIX_ROWS_ONE_PORT
    PIN_PORT(BOARD_ROW0) &= (uint8_t)~ROW_MASK;
#else
    PIN_CLR(BOARD_ROW0);
    PIN_CLR(BOARD_ROW1);
    PIN_CLR(BOARD_ROW2);
    PIN_CLR(BOARD_ROW3);
    PIN_CLR(BOARD_ROW4);
#endif
#ifdef MATRIX_KEYS_BYTE
    PIN_DDR(BOARD_KEY0) &= (uint8_t)~0x1Fu;
    PIN_PORT(BOARD_KEY0) |= 0x1Fu;
#else
    PIN_IN(BOARD_KEY0);
    PIN_IN(BOARD_KEY1);
    PIN_IN(BOARD_KEY2);
    PIN_IN(BOARD_KEY3);
    PIN_IN(BOARD_KEY4);
    PIN_SET(BOARD_KEY0);
    PIN_SET(BOARD_KEY1);
    PIN_SET(BOARD_KEY2);
    PIN_SET(BOARD_KEY3);
    PIN_SET(BOARD_KEY4);
#endif
    PIN_IN(BOARD_KEY5);
    PIN_SET(BOARD_KEY5);
}

/* Bit c set = key column c reads low (bit 5 = function keys). */
static inline __attribute__((always_inline)) uint8_t matrix_key_cols(void)
{
#ifdef MATRIX_KEYS_BYTE
    uint8_t k = (uint8_t)~PIN_PINR(BOARD_KEY0) & 0x1Fu;
#else
    uint8_t k = 0;
    if (PIN_IS_LOW(BOARD_KEY0)) { k |= 0x01u; }
    if (PIN_IS_LOW(BOARD_KEY1)) { k |= 0x02u; }
    if (PIN_IS_LOW(BOARD_KEY2)) { k |= 0x04u; }
    if (PIN_IS_LOW(BOARD_KEY3)) { k |= 0x08u; }
    if (PIN_IS_LOW(BOARD_KEY4)) { k |= 0x10u; }
#endif
    if (PIN_IS_LOW(BOARD_KEY5)) { k |= 0x20u; }
    return k;
}

/* scan.c: restart the multiplex at row 0 with a fresh frame (after wake). */
void scan_restart(void);
/* scan.c: stop the tick interrupt. */
void scan_stop(void);
/* scan.c: key columns down in the frame hal_keys() last returned (what the
 * game last saw): power-down lets only these stay down without waking. */
extern uint8_t scan_seen_cols;

#endif
