/* SPDX-License-Identifier: MIT */
/*
 * Random key sequences with random gaps: after every step the game keeps
 * its invariants, and its save record (snapshot and statistics) is one
 * that resumes to the same record (so a save taken at any instant resumes).
 */
#include "game_driver.h"

/* Keys weighted toward the function keys so every phase is visited. */
static uint8_t random_key(uint32_t *rng)
{
    uint32_t r = prng_below(rng, 40);
    if (r < 25) {
        return (uint8_t)r;
    }
    if (r < 38) {
        return (uint8_t)(KEY_MODE + (r - 25) % 4);
    }
    if (r == 38) {
        return EV_START_LONG;              /* a power-off request */
    }
    return prng_below(rng, 2) ? EV_SELFTEST_END : 31;   /* the app's, or no key */
}

static unsigned seen_three, seen_wrap;   /* puzzles in play of each variant */

static void check_invariants(unsigned step)
{
    bool five = g.mode == GAME_CLASSIC || g.mode == GAME_ACTION || g.mode == GAME_VERSUS;
    uint32_t grid = lo_grid_mask(g.psize);
    uint8_t vgrid = play_grid(), rule = play_rule();
    lo_board_t board = play_board(), start = { g.start, g.start_bright };
    bool ok = g.phase <= PHASE_STATS && g.mode <= GAME_VERSUS && g.rule <= RULE_MERLIN &&
              g.stats.perfect <= g.stats.solves &&
              g.wrap <= (g.size > 3) && (board.p1 & board.p2) == 0 &&
              ((g.start_bright | g.board_bright) == 0 || rule == RULE_THREE) &&
              g.size >= 3 && g.size <= 5 && g.sound <= 1 && g.bright <= BRIGHT_HIGH &&
              g.tutor <= 1 && g.psize == (five ? 5 : g.rule == RULE_MERLIN ? 3 : g.size) &&
              g.level >= 1 && g.level <= g.unlocked && g.unlocked <= LEVEL_COUNT &&
              ((g.board | g.start | g.board_bright | g.start_bright) & ~grid) == 0 &&
              g.undo_n <= GAME_UNDO_DEPTH &&
              (g.mode == GAME_VERSUS ? VS_SCORE(g.versus, 0) < VS_ROUNDS &&
                                           VS_SCORE(g.versus, 1) < VS_ROUNDS &&
                                           g.hints == 0 && g.moves < VS_LIMIT &&
                                           g.steps <= (g.versus & VS_SECOND ? VS_GAVE_UP : 0u)
                                     : g.versus == 0);
    if (ok && g.mode == GAME_ACTION) {
        /* Action: a dark start plus crosses, short of the end. */
        ok = g.start == 0 && g.par == 0 && lo_solvable(g.board, 5) &&
             __builtin_popcount(g.board) < 18;
    } else if (ok && (g.phase == PHASE_PLAY || g.phase == PHASE_INTRO)) {
        seen_three += rule == RULE_THREE;
        seen_wrap += (vgrid & LO_WRAP) != 0;
        lo_board_t target = lo_rule_target(vgrid, rule);
        bool solved = board.p1 == target.p1 && board.p2 == 0;
        ok = g.mode != GAME_DESIGN || start.p1 != target.p1 || start.p2 != 0;
        ok = ok && !solved && lo_rule_solvable(board, vgrid, rule) &&
             g.par == lo_rule_par(start, vgrid, rule) && g.moves >= g.undo_n;
    }
    if (!ok) {
        CHECK_FAIL("step %u: invariant broken (phase %u mode %u board 0x%07x)", step,
                   g.phase, g.mode, (unsigned)g.board);
    }
    uint32_t img = image();
    if (g.phase == PHASE_PLAY && (img & ~grid & ~g.blink) != 0) {
        CHECK_FAIL("step %u: cells outside the grid lit", step);
    }
    game_record_t a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    game_record(&g, &a);
    static game_t copy;
    game_init(&copy, 1, now);
    if (!game_resume(&copy, &a)) {
        CHECK_FAIL("step %u: own record refused (phase %u)", step, g.phase);
        return;
    }
    game_record(&copy, &b);
    if (memcmp(&a, &b, sizeof a) != 0) {
        CHECK_FAIL("step %u: record changed over a resume", step);
    }
}

TEST(random_play)
{
    uint32_t rng = 2024;
    fresh();
    for (unsigned step = 0; step < 200000u && check_current_failed < 5; step++) {
        uint32_t gap = prng_below(&rng, 8) == 0 ? prng_below(&rng, 4000) : prng_below(&rng, 200);
        now += gap;
        if (prng_below(&rng, 4) == 0) {
            (void)image();           /* time passes with the display on */
        }
        game_event(&g, random_key(&rng), now);
        check_invariants(step);
    }
    CHECK(g.unlocked >= 1);
    CHECK(seen_three > 1000u && seen_wrap > 1000u);   /* the variants were played */
    printf("# three-state steps %u, wrap steps %u\n", seen_three, seen_wrap);
}

/* Solving fast from every reachable state: wins happen, levels unlock. */
TEST(random_wins)
{
    uint32_t rng = 77;
    unsigned wins = 0;
    fresh();
    for (unsigned step = 0; step < 3000u && check_current_failed < 5; step++) {
        now += 50u + prng_below(&rng, 3000);
        if (g.phase == PHASE_PLAY && prng_below(&rng, 2) == 0) {
            solve_board();
            wins += g.phase == PHASE_RESULT;
        } else {
            game_event(&g, random_key(&rng), now);
        }
        check_invariants(step);
    }
    CHECK(wins > 100u);
    CHECK(g.stats.solves > 50u && g.stats.perfect > 0u);   /* counted, some perfect */
    printf("# wins %u: %u solves counted, %u perfect\n", wins, g.stats.solves, g.stats.perfect);
}

int main(void)
{
    RUN(random_play);
    RUN(random_wins);
    return check_done();
}
