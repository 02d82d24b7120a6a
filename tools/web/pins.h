/* SPDX-License-Identifier: MIT */
/* A board's pins and clock as JSON for the web player: run through the C
 * preprocessor with -Iboards/<name> -DWEB_MCU=... -DWEB_F_CPU=... */
#include "board.h"
#define WEB_PIN_(port, bit) [#port, bit]
#define WEB_PIN(p) WEB_PIN_(p)
{ "name": BOARD_NAME, "mcu": WEB_MCU, "fcpu": WEB_F_CPU,
  "rows": [WEB_PIN(BOARD_ROW0), WEB_PIN(BOARD_ROW1), WEB_PIN(BOARD_ROW2),
           WEB_PIN(BOARD_ROW3), WEB_PIN(BOARD_ROW4)],
  "leds": [WEB_PIN(BOARD_LED0), WEB_PIN(BOARD_LED1), WEB_PIN(BOARD_LED2),
           WEB_PIN(BOARD_LED3), WEB_PIN(BOARD_LED4)],
  "keys": [WEB_PIN(BOARD_KEY0), WEB_PIN(BOARD_KEY1), WEB_PIN(BOARD_KEY2),
           WEB_PIN(BOARD_KEY3), WEB_PIN(BOARD_KEY4), WEB_PIN(BOARD_KEY5)],
  "buzzer": WEB_PIN(BOARD_BUZZER) }
