/* SPDX-License-Identifier: MIT */
/*
 * Debounce and ghost rule: tables of {frame, raw keys, expected event}
 * against a fake clock of one frame per 2.5 ms. At each listed frame the
 * raw keys become `raw` (KEEP: unchanged) and `ev` must be reported at that
 * very frame; every frame not listed must report EV_NONE.
 */
#include <stddef.h>
#include "check.h"
#include "input.h"

#define KEEP 0xFFFFFFFFul
#define K(r, c) (1ul << (5u * (r) + (c)))
#define FN(k) (1ul << (k))
#define MS(ms) ((ms) * 2u / 5u)     /* frame number at a time in ms */
#define NONE EV_NONE

typedef struct {
    uint32_t frame;
    uint32_t raw;
    uint8_t ev;
} step_t;

/* Run a table; t0_ms shifts the clock (wrap tests). */
static void run_table(const step_t *s, size_t n, uint32_t t0_ms, int line)
{
    input_t in;
    input_init(&in);
    uint32_t raw = 0;
    uint32_t end = s[n - 1].frame + MS(3000);
    size_t i = 0;
    for (uint32_t f = 0; f <= end; f++) {
        uint8_t want = EV_NONE;
        while (i < n && s[i].frame == f) {
            if (s[i].raw != KEEP) {
                raw = s[i].raw;
            }
            if (s[i].ev != EV_NONE) {
                want = s[i].ev;
            }
            i++;
        }
        uint8_t got = input_frame(&in, raw, t0_ms + f * 5u / 2u);
        if (got != want) {
            CHECK_FAIL("table at line %d, frame %u (%u ms): event %u, want %u",
                       line, (unsigned)f, (unsigned)(f * 5u / 2u),
                       (unsigned)got, (unsigned)want);
            return;
        }
    }
}

#define RUN_TABLE(t) run_table((t), sizeof(t) / sizeof((t)[0]), 0, __LINE__)

TEST(clean_press_is_one_move_after_three_frames)
{
    static const step_t t[] = {
        { 0, K(1, 2), NONE },
        { 2, KEEP, 7 },             /* third identical frame: 5 ms */
        { 40, 0, NONE },
        { 60, K(4, 4), NONE }, { 62, KEEP, 24 }, { 70, 0, NONE },
    };
    RUN_TABLE(t);
}

TEST(short_glitches_are_ignored)
{
    static const step_t t[] = {
        { 0, K(0, 0), NONE }, { 1, 0, NONE },             /* 1 frame */
        { 10, K(0, 0), NONE }, { 12, 0, NONE },           /* 2 frames */
        { 20, K(0, 0), NONE }, { 22, KEEP, 0 }, { 23, 0, NONE },  /* 3: taken */
        { 40, K(0, 0), NONE }, { 42, KEEP, 0 },
        { 50, 0, NONE }, { 51, K(0, 0), NONE },           /* release glitch */
        { 53, KEEP, NONE },                               /* still one move */
        { 80, 0, NONE },
    };
    RUN_TABLE(t);
}

TEST(bouncing_press_and_release_make_one_move)
{
    static const step_t t[] = {
        { 0, K(2, 2), NONE }, { 1, 0, NONE }, { 2, K(2, 2), NONE },
        { 3, 0, NONE }, { 4, K(2, 2), NONE },
        { 6, KEEP, 12 },
        { 100, 0, NONE }, { 101, K(2, 2), NONE }, { 102, 0, NONE },
        { 103, K(2, 2), NONE }, { 104, 0, NONE },
        { 150, K(2, 2), NONE },     /* a real second press */
        { 152, KEEP, 12 },
        { 160, 0, NONE },
    };
    RUN_TABLE(t);
}

TEST(held_key_is_one_move_even_for_two_seconds)
{
    static const step_t t[] = {
        { 0, K(3, 1), NONE }, { 2, KEEP, 16 },
        { MS(2500), 0, NONE },      /* nothing more while held or on release */
    };
    RUN_TABLE(t);
}

