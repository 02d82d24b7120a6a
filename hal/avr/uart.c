/* SPDX-License-Identifier: MIT */
/*
 * The serial log's transmitter: USART number BOARD_LOG_USART of the board
 * (its pin file), 8N1 at LOG_BAUD, baud divisor and double speed from
 * avr-libc's <util/setbaud.h>. Polled: the log writes a byte only when
 * the data register is empty, so no interrupt and no waiting. A board
 * without a free TX pin names no USART, and the log is not linked there.
 */
#include <avr/io.h>
#include <avr/power.h>
#include "hal.h"
#include "board.h"

#ifdef BOARD_LOG_USART

#ifndef LOG_BAUD
#define LOG_BAUD 38400
#endif
#define BAUD LOG_BAUD
#define BAUD_TOL 2
#include <util/setbaud.h>

/* USART n's registers and its power-reduction call, by token pasting. */
#define UREG_(r, n, s) r##n##s
#define UREG(r, n, s) UREG_(r, n, s)
#define UCSRA UREG(UCSR, BOARD_LOG_USART, A)
#define UCSRB UREG(UCSR, BOARD_LOG_USART, B)
#define UCSRC UREG(UCSR, BOARD_LOG_USART, C)
#define UBRRH UREG(UBRR, BOARD_LOG_USART, H)
#define UBRRL UREG(UBRR, BOARD_LOG_USART, L)
#define UDR   UREG(UDR, BOARD_LOG_USART, )
#define U2X   UREG(U2X, BOARD_LOG_USART, )
#define UDRE  UREG(UDRE, BOARD_LOG_USART, )
#define TXEN  UREG(TXEN, BOARD_LOG_USART, )
#define UCSZ0 UREG(UCSZ, BOARD_LOG_USART, 0)
#define UCSZ1 UREG(UCSZ, BOARD_LOG_USART, 1)
#define POWER_ON_(n) power_usart##n##_enable()
#define POWER_ON(n) POWER_ON_(n)

void hal_uart_init(void)
{
    POWER_ON(BOARD_LOG_USART);   /* hal_init unclocks every unused module */
    UBRRH = UBRRH_VALUE;
    UBRRL = UBRRL_VALUE;
#if USE_2X
    UCSRA = _BV(U2X);
#else
    UCSRA = 0;
#endif
    UCSRC = _BV(UCSZ1) | _BV(UCSZ0);   /* 8 data bits, no parity, 1 stop */
    UCSRB = _BV(TXEN);
}

bool hal_uart_ready(void)
{
    return (UCSRA & _BV(UDRE)) != 0;
}

void hal_uart_put(uint8_t byte)
{
    UDR = byte;
}

#endif
