/* SPDX-License-Identifier: MIT */
/*
 * Board "promicro": SparkFun Pro Micro 5 V (or clone), ATmega32U4 at 16 MHz, Caterina
 * bootloader over USB. No USB stack in the game.
 * Its pins: boards/pins/promicro.h; its guide: boards/promicro/README.md.
 */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_NAME "promicro"

#include "pins/promicro.h"
#include "pinouts/promicro.h"

#endif