TEST(function_keys_move_on_press)
{
    static const step_t t[] = {
        { 0, FN(KEY_MODE), NONE }, { 2, KEEP, KEY_MODE }, { 10, 0, NONE },
        { 20, FN(KEY_HINT), NONE }, { 22, KEEP, KEY_HINT }, { 30, 0, NONE },
        { 40, FN(KEY_UNDO), NONE }, { 42, KEEP, KEY_UNDO }, { 50, 0, NONE },
    };
    RUN_TABLE(t);
}

TEST(chords_of_two_to_five_keys_never_move)
{
    static const step_t t[] = {
        { 0, K(0, 0) | K(4, 4), NONE },
        { 20, 0, NONE },
        { 40, K(1, 1) | K(2, 3) | K(3, 0), NONE },
        { 60, 0, NONE },
        { 80, K(0, 1) | K(1, 2) | K(2, 3) | K(3, 4), NONE },
        { 100, 0, NONE },
        { 120, K(0, 0) | K(1, 1) | K(2, 2) | K(3, 3) | K(4, 4), NONE },
        { 140, 0, NONE },
        { 160, K(2, 2) | FN(KEY_HINT), NONE },  /* grid + function key */
        { 180, 0, NONE },
    };
    RUN_TABLE(t);
}

TEST(staggered_chord_inside_the_debounce_window_never_moves)
{
    static const step_t t[] = {
        { 0, K(1, 1), NONE },
        { 1, K(1, 1) | K(1, 3), NONE },         /* 2.5 ms later */
        { 3, K(1, 1) | K(1, 3) | K(3, 3), NONE },
        { 30, K(1, 3) | K(3, 3), NONE },        /* released one by one */
        { 40, K(3, 3), NONE },
        { 50, 0, NONE },
    };
    RUN_TABLE(t);
}

TEST(rectangle_ghost_never_moves)
{
    /* (0,0) (0,3) (2,0) held: the matrix also reads (2,3). */
    static const uint32_t ghost = K(0, 0) | K(0, 3) | K(2, 0) | K(2, 3);
    static const step_t t[] = {
        { 0, K(0, 0), NONE },
        { 1, K(0, 0) | K(0, 3), NONE },
        { 2, ghost, NONE },
        { 50, K(0, 0) | K(0, 3), NONE },
        { 60, K(0, 3), NONE },
        { 70, 0, NONE },
    };
    RUN_TABLE(t);
}

TEST(key_left_over_from_a_chord_gives_no_move)
{
    static const step_t t[] = {
        { 0, K(2, 1) | K(2, 2), NONE },
        { 20, K(2, 2), NONE },      /* partner released: still no move */
        { 60, 0, NONE },
        { 80, K(2, 1), NONE },      /* a fresh press moves again */
        { 82, KEEP, 11 }, { 90, 0, NONE },
    };
    RUN_TABLE(t);
}

TEST(second_key_while_one_is_held_gives_no_move)
{
    static const step_t t[] = {
        { 0, K(0, 4), NONE },
        { 2, KEEP, 4 },
        { 20, K(0, 4) | K(4, 0), NONE },
        { 40, K(0, 4), NONE },
        { 60, 0, NONE },
    };
    RUN_TABLE(t);
}

TEST(quick_roll_from_one_key_to_another_moves_twice)
{
    static const step_t t[] = {
        { 0, K(1, 0), NONE },
        { 2, KEEP, 5 },
        { 20, K(1, 4), NONE },      /* release and press in the same frame */
        { 22, KEEP, 9 }, { 30, 0, NONE },
    };
    RUN_TABLE(t);
}

TEST(start_short_press_moves_on_release)
{
    static const step_t t[] = {
        { 0, FN(KEY_START), NONE },
        { 2, KEEP, NONE },          /* nothing on press */
        { 100, 0, NONE },
        { 102, KEEP, KEY_START },
        { MS(1000), FN(KEY_START), NONE },   /* bouncing START */
        { MS(1000) + 1, 0, NONE },
        { MS(1000) + 2, FN(KEY_START), NONE },
        { MS(1995), 0, NONE },      /* held 1.99 s */
        { MS(1995) + 2, KEEP, KEY_START },
    };
    RUN_TABLE(t);
}

