/* SPDX-License-Identifier: MIT */
/*
 * lo_solve for the AVR, by hand: the method of solver.c's reference, fast
 * (firmware/README.md, "The solver"). avr-gcc ABI: board in r25:r22 (b3..b0), size in
 * r20, answer in r25:r22; r18-r27, r30, r31 and r0 are free, r1 is zero on
 * return, others are saved. Every board's answer is checked against the C
 * version in simavr (tests/sim/test_avr_solver.c). lo_apply is here too,
 * and lo_par, for size (below; the same test checks them).
 * The quiet patterns and residue tables come from build/gen/lo_tables.h.
 */
#if defined(__AVR__) && !defined(LO_SOLVE_IN_C)
#include "lo_tables.h"
#include "solver_avr.h"

/* One function, lo_solve_code, with lo_solve's entry inside it (the stack
 * and call-graph tools see a single frame; jumps between the sizes stay
 * inside it). */
    .section .text.lo_solve, "ax", @progbits
    .type lo_solve_code, @function
lo_solve_code:
#include "solver_avr_small.inc"

    .global lo_solve
    .type lo_solve, @function
lo_solve:
    cpi r20, 5
    brne .Lsmall
.L5:                        /* 5x5. */
#if PART_FASTSOLVE
#include "solver_avr_fast.inc"
#else
    /* Rows: p1 = row 0 (r18), row 1 (r27), 2 (r19), 3 (r21), 4 (r24). */
    mov r18, r22
    andi r18, 0x1f
    movw r26, r22
    lsl r26
    rol r27
    lsl r26
    rol r27
    lsl r26
    rol r27
    mov r19, r23
    lsr r19
    lsr r19
    mov r21, r24
    lsl r23
    rol r21
    swap r24
    andi r24, 0x0f
    bst r25, 0
    bld r24, 4
    /* Chasing: p2 (r27), p3 (r19), p4 (r21), residue (r24). */
    CHASE r27, r18
    andi r27, 0x1f
    eor r19, r18
    CHASE r19, r27
    andi r19, 0x1f
    eor r21, r27
    CHASE r21, r19
    andi r21, 0x1f
    eor r24, r19
    CHASE r24, r21
    andi r24, 0x1f
    /* Slot res >> 2 of 8 bytes: the residue, then P . residue as rows. */
    .if LO5_RES_SHIFT != 2
        .error "5x5 residue slots: expected the top three bits"
    .endif
    mov r30, r24
    andi r30, 0x1c
    lsl r30
    ldi r31, 0
    subi r30, lo8(-(lo5_fix))
    sbci r31, hi8(-(lo5_fix))
    lpm r0, Z+
    cpse r0, r24
    rjmp .Lnone
    lpm r22, Z+
    lpm r23, Z+
    eor r23, r18
    lpm r0, Z+
    eor r27, r0
    lpm r24, Z+
    eor r24, r19
    lpm r25, Z
    eor r25, r21
    /* x rows: r22 r23 r27 r24 r25. Counts into U, V, W. */
    ldi U, CU(LO5_K1_POP, LO5_K2_POP, LO5_K12_POP)
    ldi V, CV(LO5_K1_POP, LO5_K2_POP, LO5_K12_POP)
    ldi W, CW(LO5_K1_POP, LO5_K2_POP, LO5_K12_POP)
    COUNT5 r22, 0
    COUNT5 r23, 1
    COUNT5 r27, 2
    COUNT5 r24, 3
    COUNT5 r25, 4
    cp U, V
    brlt 2f
    cp U, W
    brlt 3f
    add V, W                /* U largest: V+W, x ^ K1 ^ K2 */
    brpl .Lpack5
    XOR5 (LO5_K1_R0 ^ LO5_K2_R0), (LO5_K1_R1 ^ LO5_K2_R1), (LO5_K1_R2 ^ LO5_K2_R2), \
         (LO5_K1_R3 ^ LO5_K2_R3), (LO5_K1_R4 ^ LO5_K2_R4)
    rjmp .Lpack5
3:  add U, V                /* W largest: U+V, x ^ K1 */
    brpl .Lpack5
    XOR5 LO5_K1_R0, LO5_K1_R1, LO5_K1_R2, LO5_K1_R3, LO5_K1_R4
    rjmp .Lpack5
2:  cp V, W
    brlt 3b
    add U, W                /* V largest: U+W, x ^ K2 (the most rows: no jump) */
    brpl .Lpack5
    XOR5 LO5_K2_R0, LO5_K2_R1, LO5_K2_R2, LO5_K2_R3, LO5_K2_R4
.Lpack5:
    ldi r21, 32
    mul r23, r21
    or r22, r0
    mov r23, r1
    lsl r27
    lsl r27
    or r23, r27
    bst r24, 0
    bld r23, 7
    lsr r24
    swap r25
    mov r21, r25
    andi r21, 0xf0
    or r24, r21
    andi r25, 0x01
    clr r1
    ret
#endif
    .size lo_solve_code, . - lo_solve_code

    .type lo_solve_xor3, @function
