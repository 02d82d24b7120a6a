/* SPDX-License-Identifier: MIT */
/*
 * Versus through saves and the menu, against the model written apart
 * (versus_model.h): a save mid-round resumes whose solve it is, the score
 * and the first solve's presses, and bad Versus fields are refused;
 * leaving Versus ends the match.
 */
#include "game_driver.h"
#include "puzzle.h"
#include "versus_model.h"

TEST(a_save_mid_round_resumes_turn_score_and_the_first_solve)
{
    uint32_t rng = 11;
    vm_start(0);
    vm_finish();
    vm_to_play();
    vm_finish();                            /* a draw */
    vm_to_play();
    vm_wander(&rng, 1);
    vm_finish();
    vm_to_play();                           /* the second solve */
    vm_key(12);
    game_save_t s;
    game_snapshot(&g, &s);
    CHECK_EQ(s.mode, GAME_VERSUS);
    CHECK_EQ(s.steps, vm.first);
    fresh();
    CHECK(game_restore(&g, &s));
    CHECK_EQ(g.phase, PHASE_PLAY);
    vm_agree();
    vm_finish();                            /* more presses than the first: loses */
    CHECK_EQ(vm.winner, 2u - vm.turn);
    vm_check_scroll();
    /* Bad saves are refused: a score of 3, a first solve's presses in the
     * first solve or past the limit, a hint, a solve at its limit, and a
     * versus byte outside Versus. */
    game_save_t bad = s;
    bad.versus = (uint8_t)(s.versus | 3u);
    CHECK(!game_restore(&g, &bad));
    bad = s;
    bad.versus &= (uint8_t)~VS_SECOND;
    CHECK(!game_restore(&g, &bad));
    bad = s;
    bad.steps = VS_GAVE_UP + 1u;
    CHECK(!game_restore(&g, &bad));
    bad = s;
    bad.hints = 1;
    CHECK(!game_restore(&g, &bad));
    bad = s;
    bad.moves = VM_LIMIT;
    CHECK(!game_restore(&g, &bad));
    bad = s;
    bad.mode = GAME_RANDOM;
    CHECK(!game_restore(&g, &bad));
    bad.versus = 0;
    bad.steps = 0;
    CHECK(game_restore(&g, &bad));
}

TEST(leaving_versus_ends_the_match)
{
    vm_start(0);
    vm_finish();
    key(KEY_MODE);                       /* keys wait during the result */
    wait_ms(GAME_SIGN_MS + GAME_RESULT_MS + GAME_SCORE_WAIT_MS);
    skip_intro();
    key(KEY_MODE);
    menu_pick(0, GAME_RANDOM);
    key(KEY_MODE);
    CHECK_EQ(g.versus, 0);
    game_save_t s;
    game_snapshot(&g, &s);
    CHECK(game_restore(&g, &s));
    key(KEY_MODE);
    menu_pick(0, GAME_VERSUS);
    key(KEY_MODE);
    CHECK_EQ(g.versus, 0);               /* a new match */
}

int main(void)
{
    RUN(a_save_mid_round_resumes_turn_score_and_the_first_solve);
    RUN(leaving_versus_ends_the_match);
    return check_done();
}
