/* SPDX-License-Identifier: MIT */
/*
 * Versus through the game's API, against a model written here apart
 * (firmware/game/README.md "Versus"): a race on one deal. One player solves it, the
 * other solves the same deal; fewer presses win the round, then the
 * faster solve, else a draw; a solve ends at 45 presses or START (given
 * up), so a round is at most 90 presses; the second solver begins the
 * next round; 3 rounds win the match. HINT and UNDO are refused; a save
 * resumes the turn, the score and the first solve's presses.
 */
#include "game_driver.h"
#include "font.h"
#include "puzzle.h"
#include "versus_model.h"

TEST(fewer_presses_win_the_round)
{
    uint32_t rng = 99;
    vm_start(0);
    vm_wander(&rng, 3);
    vm_finish();                        /* player 1: par + 3 or so */
    CHECK_EQ(g.result, vm.first - g.par);   /* the presses over par show */
    vm_to_play();
    CHECK_EQ(vm.turn, 1);             /* player 2, the same deal, dim */
    CHECK_EQ(g.board, g.start);
    vm_finish();                        /* player 2: par */
    CHECK_EQ(vm.rounds, 1);
    CHECK_EQ(vm.winner, 2);
    vm_check_scroll();
    CHECK_EQ(g.glyph[2], 0);
    CHECK_EQ(g.glyph[4], 1);
    vm_to_play();                       /* player 2 begins the next round */
    CHECK_EQ(vm.turn, 1);
    vm_finish();
    vm_to_play();
    vm_wander(&rng, 2);
    vm_finish();
    CHECK_EQ(vm.winner, 2);           /* player 2 at par, player 1 over */
    vm_check_scroll();
}

TEST(equal_presses_the_faster_wins_else_a_draw)
{
    vm_start(0);
    vm_finish();                        /* 100 ms a press */
    vm_to_play();
    vm_finish();                        /* the same presses, the same pace */
    CHECK_EQ(vm.winner, 0);
    vm_check_scroll();                  /* a draw: no one scores */
    CHECK_EQ(VS_SCORE(g.versus, 0) + VS_SCORE(g.versus, 1), 0);
    vm_to_play();                       /* player 2 begins */
    vm_finish();
    vm_to_play();
    wait_ms(300);                    /* player 1 slower by 0.3 s */
    vm_finish();
    CHECK_EQ(vm.winner, 2);
    vm_check_scroll();
}

TEST(a_solve_ends_at_45_presses_and_a_round_at_90)
{
    vm_start(0);
    unsigned c = 0;
    for (unsigned i = 0; i < VM_LIMIT; i++) {
        c = (vm.board ^ vm_cross(12)) ? 12u : 6u;   /* never clearing */
        CHECK_EQ(g.phase, PHASE_PLAY);
        CHECK_EQ((g.versus & VS_SECOND) != 0, 0);
        vm_key(c);
    }
    CHECK_EQ(g.phase, PHASE_INTRO);  /* given up: no check mark */
    CHECK_EQ(g.steps, VS_GAVE_UP);
    vm_to_play();
    for (unsigned i = 0; i < VM_LIMIT; i++) {
        CHECK_EQ(g.phase, PHASE_PLAY);
        vm_key((vm.board ^ vm_cross(12)) ? 12u : 6u);
    }
    CHECK_EQ(vm.rounds, 1);           /* both gave up: a draw */
    CHECK_EQ(vm.winner, 0);
    vm_check_scroll();
    vm_to_play();
    key(KEY_START);                  /* START gives the solve up */
    vm_end(VM_GAVE_UP, 0);
    CHECK_EQ(g.phase, PHASE_INTRO);
    vm_agree();
    vm_to_play();
    vm_finish();                        /* any solve beats none */
    CHECK_EQ(vm.winner, 1u + vm.turn);
}

TEST(three_rounds_win_the_match)
{
    uint32_t rng = 7;
    vm_start(0);
    while (vm.matches == 0) {
        unsigned before = vm.rounds;
        vm_wander(&rng, vm.turn ? 0u : 2u);   /* player 2 plays better */
        vm_finish();
        vm_to_play();
        vm_wander(&rng, vm.turn ? 0u : 2u);
        vm_finish();
        CHECK_EQ(vm.rounds, before + 1u);
        vm_check_scroll();
        if (vm.matches == 0) {
            vm_to_play();
        }
    }
    CHECK_EQ(vm.rounds, 3);
    CHECK_EQ(g.phase, PHASE_RESULT);     /* the light show */
    CHECK_EQ(g.result, GAME_PERFECT);
    CHECK_EQ(g.glyph[4], 3);             /* then the final score, 0-3 */
    vm_agree();                             /* 0-0 */
    vm_to_play();
    CHECK_EQ(vm.turn, 1);                 /* the starter goes on alternating */
}

TEST(hint_and_undo_are_refused)
{
    vm_start(0);
    vm_key(6);
    uint32_t b = g.board;
    uint8_t v = g.versus, ver = game_version(&g);
    key(KEY_HINT);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(g.blink, 0);
    CHECK_EQ(g.hints, 0);
    wait_ms(300);
    key(KEY_UNDO);
    CHECK_EQ(tone(), SOUND_BUZZ_HZ);
    CHECK_EQ(g.board, b);
    CHECK_EQ(g.moves, 1);
    CHECK_EQ(g.versus, v);
    CHECK_EQ(game_version(&g), ver);     /* nothing to save */
    vm_agree();
}

int main(void)
{
    RUN(fewer_presses_win_the_round);
    RUN(equal_presses_the_faster_wins_else_a_draw);
    RUN(a_solve_ends_at_45_presses_and_a_round_at_90);
    RUN(three_rounds_win_the_match);
    RUN(hint_and_undo_are_refused);
    return check_done();
}
