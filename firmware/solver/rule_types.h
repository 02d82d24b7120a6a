/* SPDX-License-Identifier: MIT */
/* The types of rule.h: boards and plans of every rule, the rules. */
#ifndef RULE_TYPES_H
#define RULE_TYPES_H

#include <stdbool.h>
#include <stdint.h>
#include "rule_kind.h"

enum { LO_RULE_OFF, LO_RULE_ON, LO_RULE_THREE, LO_RULE_MERLIN, LO_RULES };

/* A board or a plan in the 5-wide layout (rule.h). */
typedef struct {
    uint32_t p1, p2;
} lo_board_t;

/* The answer when there is none: p1 the plain solver's LO_UNSOLVABLE,
 * whose bit 31 is no cell. */
#define LO_NONE ((lo_board_t){ 0xFFFFFFFFul, 0 })
static inline bool lo_none(lo_board_t x)
{
    return (x.p1 >> 31) != 0;
}

/* A plan's cost: |p1| + 2 |p2|. */
static inline uint8_t lo_weight(lo_board_t x)
{
    return (uint8_t)(__builtin_popcountl(x.p1) + 2 * __builtin_popcountl(x.p2));
}

#endif
