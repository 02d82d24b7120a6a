/* SPDX-License-Identifier: MIT */
/* What an Arduino Mega 2560 prints beside each ATmega2560 pin. */
#ifndef BOARD_PINOUT_H
#define BOARD_PINOUT_H

#define BOARD_PINOUT_NAME "mega"
#define BOARD_PINOUT(X) \
    X(E, 0, "D0") X(E, 1, "D1") X(E, 4, "D2") X(E, 5, "D3") X(G, 5, "D4") \
    X(E, 3, "D5") X(H, 3, "D6") X(H, 4, "D7") X(H, 5, "D8") X(H, 6, "D9") \
    X(B, 4, "D10") X(B, 5, "D11") X(B, 6, "D12") X(B, 7, "D13") \
    X(A, 0, "D22") X(A, 1, "D23") X(A, 2, "D24") X(A, 3, "D25") \
    X(A, 4, "D26") X(A, 5, "D27") X(A, 6, "D28") X(A, 7, "D29") \
    X(C, 7, "D30") X(C, 6, "D31") X(C, 5, "D32") X(C, 4, "D33") \
    X(C, 3, "D34") X(C, 2, "D35") X(C, 1, "D36") X(C, 0, "D37") \
    X(B, 3, "D50") X(B, 2, "D51") X(B, 1, "D52") X(B, 0, "D53") \
    X(F, 0, "A0") X(F, 1, "A1") X(F, 2, "A2") X(F, 3, "A3") X(F, 4, "A4") \
    X(F, 5, "A5") X(F, 6, "A6") X(F, 7, "A7") X(K, 0, "A8") X(K, 1, "A9") \
    X(K, 2, "A10") X(K, 3, "A11") X(K, 4, "A12") X(K, 5, "A13") \
    X(K, 6, "A14") X(K, 7, "A15")

#endif
