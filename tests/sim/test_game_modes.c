/* SPDX-License-Identifier: MIT */
/*
 * Pin-level scenarios: the intro and its skip, Design verdicts
 * with the blinking fix cells, a Lights On win, 3x3 and 4x4 play by hints
 * in par moves, the perfect and over-par displays, and the win chirp.
 */
#include "game_scene.h"

/* Boot without skipping: the intro scrolls "1", a dash, the par; a key
 * skips it and is not a move. */
static const char *elf;   /* argv[1], or the default build */

TEST(intro_scrolls_and_skip_is_no_move)
{
    rig = game_open(elf, 99u);            /* level 1's intro shows "1-" */
    CHECK(rig != NULL);
    if (!rig) {
        return;
    }
    uint32_t any;
    CHECK(distinct_images(300, &any) >= 3);   /* still scrolling */
    press(12);
    rig_run_ms(rig, 40);
    CHECK_EQ(rig_board(rig), level_board(1)); /* the skip was no move */
    press(12);
    CHECK_EQ(rig_board(rig), lo_press(level_board(1), 12, 5));
    press(KEY_UNDO);
}

/* The intro ends by itself within a few seconds. */
TEST(intro_ends_by_itself)
{
    press(KEY_START);                    /* Classic: restart, no intro */
    CHECK_EQ(rig_board(rig), level_board(1));
    settings(1, 0, 5, 1);                  /* Random: a new deal */
    press(KEY_START);                    /* another deal, with its intro */
    CHECK(rig_wait_image(rig, 0, 200) >= 0);  /* the par enters from the right */
    rig_run_ms(rig, 3000);
    uint32_t b = rig_board(rig);
    CHECK(b != 0);
    CHECK(lo_solvable(b, 5));
    uint32_t any;
    CHECK_EQ(distinct_images(300, &any), 1);  /* steady: the board */
}

/* Design: empty and unsolvable boards are refused; the fix cells blink. */
TEST(design_verdicts)
{
    settings(2, 0, 5, 1);
    CHECK_EQ(rig_board(rig), 0);
    sound_t s = sound_of(KEY_START);     /* empty: already solved */
    CHECK(s.hz > 150 && s.hz < 250);
    const struct { uint8_t cell; uint32_t fix; } cases[] = {
        {0, LO_N1 & ~LO_N2}, {1, LO_N2 & ~LO_N1}, {2, LO_N1 & LO_N2},
    };
    for (unsigned i = 0; i < 3; i++) {
        press(cases[i].cell);
        CHECK_EQ(rig_board(rig), 1ul << cases[i].cell);
        s = sound_of(KEY_START);
        CHECK(s.hz > 150 && s.hz < 250);
        uint32_t blink, on = rig_leds(rig, 1000, &blink);
        CHECK_EQ(blink, cases[i].fix);
        CHECK_EQ(on, (1ul << cases[i].cell) & ~cases[i].fix);
        press(cases[i].cell);              /* ends the blink, clears */
        CHECK_EQ(rig_board(rig), 0);
    }
}

/* A solvable design plays (intro with its par), wins, returns to the editor. */
TEST(design_solvable_plays)
{
    uint32_t design = CELL(0, 0) | CELL(0, 1) | CELL(1, 0) | CELL(2, 2);
    press_all(design);
    CHECK_EQ(rig_board(rig), design);
    press(KEY_START);
    uint32_t any;
    CHECK(distinct_images(400, &any) >= 2); /* the par scrolls */
    rig_skip_intro(rig);
    CHECK_EQ(rig_board(rig), design);
    press_all(lo_solve(design, 5));
    CHECK(distinct_images(2000, &any) >= 3); /* perfect: a light show */
    rig_run_ms(rig, 800);
    CHECK_EQ(rig_board(rig), design);      /* back in the editor */
}

/* Lights On: the target is all lit; solving it wins with a chirp. */
TEST(lights_on_win)
{
    settings(1, 1, 5, 1);
    uint32_t b = rig_board(rig);
    CHECK(b != ALL25);
    CHECK(lo_solvable(b ^ ALL25, 5));
    uint32_t plan = lo_solve(b ^ ALL25, 5);
    uint8_t last = (uint8_t)(31 - __builtin_clz(plan));
    press_all(plan & ~(1ul << last));
    CHECK(rig_board(rig) != ALL25);
    sound_t s = sound_of(last);
    CHECK(s.ms > 250 && s.ms < 400);       /* the chirp rises */
    CHECK(s.last_hz > s.first_hz * 1.5);
    uint32_t any;
    distinct_images(2200, &any);
    rig_skip_intro(rig);
    uint32_t next = rig_board(rig);
    CHECK(next != ALL25 && next != b);
    CHECK(lo_solvable(next ^ ALL25, 5));
}

