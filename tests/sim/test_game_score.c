/* SPDX-License-Identifier: MIT */
/*
 * Pin-level: Action's score is not skipped by a press on its way. A key
 * 0.1 s after a game over does not skip the score (every image of the
 * scroll shows at the pins); one 1 s after it does (dark at once, the new
 * game's first cross 2 s later). The m88 leaves Action out.
 */
#include "game_scene.h"
#include "fw_ram.h"
#include "font.h"
#include "puzzle.h"
#include "sound.h"

#define TICK_MS 2.5   /* one multiplex frame */
#define SLACK_MS 20.0 /* a change seen at the pins: debounce, frames, reading */



/* The cell whose press lights the most cells of b. */
static uint8_t brightest_press(uint32_t b)
{
    uint8_t best = 0;
    for (uint8_t c = 1; c < 25u; c++) {
        if (__builtin_popcount(lo_press(b, c, 5)) > __builtin_popcount(lo_press(b, best, 5))) {
            best = c;
        }
    }
    return best;
}

static uint64_t buzz_from;   /* buzzer edges before the last game over */

/* Push Action to its end with presses that light the most cells, as a
 * fast player would (one every 0.1 s); returns the pin time of the end:
 * the first edge of its buzz. The scores it shows in *shown. */
static double run_to_game_over(game_t *shown)
{
    press(KEY_START);                        /* a new game */
    game_t g = scene_game();
    while (g.steps < 3u) {                   /* let it run a little */
        rig_run_ms(rig, 100);
        g = scene_game();
    }
    uint64_t edges = rig_buzzer_edges(rig);
    for (int n = 0; n < 400 && g.phase == PHASE_PLAY; n++) {
        uint8_t c = brightest_press(g.board);
        rig_key(rig, c, true, 0);
        for (int ms = 0; ms < 100 && g.phase == PHASE_PLAY; ms++) {
            if (ms == 40) {
                rig_key(rig, c, false, 0);
            }
            edges = rig_buzzer_edges(rig);
            rig_run_ms(rig, 1.0);
            g = scene_game();
        }
        rig_key(rig, c, false, 0);
    }
    CHECK_EQ(g.phase, PHASE_INTRO);          /* the scores */
    *shown = g;
    /* The end at the pins: the buzz (200 Hz, 250 ms) begins. */
    double at = rig_now_ms(rig);
    while (rig_buzzer_edges(rig) == edges && rig_now_ms(rig) - at < 10) {
        rig_run_ms(rig, 0.1);
    }
    CHECK(rig_buzzer_edges(rig) > edges);
    buzz_from = edges;
    return (double)rig_buzzer_edge_cycle(rig, edges + 1u) * 1000.0 / (double)rig_ms_cycles(rig, 1000.0);
}

/* The number the glyphs of g's intro begin with (Action: the score). */
static uint8_t score_of(const game_t *g)
{
    unsigned v = 0;
    for (uint8_t i = 0; i < g->glyphs && g->glyph[i] != FONT_DASH; i++) {
        v = v * 10u + g->glyph[i];
    }
    return (uint8_t)v;
}

/* Run to t_ms (pin time) collecting each new frame image in seen[]. */
static int watch_to(double t_ms, uint32_t *seen, int n, int max)
{
    while (rig_now_ms(rig) < t_ms) {
        rig_run_ms(rig, TICK_MS);
        uint32_t img = rig_frame_image(rig);
        if (n < max && (n == 0 || seen[n - 1] != img)) {
            seen[n++] = img;
        }
    }
    return n;
}

TEST(key_soon_after_game_over_keeps_the_score)
{
    game_t g;
    double over = run_to_game_over(&g);
    uint8_t score = score_of(&g);
    uint32_t seen[128], want[64];
    int m = watch_to(over + 100, seen, 0, 128);
    rig_key(rig, 7, true, 0);
    m = watch_to(over + 160, seen, m, 128);
    rig_key(rig, 7, false, 0);
    m = watch_to(over + 200, seen, m, 128);
    CHECK_EQ(scene_game().phase, PHASE_INTRO); /* still the score */
    int n = scene_score_images(score, g.best, want);
    m = watch_to(over + n * 100.0 + 1000, seen, m, 128);
    int i = 0;
    for (int j = 0; j < m && i < n; j++) {
        i += seen[j] == want[i];
    }
    printf("  score %u, best %u: %d of %d scroll images seen in order\n", score, g.best, i, n);
    CHECK_EQ(i, n);                          /* the whole scroll showed */
    /* What sounded: the buzz alone (250 ms at 200 Hz), no click. */
    uint64_t edges = rig_buzzer_edges(rig) - buzz_from, buzz = SOUND_BUZZ_HZ * SOUND_BUZZ_MS / 1000u;
    CHECK(edges + 1u >= buzz && edges <= buzz + 1u);   /* a click: 40 more */
    CHECK_EQ(scene_game().phase, PHASE_PLAY);  /* then a new game */
}

TEST(key_a_second_after_game_over_skips_the_score)
{
    game_t g;
    double over = run_to_game_over(&g);
    rig_run_ms(rig, over + 1000 - rig_now_ms(rig));
    CHECK(rig_frame_image(rig) != 0);        /* the score scrolls */
    rig_key(rig, 7, true, 0);
    double down = rig_now_ms(rig);
    rig_run_ms(rig, 20);
    CHECK_EQ(rig_frame_image(rig), 0);       /* skipped: a dark new game */
    rig_key(rig, 7, false, 0);
    g = scene_game();
    CHECK_EQ(g.phase, PHASE_PLAY);
    CHECK_EQ(g.steps, 0);
    CHECK_EQ(g.board, 0);                    /* the skipping key is no move */
    double first = scene_next_frame(0, 2500) - down;
    CHECK(first >= 2000 - SLACK_MS && first <= 2000 + SLACK_MS);
}

int main(int argc, char **argv)
{
    if (!game_begin(argc, argv, 27u)) {
        return check_done();
    }
    if (!PART_ACTION) {
        printf("0 passed, 0 failed\n");   /* no Action on this board (PARTS) */
        rig_close(rig);
        return 0;
    }
    press(KEY_MODE);
    press(3);                                /* menu row 0 col 3: Action */
    press(KEY_MODE);
    RUN(key_soon_after_game_over_keeps_the_score);
    RUN(key_a_second_after_game_over_skips_the_score);
    rig_close(rig);
    return check_done();
}
