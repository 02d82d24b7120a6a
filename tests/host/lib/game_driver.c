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

/* The image at now as board bitmaps: the lit cells, and the dim ones. */
static uint32_t render(uint32_t *dim_img)
{
    uint8_t rows[5], dim[5] = { 0 };   /* written only with the variants */
    uint32_t img = 0, d = 0;
    game_render(&g, now, rows, dim);
    for (uint8_t r = 0; r < 5u; r++) {
        CHECK(rows[r] < 32u);
        CHECK((dim[r] & ~rows[r]) == 0);   /* dim cells are lit */
        img |= (uint32_t)rows[r] << (5u * r);
        d |= (uint32_t)dim[r] << (5u * r);
    }
    *dim_img = d;
    return img;
}

/* Let ms pass with the display running. */
void wait_ms(uint32_t ms)
{
    uint32_t d;
    for (uint32_t t = 0; t < ms; t += 10u) {
        now += 10u;
        game_tick(&g, now);
        render(&d);
    }
}

/* LED image at now as a board bitmap. */
uint32_t image(void)
{
    uint32_t d;
    game_tick(&g, now);
    return render(&d);
}

/* The dim cells of the image at now. */
uint32_t image_dim(void)
{
    uint32_t d;
    game_tick(&g, now);
    render(&d);
    return d;
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
    lo_board_t b = play_board(), plan;
    if (PART_VARIANTS) {
        plan = lo_rule_solve(b, play_grid(), play_rule());
    } else {   /* a build without the variants: plain grids, off or on */
        uint32_t x = lo_solve(b.p1 ^ lo_target(g.psize, play_rule() == RULE_ON), g.psize);
        plan = (lo_board_t){ x, 0 };
    }
    uint32_t cells = plan.p1 | plan.p2;
    while (cells) {
        uint8_t c = (uint8_t)__builtin_ctz(cells);
        if (plan.p2 >> c & 1u) {
            key(c);   /* three-state: a cell pressed twice */
        }
        key(c);
        cells &= cells - 1u;
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
    setup_cols(mode, on, (uint8_t)(size - 3u));
}

/* The same with menu columns: rule 0..2, grid 0..4 (3, 4: wrap). */
void setup_cols(uint8_t mode, uint8_t rule, uint8_t grid)
{
    if (g.phase == PHASE_INTRO) {
        skip_intro();
    }
    key(KEY_MODE);
    CHECK_EQ(g.phase, PHASE_MENU);
    menu_pick(0, mode);
    menu_pick(1, rule);
    menu_pick(2, grid);
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
    if (PART_VARIANTS) {
        return lo_rule_target(play_grid(), play_rule()).p1;   /* Merlin: the ring */
    }
    return lo_target(g.psize, play_rule() == RULE_ON);
}

static bool follows_settings(void)
{
    return g.mode == GAME_RANDOM || g.mode == GAME_DESIGN;
}

uint8_t play_rule(void)
{
    if (follows_settings()) {
        return g.rule;
    }
    return g.mode == GAME_CLASSIC && g.rule == RULE_ON ? RULE_ON : RULE_OFF;
}

uint8_t play_grid(void)
{
    if (PART_VARIANTS && follows_settings() && g.rule == RULE_MERLIN) {
        return 3;   /* Merlin: 3x3, whatever the grid setting */
    }
    return (uint8_t)(g.psize | (follows_settings() && g.wrap ? LO_WRAP : 0u));
}

lo_board_t play_board(void)
{
    return (lo_board_t){ g.board, g.board_bright };
}