TEST(start_held_two_seconds_is_one_long_event)
{
    /* Taken at frame 2 (5 ms): long at 2005 ms = frame 802. */
    static const step_t t[] = {
        { 0, FN(KEY_START), NONE },
        { 802, KEEP, EV_START_LONG },
        { MS(6000), 0, NONE },      /* no KEY_START on release */
        { MS(6000) + 40, FN(KEY_START), NONE },
        { MS(6000) + 42 + 800, KEEP, EV_START_LONG },
        { MS(6000) + 42 + 810, 0, NONE },
    };
    RUN_TABLE(t);
}

TEST(start_in_a_chord_does_nothing)
{
    static const step_t t[] = {
        { 0, FN(KEY_START), NONE },
        { 40, FN(KEY_START) | K(0, 0), NONE },   /* spoils START */
        { 80, FN(KEY_START), NONE },
        { 1000, 0, NONE },          /* neither long nor short */
        { 1100, FN(KEY_START) | FN(KEY_MODE), NONE },
        { 1140, FN(KEY_START), NONE },
        { 2100, 0, NONE },
    };
    RUN_TABLE(t);
}

TEST(start_then_grid_key_rolls_to_the_grid_move)
{
    static const step_t t[] = {
        { 0, FN(KEY_START), NONE },
        { 40, K(3, 3), NONE },      /* START up, grid down, same frame */
        { 42, KEEP, 18 },
        { 1000, 0, NONE },          /* no late START event */
    };
    RUN_TABLE(t);
}

TEST(bits_outside_the_key_mask_are_ignored)
{
    static const step_t t[] = {
        { 0, 0xE0000000ul, NONE }, { 10, 0xE0000000ul | K(0, 2), NONE },
        { 12, KEEP, 2 }, { 20, 0, NONE },
    };
    RUN_TABLE(t);
}

TEST(long_start_across_the_millisecond_wrap)
{
    static const step_t t[] = {
        { 0, FN(KEY_START), NONE }, { 802, KEEP, EV_START_LONG }, { 900, 0, NONE },
    };
    run_table(t, sizeof t / sizeof t[0], 0xFFFFFC00ul, __LINE__);
}

TEST(input_down_follows_the_debounced_set)
{
    input_t in;
    input_init(&in);
    uint32_t chord = K(0, 0) | K(1, 1);
    input_frame(&in, chord, 0);
    input_frame(&in, chord, 2);
    CHECK_EQ(input_down(&in), 0);       /* not yet stable */
    input_frame(&in, chord, 5);
    CHECK_EQ(input_down(&in), chord);
}

int main(void)
{
    RUN(clean_press_is_one_move_after_three_frames);
    RUN(short_glitches_are_ignored);
    RUN(bouncing_press_and_release_make_one_move);
    RUN(held_key_is_one_move_even_for_two_seconds);
    RUN(function_keys_move_on_press);
    RUN(chords_of_two_to_five_keys_never_move);
    RUN(staggered_chord_inside_the_debounce_window_never_moves);
    RUN(rectangle_ghost_never_moves);
    RUN(key_left_over_from_a_chord_gives_no_move);
    RUN(second_key_while_one_is_held_gives_no_move);
    RUN(quick_roll_from_one_key_to_another_moves_twice);
    RUN(start_short_press_moves_on_release);
    RUN(start_held_two_seconds_is_one_long_event);
    RUN(start_in_a_chord_does_nothing);
    RUN(start_then_grid_key_rolls_to_the_grid_move);
    RUN(bits_outside_the_key_mask_are_ignored);
    RUN(long_start_across_the_millisecond_wrap);
    RUN(input_down_follows_the_debounced_set);
    return check_done();
}
