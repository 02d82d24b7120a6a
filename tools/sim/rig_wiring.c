/* SPDX-License-Identifier: MIT */
/*
 * What joins what on the simulated board. By default the board's pins
 * (boards/README.md): key (r,c) between ROW r and KEY COL c, LED (r,c)
 * from LED COL c to ROW r. A wiring file replaces that with what a real
 * board joins, e.g. the netlist read back from the circuit board
 * (tools/pcb/README.md). One item a line, '#' starts a comment:
 *
 *   key K PIN PIN       key K (0..24 grid 5*row+col, 25..28 MODE..START)
 *   led K ANODE CATHODE LED cell K; ANODE is the pin its resistor goes to
 *   buzzer PIN
 *
 * A PIN is a port letter and bit (D2), or '-' for no MCU pin. Items not
 * listed are not wired.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "rig_int.h"

/* ---- the model through the wiring --------------------------------------------- */

/* A pin's place in the 8-bits-a-port masks; -1 if not wired or watched. */
static int pin_index(rig_t *r, pin_t p)
{
    for (int i = 0; p.port && i < r->nports; i++) {
        if (r->ports[i].name == p.port) {
            return i * 8 + p.bit;
        }
    }
    return -1;
}

static bool in_mask(uint64_t m, int i) { return i >= 0 && ((m >> i) & 1u); }

uint64_t rig_pin_bit(rig_t *r, pin_t p)
{
    int i = pin_index(r, p);
    return i >= 0 ? 1ull << i : 0;
}

/* Pins pulled low: driven low, or joined to one through pressed keys,
 * directly or through other pressed keys (so a rectangle ghosts). */
uint64_t rig_pins_low(rig_t *r, uint64_t src)
{
    uint64_t low = src;
    for (bool grew = true; grew;) {
        grew = false;
        for (uint8_t k = 0; k < RIG_KEYS; k++) {
            if (!((r->down >> k) & 1u)) {
                continue;
            }
            int a = pin_index(r, r->wiring.key[k].a), b = pin_index(r, r->wiring.key[k].b);
            if (a < 0 || b < 0 || in_mask(low, a) == in_mask(low, b)) {
                continue;
            }
            low |= 1ull << a | 1ull << b;
            grew = true;
        }
    }
    return low;
}

/* Cells lit: anode pin driven high, cathode pin driven low. */
uint32_t rig_wiring_lit(rig_t *r, uint64_t low, uint64_t high)
{
    uint32_t lit = 0;
    for (int i = 0; i < RIG_CELLS; i++) {
        const link_t *l = &r->wiring.led[i];
        if (in_mask(high, pin_index(r, l->a)) && in_mask(low, pin_index(r, l->b))) {
            lit |= 1ul << i;
        }
    }
    return lit;
}

/* ---- the wiring -------------------------------------------------------------- */

void rig_wiring_default(rig_t *r)
{
    wiring_t *w = &r->wiring;
    memset(w, 0, sizeof *w);
    for (int k = 0; k < RIG_KEYS; k++) {
        int row = k < RIG_CELLS ? k / RIG_COLS : k - RIG_CELLS;
        int col = k < RIG_CELLS ? k % RIG_COLS : RIG_COLS;
        w->key[k].a = r->rows[row];
        w->key[k].b = r->keys[col];
    }
    for (int i = 0; i < RIG_CELLS; i++) {
        w->led[i].a = r->leds[i % RIG_COLS];
        w->led[i].b = r->rows[i / RIG_COLS];
    }
    w->buzzer = r->buzzer;
}

/* "D2" or "-"; 0 ok. */
static int parse_pin(const char *s, pin_t *p)
{
    p->port = 0;
    p->bit = 0;
    if (!strcmp(s, "-")) {
        return 0;
    }
    if (strlen(s) != 2 || !isupper((unsigned char)s[0]) || s[1] < '0' || s[1] > '7') {
        return -1;
    }
    p->port = s[0];
    p->bit = (uint8_t)(s[1] - '0');
    return 0;
}

/* One line into w; NULL ok, else what is wrong. */
static const char *parse_line(char *line, wiring_t *w)
{
    char *hash = strchr(line, '#');
    if (hash) {
        *hash = 0;
    }
    char what[16], a[8], b[8];
    int k, n = sscanf(line, "%15s %d %7s %7s", what, &k, a, b);
    if (n <= 0) {
        return NULL;
    }
    if (!strcmp(what, "buzzer")) {
        char pin[8];
        if (sscanf(line, "%15s %7s", what, pin) != 2 || parse_pin(pin, &w->buzzer)) {
            return "want: buzzer PIN";
        }
        return NULL;
    }
    bool key = !strcmp(what, "key"), led = !strcmp(what, "led");
    if (!key && !led) {
        return "want: key, led or buzzer";
    }
    if (n != 4 || k < 0 || k >= (key ? RIG_KEYS : RIG_CELLS)) {
        return key ? "want: key 0..28 PIN PIN" : "want: led 0..24 ANODE CATHODE";
    }
    link_t *l = key ? &w->key[k] : &w->led[k];
    if (parse_pin(a, &l->a) || parse_pin(b, &l->b)) {
        return "a pin is a port letter and a bit, as D2, or -";
    }
    return NULL;
}

int rig_wiring_load(rig_t *r, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "rig: cannot read wiring %s\n", path);
        return -1;
    }
    wiring_t w;
    memset(&w, 0, sizeof w);
    char line[256];
    int no = 0, rc = 0;
    while (fgets(line, sizeof line, f)) {
        no++;
        const char *err = parse_line(line, &w);
        if (err) {
            fprintf(stderr, "rig: %s:%d: %s\n", path, no, err);
            rc = -1;
            break;
        }
    }
    fclose(f);
    if (rc == 0) {
        r->wiring = w;
        r->wired = true;
    }
    return rc;
}

