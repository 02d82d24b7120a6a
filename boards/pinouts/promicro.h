/* SPDX-License-Identifier: MIT */
/* What a SparkFun Pro Micro prints beside each ATmega32U4 pin. */
#ifndef BOARD_PINOUT_H
#define BOARD_PINOUT_H

#define BOARD_PINOUT_NAME "promicro"
#define BOARD_PINOUT(X) \
    X(D, 2, "D0") X(D, 3, "D1") X(D, 1, "D2") X(D, 0, "D3") X(D, 4, "D4") \
    X(C, 6, "D5") X(D, 7, "D6") X(E, 6, "D7") X(B, 4, "D8") X(B, 5, "D9") \
    X(B, 6, "D10") X(B, 3, "D14") X(B, 1, "D15") X(B, 2, "D16") \
    X(F, 7, "A0") X(F, 6, "A1") X(F, 5, "A2") X(F, 4, "A3")

#endif
