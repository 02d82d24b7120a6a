/* SPDX-License-Identifier: MIT */
/* Test controls of the host UART fake (hal/host/uart.c). */
#ifndef FAKE_UART_H
#define FAKE_UART_H

#include <stdbool.h>
#include "hal.h"

#define FAKE_UART_MAX 8192u   /* bytes kept; the rest are dropped */

/* Nothing sent, not set up; after each byte the transmitter is busy for
 * this many hal_uart_ready polls (a byte's time on the wire). */
void fake_uart_reset(unsigned polls_per_byte);

/* Every byte sent so far, as text; whether hal_uart_init was called. */
const char *fake_uart_text(void);
bool fake_uart_on(void);

#endif
