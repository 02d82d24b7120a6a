/* SPDX-License-Identifier: MIT */
/*
 * Pin level: a full Versus match against the chip (hard), driven only by
 * keys and read at the LED pins (firmware/README.md "Versus"). Each of
 * the chip's presses shows 300 ms to 1 s after its solve began or its
 * last press showed; meanwhile the display keeps scanning (in every
 * 5 ms, the frames an idle display shows, less one, and over each answer
 * not one frame fewer than the idle rate gives); a grid key pressed
 * while it thinks buzzes and is no move, MODE opens the menu (the key is
 * not lost) and MODE again goes back to its solve; a power cut while it
 * thinks resumes the match (board, solve, score), and the chip finishes.
 * The test wins rounds by pressing faster at par, loses one by two extra
 * presses, and the round with the power cut is a draw (the first solve's
 * time is lost): 3-1 in 5 rounds, then the light show. Outside Versus,
 * and on a board without it, the opponent's menu cell buzzes.
 */
#include "game_scene.h"
#include "fw_ram.h"
#include "puzzle.h"
#include "versus_chip.h"

#define SLICE_MS 5.0
#define WINDOW_SLICES 4      /* 20 ms: a dim cell's frame shows in it */

static double frames_per_slice;  /* idle */
static unsigned scan_gaps;       /* slices short of frames while the chip thinks */
static double slowest, quickest = 1e9;   /* the chip's answers, ms */
static double worst_deficit;     /* frames short of the idle rate over one answer */

/* Cells showing (lit or dim) over the next 20 ms; the frames counted in
 * every 5 ms of it. */
static uint32_t shown(void)
{
    rig_snap_t a, b;
    rig_snap(rig, &a);
    for (int i = 0; i < WINDOW_SLICES; i++) {
        uint64_t f = rig_frames(rig);
        rig_run_ms(rig, SLICE_MS);
        scan_gaps += (double)(rig_frames(rig) - f) < frames_per_slice - 1.0;
    }
    rig_snap(rig, &b);
    return rig_lit(&a, &b);
}

/* Run until the cells shown differ from b: how long (ms; to the end of
 * the first window that differs), or -1; the next window's cells (the
 * first may straddle the change) in *now_shown. */
static double until_change(uint32_t b, double max_ms, uint32_t *now_shown)
{
    double t0 = rig_now_ms(rig);
    while (rig_now_ms(rig) - t0 < max_ms) {
        if (shown() != b) {
            double ms = rig_now_ms(rig) - t0;
            *now_shown = shown();
            return ms;
        }
    }
    return -1;
}

static void to_phase(uint8_t phase, double max_ms)
{
    for (double t = 0; t < max_ms && scene_game().phase != phase; t += 20) {
        rig_run_ms(rig, 20);
    }
}

/* Into the next solve: the result, the intro's keys wait 0.5 s, skip. */
static game_t next_solve(void)
{
    to_phase(PHASE_INTRO, 4000);
    rig_run_ms(rig, 600);
    rig_skip_intro(rig);
    game_t g = scene_game();
    CHECK_EQ(g.phase, PHASE_PLAY);
    return g;
}

/* One press of the chip, seen at the pins from b; its time checked
 * (timed: from the solve's start or its last press shown, before_ms
 * before the call). */
static uint32_t chip_answer(uint32_t b, bool timed, double before_ms)
{
    uint32_t after = b;
    uint64_t f0 = rig_frames(rig);
    double t0 = rig_now_ms(rig);
    double ms = until_change(b, 2000, &after) + before_ms;
    double deficit = frames_per_slice * (rig_now_ms(rig) - t0) / SLICE_MS - (double)(rig_frames(rig) - f0);
    worst_deficit = deficit > worst_deficit ? deficit : worst_deficit;
    CHECK(ms >= 0 && ms <= 1000);
    if (timed) {
        CHECK(ms >= 300);
        slowest = ms > slowest ? ms : slowest;
        quickest = ms < quickest ? ms : quickest;
    }
    return after;
}

/* The board after the chip's first n presses on deal. */
static uint32_t chip_board(uint32_t deal, int n)
{
    uint32_t b = deal;
    for (int i = 0; i < n; i++) {
        b = lo_press(b, chip_press(deal, CHIP_HARD, (uint8_t)i), 5);
    }
    return b;
}

/* The keys while the chip thinks: a grid key buzzes (not the player's
 * turn), MODE opens the menu (the key is not lost), MODE goes back. */
static void poke(void)
{
    sound_t s = sound_of(7);
    CHECK(s.hz > 150 && s.hz < 250);
    CHECK(s.ms > 200 && s.ms < 300);
    press(KEY_MODE);
    CHECK_EQ(scene_game().phase, PHASE_MENU);
    press(KEY_MODE);
    CHECK_EQ(scene_game().phase, PHASE_PLAY);
}

/* A power cut once the chip's last press is saved: the match resumes
 * (the chip may have pressed again since); its presses so far. */
