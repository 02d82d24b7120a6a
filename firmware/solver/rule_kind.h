/* SPDX-License-Identifier: MIT */
/*
 * One kind of puzzle of the rule engine (rule.h), as tools/gen/gen_rules.c
 * writes them to build/gen/rule_tables.c: a grid, a press pattern and a
 * modulus, with the generalised inverse P of its press matrix (a column
 * per cell, row by row; one plane, or two for GF(3)) and its quiet
 * patterns in echelon form along the cells (planes likewise; on the AVR
 * none for the tori, whose paths do not need them).
 */
#ifndef RULE_KIND_H
#define RULE_KIND_H

#include <stdint.h>
#include "flash.h"

#define LO_WRAP 0x80u          /* grid code flag: edges joined (a torus) */

#define LO_KIND_MOD3   1u      /* three-state: values mod 3, two planes */
#define LO_KIND_MERLIN 2u      /* the press pattern is lo_merlin's */
#define LO_KIND_TORUS5 4u      /* the quiet patterns are f(i+2j) + g(i+3j) (torus5.c) */
#define LO_KIND_TORUS4 8u      /* ... f(i) + g(j) + h (-1)^(i+j) (torus4.c) */

typedef struct {
    FLASH uint32_t *p;         /* generalised inverse */
    FLASH uint32_t *null;      /* quiet patterns (0 when there are none) */
    uint8_t grid;              /* size | LO_WRAP */
    uint8_t flags;             /* LO_KIND_* */
    uint8_t nullity;           /* how many quiet patterns */
    uint8_t max_par;           /* the largest par of any board (a bound) */
} lo_kind_t;

#endif
