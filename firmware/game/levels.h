/* SPDX-License-Identifier: MIT */
/* Classic levels: level n (1-based) is the same board on every build. */
#ifndef LEVELS_H
#define LEVELS_H

#include <stdint.h>

#define LEVEL_COUNT 100u

/* The 5x5 board of level n, 1 <= n <= LEVEL_COUNT. */
uint32_t level_board(uint8_t n);

#endif
