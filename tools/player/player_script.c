/* SPDX-License-Identifier: MIT */
/* Scripted mode of the terminal player: script words into steps, the run,
 * the LED image and (with --tones) the tones heard. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "keys.h"
#include "player_int.h"

/* One script step: 'p' hold key ms then release, 'd' key down, 'u' key
 * up, 'w' wait ms. */
typedef struct {
    char op;
    uint8_t key;
    double ms;
} step_t;

static step_t steps[PLAYER_MAX_STEPS];
static size_t nsteps;

/* KEY word: a..y or a function key name; -1 otherwise. */
static int key_of_word(const char *w, size_t n)
{
    if (n == 1 && w[0] >= 'a' && w[0] <= 'y') {
        return w[0] - 'a';
    }
    for (int k = KEY_MODE; k <= (int)KEY_START; k++) {
        const char *name = player_key_name(k);
        if (strlen(name) == n && !strncmp(w, name, n)) {
            return k;
        }
    }
    return -1;
}

/* Milliseconds from "N", "Nms" or "Ns"; -1 if not a time. */
static double ms_of_word(const char *w, size_t n)
{
    char buf[32], *end;
    if (n == 0 || n >= sizeof buf || !(w[0] >= '0' && w[0] <= '9')) {
        return -1;
    }
    memcpy(buf, w, n);
    buf[n] = '\0';
    errno = 0;
    double v = strtod(buf, &end);
    double scale = !strcmp(end, "") || !strcmp(end, "ms") ? 1 : !strcmp(end, "s") ? 1000 : -1;
    if (errno || scale < 0 || v < 0 || v * scale > 3600e3) {
        return -1;
    }
    return v * scale;
}

static int add_step(char op, int key, double ms)
{
    if (nsteps >= PLAYER_MAX_STEPS) {
        return -1;
    }
    steps[nsteps++] = (step_t){ .op = op, .key = (uint8_t)key, .ms = ms };
    return 0;
}

/* One script word into steps; 0 ok, -1 bad word. */
static int parse_word(const char *w, size_t n)
{
    const char *colon = memchr(w, ':', n);
    int key;
    if (n == 5 && !strncmp(w, "power", 5)) {
        return add_step('p', KEY_START, PLAYER_POWER_MS);
    }
    if ((w[0] == '+' || w[0] == '-') && (key = key_of_word(w + 1, n - 1)) >= 0) {
        return add_step(w[0] == '+' ? 'd' : 'u', key, 0);
    }
    if (colon) {
        double ms = ms_of_word(colon + 1, n - (size_t)(colon + 1 - w));
        key = key_of_word(w, (size_t)(colon - w));
        return key >= 0 && ms >= 0 ? add_step('p', key, ms) : -1;
    }
    if ((key = key_of_word(w, n)) >= 0) {
        return add_step('p', key, RIG_PRESS_MS);
    }
    double ms = ms_of_word(w, n);
    return ms >= 0 ? add_step('w', 0, ms) : -1;
}

int player_parse(const char *text)
{
    nsteps = 0;
    for (const char *p = text; *p;) {
        if (*p == '#') {
            p += strcspn(p, "\n");
            continue;
        }
        size_t sep = strspn(p, " \t\r\n,");
        if (sep) {
            p += sep;
            continue;
        }
        size_t n = strcspn(p, " \t\r\n,#");
        if (parse_word(p, n) != 0) {
            fprintf(stderr, "player: bad script word '%.*s'%s\n", (int)n, p,
                    nsteps >= PLAYER_MAX_STEPS ? " (script too long)" : "");
            return -1;
        }
        p += n;
    }
    return 0;
}

const char *player_script_text(const char *arg)
{
    static char buf[64 * 1024];
    FILE *f = !strcmp(arg, "-") ? stdin : arg[0] == '@' ? fopen(arg + 1, "r") : NULL;
    if (f == NULL && (arg[0] == '@' || !strcmp(arg, "-"))) {
        fprintf(stderr, "player: cannot read %s: %s\n", arg + 1, strerror(errno));
        return NULL;
    }
    if (f == NULL) {
        return arg;
    }
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    bool whole = feof(f) || fgetc(f) == EOF;
    if (f != stdin) {
        fclose(f);
    }
    if (!whole) {
        fprintf(stderr, "player: script longer than %zu bytes\n", sizeof buf - 1);
        return NULL;
    }
    return buf;
}

/* Run ms; with tones, in slices, tracking the buzzer. */
static int run_ms(rig_t *r, double ms, player_tones_t *t)
{
    if (!t) {
        return rig_run_ms(r, ms);
    }
    for (double left = ms; left > 0; left -= PLAYER_SLICE_MS) {
        if (rig_run_ms(r, left < PLAYER_SLICE_MS ? left : PLAYER_SLICE_MS) != 0) {
            return -1;
        }
        player_tone_track(t, r, rig_now_ms(r));
    }
    return 0;
}

static int run_step(rig_t *r, const step_t *s, player_tones_t *t)
{
    switch (s->op) {
    case 'p':
        return rig_key(r, s->key, true, 0) || run_ms(r, s->ms, t) ||
               rig_key(r, s->key, false, 0) || run_ms(r, RIG_PRESS_MS, t) ? -1 : 0;
    case 'd': return rig_key(r, s->key, true, 0);
    case 'u': return rig_key(r, s->key, false, 0);
    default: return run_ms(r, s->ms, t);
    }
}

int player_run_script(rig_t *r, double window_ms, bool tones)
{
    static player_tones_t heard;
    int rc = 0;
    for (size_t i = 0; i < nsteps && rc == 0; i++) {
        rc = run_step(r, &steps[i], tones ? &heard : NULL);
    }
    rig_snap_t a, b;
    rig_snap(r, &a);
    uint32_t blink = 0, lit = rc == 0 ? rig_leds(r, window_ms, &blink) : 0;
    rig_snap(r, &b);
    uint32_t dim = rc == 0 ? rig_dim(&a, &b) & ~blink : 0;   /* three-state */
    if (rc != 0 || rig_crashed(r)) {
        fprintf(stderr, "player: the simulated MCU stopped (%s)\n",
                sim_log_count() ? sim_log_last() : "no log");
        return 1;
    }
    for (int row = 0; row < RIG_ROWS; row++) {
        for (int col = 0; col < RIG_COLS; col++) {
            uint32_t bit = 1ul << (row * RIG_COLS + col);
            putchar(blink & bit ? '*' : dim & bit ? '+' : lit & bit ? '#' : '.');
        }
        putchar('\n');
    }
    for (int i = 0; i < heard.n; i++) {
        printf("tone %.0f Hz %.0f ms at %.0f ms\n", heard.seg[i].hz, heard.seg[i].ms,
               heard.seg[i].from);
    }
    return 0;
}
