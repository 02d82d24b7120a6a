/* SPDX-License-Identifier: MIT */
/* The storm's state and checks (storm_state.h). */
#include "storm_state.h"
#include "puzzle.h"
#include "rule.h"

uint32_t storm_seed = 0x5703Au;

storm_stats_t st;

/* Uniform below n, from the storm's seed. */
uint32_t storm_rnd(uint32_t n)
{
    return scene_rand(&storm_seed) % n;
}

void note(const game_t *g)
{
    st.phase_seen[g->phase]++;
    st.mode_seen[g->mode < 3 ? g->mode : 0]++;
    st.size_seen[g->psize]++;
    st.on_seen[puzzle_rule(g) == RULE_ON]++;
    st.three_seen += puzzle_rule(g) == RULE_THREE;
    st.wrap_seen += (puzzle_grid(g) & LO_WRAP) != 0;
}

/* Count a failure of a kind; the first few are told with the instant and
 * the action number (the seed is fixed: the same run repeats). */
void fail_at(int kind, const char *what, uint32_t a, uint32_t b)
{
    if (st.bad[kind]++ < 5) {
        printf("  action %u at %.1f ms (cycle %llu): %s (0x%07x vs 0x%07x)\n", st.actions,
               rig_now_ms(rig), (unsigned long long)rig_cycle(rig), what, a, b);
    }
}

/* The game state a chord must leave alone (the phase may end by time). */
bool same_game(const game_t *a, const game_t *b)
{
    return a->board == b->board && a->moves == b->moves && a->undo_n == b->undo_n &&
           a->mode == b->mode && a->size == b->size && a->rule == b->rule && a->level == b->level;
}

/* Whether the grid shows just the board: play or the Design editor, with
 * no hint or fix cells blinking. */
bool plain(const game_t *g)
{
    return (g->phase == PHASE_PLAY || g->phase == PHASE_EDIT) && g->blink == 0;
}

/* A point in plain play: compare the LEDs with the board the game holds. */
void check_point(void)
{
    game_t a, b;
    if (!fw_game(rig, &a) || !plain(&a) || fw_flag(rig, "off_pending")) {
        st.skipped++;
        return;
    }
    rig_snap_t s0, s1;
    rig_snap(rig, &s0);
    uint32_t lit = rig_board(rig);
    rig_snap(rig, &s1);
    if (!fw_game(rig, &b) || !plain(&b) || b.board != a.board ||
        b.board_bright != a.board_bright) {
        st.skipped++;
        return;
    }
    st.points++;
    if (puzzle_rule(&a) == RULE_THREE) {
        /* Three-state: every dim or bright cell on at all (a dim cell at
         * low brightness is below the lit line), the rest dark. */
        double duty[RIG_CELLS];
        rig_duty(&s0, &s1, duty);
        lit = 0;
        for (int c = 0; c < RIG_CELLS; c++) {
            lit |= (uint32_t)(duty[c] >= RIG_DIM_MIN) << c;
        }
    }
    uint32_t want = a.board | a.board_bright;
    if (lit != want) {
        fail_at(BAD_LEDS, "LEDs differ from the game's board", lit, want);
    }
}

/* Back to a puzzle in play (or the editor), by keys a player would use. */
bool settle_play(game_t *g)
{
    for (int i = 0; i < 12 && fw_game(rig, g); i++) {
        if (g->phase == PHASE_PLAY || g->phase == PHASE_EDIT) {
            return true;
        }
        if (g->phase == PHASE_RESULT) {
            rig_run_ms(rig, 2100);
        } else {
            rig_press(rig, g->phase == PHASE_INTRO ? KEY_UNDO : KEY_MODE);
        }
    }
    return false;
}
