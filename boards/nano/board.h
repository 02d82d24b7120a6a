/* SPDX-License-Identifier: MIT */
/*
 * Board "nano": Arduino Nano (or Pro Mini 5 V): ATmega328P at 16 MHz. The uno wiring;
 * only the bootloader and its baud rate differ.
 * Its pins: boards/pins/uno.h; its guide: boards/nano/README.md.
 */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_NAME "nano"

#include "pins/uno.h"
#include "pinouts/uno.h"

#endif