lo_solve_xor3:              /* r24:r22 ^= 3 bytes at Z */
    lpm r0, Z+
    eor r22, r0
    lpm r0, Z+
    eor r23, r0
    lpm r0, Z
    eor r24, r0
    ret
    .size lo_solve_xor3, . - lo_solve_xor3


#ifdef __AVR_HAVE_JMP_CALL__
#define XCALL call          /* -mrelax makes it rcall where that reaches */
#else
#define XCALL rcall
#endif

/* lo_par (solver.c's C version is the reference): lo_solve's presses
 * counted, LO_NO_PAR (0xff) above 25. Same arguments as lo_solve. */
    .section .text.lo_par, "ax", @progbits
    .global lo_par
    .type lo_par, @function
lo_par:
    XCALL lo_solve
    ldi r18, 0
    ldi r19, 32
1:  lsr r25
    ror r24
    ror r23
    ror r22
    adc r18, r1             /* r1 is zero */
    dec r19
    brne 1b
    mov r24, r18
    cpi r18, 26
    brlo 2f
    ldi r24, 0xff
2:  ret
    .size lo_par, . - lo_par

/*
 * lo_apply (solver.c's C version is the reference): board in r25:r22,
 * presses in r21:r18, size in r16 (read only), answer in r25:r22.
 * The presses are masked to the grid, then their crosses toggled row byte
 * by row byte: AND, ANDI and EOR keep the carry of the shift before.
 */
    .section .text.lo_apply, "ax", @progbits
    .global lo_apply
    .type lo_apply, @function
lo_apply:
    rcall lo_apply_mask     /* p = presses & grid */
    eor r22, r18
    eor r23, r19
    eor r24, r20
    eor r25, r21
    /* p << 1 off column 0 (~0x0108421 byte by byte; byte 3 is masked last). */
    mov r26, r18
    lsl r26
    andi r26, 0xde
    eor r22, r26
    mov r26, r19
    rol r26
    andi r26, 0x7b
    eor r23, r26
    mov r26, r20
    rol r26
    andi r26, 0xef
    eor r24, r26
    mov r26, r21
    rol r26
    eor r25, r26
    /* p >> 1 off column 4 (~0x1084210). */
    mov r26, r21
    lsr r26
    andi r26, 0xfe
    eor r25, r26
    mov r26, r20
    ror r26
    andi r26, 0xf7
    eor r24, r26
    mov r26, r19
    ror r26
    andi r26, 0xbd
    eor r23, r26
    mov r26, r18
    ror r26
    andi r26, 0xef
    eor r22, r26
    /* p has 25 bits: p << 3 fits, and its top three bytes are p >> 5. */
    rcall lo_apply_shl
    rcall lo_apply_shl
    rcall lo_apply_shl
    eor r22, r19
    eor r23, r20
    eor r24, r21
    rcall lo_apply_shl      /* p << 5 */
    rcall lo_apply_shl
    eor r22, r18
    eor r23, r19
    eor r24, r20
    eor r25, r21
    /* Toggles outside a smaller grid fall on cells that do not exist. */
    movw r18, r22
    movw r20, r24
    rcall lo_apply_mask
    movw r22, r18
    movw r24, r20
    ret
    .size lo_apply, . - lo_apply

    .type lo_apply_shl, @function
lo_apply_shl:               /* r21:r18 <<= 1 */
    lsl r18
    rol r19
    rol r20
    rol r21
    ret
    .size lo_apply_shl, . - lo_apply_shl

    .type lo_apply_mask, @function
lo_apply_mask:              /* r21:r18 &= lo_grid_mask(r16) */
    andi r21, 0x01          /* 0x1FFFFFF */
    cpi r16, 4
    brne 1f
    andi r18, 0xef          /* 0x7BDEF */
    andi r19, 0xbd
    andi r20, 0x07
    ldi r21, 0
    ret
1:  cpi r16, 3
    brne 2f
    andi r18, 0xe7          /* 0x1CE7 */
    andi r19, 0x1c
    ldi r20, 0
    ldi r21, 0
2:  ret
    .size lo_apply_mask, . - lo_apply_mask


/* Tables, from build/gen/lo_tables.h. */
#if PART_FASTSOLVE
    /* One page: a row's cross row is at ZL = its presses. Placed first
     * after the vectors (.progmem.gcc*), so the padding is the same in
     * every firmware of an MCU; the other tables fill the page's rest. */
    .section .progmem.gcc_lo5_cross, "a", @progbits
    .balign 256
lo5_cross:
    .byte LO5_CROSS
#else
    .section .progmem.lo_solve, "a", @progbits
lo5_fix:
    .byte LO5_FIX
#endif
lo3_fix:
    .byte LO3_FIX
#define B3(v) ((v) & 0xff), (((v) >> 8) & 0xff), (((v) >> 16) & 0xff)
lo4_outer:                  /* span(K1, K2) */
    .byte B3(0), B3(LO4_K2), B3(LO4_K1), B3(LO4_K1 ^ LO4_K2)
lo4_inner:                  /* by pick: 0, Q, P, Q ^ P */
    .byte B3(0), B3(LO4_K3), B3(LO4_K4), B3(LO4_K3 ^ LO4_K4)
#endif
