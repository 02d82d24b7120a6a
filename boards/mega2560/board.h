/* SPDX-License-Identifier: MIT */
/*
 * Board "mega2560": Arduino Mega 2560: ATmega2560 at 16 MHz, stk500v2 ("wiring")
 * bootloader over USB serial.
 * Its pins: boards/pins/mega2560.h; its guide: boards/mega2560/README.md.
 */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_NAME "mega2560"

#include "pins/mega2560.h"
#include "pinouts/mega.h"

#endif
