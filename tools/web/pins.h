/* SPDX-License-Identifier: MIT */
/* A board's pins and clock as JSON for the web player, compiled from its
 * pin file through boards/signals.h: run through the C preprocessor with
 * -Iboards/<name> -Iboards -DWEB_MCU=... -DWEB_F_CPU=... -DWEB_LOG=true|false -DWEB_SUPPLY_MV=...
 * (whether the firmware has the serial log); the line
 * after "@json" is the JSON (signals.h brings C declarations too). */
#include "board.h"
#include "signals.h"
#define WEB_PIN_(sig, port, bit) #sig: [#port, bit],
#define WEB_PIN(sig, pin) WEB_PIN_(sig, pin)
#define WEB_SIG_(s) WEB_PIN(s, BOARD_##s)
@json { BOARD_SIGNALS(WEB_SIG_) "name": BOARD_NAME, "mcu": WEB_MCU, "fcpu": WEB_F_CPU, "log": WEB_LOG, "supply_mv": WEB_SUPPLY_MV }
