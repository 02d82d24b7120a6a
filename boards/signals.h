/* SPDX-License-Identifier: MIT */
/*
 * The signals every board names in its pin file (boards/pins/), and the
 * one way host tools read them: compiled, as data. A pin is written
 * `#define BOARD_<SIGNAL> PORT-LETTER, BIT`; hal/avr turns the same
 * macros into registers by token pasting (hal/avr/pins.h).
 */
#ifndef BOARD_SIGNALS_H
#define BOARD_SIGNALS_H

#include <stdint.h>

/* In drawing order: rows, LED columns, key columns, buzzer. */
#define BOARD_SIGNALS(X) \
    X(ROW0) X(ROW1) X(ROW2) X(ROW3) X(ROW4) \
    X(LED0) X(LED1) X(LED2) X(LED3) X(LED4) \
    X(KEY0) X(KEY1) X(KEY2) X(KEY3) X(KEY4) X(KEY5) X(BUZZER)

/* BOARD_SIG_ROW0 .. BOARD_SIG_BUZZER, then BOARD_NSIG. */
#define BOARD_SIG_ENUM_(s) BOARD_SIG_##s,
enum { BOARD_SIGNALS(BOARD_SIG_ENUM_) BOARD_NSIG };

/* A signal's pin as data. */
typedef struct {
    const char *signal;   /* "ROW0" */
    char port;            /* 'D' */
    uint8_t bit;          /* 2 */
} board_pin_t;

#define BOARD_PIN_DATA_(sig, port, bit) { #sig, (#port)[0], bit },
#define BOARD_PIN_DATA(sig, pin) BOARD_PIN_DATA_(sig, pin)
#define BOARD_PIN_(s) BOARD_PIN_DATA(s, BOARD_##s)
/* An initialiser: board_pin_t pins[BOARD_NSIG] = BOARD_PIN_TABLE; */
#define BOARD_PIN_TABLE { BOARD_SIGNALS(BOARD_PIN_) }

#endif
