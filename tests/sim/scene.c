/* SPDX-License-Identifier: MIT */
/* Scenario helpers for the device tests. */
#include "scene.h"

#include <stddef.h>
#include <stdio.h>

#include "game.h"
#include "solver.h"

rig_t *scene_open(int argc, char **argv, uint32_t seed)
{
    rig_t *r = rig_open(argc > 1 ? argv[1] : NULL);
    if (!r) {
        return NULL;
    }
    rig_seed(r, seed);
    if (rig_boot(r) != 0) {
        rig_close(r);
        return NULL;
    }
    return r;
}

int scene_min_solutions(uint32_t board, uint32_t out[4])
{
    uint32_t plan = lo_solve(board, 5);
    if (plan == LO_UNSOLVABLE) {
        return 0;
    }
    int n = 0, best = __builtin_popcount(plan);
    const uint32_t quiet[4] = { 0, LO_N1, LO_N2, LO_N1 ^ LO_N2 };
    for (int i = 0; i < 4; i++) {
        uint32_t p = plan ^ quiet[i];
        if (__builtin_popcount(p) == best) {
            out[n++] = p;
        }
    }
    return n;
}

bool scene_in_min_solution(uint32_t board, uint32_t cells)
{
    uint32_t sol[4];
    int n = scene_min_solutions(board, sol);
    for (int i = 0; i < n; i++) {
        if ((sol[i] & cells) == cells) {
            return true;
        }
    }
    return false;
}

uint32_t scene_rand(uint32_t *rng)
{
    uint32_t x = *rng ? *rng : 0x9E3779B9u;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *rng = x;
}

uint8_t scene_safe_cell(uint32_t board, uint32_t *rng)
{
    for (;;) {
        uint8_t c = (uint8_t)(scene_rand(rng) % 25u);
        if (lo_press(board, c, 5) != 0) {
            return c;
        }
    }
}

/* game_t starts with uint32_t fields, then bytes: the same offsets on the
 * AVR as on the host for these fields. If the layout moves away from the
 * one checked here, the readers answer "unknown" and tests use the LEDs. */
#define BOARD_OFF 8u
#define MOVES_OFF 71u

bool scene_game_board(rig_t *r, uint32_t *board)
{
    uint8_t buf[BOARD_OFF + 4];
    if (offsetof(game_t, board) != BOARD_OFF ||
        rig_read_global(r, "game", buf, sizeof buf) != (int)sizeof buf) {
        return false;
    }
    const uint8_t *b = buf + BOARD_OFF;
    *board = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
    return true;
}

int scene_game_moves(rig_t *r)
{
    uint8_t buf[MOVES_OFF + 1];
    if (offsetof(game_t, moves) != MOVES_OFF ||
        rig_read_global(r, "game", buf, sizeof buf) != (int)sizeof buf) {
        return -1;
    }
    return buf[MOVES_OFF];
}
