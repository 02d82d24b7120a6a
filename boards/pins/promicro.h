/* SPDX-License-Identifier: MIT */
/*
 * The promicro wiring: SparkFun Pro Micro 5 V (or clone), ATmega32U4 at 16 MHz,
 * Caterina bootloader over USB. No USB stack in the game.
 *
 *   signal     pin  Arduino    level
 *   ROW0       PD1  D2         selected row driven low, others Hi-Z
 *   ROW1       PD0  D3
 *   ROW2       PD4  D4
 *   ROW3       PC6  D5
 *   ROW4       PD7  D6
 *   LED COL0-3 PF4-7 A3,A2,A1,A0 high = LED in the selected row lit
 *   LED COL4   PE6  D7
 *   KEY COL0-4 PB1-5 D15,D16,D14,D8,D9  pull-up, low = key down
 *   KEY COL5   PB6  D10        function keys, rows 0-3: MODE, HINT, UNDO, START
 *   BUZZER     PD2  D0 (RX1)   square wave, low when silent
 *   UART TX    PD3  D1 (TX1)   free: optional debug log (USART1)
 *
 * Every key column is on PORTB: the 32U4 has pin-change interrupts only
 * there (PCINT0..7), and any key must wake the chip. The Pro Micro breaks
 * out 18 I/O pins and the game needs 17, so RX1 carries the buzzer and
 * only TX1 stays free; a debug log needs TX alone. PF4-PF7 are the JTAG
 * pins: JTAGEN is unprogrammed on Pro Micro boards (hfuse 0xD8).
 */
#ifndef BOARD_PINS_PROMICRO_H
#define BOARD_PINS_PROMICRO_H

#define BOARD_ROW0 D, 1
#define BOARD_ROW1 D, 0
#define BOARD_ROW2 D, 4
#define BOARD_ROW3 C, 6
#define BOARD_ROW4 D, 7

#define BOARD_LED0 F, 4
#define BOARD_LED1 F, 5
#define BOARD_LED2 F, 6
#define BOARD_LED3 F, 7
#define BOARD_LED4 E, 6

#define BOARD_KEY0 B, 1
#define BOARD_KEY1 B, 2
#define BOARD_KEY2 B, 3
#define BOARD_KEY3 B, 4
#define BOARD_KEY4 B, 5
#define BOARD_KEY5 B, 6

#define BOARD_BUZZER D, 2

#define BOARD_LOG_USART 1   /* TXD1 = PD3 */

#endif
