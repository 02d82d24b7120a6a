/* SPDX-License-Identifier: MIT */
/*
 * The mega2560 wiring: Arduino Mega 2560, ATmega2560 at 16 MHz,
 * stk500v2 ("wiring") bootloader over USB serial.
 *
 *   signal          pin      Arduino   level
 *   ROW0..ROW4      PA0-PA4  D22-D26   selected row driven low, others Hi-Z
 *   LED COL0..COL4  PF0-PF4  A0-A4     high = LED in the selected row lit
 *   KEY COL0..COL4  PB0-PB4  D53,D52,D51,D50,D10  pull-up, low = key down
 *   KEY COL5 (fn)   PB5      D11       rows 0-3: MODE, HINT, UNDO, START
 *   BUZZER          PA5      D27       square wave, low when silent
 *   UART TX/RX      PE1/PE0  D1/D0     free: optional debug log (USART0)
 *
 * Every key column is on PORTB (PCINT0..5) so that any key can wake the
 * chip with a pin-change interrupt. PORTK (A8-A15, PCINT16..23) would do
 * on the chip, but simavr 1.6 does not model its pin changes, and the
 * whole pin-level suite runs on this board. PB7 (D13) keeps its LED;
 * D50-D53 are also the ICSP pins, harmless since rows float in reset.
 * LED columns stay on A0-A4 as on the Uno.
 * PF4 is JTAG TCK: JTAGEN is unprogrammed on Mega boards (hfuse 0xD8).
 */
#ifndef BOARD_PINS_MEGA2560_H
#define BOARD_PINS_MEGA2560_H

#define BOARD_ROW0 A, 0
#define BOARD_ROW1 A, 1
#define BOARD_ROW2 A, 2
#define BOARD_ROW3 A, 3
#define BOARD_ROW4 A, 4

#define BOARD_LED0 F, 0
#define BOARD_LED1 F, 1
#define BOARD_LED2 F, 2
#define BOARD_LED3 F, 3
#define BOARD_LED4 F, 4

#define BOARD_KEY0 B, 0
#define BOARD_KEY1 B, 1
#define BOARD_KEY2 B, 2
#define BOARD_KEY3 B, 3
#define BOARD_KEY4 B, 4
#define BOARD_KEY5 B, 5

#define BOARD_BUZZER A, 5

#define BOARD_LOG_USART 0   /* TXD0 = PE1 */

#endif
