/* SPDX-License-Identifier: MIT */
/*
 * The physical pins of an ATmega48/88/168/328 in a DIP-28 package, and
 * the 6-pin ISP header a bare chip is programmed through. Used by the
 * wiring tool (tools/wiring*.c) to draw the whole circuit.
 */
#ifndef BOARD_PINOUT_H
#define BOARD_PINOUT_H

#define BOARD_PINOUT_NAME "dip28"
#define BOARD_BARE_CHIP 1   /* no board around the chip: power, reset, ISP by hand */
#define BOARD_DIP_PINS 28

/* Every pin, 1..28: Y(A, number, port, bit, function), A passed through.
 * Supply pins have no port (_). Pins 1-14 run down the left side, 15-28
 * up the right. */
#define BOARD_DIP(Y, A) \
    Y(A, 1, C, 6, "RESET") Y(A, 2, D, 0, "RXD") Y(A, 3, D, 1, "TXD") Y(A, 4, D, 2, "") \
    Y(A, 5, D, 3, "") Y(A, 6, D, 4, "") Y(A, 7, _, 0, "VCC") Y(A, 8, _, 0, "GND") \
    Y(A, 9, B, 6, "XTAL1") Y(A, 10, B, 7, "XTAL2") Y(A, 11, D, 5, "") Y(A, 12, D, 6, "") \
    Y(A, 13, D, 7, "") Y(A, 14, B, 0, "") Y(A, 15, B, 1, "") Y(A, 16, B, 2, "") \
    Y(A, 17, B, 3, "MOSI") Y(A, 18, B, 4, "MISO") Y(A, 19, B, 5, "SCK") Y(A, 20, _, 0, "AVCC") \
    Y(A, 21, _, 0, "AREF") Y(A, 22, _, 0, "GND") Y(A, 23, C, 0, "") Y(A, 24, C, 1, "") \
    Y(A, 25, C, 2, "") Y(A, 26, C, 3, "") Y(A, 27, C, 4, "") Y(A, 28, C, 5, "")

/* The 6-pin ISP header (2x3, 2.54 mm), as numbered on the connector:
 * X(number, function); a function names the chip pin it wires to. */
#define BOARD_ISP6(X) \
    X(1, "MISO") X(2, "VCC") X(3, "SCK") X(4, "MOSI") X(5, "RESET") X(6, "GND")

/* What the board prints beside a port pin: "pin 4", in the shape of
 * pinouts/uno.h (the supply pins give port _, which no pin has). */
#define BOARD_PINOUT_DIP_(X, n, port, bit, fn) X(port, bit, "pin " #n)
#define BOARD_PINOUT(X) BOARD_DIP(BOARD_PINOUT_DIP_, X)

#endif
