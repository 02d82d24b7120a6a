/* SPDX-License-Identifier: MIT */
/*
 * Board "mega2560": Arduino Mega 2560, ATmega2560 at 16 MHz,
 * stk500v2 ("wiring") bootloader over USB serial.
 *
 *   signal          pin      Arduino   level
 *   ROW0..ROW4      PA0-PA4  D22-D26   selected row driven low, others Hi-Z
 *   LED COL0..COL4  PF0-PF4  A0-A4     high = LED in the selected row lit
 *   KEY COL0..COL4  PK0-PK4  A8-A12    pull-up, low = key down
 *   KEY COL5 (fn)   PK5      A13       rows 0-3: MODE, HINT, UNDO, START
 *   BUZZER          PA5      D27       square wave, low when silent
 *   UART TX/RX      PE1/PE0  D1/D0     free: optional debug log (USART0)
 *
 * Every key column is on PORTK (PCINT16..21) so that any key can wake the
 * chip with a pin-change interrupt. LED columns stay on A0-A4 as on the Uno.
 * PF4 is JTAG TCK: JTAGEN is unprogrammed on Mega boards (hfuse 0xD8).
 *
 * Each pin is written as PORT-LETTER, BIT. hal/ turns these into registers;
 * tools read this file to draw wiring and to map pins in the simulator.
 */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_NAME "mega2560"

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

#define BOARD_KEY0 K, 0
#define BOARD_KEY1 K, 1
#define BOARD_KEY2 K, 2
#define BOARD_KEY3 K, 3
#define BOARD_KEY4 K, 4
#define BOARD_KEY5 K, 5

#define BOARD_BUZZER A, 5

#endif
