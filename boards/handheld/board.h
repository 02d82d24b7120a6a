/* SPDX-License-Identifier: MIT */
/*
 * Board "handheld": bare ATmega328P on 2xAA through a 5 V boost module, 8 MHz internal RC,
 * programmed over ISP; each row drives its LEDs through a PNP follower (active level unchanged).
 * The uno wiring, so a Uno shield layout and this board share one wiring.
 * Its pins: boards/pins/uno.h; its guide: boards/handheld/README.md.
 */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_NAME "handheld"

#include "pins/uno.h"
#include "pinouts/dip28.h"

#endif
