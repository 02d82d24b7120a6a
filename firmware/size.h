/* SPDX-License-Identifier: MIT */
/*
 * The two size tricks the firmware keeps, for the 8 KB board (m88), with
 * what each saves on the uno build (measured by turning it off). The rest
 * is plain C and the build flags in the Makefile (-Os, LTO, ...).
 */
#ifndef SIZE_H
#define SIZE_H

/* One copy of a small function that has several callers, where -Os with
 * LTO would still inline it into each: 306 B in all. */
#define SIZE_ONE_COPY __attribute__((noinline))

/* p, with the optimiser blind to where it points: the fields of a static
 * struct are then reached through a pointer (ldd/std, 2 bytes each)
 * rather than at absolute addresses (lds/sts, 4 bytes each). Used by the
 * app for the game, the input and its own state: 572 B. */
#define SIZE_VIA_POINTER(p) size_via_pointer_(p)
static inline void *size_via_pointer_(void *p)
{
    __asm__("" : "+r"(p));
    return p;
}

#endif