static int cut(void)
{
    rig_run_ms(rig, 200);
    game_t g = scene_game();
    rig_set_keys(rig, 0);
    rig_power_cut(rig);
    rig_run_ms(rig, 1500);
    game_t h = scene_game();
    CHECK_EQ(h.phase, PHASE_PLAY);
    CHECK_EQ(h.start, g.start);
    CHECK(h.moves >= g.moves && h.moves <= g.moves + 2u);
    CHECK_EQ(h.board, chip_board(h.start, h.moves));
    CHECK_EQ(h.versus, g.versus);
    CHECK_EQ(h.steps, g.steps);
    return h.moves;
}

/* The chip's solve of the deal, press by press at the pins; after press
 * `at_poke` (if any) the keys while it thinks, after `at_cut` a power cut. */
static void chip_solve(int at_poke, int at_cut)
{
    game_t g = scene_game();
    CHECK(g.versus & VS_TURN);
    uint32_t b = shown(), deal = g.start;
    CHECK_EQ(b, g.board);
    bool timed = true;
    double since = (uint16_t)(g.now - g.t0);   /* in play before the first look */
    for (int n = 0; n < (int)VS_LIMIT;) {
        uint32_t want = chip_board(deal, n + 1);
        b = chip_answer(b, timed, since);
        since = 0;
        timed = true;
        n++;
        if (want == 0) {
            CHECK_EQ(b, WIN_SIGN);       /* solved: the check mark */
            break;
        }
        CHECK_EQ(b, want);               /* its plan's press, nothing else */
        if (n == at_poke) {
            poke();
            timed = false;
        }
        if (n == at_cut) {
            n = cut();
            b = shown();
            timed = false;
        }
    }
}

TEST(a_match_against_the_chip)
{
    press(KEY_MODE);
    press(4);                            /* Versus */
    for (int i = 0; i < 3; i++) {
        press(23);                       /* the chip: hard */
    }
    press(KEY_MODE);
    game_t g = next_solve();
    CHECK_EQ(VS_CHIP(g.versus), CHIP_HARD);
    rig_run_ms(rig, 100);
    frames_per_slice = rig_frame_hz(rig, 200) * SLICE_MS / 1000.0;
    unsigned round = 0;
    while (round < 6) {
        g = scene_game();
        uint32_t plan = lo_solve(shown(), 5);
        if (!(g.versus & VS_TURN)) {
            if (round == 1) {            /* two presses more: the chip wins it */
                uint8_t c = scene_safe_cell(g.board, &(uint32_t){ 5 });
                press(c);
                rig_run_ms(rig, 40);
                press(c);                /* the same cell again: the board as dealt */
                rig_run_ms(rig, 40);
            }
            press_all(plan);             /* 100 ms a press: faster than the chip */
        } else {
            chip_solve(round == 0 ? 2 : -1, round == 2 ? 3 : -1);
        }
        to_phase(PHASE_RESULT, 1000);
        g = scene_game();
        if (!(g.versus & VS_SECOND)) {   /* a round's end */
            round++;
            if (VS_SCORE(g.versus, 0) + VS_SCORE(g.versus, 1) == 0) {
                break;                   /* the match: 0-0 again */
            }
        }
        next_solve();
    }
    printf("  %u rounds; the chip's answers %.0f..%.0f ms; slices short of frames: %u; frames "
           "short of the idle rate over an answer: %.1f at most\n", round, quickest, slowest,
           scan_gaps, worst_deficit);
    CHECK_EQ(round, 5);                  /* 3-1 and a draw (the round cut:
                                            its times unknown) */
    CHECK_EQ(scene_game().phase, PHASE_RESULT);
    CHECK_EQ(scene_game().result, GAME_PERFECT);   /* the light show */
    CHECK_EQ(scan_gaps, 0);
    CHECK(worst_deficit < 1.0);          /* not one frame lost while it thinks */
    CHECK(frames_per_slice >= 1.0);
}

/* Menu row 4 col 3 picks Versus' opponent: with another game (or on a
 * board without Versus) the buzz, and nothing changes. */
TEST(opponent_cell_buzzes_outside_versus)
{
    press(KEY_MODE);
    sound_t s = sound_of(23);
    press(KEY_MODE);
    CHECK(s.hz > 150 && s.hz < 250);
    CHECK(s.ms > 200 && s.ms < 300);
    game_t g = scene_game();
    CHECK_EQ(g.mode, GAME_CLASSIC);
    CHECK_EQ(g.phase, PHASE_PLAY);
    CHECK_EQ(g.versus, 0);
}

int main(int argc, char **argv)
{
    if (!game_begin(argc, argv, 47u)) {
        return check_done();
    }
    RUN(opponent_cell_buzzes_outside_versus);
    if (PART_VERSUS) {
        RUN(a_match_against_the_chip);
    }
    rig_close(rig);
    return check_done();
}
