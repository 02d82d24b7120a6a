/* SPDX-License-Identifier: MIT */
/*
 * The size tricks the firmware keeps, for the 8 KB board (m88). Everything
 * else is plain C: the build flags in the Makefile (-Os, LTO,
 * -mcall-prologues, -fno-inline-small-functions, ...) do the rest.
 */
#ifndef SIZE_H
#define SIZE_H

/* One copy of a small function that has many callers, where -Os would
 * still inline it into each: the total is given beside each use
 * (76 B on the uno build, measured by removing them all). */
#define SIZE_ONE_COPY __attribute__((noinline))

/* p, with the optimiser blind to where it points: the fields of a static
 * struct are then reached through a pointer (ldd/std, 2 bytes each)
 * rather than at absolute addresses (lds/sts, 4 bytes each). */
#define SIZE_VIA_POINTER(p) size_via_pointer_(p)
static inline void *size_via_pointer_(void *p)
{
    __asm__("" : "+r"(p));
    return p;
}

#endif
