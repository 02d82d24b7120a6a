/* SPDX-License-Identifier: MIT */
/* The wiring diagram tool: pin names and SVG primitives. */
#ifndef WIRING_H
#define WIRING_H

/* Name printed on the board for pin P<port><bit>; "" if none. */
const char *pin_name(char port, int bit);

/* 1 on a bare chip (no board around it: power, reset, ISP by hand). */
#ifdef BOARD_BARE_CHIP
#define BOARD_IS_BARE_CHIP 1
#else
#define BOARD_IS_BARE_CHIP 0
#endif

/* A bare chip's DIP-28 with its supply, reset, ISP header and battery
 * (tools/wiring_chip.c); returns the lowest y drawn. No-ops on a board. */
int draw_chip(const char *supply);
void chip_notes(int x, int y);   /* two lines of notes from y down */

void line(int x1, int y1, int x2, int y2);
void dot(int x, int y);
void text(int x, int y, const char *anchor, const char *cls, const char *s);
void vtext(int x, int y, const char *cls, const char *s);  /* reads upwards */
void resistor_v(int x, int y);  /* body on a vertical wire, y to y + 30 */
void led_v(int x, int y);       /* (x, y) down to (x, y + 40), anode on top */
void key_v(int x, int y);       /* push button, (x, y) down to (x, y + 40) */

#endif
