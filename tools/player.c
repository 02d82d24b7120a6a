/* SPDX-License-Identifier: MIT */
/*
 * Terminal player: the real firmware ELF in simavr on the pin-level rig
 * (tests/sim/rig.h). Keys go to the simulated pins and the LEDs and the
 * buzzer are read from them; nothing here calls the game.
 *
 *   player [ELF] [--eeprom FILE | --no-save]      play in real time
 *   player [ELF] --script TEXT [--window MS] [--eeprom FILE]
 *                                                 run a script, print LEDs
 *
 * Key map (interactive and script): the grid is the alphabet row by row,
 * a..e top row, u..y bottom row. 1 MODE, 2 HINT, 3 UNDO, 4 START,
 * 5 START held 2.5 s (power off). See usage() for the aliases.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "keys.h"
#include "player_int.h"
#include "rig.h"

static const char grid_keys[] = "abcdefghijklmnopqrstuvwxy";
static const char *const fn_names[] = { "mode", "hint", "undo", "start" };

static step_t steps[PLAYER_MAX_STEPS];
static size_t nsteps;

static void usage(FILE *f)
{
    fprintf(f,
        "usage: player [[--elf] ELF] [--eeprom FILE | --no-save]\n"
        "       player [ELF] --script TEXT|@FILE|- [--window MS] [--eeprom FILE]\n"
        "Plays the firmware ELF (default build/" SIM_BOARD "/lightsout.elf) in simavr.\n"
        "Keys: a..y grid (a top-left, e top-right, y bottom-right);\n"
        "  1 Tab MODE, 2 ? HINT, 3 Backspace UNDO, 4 Enter Space START,\n"
        "  5 START held 2.5 s (power off); Esc or Ctrl-C quits.\n"
        "The EEPROM is loaded from and saved to FILE (--eeprom), by default in\n"
        "  interactive play to the ELF's name with .eeprom (--no-save: none).\n"
        "Script: words split by spaces, commas or newlines, '#' comments:\n"
        "  a..y mode hint undo start   press (down %g ms, up, %g ms)\n"
        "  KEY:MS                      hold KEY for MS ms, e.g. start:2500\n"
        "  power                       start:%g\n"
        "  +KEY -KEY                   key down, key up (chords, holds)\n"
        "  MS  MSms  Ss                wait, e.g. 1500 or 1500ms or 1.5s\n"
        "Then the LEDs are watched for --window ms (default %g) and printed:\n"
        "  5 lines, '#' lit, '.' dark, '*' blinking.\n",
        RIG_PRESS_MS, RIG_PRESS_MS, PLAYER_POWER_MS, PLAYER_WINDOW_MS);
}

int player_key_of_char(int c)
{
    if (c >= 'A' && c <= 'Y') {
        c += 'a' - 'A';
    }
    const char *p = c ? strchr(grid_keys, c) : NULL;
    if (p) {
        return (int)(p - grid_keys);
    }
    switch (c) {
    case '1': case '\t': return KEY_MODE;
    case '2': case '?': return KEY_HINT;
    case '3': case 0x7f: case 0x08: return KEY_UNDO;
    case '4': case '\r': case '\n': case ' ': return KEY_START;
    default: return -1;
    }
}

const char *player_key_name(int key)
{
    static char cell[2];
    if (key >= (int)KEY_MODE && key <= (int)KEY_START) {
        return fn_names[key - KEY_MODE];
    }
    cell[0] = grid_keys[key];
    return cell;
}

/* KEY word: a..y or a function key name; -1 otherwise. */
static int key_of_word(const char *w, size_t n)
{
    if (n == 1 && w[0] >= 'a' && w[0] <= 'y') {
        return w[0] - 'a';
    }
    for (int i = 0; i < 4; i++) {
        if (strlen(fn_names[i]) == n && !strncmp(w, fn_names[i], n)) {
            return KEY_MODE + i;
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

/* Script text from TEXT, @FILE or - (stdin); static storage. */
static const char *script_text(const char *arg)
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

static int run_script(rig_t *r, double window_ms)
{
    int rc = 0;
    for (size_t i = 0; i < nsteps && rc == 0; i++) {
        const step_t *s = &steps[i];
        switch (s->op) {
        case 'p': rc = rig_hold(r, s->key, s->ms); break;
        case 'd': rc = rig_key(r, s->key, true, 0); break;
        case 'u': rc = rig_key(r, s->key, false, 0); break;
        default: rc = rig_run_ms(r, s->ms); break;
        }
    }
    uint32_t blink = 0, lit = rc == 0 ? rig_leds(r, window_ms, &blink) : 0;
    if (rc != 0 || rig_crashed(r)) {
        fprintf(stderr, "player: the simulated MCU stopped (%s)\n",
                sim_log_count() ? sim_log_last() : "no log");
        return 1;
    }
    for (int row = 0; row < RIG_ROWS; row++) {
        for (int col = 0; col < RIG_COLS; col++) {
            uint32_t bit = 1ul << (row * RIG_COLS + col);
            putchar(blink & bit ? '*' : lit & bit ? '#' : '.');
        }
        putchar('\n');
    }
    return 0;
}

/* Load (a missing file leaves the EEPROM blank) or save the EEPROM. */
static int eeprom_file(rig_t *r, const char *path, bool save)
{
    static uint8_t mem[8192];
    uint16_t size = rig_eeprom_size(r);
    FILE *f = fopen(path, save ? "wb" : "rb");
    int rc = f && size <= sizeof mem ? 0 : -1;
    if (rc == 0 && save) {
        rig_eeprom_get(r, 0, mem, size);
        rc = fwrite(mem, 1, size, f) == size ? 0 : -1;
    } else if (rc == 0 && fread(mem, 1, size, f) == size) {
        rig_eeprom_set(r, 0, mem, size);
    }
    if (f && fclose(f) != 0) {
        rc = -1;
    }
    if (rc != 0 && (save || errno != ENOENT)) {
        fprintf(stderr, "player: EEPROM file %s: %s\n", path, strerror(errno));
    }
    return rc;
}

int main(int argc, char **argv)
{
    const char *elf = NULL, *script = NULL, *eeprom = NULL;
    double window_ms = PLAYER_WINDOW_MS;
    bool save = true;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool more = i + 1 < argc;
        if (!strcmp(a, "--script") && more) {
            script = argv[++i];
        } else if (!strcmp(a, "--elf") && more && !elf) {
            elf = argv[++i];
        } else if (!strcmp(a, "--window") && more) {
            window_ms = atof(argv[++i]);
        } else if (!strcmp(a, "--eeprom") && more) {
            eeprom = argv[++i];
        } else if (!strcmp(a, "--no-save")) {
            save = false;
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (a[0] != '-' && !elf) {
            elf = a;
        } else {
            usage(stderr);
            return 2;
        }
    }
    if (window_ms < RIG_SLICE_MS || window_ms > 60e3) {
        fprintf(stderr, "player: --window must be %g..60000 ms\n", RIG_SLICE_MS);
        return 2;
    }
    const char *text = script ? script_text(script) : NULL;
    if (script && (!text || player_parse(text) != 0)) {
        return 2;
    }
    rig_t *r = rig_open(elf);
    if (!r) {
        return 1;
    }
    /* Interactive play keeps its EEPROM next to the ELF unless told;
     * a script uses one only when given --eeprom. */
    char path[1024];
    snprintf(path, sizeof path, "%.*s.eeprom", (int)(strlen(rig_elf(r)) -
             (strstr(rig_elf(r), ".elf") ? 4 : 0)), rig_elf(r));
    const char *ee = !save ? NULL : eeprom ? eeprom : script ? NULL : path;
    if (ee) {
        eeprom_file(r, ee, false);
    }
    int rc = script ? run_script(r, window_ms) : player_play(r);
    if (ee && rc == 0 && eeprom_file(r, ee, true) == 0 && !script) {
        printf("player: EEPROM saved to %s\n", ee);
    }
    rig_close(r);
    return rc;
}
