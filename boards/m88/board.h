/* SPDX-License-Identifier: MIT */
/*
 * Board "m88": bare ATmega88PA (8 KB flash, 1 KB RAM), 8 MHz internal RC, 3 to 5 V,
 * programmed over ISP. The uno wiring (the 88PA and the 328P share one pinout).
 * Its pins: boards/pins/uno.h; its guide: boards/m88/README.md.
 */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_NAME "m88"

#include "pins/uno.h"
#include "pinouts/dip28.h"

#endif
