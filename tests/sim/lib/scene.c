/* SPDX-License-Identifier: MIT */
/* Scenario helpers for the device tests. */
#include "scene.h"

#include <stdio.h>
#include <string.h>

#include "game.h"
#include "solver.h"

rig_t *rig;

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
