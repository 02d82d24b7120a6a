/* SPDX-License-Identifier: MIT */
/* The game tests' driver (game_driver.h). */
#include "game_driver.h"

game_t g;
uint32_t now;

/* Fresh game at a clock that wraps soon, to catch wrap bugs. */
void fresh(void)
{
    now = 0xFFFFF000ul;
    game_init(&g, 12345u, now);
}

/* A key 100 ms after the last one. */
void key(uint8_t k)
{
    now += 100u;
    game_event(&g, k, now);
}

/* Let ms pass with the display running. */
void wait_ms(uint32_t ms)
{
    uint8_t rows[5];
    for (uint32_t t = 0; t < ms; t += 10u) {
        now += 10u;
        game_tick(&g, now);
        game_render(&g, now, rows);
    }
}

/* LED image at now as a board bitmap. */
uint32_t image(void)
{
    uint8_t rows[5];
    uint32_t img = 0;
    game_tick(&g, now);
    game_render(&g, now, rows);
    for (uint8_t r = 0; r < 5u; r++) {
        CHECK(rows[r] < 32u);
        img |= (uint32_t)rows[r] << (5u * r);
    }
    return img;
}

/* Skip the intro with a key that must not be a move. */
void skip_intro(void)
{
    CHECK_EQ(g.phase, PHASE_INTRO);
    key(KEY_UNDO);
    CHECK_EQ(g.phase, PHASE_PLAY);
}

/* Solve the board in play: press each cell of a fewest-press solution,
 * lowest first (the last press is the winning one). */
void solve_board(void)
{
    uint32_t plan = lo_solve(g.board ^ play_target(), g.psize);
    while (plan) {
        key((uint8_t)__builtin_ctz(plan));
        plan &= plan - 1u;
    }
}

/* Menu cell (row, col). */
void menu_pick(uint8_t row, uint8_t col)
{
    key((uint8_t)(5u * row + col));
}

/* Open the menu, set game, target and grid, leave; skips the intro. */
void setup(uint8_t mode, uint8_t on, uint8_t size)
{
    if (g.phase == PHASE_INTRO) {
        skip_intro();
    }
    key(KEY_MODE);
    CHECK_EQ(g.phase, PHASE_MENU);
    menu_pick(0, mode);
    menu_pick(1, on);
    menu_pick(2, (uint8_t)(size - 3u));
    key(KEY_MODE);
    if (g.phase == PHASE_INTRO) {
        skip_intro();
    }
}

/* Fewest presses solving b on a size grid, by trying every press set
 * of the grid: independent of the solver. */
unsigned brute_par(uint32_t b, uint8_t size)
{
    uint8_t n = 0;
    uint32_t cross[25];
    for (uint8_t c = 0; c < 25u; c++) {
        if (lo_grid_mask(size) & (1ul << c)) {
            cross[n++] = lo_cross(c, size);
        }
    }
    unsigned best = 99;
    uint32_t board = b;
    /* Gray code: each step presses or unpresses one cell */
    for (uint32_t i = 0; i < (1ul << n); i++) {
        if (i) {
            board ^= cross[__builtin_ctz(i)];
        }
        uint32_t gray = i ^ (i >> 1);
        if (board == 0 && (unsigned)__builtin_popcount(gray) < best) {
            best = (unsigned)__builtin_popcount(gray);
        }
    }
    return best;
}

/* Tone now. */
uint16_t tone(void)
{
    return game_tone(&g, now);
}

/* The target of the puzzle in play (Action: always Lights Out). */
uint32_t play_target(void)
{
    return lo_target(g.psize, g.on && g.mode != GAME_ACTION);
}
