/* SPDX-License-Identifier: MIT */
/*
 * The uno wiring, shared by every board on a 28-pin ATmega x8 (uno, nano,
 * handheld, m88). Each pin is PORT-LETTER, BIT; boards/README.md gives
 * the electrical contract of each signal.
 *
 *   signal          pin    level
 *   ROW0..ROW4      PD2-6  selected row driven low, others Hi-Z
 *   LED COL0..COL4  PC0-4  high = LED in the selected row lit
 *   KEY COL0..COL4  PB0-4  pull-up, low = key down
 *   KEY COL5 (fn)   PC5    rows 0-3: MODE, HINT, UNDO, START
 *   BUZZER          PD7    square wave, low when silent
 *   UART TX         PD1    the serial log (USART0); RX PD0 stays free
 */
#ifndef BOARD_PINS_UNO_H
#define BOARD_PINS_UNO_H

#define BOARD_ROW0 D, 2
#define BOARD_ROW1 D, 3
#define BOARD_ROW2 D, 4
#define BOARD_ROW3 D, 5
#define BOARD_ROW4 D, 6

#define BOARD_LED0 C, 0
#define BOARD_LED1 C, 1
#define BOARD_LED2 C, 2
#define BOARD_LED3 C, 3
#define BOARD_LED4 C, 4

#define BOARD_KEY0 B, 0
#define BOARD_KEY1 B, 1
#define BOARD_KEY2 B, 2
#define BOARD_KEY3 B, 3
#define BOARD_KEY4 B, 4
#define BOARD_KEY5 C, 5

#define BOARD_BUZZER D, 7

#define BOARD_LOG_USART 0   /* TXD0 = PD1 */

#endif
