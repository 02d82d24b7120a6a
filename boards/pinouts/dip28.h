/* SPDX-License-Identifier: MIT */
/* The physical pins of an ATmega48/88/168/328 in a DIP-28 package. */
#ifndef BOARD_PINOUT_H
#define BOARD_PINOUT_H

#define BOARD_PINOUT_NAME "dip28"
#define BOARD_BARE_CHIP 1   /* no board around the chip: power, reset, ISP by hand */
#define BOARD_PINOUT(X) \
    X(C, 6, "pin 1") X(D, 0, "pin 2") X(D, 1, "pin 3") X(D, 2, "pin 4") \
    X(D, 3, "pin 5") X(D, 4, "pin 6") X(B, 6, "pin 9") X(B, 7, "pin 10") \
    X(D, 5, "pin 11") X(D, 6, "pin 12") X(D, 7, "pin 13") X(B, 0, "pin 14") \
    X(B, 1, "pin 15") X(B, 2, "pin 16") X(B, 3, "pin 17") X(B, 4, "pin 18") \
    X(B, 5, "pin 19") X(C, 0, "pin 23") X(C, 1, "pin 24") X(C, 2, "pin 25") \
    X(C, 3, "pin 26") X(C, 4, "pin 27") X(C, 5, "pin 28")

#endif