/* Follow single-cell hints on a small grid: the target in exactly par. */
static void hints_in_par(uint8_t size, uint8_t on)
{
    settings(1, on, size, 1);
    uint32_t target = lo_target(size, on), b = rig_board(rig);
    CHECK_EQ(b & ~lo_grid_mask(size), 0);
    unsigned par = lo_par(b ^ target, size), moves = 0;
    CHECK(par >= 1 && par != LO_NO_PAR);
    while (moves < 20u) {
        press(KEY_HINT);
        uint32_t blink;
        rig_leds(rig, 600, &blink);
        CHECK_EQ(__builtin_popcount(blink), 1);
        CHECK_EQ(blink & ~lo_grid_mask(size), 0);
        if (__builtin_popcount(blink) != 1) {
            return;
        }
        uint8_t c = (uint8_t)__builtin_ctz(blink);
        b = lo_press(b, c, size);
        press(c);
        moves++;
        if (b == target) {
            break;
        }
        CHECK_EQ(rig_board(rig), b);
    }
    CHECK_EQ(moves, par);
    /* Hinted: never perfect; moves == par so no cell over par is lit,
     * after the win sign. */
    CHECK_EQ(rig_board(rig), WIN_SIGN);
    rig_run_ms(rig, 400);
    CHECK_EQ(rig_board(rig), 0);
    rig_run_ms(rig, 2200);
    rig_skip_intro(rig);
    uint32_t next = rig_board(rig);
    CHECK(next != target);
    CHECK(lo_solvable(next ^ target, size));
}

TEST(hints_3x3_in_par) { hints_in_par(3, 0); }
TEST(hints_4x4_in_par) { hints_in_par(4, 0); }
TEST(hints_4x4_lights_on_in_par) { hints_in_par(4, 1); }

/* Eight wasted moves (one of them taken back and pressed again): cells
 * 0..7 lit for about 2 s, then a new puzzle. */
TEST(over_par_display)
{
    settings(1, 0, 5, 1);
    static const uint8_t waste[] = {7, 7, 18, 18, 0, 0, 5, 5};
    for (unsigned i = 0; i < sizeof waste; i++) {
        press(waste[i]);
    }
    press(KEY_UNDO);
    press(5);
    uint32_t b = rig_board(rig);
    press_all(lo_solve(b, 5));
    CHECK_EQ(rig_board(rig), WIN_SIGN);     /* the sign first */
    rig_run_ms(rig, 400);
    CHECK_EQ(rig_board(rig), 0xFFul);
    rig_run_ms(rig, 1500);
    CHECK_EQ(rig_board(rig), 0xFFul);
    rig_run_ms(rig, 600);
    CHECK(rig_board(rig) != 0xFFul);
    rig_skip_intro(rig);
    CHECK(rig_board(rig) != b);
}

/* Sound off: a win is silent too. */
TEST(silent_win)
{
    settings(1, 0, 3, 0);
    uint32_t b = rig_board(rig), plan = lo_solve(b, 3);
    uint8_t last = (uint8_t)__builtin_ctz(plan);
    press_all(plan & ~(1ul << last));
    sound_t s = sound_of(last);
    CHECK_EQ(s.edges, 0);
    rig_run_ms(rig, 2200);
    rig_skip_intro(rig);
    uint32_t next = rig_board(rig);
    CHECK(next != 0 && lo_solvable(next, 3));
}

int main(int argc, char **argv)
{
    elf = argc > 1 ? argv[1] : NULL;
    RUN(intro_scrolls_and_skip_is_no_move);
    if (!rig) {
        return check_done();
    }
    RUN(intro_ends_by_itself);
    RUN(design_verdicts);
    RUN(design_solvable_plays);
    RUN(lights_on_win);
    RUN(hints_3x3_in_par);
    RUN(hints_4x4_in_par);
    RUN(hints_4x4_lights_on_in_par);
    RUN(over_par_display);
    RUN(silent_win);
    rig_close(rig);
    return check_done();
}
