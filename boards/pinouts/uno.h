/* SPDX-License-Identifier: MIT */
/* What an Arduino Uno, Nano or Pro Mini prints beside each ATmega328P pin. */
#ifndef BOARD_PINOUT_H
#define BOARD_PINOUT_H

#define BOARD_PINOUT_NAME "uno"
#define BOARD_PINOUT(X) \
    X(D, 0, "D0") X(D, 1, "D1") X(D, 2, "D2") X(D, 3, "D3") X(D, 4, "D4") \
    X(D, 5, "D5") X(D, 6, "D6") X(D, 7, "D7") X(B, 0, "D8") X(B, 1, "D9") \
    X(B, 2, "D10") X(B, 3, "D11") X(B, 4, "D12") X(B, 5, "D13") \
    X(C, 0, "A0") X(C, 1, "A1") X(C, 2, "A2") X(C, 3, "A3") X(C, 4, "A4") X(C, 5, "A5")

#endif
