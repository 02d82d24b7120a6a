/* SPDX-License-Identifier: MIT */
/* Versus as a model written apart (versus_model.h). */
#include "versus_model.h"
#include "game_driver.h"
#include "font.h"
#include "intro.h"
#include "puzzle.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))

versus_model_t vm;

/* The cross of cell c on the 5x5 grid, cell by cell. */
uint32_t vm_cross(unsigned c)
{
    unsigned r = c / 5u, k = c % 5u;
    uint32_t x = CELL(r, k);
    x |= r > 0 ? CELL(r - 1u, k) : 0;
    x |= r < 4 ? CELL(r + 1u, k) : 0;
    x |= k > 0 ? CELL(r, k - 1u) : 0;
    x |= k < 4 ? CELL(r, k + 1u) : 0;
    return x;
}

/* A solve ended with n presses (VM_GAVE_UP: not solved) at ms. */
void vm_end(unsigned n, unsigned ms)
{
    if (!vm.second) {
        vm.first = n;
        vm.first_ms = ms;
        vm.second = 1;
        vm.turn ^= 1u;
        vm.board = vm.start;
        return;
    }
    unsigned w = 2;   /* 2: a draw */
    if (n != vm.first) {
        w = n < vm.first ? vm.turn : !vm.turn;
    } else if (n != VM_GAVE_UP && ms != vm.first_ms) {
        w = ms < vm.first_ms ? vm.turn : !vm.turn;
    }
    vm.winner = w == 2 ? 0 : w + 1u;
    vm.rounds++;
    vm.second = 0;
    if (w != 2 && ++vm.won[w] == VS_ROUNDS) {
        vm.won[0] = vm.won[1] = 0;
        vm.matches++;
    }
    /* the second solver begins the next round: vm.turn stays */
}

void vm_press(unsigned c)
{
    vm.board ^= vm_cross(c);
    vm.presses++;
    if (vm.board == 0) {
        vm_end(vm.presses, (unsigned)(now - vm.t0));
    } else if (vm.presses == VM_LIMIT) {
        vm_end(VM_GAVE_UP, 0);
    }
}

/* The game agrees with the model: whose solve, which, the score, and in
 * play the board, dim on player 2's solve. */
void vm_agree(void)
{
    CHECK_EQ((g.versus & VS_TURN) != 0, vm.turn);
    CHECK_EQ((g.versus & VS_SECOND) != 0, vm.second);
    CHECK_EQ(VS_SCORE(g.versus, 0), vm.won[0]);
    CHECK_EQ(VS_SCORE(g.versus, 1), vm.won[1]);
    if (g.phase == PHASE_PLAY) {
        CHECK_EQ(g.board, vm.board);
        CHECK_EQ(g.start, vm.start);
        CHECK_EQ(image(), g.board);
        CHECK_EQ(image_dim(), vm.turn ? g.board : 0u);
    }
}

/* Into the next solve: the check mark's result (when there is one),
 * then the intro, whose keys wait 0.5 s. The model takes a new deal at
 * a round's start. */
void vm_to_play(void)
{
    if (g.phase == PHASE_RESULT) {
        CHECK_EQ(image(), 0x0011510ul);   /* the check mark */
        wait_ms(GAME_SIGN_MS + GAME_RESULT_MS);
    }
    CHECK_EQ(g.phase, PHASE_INTRO);
    wait_ms(GAME_SCORE_WAIT_MS);
    skip_intro();
    vm.t0 = now;
    vm.presses = 0;
    if (!vm.second) {
        vm.start = vm.board = g.board;
        CHECK(g.par >= 6 && g.par <= 12);
        CHECK_EQ(g.par, brute_par(g.board, 5));
    }
    CHECK_EQ(g.moves, 0);
    vm_agree();
}

/* Versus from the menu with opponent chip (0: a second player). */
void vm_start(unsigned chip)
{
    fresh();
    skip_intro();
    key(KEY_MODE);
    menu_pick(0, GAME_VERSUS);
    for (unsigned i = 0; i < chip; i++) {
        menu_pick(4, 3);
    }
    key(KEY_MODE);
    CHECK_EQ(g.mode, GAME_VERSUS);
    CHECK_EQ(VS_CHIP(g.versus), chip);
    memset(&vm, 0, sizeof vm);
    vm_to_play();
}

/* A press, in the model too. */
void vm_key(unsigned c)
{
    key((uint8_t)c);
    vm_press(c);
    vm_agree();
}

/* Presses that do not clear the board: n of them. */
void vm_wander(uint32_t *rng, unsigned n)
{
    while (n--) {
        unsigned c;
        do {
            c = prng_below(rng, 25u);
        } while ((vm.board ^ vm_cross(c)) == 0);
        vm_key(c);
        CHECK_EQ(tone(), SOUND_CLICK_HZ);
    }
}

/* The rest of the solve: a fewest-press plan. */
void vm_finish(void)
{
    for (uint32_t plan = lo_solve(vm.board, 5); plan; plan &= plan - 1u) {
        vm_key((unsigned)__builtin_ctz(plan));
    }
    CHECK_EQ(g.tone, TONE_CHIRP);
    CHECK_EQ(g.phase, PHASE_RESULT);
}

/* The glyphs of a round's end: winner (a dash for a draw), a blank, the score. */
void vm_check_scroll(void)
{
    CHECK_EQ(g.glyphs, 5);
    CHECK_EQ(g.glyph[0], vm.winner ? vm.winner : FONT_DASH);
    CHECK_EQ(g.glyph[1], FONT_BLANK);
    CHECK_EQ(g.glyph[3], FONT_DASH);
}

