/* SPDX-License-Identifier: MIT */
/*
 * Board "handheld": bare ATmega328P on 2xAA (3 V), 8 MHz internal RC,
 * programmed over ISP. Same port pins as "uno", so a Uno shield layout
 * and this board share one wiring; DIP-28 pin numbers given for the chip.
 *
 *   signal          pin   DIP-28         Arduino  level
 *   ROW0..ROW4      PD2-6 4,5,6,11,12    D2-D6    selected row low, others Hi-Z
 *   LED COL0..COL4  PC0-4 23-27          A0-A4    high = LED in the selected row lit
 *   KEY COL0..COL4  PB0-4 14-18          D8-D12   pull-up, low = key down
 *   KEY COL5 (fn)   PC5   28             A5       rows 0-3: MODE, HINT, UNDO, START
 *   BUZZER          PD7   13             D7       square wave, low when silent
 *   UART TX/RX      PD1/0 3/2            D1/D0    free: optional debug log
 *   ISP MOSI/MISO   PB3/4 17/18          share KEY3/KEY4: harmless, rows float in reset
 *   ISP SCK, RESET  PB5,  19, 1          free apart from ISP
 *
 * Each pin is written as PORT-LETTER, BIT. hal/ turns these into registers;
 * tools read this file to draw wiring and to map pins in the simulator.
 */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_NAME "handheld"

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

#endif
