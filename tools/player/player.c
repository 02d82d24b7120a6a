/* SPDX-License-Identifier: MIT */
/*
 * Terminal player: the real firmware ELF in simavr on the pin-level rig
 * (tools/sim/). Keys go to the simulated pins and the LEDs and the
 * buzzer are read from them; nothing here calls the game.
 *
 *   player [ELF] [--eeprom FILE | --no-save]      play in real time
 *   player [ELF] --script TEXT [--window MS] [--tones] [--eeprom FILE]
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

static void usage(FILE *f)
{
    fprintf(f,
        "usage: player [[--elf] ELF] [--eeprom FILE | --no-save]\n"
        "       player [ELF] --script TEXT|@FILE|- [--window MS] [--tones] [--log] [--eeprom FILE]\n"
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
        "  5 lines, '#' lit, '+' dim (three-state), '.' dark, '*' blinking; with\n"
        "  --tones, then one line\n"
        "  per steady tone of the script: 'tone HZ Hz MS ms at T ms'; with --log,\n"
        "  then the serial log's lines.\n",
        RIG_PRESS_MS, RIG_PRESS_MS, PLAYER_POWER_MS, PLAYER_WINDOW_MS);
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
    bool save = true, tones = false, log = false;
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
        } else if (!strcmp(a, "--tones")) {
            tones = true;
        } else if (!strcmp(a, "--log")) {
            log = true;
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
    const char *text = script ? player_script_text(script) : NULL;
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
    int rc = script ? player_run_script(r, window_ms, tones) : player_play(r);
    if (script && log && rc == 0) {
        fputs(rig_uart_text(r), stdout);   /* the serial log, after the image */
    }
    if (ee && rc == 0 && eeprom_file(r, ee, true) == 0 && !script) {
        printf("player: EEPROM saved to %s\n", ee);
    }
    rig_close(r);
    return rc;
}
