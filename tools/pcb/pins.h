/* SPDX-License-Identifier: MIT */
/* A board's pin source as JSON for the circuit board tool (tools/pcb/):
 * run through the C preprocessor with -Iboards/<name> -Iboards; the line
 * after "@json" is the JSON. The signals come from the board's pin file
 * (boards/signals.h), the chip's pins and the ISP header from its pinout. */
#include "board.h"
#include "signals.h"
#define PCB_PIN_(sig, port, bit) #sig: [#port, bit],
#define PCB_PIN(sig, pin) PCB_PIN_(sig, pin)
#define PCB_SIG_(s) PCB_PIN(s, BOARD_##s)
#define PCB_DIP_(A, n, port, bit, fn) [n, #port, bit, fn],
#define PCB_ISP_(n, fn) [n, fn],
@json { "name": BOARD_NAME, "pinout": BOARD_PINOUT_NAME, "signals": { BOARD_SIGNALS(PCB_SIG_) "": 0 }, "dip": [ BOARD_DIP(PCB_DIP_, 0) [] ], "isp": [ BOARD_ISP6(PCB_ISP_) [] ] }
