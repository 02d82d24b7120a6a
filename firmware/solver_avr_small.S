/* SPDX-License-Identifier: MIT */
/*
 * The 3x3 and 4x4 paths of lo_solve, included by firmware/solver_avr.S
 * (one section with the 5x5 path, placed before it so that lo_solve's
 * first branch reaches them). Empty when assembled on its own.
 */
#ifdef LO_SOLVER_AVR_S
    .section .text.lo_solve, "ax", @progbits
    .type lo_solve_small, @function
lo_solve_small:
    /* 4x4: chasing must clear the board (one solvable residue, 0); then
     * the 16 solutions are x ^ span(K1..K4). Outer loop: y = x ^ (one of
     * span(K1, K2)); inner choice by U, V, W over K3 (Q) and K4 (P). */
.L4:
    push r13
    push r14
    push r15
    push r16
    push r17
    mov r18, r22
    andi r18, 0x0f          /* p1 */
    movw r26, r22
    lsl r26
    rol r27
    lsl r26
    rol r27
    lsl r26
    rol r27                 /* row 1 */
    mov r19, r23
    lsr r19
    lsr r19                 /* row 2 */
    mov r21, r24
    lsl r23
    rol r21                 /* row 3 */
    CHASE r27, r18
    andi r27, 0x0f          /* p2 */
    eor r19, r18
    CHASE r19, r27
    andi r19, 0x0f          /* p3 */
    eor r21, r27
    CHASE r21, r19
    andi r21, 0x0f          /* residue */
    breq 1f
    rjmp .Lnone4
    /* x = p1 << 5 | p2 << 10 | p3 << 15 in r22 r23 r24. */
1:  mov r23, r27
    lsl r23
    lsl r23
    bst r18, 3
    bld r23, 0
    bst r19, 0
    bld r23, 7
    mov r24, r19
    lsr r24
    mov r22, r18
    swap r22
    lsl r22
    ldi r16, 0xff           /* best key 4 |presses| + tie bits of K1, K2 */
    ldi r30, lo8(lo4_outer)
    ldi r31, hi8(lo4_outer)
2:  lpm r25, Z+
    eor r25, r22
    lpm r26, Z+
    eor r26, r23
    lpm r27, Z+
    eor r27, r24            /* y */
    ldi U, CU(LO4_K3_POP, LO4_K4_POP, LO4_K34_POP)
    ldi V, CV(LO4_K3_POP, LO4_K4_POP, LO4_K34_POP)
    ldi W, CW(LO4_K3_POP, LO4_K4_POP, LO4_K34_POP)
    COUNT4 r25, 0
    COUNT4 r26, 1
    COUNT4 r27, 2
    /* G = 4 |y| + tie bits of Q, P, less the least pair sum if negative. */
    mov r21, U
    add r21, V
    add r21, W
    neg r21
    subi r21, -(CU(LO4_K3_POP, LO4_K4_POP, LO4_K34_POP) + \
                CV(LO4_K3_POP, LO4_K4_POP, LO4_K34_POP) + \
                CW(LO4_K3_POP, LO4_K4_POP, LO4_K34_POP))
    lsr r21
    lsl r1
    lsl r1
    add r21, r1
    clr r1
    cp U, V
    brlt 3f
    cp U, W
    brlt 4f
    add V, W                /* U largest: Q ^ P */
    mov r0, V
    ldi r17, 3
    rjmp 5f
3:  cp V, W
    brlt 4f
    add U, W                /* V largest: P */
    mov r0, U
    ldi r17, 2
    rjmp 5f
4:  add U, V                /* W largest: Q */
    mov r0, U
    ldi r17, 1
5:  brmi 6f
    clr r0
    ldi r17, 0
6:  add r21, r0
    /* key = 4 |presses| + tie bits of K1, K2 (the outer pivots). */
    andi r21, 0xfc
    BSTY LO4_K1_TOP
    bld r21, 1
    BSTY LO4_K2_TOP
    bld r21, 0
    cp r21, r16
    brsh 7f
    mov r16, r21
    movw r14, r30           /* just past the best y's entry */
    mov r13, r17
7:  cpi r30, lo8(lo4_outer + 12)
    breq 8f
    rjmp 2b
    /* answer = x ^ outer entry ^ inner entry. */
8:  movw r30, r14
    sbiw r30, 3
    lpm r0, Z+
    eor r22, r0
    lpm r0, Z+
    eor r23, r0
    lpm r0, Z
    eor r24, r0
    mov r30, r13
    add r30, r13
    add r30, r13
    ldi r31, 0
    subi r30, lo8(-(lo4_inner))
    sbci r31, hi8(-(lo4_inner))
    lpm r0, Z+
    eor r22, r0
    lpm r0, Z+
    eor r23, r0
    lpm r0, Z
    eor r24, r0
    ldi r25, 0
    rjmp 9f
.Lnone4:
    ldi r22, 0xff
    ldi r23, 0xff
    movw r24, r22
9:  pop r17
    pop r16
    pop r15
    pop r14
    pop r13
    ret

    /* 3x3: p1 = row 0 (r18), p2 (r19), residue (r20); all 8 solvable. */
.L3:
    mov r18, r22
    andi r18, 0x07
    mov r19, r22
    swap r19
    lsr r19
    CHASE r19, r18
    andi r19, 0x07
    mov r20, r23
    lsr r20
    lsr r20
    eor r20, r18
    CHASE r20, r19
    andi r20, 0x07
    /* x = P . residue (two bytes) ^ p1 << 5 ^ p2 << 10. */
    lsl r20
    mov r30, r20
    ldi r31, 0
    subi r30, lo8(-(lo3_fix))
    sbci r31, hi8(-(lo3_fix))
    lpm r22, Z+
    lpm r23, Z
    swap r18
    lsl r18
    eor r22, r18
    lsl r19
    lsl r19
    eor r23, r19
    ldi r24, 0
    ldi r25, 0
    ret


.Lsmall:                    /* lo_solve's entry for sizes other than 5 */
    cpi r20, 3
    breq .L3
    cpi r20, 4
    breq 1f
    rjmp .L5                /* unsupported sizes: 5x5, as in solver.c */
1:  rjmp .L4
.Lnone:
    ldi r22, 0xff
    ldi r23, 0xff
    movw r24, r22
    ret
    .size lo_solve_small, . - lo_solve_small
#endif
