/* SPDX-License-Identifier: MIT */
/*
 * Pin-level statistics (firmware/game/README.md "Statistics"): level 1 solved at par and
 * level 2 with a hint, then a power cut; the next boot logs "stats
 * solves 2 perfect 1 best 0" at the USART, and menu row 4 col 2 scrolls
 * 2, a dash, 1, a dash, 0 at the LEDs, every image in order (the scroll
 * written here from the font), then shows the menu again. A board
 * without the statistics (the m88) buzzes that cell.
 */
#include <string.h>

#include "game_scene.h"
#include "font.h"

#define MENU_STATS 22u   /* row 4 col 2 */

/* The last line of the log starting with word, or "". */
static const char *last_line(const char *word)
{
    static char line[128];
    const char *text = rig_uart_text(rig), *found = NULL;
    for (const char *p = strstr(text, word); p; p = strstr(p + 1, word)) {
        if (p == text || p[-1] == '\n') {
            found = p;
        }
    }
    snprintf(line, sizeof line, "%.*s", found ? (int)strcspn(found, "\n") : 0, found ? found : "");
    return line;
}

/* Press a fewest-press plan of what the LEDs show (after a hint, when
 * asked); the result follows. */
static void solve_shown(bool hint)
{
    uint32_t plan = lo_solve(rig_board(rig), 5);
    if (hint) {
        press(KEY_HINT);
    }
    for (; plan; plan &= plan - 1u) {
        press((uint8_t)__builtin_ctz(plan));
    }
    rig_run_ms(rig, 3000);       /* the sign and the result */
}

/* The images of glyphs t[0..n) scrolling, one column per 100 ms: grid
 * column x shows strip column k + x - 5 at step k. */
static int scroll_images(const uint8_t *t, int n, uint32_t out[64])
{
    int m = 0;
    for (int k = 0; k < 4 * n - 1 + 5 && m < 64; k++) {
        uint32_t img = 0;
        for (int x = 0; x < 5; x++) {
            int s = k + x - 5;
            if (s < 0 || s / 4 >= n || s % 4 == 3) {
                continue;
            }
            for (int r = 0; r < 5; r++) {
                img |= (font_glyphs[t[s / 4]][s % 4] >> r & 1u) ? CELL(r, x) : 0;
            }
        }
        if (m == 0 || out[m - 1] != img) {
            out[m++] = img;
        }
    }
    return m;
}

/* Menu row 4 col 2: a click where the statistics are linked, else the
 * buzz and the menu stays. */
TEST(stats_cell)
{
    press(KEY_MODE);
    uint32_t menu = rig_board(rig);
    CHECK_EQ((menu & CELL(4, 2)) != 0, PART_STATS);
    sound_t s = sound_of(MENU_STATS);
    if (PART_STATS) {
        CHECK(s.hz > 3000);
        press(KEY_UNDO);         /* any key ends the scroll */
    } else {
        CHECK(s.hz > 150 && s.hz < 250);
    }
    CHECK_EQ(rig_board(rig), menu);
    press(KEY_MODE);
    CHECK_EQ(rig_board(rig), level_board(1));
}

TEST(counted_kept_over_a_cut_logged_and_shown)
{
    solve_shown(false);          /* level 1 at par */
    rig_skip_intro(rig);
    solve_shown(true);           /* level 2, hinted */
    rig_skip_intro(rig);
    rig_run_ms(rig, 200);        /* saved */
    rig_set_keys(rig, 0);
    rig_power_cut(rig);
    rig_run_ms(rig, 1500);
    game_t g = scene_game();
    CHECK_EQ(g.level, 3);
    CHECK_EQ(g.stats.solves, PART_STATS ? 2 : 0);
    CHECK_EQ(g.stats.perfect, PART_STATS ? 1 : 0);
    if (PART_LOG) {
        const char *l = last_line("stats ");
        printf("  after the cut: %s\n", l);
        CHECK(strcmp(l, PART_STATS ? "stats solves 2 perfect 1 best 0" : "") == 0);
    }
    if (!PART_STATS) {
        return;
    }
    press(KEY_MODE);
    uint32_t menu = rig_board(rig);
    static const uint8_t text[] = { 2, FONT_DASH, 1, FONT_DASH, 0 };
    uint32_t want[64], last;
    int n = scroll_images(text, 5, want);
    int i = scene_watch_images(MENU_STATS, 24 * 100.0 + 400, want, n, &last);   /* from key down */
    printf("  2-1-0: %d of %d scroll images seen in order\n", i, n);
    CHECK_EQ(i, n);
    CHECK_EQ(last, menu);                /* then the menu again */
    CHECK_EQ(scene_game().phase, PHASE_MENU);
    press(KEY_MODE);
    CHECK_EQ(rig_board(rig), g.board);
}

int main(int argc, char **argv)
{
    if (!game_begin(argc, argv, 77u)) {
        return check_done();
    }
    RUN(stats_cell);
    RUN(counted_kept_over_a_cut_logged_and_shown);
    rig_close(rig);
    return check_done();
}
