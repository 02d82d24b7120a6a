/* SPDX-License-Identifier: MIT */
/*
 * Assembler macros of firmware/solver/solver_avr.S: chasing, counting cells into
 * U, V, W, and XOR with a quiet pattern, all shaped by the generated
 * constants of build/gen/lo_tables.h.
 */
#ifndef SOLVER_AVR_H
#define SOLVER_AVR_H
#ifdef __ASSEMBLER__

/* r ^= p ^ p<<1 ^ p>>1: the cross row of presses p (bits above the grid
 * are junk, masked by the caller). */
.macro CHASE r, p
    eor \r, \p
    mov r0, \p
    lsl r0
    eor \r, r0
    mov r0, \p
    lsr r0
    eor \r, r0
.endm

/*
 * The inner choice among y, y^Q, y^P, y^Q^P (Q, P reduced, pivot of Q above
 * that of P). Each candidate's key 4 |presses| + 2 (its bit at Q's pivot) +
 * (its bit at P's pivot) orders by count, then by mask value. Relative to
 * y the keys are U+V (Q), U+W (P), V+W (Q^P), with
 *   U = cU - 8 |y & Q & P|,  V = cV - 8 |y & Q only| - 4 y[pivot Q],
 *   W = cW - 8 |y & P only| - 2 y[pivot P],
 * so a set cell subtracts 8 (12, 10 at the pivots) from one of U, V, W.
 * U = 0, V = 2 mod 4 and W odd: no two keys are equal, and the least pair
 * sum leaves out the largest of U, V, W.
 */
#define CU(q, p, qp) (2 * ((q) + (p) - (qp)))
#define CV(q, p, qp) (2 * ((q) + (qp) - (p)) + 2)
#define CW(q, p, qp) (2 * ((p) + (qp) - (q)) + 1)

#define U r18
#define V r19
#define W r20

/* One cell of y (bit b of reg) into U, V or W, or r1 (in neither pattern)
 * when rest. A comparison is -1 when true in the assembler: the pivot of Q
 * weighs 12 in V, that of P 10 in W. */
.macro CELL reg, b, cell, q, p, qtop, ptop, rest
    .if ((\q) >> (\cell)) & ((\p) >> (\cell)) & 1
        sbrc \reg, \b
        subi U, 8
    .elseif ((\q) >> (\cell)) & 1
        sbrc \reg, \b
        subi V, 8 - 4 * ((\cell) == (\qtop))
    .elseif ((\p) >> (\cell)) & 1
        sbrc \reg, \b
        subi W, 8 - 2 * ((\cell) == (\ptop))
    .elseif \rest
        sbrc \reg, \b
        inc r1
    .endif
.endm

/* 5x5: row byte reg (5 bits) is row r. */
.macro COUNT5 reg, r
    .irp b, 0, 1, 2, 3, 4
        CELL \reg, \b, (5*(\r)+\b), LO5_K1, LO5_K2, LO5_K1_TOP, LO5_K2_TOP, 0
    .endr
.endm

/* 4x4: byte reg is bits 8j..8j+7 of the board; cells of the grid only. */
#define LO4_GRID 0x7bdef
.macro COUNT4 reg, j
    .irp b, 0, 1, 2, 3, 4, 5, 6, 7
        .if (LO4_GRID >> (8*(\j)+\b)) & 1
            CELL \reg, \b, (8*(\j)+\b), LO4_K3, LO4_K4, LO4_K3_TOP, LO4_K4_TOP, 1
        .endif
    .endr
.endm

/* T = cell of the 4x4 y (r25 r26 r27). */
.macro BSTY cell
    .if ((\cell) / 8) == 0
        bst r25, (\cell) % 8
    .elseif ((\cell) / 8) == 1
        bst r26, (\cell) % 8
    .else
        bst r27, (\cell) % 8
    .endif
.endm

/* x ^= the 5x5 pattern with rows m0..m4 (x0..x4 in a b c d e, by default
 * r22 r23 r27 r24 r25): one ldi into t per distinct non-zero row value v
 * (first: not seen before). */
.macro XEQ m, v, reg, t
    .if (\m) == (\v)
        eor \reg, \t
    .endif
.endm
.macro XROW v, first, m0, m1, m2, m3, m4, t, a, b, c, d, e
    .if (\first) && ((\v) != 0)
        ldi \t, \v
        XEQ \m0, \v, \a, \t
        XEQ \m1, \v, \b, \t
        XEQ \m2, \v, \c, \t
        XEQ \m3, \v, \d, \t
        XEQ \m4, \v, \e, \t
    .endif
.endm
.macro XOR5 m0, m1, m2, m3, m4, t=r21, a=r22, b=r23, c=r27, d=r24, e=r25
    XROW \m0, 1, \m0, \m1, \m2, \m3, \m4, \t, \a, \b, \c, \d, \e
    XROW \m1, ((\m1) != (\m0)), \m0, \m1, \m2, \m3, \m4, \t, \a, \b, \c, \d, \e
    XROW \m2, ((\m2) != (\m0)) && ((\m2) != (\m1)), \m0, \m1, \m2, \m3, \m4, \t, \a, \b, \c, \d, \e
    XROW \m3, ((\m3) != (\m0)) && ((\m3) != (\m1)) && ((\m3) != (\m2)), \m0, \m1, \m2, \m3, \m4, \t, \a, \b, \c, \d, \e
    XROW \m4, ((\m4) != (\m0)) && ((\m4) != (\m1)) && ((\m4) != (\m2)) && ((\m4) != (\m3)), \m0, \m1, \m2, \m3, \m4, \t, \a, \b, \c, \d, \e
.endm

#endif
#endif
