/* SPDX-License-Identifier: MIT */
/* What the board prints next to an MCU pin (boards/pinouts/). */
#include <string.h>

#include "board.h"
#include "wiring.h"

#define PIN_NAME_(port, bit, name) if (p == (#port)[0] && b == bit) { return name; }

const char *pin_name(char p, int b)
{
    BOARD_PINOUT(PIN_NAME_)
    return "";
}
