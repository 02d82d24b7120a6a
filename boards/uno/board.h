/* SPDX-License-Identifier: MIT */
/*
 * Board "uno": Arduino Uno, Nano or Pro Mini 5 V: ATmega328P at 16 MHz, Optiboot.
 * Its pins: boards/pins/uno.h; its guide: boards/uno/README.md.
 */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_NAME "uno"

#include "pins/uno.h"
#include "pinouts/uno.h"

#endif
