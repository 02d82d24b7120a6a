/* SPDX-License-Identifier: MIT */
/* Pin-level game scenario helpers (game_scene.h). */
#include "game_scene.h"
#include "intro.h"


/* Level 1's intro at the step showing "1" in columns 0-2 and the first
 * column of the dash in column 4. */
#define INTRO_1_DASH (CELL(0, 1) | CELL(1, 0) | CELL(1, 1) | CELL(2, 1) | CELL(3, 1) | \
                      CELL(4, 0) | CELL(4, 1) | CELL(4, 2) | CELL(2, 4))

/* Open the firmware (elf, or the default build) on a blank EEPROM and run
 * until level 1's intro shows, however long the start-up takes; NULL if it
 * never does. */
rig_t *game_open(const char *elf, uint32_t seed)
{
    rig_t *r = rig_open(elf);
    if (!r) {
        return NULL;
    }
    rig_seed(r, seed);
    if (rig_wait_image(r, INTRO_1_DASH, 4000) < 0) {
        rig_close(r);
        return NULL;
    }
    return r;
}

bool game_begin(int argc, char **argv, uint32_t seed)
{
    rig = game_open(argc > 1 ? argv[1] : NULL, seed);
    if (!rig) {
        CHECK_FAIL("the firmware does not start");
        return false;
    }
    rig_skip_intro(rig);
    return true;
}

void press(uint8_t k)
{
    rig_press(rig, k);
}

/* Open the menu, pick game, target, grid, sound, leave and skip the intro. */
void settings(uint8_t mode, uint8_t on, uint8_t size, uint8_t sound)
{
    press(KEY_MODE);
    press((uint8_t)mode);
    press((uint8_t)(5u + on));
    press((uint8_t)(10u + size - 3u));
    press((uint8_t)(15u + sound));
    press(KEY_MODE);
    rig_skip_intro(rig);
}


sound_t sound_of(uint8_t key)
{
    unsigned per_ms[400];
    sound_t s = {0, 0, 0, 0, 0};
    int first = -1, last = -1;
    rig_key(rig, key, true, 0);
    for (int t = 0; t < 400; t++) {
        if (t == 60) {
            rig_key(rig, key, false, 0);   /* START acts on release */
        }
        uint64_t e = rig_buzzer_edges(rig);
        rig_run_ms(rig, 1.0);
        per_ms[t] = (unsigned)(rig_buzzer_edges(rig) - e);
        if (per_ms[t]) {
            first = first < 0 ? t : first;
            last = t;
        }
        s.edges += per_ms[t];
    }
    if (first >= 0) {
        s.ms = last - first + 1;
        s.hz = s.edges * 1000.0 / s.ms;
        int q = (int)(s.ms / 4) > 0 ? (int)(s.ms / 4) : 1;
        unsigned a = 0, b = 0;
        for (int t = 0; t < q; t++) {
            a += per_ms[first + t];
            b += per_ms[last - t];
        }
        s.first_hz = a * 1000.0 / q;
        s.last_hz = b * 1000.0 / q;
    }
    return s;
}

/* Press every cell of a press set. */
void press_all(uint32_t presses)
{
    for (uint8_t c = 0; c < 25u; c++) {
        if (presses & (1ul << c)) {
            press(c);
        }
    }
}

/* Distinct complete-frame images over ms. */
int distinct_images(double ms, uint32_t *any)
{
    uint32_t seen[64];
    int n = 0;
    *any = 0;
    for (double t = 0; t < ms; t += 2.5) {
        rig_run_ms(rig, 2.5);
        uint32_t img = rig_frame_image(rig);
        *any |= img;
        int i = 0;
        while (i < n && seen[i] != img) {
            i++;
        }
        if (i == n && n < 64) {
            seen[n++] = img;
        }
    }
    return n;
}

/* The distinct images of the intro laid out in h. */
static int intro_images(const game_t *h, uint32_t out[64])
{
    int n = 0;
    for (uint16_t dt = 0; dt < intro_ms(h) && n < 64; dt++) {
        uint8_t rows[5] = {0};
        intro_rows(h, dt, rows);
        uint32_t img = 0;
        for (int r = 4; r >= 0; r--) {
            img = img << 5 | rows[r];
        }
        if (n == 0 || out[n - 1] != img) {
            out[n++] = img;
        }
    }
    return n;
}

int scene_score_images(uint8_t score, uint8_t best, uint32_t out[64])
{
    game_t h = {0};
    intro_scores(&h, score, best);
    return intro_images(&h, out);
}

int scene_round_images(uint8_t winner, uint8_t s1, uint8_t s2, uint32_t out[64])
{
    game_t h = {0};
    intro_round(&h, winner, s1, s2);
    return intro_images(&h, out);
}

double scene_lit_duty(uint32_t b, double ms)
{
    rig_snap_t s0, s1;
    double duty[RIG_CELLS], sum = 0;
    int n = 0;
    rig_snap(rig, &s0);
    rig_run_ms(rig, ms);
    rig_snap(rig, &s1);
    rig_duty(&s0, &s1, duty);
    for (int c = 0; c < RIG_CELLS; c++) {
        if (b >> c & 1u) {
            sum += duty[c];
            n++;
        } else if (duty[c] > 0.01) {
            CHECK_FAIL("dark cell %d lit %.3f", c, duty[c]);
        }
    }
    return n ? sum / n : 0;
}

game_t scene_game(void)
{
    game_t g;
    CHECK(fw_game(rig, &g));
    return g;
}

double scene_next_frame(uint32_t from, double max_ms)
{
    double ms = rig_wait_change(rig, from, max_ms);
    CHECK(ms >= 0);
    return rig_now_ms(rig);
}

int scene_watch_images(uint8_t key, double ms, const uint32_t *want, int n, uint32_t *last)
{
    static uint32_t seen[256];
    int m = 0;
    rig_key(rig, key, true, 0);
    double down = rig_now_ms(rig), end = down + ms;
    while (rig_now_ms(rig) < end && m < 256) {
        rig_key(rig, key, rig_now_ms(rig) - down < 60, 0);
        rig_run_ms(rig, 2.5);
        uint32_t img = rig_frame_image(rig);
        if (m == 0 || seen[m - 1] != img) {
            seen[m++] = img;
        }
    }
    int i = 0;
    for (int j = 0; j < m && i < n; j++) {
        i += seen[j] == want[i];
    }
    *last = m ? seen[m - 1] : 0;
    return i;
}
