/* SPDX-License-Identifier: MIT */
/*
 * wiring [--pins]: draws this board's wiring diagram as SVG on stdout.
 * Built once per board: the pins come compiled from its board.h (the pin
 * file and the pin names of boards/), the MCU, clock, supply and LED
 * resistor from its board.mk through the Makefile (WIRING_* macros).
 * Nets are joined by name: the MCU pin stubs and the matrix lines carry
 * the same labels (ROW0, LED0, KEY0, ...), as on a schematic.
 * --pins lists the pins instead: one "SIGNAL PORT BIT" line each; --leds
 * the LED resistor and current for each supply the board runs from.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "signals.h"
#include "wiring.h"

#if !defined(WIRING_MCU) || !defined(WIRING_F_CPU) || !defined(WIRING_SUPPLY) || !defined(WIRING_OHMS)
#error "build with -DWIRING_MCU, -DWIRING_F_CPU, -DWIRING_SUPPLY, -DWIRING_OHMS (the Makefile does)"
#endif
#ifndef WIRING_OHMS_ALT
#define WIRING_OHMS_ALT ""   /* another supply the board runs from: "VOLTS:OHMS" */
#endif

enum { ROWS = 5, COLS = 5, NSIG = BOARD_NSIG };

static const board_pin_t pins[NSIG] = BOARD_PIN_TABLE;
static const char *const fn_name[4] = { "MODE", "HINT", "UNDO", "START" };
static const char mk_mcu[] = WIRING_MCU, mk_fcpu[] = WIRING_F_CPU;
static const char mk_supply[] = WIRING_SUPPLY, mk_ohms[] = WIRING_OHMS;
static const char mk_alt[] = WIRING_OHMS_ALT;

/* LED current, worked out, with five LEDs lit in the row (the row pin
 * sinks them all): a red LED as 1.75 V + 50 ohm, each pin as a resistance
 * read from the datasheet's pin driver curves (boards/handheld/README.md,
 * "Battery life"). Line k (0: the board's supply, 1: its other one); 0 if
 * none. */
#define LED_V0 1.75
#define LED_R 50.0
static int led_line(int k, char *b, size_t n)
{
    double v = atof(mk_supply), r = atof(mk_ohms);
    if (k > 1) {
        return 0;
    }
    if (k == 1) {
        const char *c = strchr(mk_alt, ':');
        if (!c) {
            return 0;
        }
        v = atof(mk_alt);
        r = atof(c + 1);
    }
    double rcol = v < 4.0 ? 35.0 : 25.0, rrow = v < 4.0 ? 30.0 : 25.0;
    double ma = (v - LED_V0) / (r + LED_R + rcol + 5.0 * rrow) * 1000.0;
    snprintf(b, n, "%.0f V: %.0f \xce\xa9 per LED column: %.1f mA per LED, %.0f mA per row pin, "
             "five lit in the row: (%.1f V - %.2f V) / (%.0f + %.0f LED + %.0f column pin + 5 x %.0f row pin) \xce\xa9",
             v, r, ma, 5.0 * ma, v, LED_V0, r, LED_R, rcol, rrow);
    return 1;
}

/* "D2" for PD2 on an Uno; "" when the pin has no name there. */
static const char *board_pin_name(int s)
{
    return pin_name(pins[s].port, pins[s].bit);
}

/* Net label: "ROW0 D2 (PD2)". */
static const char *net_label(int s)
{
    static char buf[4][48];
    static int n;
    char *b = buf[n++ & 3];
    const char *bn = board_pin_name(s);
    snprintf(b, sizeof buf[0], "%s%s%s (P%c%d)", pins[s].signal, *bn ? " " : "", bn,
             pins[s].port, pins[s].bit);
    return b;
}

/* ---- the drawing ------------------------------------------------------- */
enum {
    MX = 40, MY = 90, PITCH = 30,             /* MCU box */
    GY = 290, CW = 130, RH = 100,             /* matrix: column pitch, row pitch */
    LED_DX = 0, KEY_DX = 64,                  /* lines inside a column */
};

/* Canvas width and matrix left edge: a bare chip's DIP-28 takes more room. */
static const int W = BOARD_IS_BARE_CHIP ? 1760 : 1400;
static const int GX = BOARD_IS_BARE_CHIP ? 960 : 600;

static int row_y(int r) { return GY + r * RH + 80; }
static int led_x(int c) { return GX + c * CW + LED_DX; }
static int key_x(int c) { return GX + c * CW + KEY_DX; }

static void draw_mcu(void)
{
    int h = NSIG * PITCH + 30;
    printf("<rect x=\"%d\" y=\"%d\" width=\"230\" height=\"%d\" class=\"mcu\"/>\n", MX, MY, h);
    text(MX + 12, MY + h - 10, "start", "title", mk_mcu);
    text(MX + 222, MY - 6, "end", "note", "board pin, port pin");
    for (int s = 0; s < NSIG; s++) {
        int y = MY + 25 + s * PITCH;
        char pin[32];
        const char *bn = board_pin_name(s);
        snprintf(pin, sizeof pin, "%s%sP%c%d", bn, *bn ? "  " : "", pins[s].port, pins[s].bit);
        text(MX + 222, y + 4, "end", "pin", pin);
        line(MX + 230, y, MX + 290, y);
        text(MX + 296, y + 4, "start", "net", pins[s].signal);
    }
}

static void draw_matrix(void)
{
    int top = GY - 10, bottom = row_y(ROWS - 1);
    int fx = GX + COLS * CW + 10;            /* function key column */
    /* Rows: one horizontal line per row, labelled on the left. */
    for (int r = 0; r < ROWS; r++) {
        int y = row_y(r);
        line(GX - 60, y, fx + 30, y);
        text(GX - 64, y - 6, "end", "net", net_label(r));
    }
    for (int c = 0; c < COLS; c++) {
        int lx = led_x(c), kx = key_x(c);
        /* LED column: label, resistor, line down the matrix. */
        vtext(lx + 4, top - 48, "net", net_label(5 + c));
        line(lx, top - 44, lx, top - 30);
        resistor_v(lx, top - 30);
        line(lx, top, lx, bottom - 60);
        /* Key column: label, line down the matrix (pull-up inside the MCU). */
        vtext(kx + 4, top - 48, "net", net_label(10 + c));
        line(kx, top - 44, kx, bottom - 60);
        for (int r = 0; r < ROWS; r++) {
            int y = row_y(r) - 60;
            dot(lx, y);
            line(lx, y, lx + 24, y);
            led_v(lx + 24, y + 20);
            line(lx + 24, y, lx + 24, y + 20);
            dot(lx + 24, row_y(r));
            dot(kx, y);
            line(kx, y, kx + 30, y);
            key_v(kx + 30, y + 20);
            line(kx + 30, y, kx + 30, y + 20);
            dot(kx + 30, row_y(r));
        }
    }
    /* Function keys: key column 5, rows 0..3. */
    vtext(fx + 4, top - 48, "net", net_label(15));
    line(fx, top - 44, fx, row_y(3) - 60);
    for (int r = 0; r < 4; r++) {
        int y = row_y(r) - 60;
        dot(fx, y);
        line(fx, y, fx + 30, y);
        line(fx + 30, y, fx + 30, y + 20);
        key_v(fx + 30, y + 20);
        dot(fx + 30, row_y(r));
        text(fx + 40, y + 16, "start", "fn", fn_name[r]);
    }
    char s[64];
    snprintf(s, sizeof s, "%s \xce\xa9 each", mk_ohms);
    text(led_x(0) - 10, top - 8, "end", "note", s);
}

static void draw_buzzer(void)
{
    int x = 40, y = row_y(ROWS - 1) + 70;
    text(x, y + 4, "start", "net", net_label(16));
    x += 160;
    line(x, y, x + 40, y);
    printf("<rect x=\"%d\" y=\"%d\" width=\"30\" height=\"10\" class=\"part\"/>\n", x + 40, y - 5);
    text(x + 55, y - 10, "middle", "note", "220 \xce\xa9");
    line(x + 70, y, x + 100, y);
    printf("<circle cx=\"%d\" cy=\"%d\" r=\"14\" class=\"part\"/>\n", x + 114, y);
    text(x + 114, y + 4, "middle", "note", "PZ");
    line(x + 128, y, x + 160, y);
    text(x + 166, y + 4, "start", "net", "GND   (passive piezo disc, no built-in oscillator)");
}

static void draw_notes(const char *name)
{
    char s[200];
    long hz = atol(mk_fcpu);
    snprintf(s, sizeof s, "Lights Out: board %s, %s at %ld MHz, %s supply%s%.*s%s", name, mk_mcu,
             hz / 1000000, mk_supply[0] ? mk_supply : "5 V", mk_alt[0] ? " (or " : "",
             (int)strcspn(mk_alt, ":"), mk_alt, mk_alt[0] ? " V)" : "");
    text(40, 40, "start", "title", s);
    text(40, 64, "start", "note",
         "Nets join by name. Rows: selected row driven low, others Hi-Z. "
         "LED columns: high = lit. Key columns: internal pull-up, low = pressed.");
    int y = row_y(ROWS - 1) + 120;
    snprintf(s, sizeof s, "Parts: 25 LEDs (anode to the LED column, cathode to the row), "
             "29 push buttons, 5 x %s \xce\xa9, 1 x 220 \xce\xa9, 1 passive piezo. "
             "No diodes: 3 keys held on a rectangle ghost the 4th.", mk_ohms);
    text(40, y, "start", "note", s);
    for (int k = 0; led_line(k, s, sizeof s); k++) {
        char t[240];
        snprintf(t, sizeof t, "LED resistors, %s", s);
        text(40, y += 18, "start", "note", t);
    }
    chip_notes(40, y + 18);
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--leds") == 0) {
        char s[240];
        for (int k = 0; led_line(k, s, sizeof s); k++) {
            printf("%s\n", s);
        }
        return 0;
    }
    if (argc == 2 && strcmp(argv[1], "--pins") == 0) {
        for (int s = 0; s < NSIG; s++) {
            printf("%s %c %d\n", pins[s].signal, pins[s].port, pins[s].bit);
        }
        return 0;
    }
    if (argc != 1) {
        fprintf(stderr, "usage: wiring [--pins | --leds] > wiring.svg\n");
        return 2;
    }
    const char *name = BOARD_NAME;
    int h = row_y(ROWS - 1) + 160 + (mk_alt[0] ? 18 : 0) + (BOARD_IS_BARE_CHIP ? 54 : 0);
    printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    printf("<!-- generated by tools/wiring from boards/%s: do not edit -->\n", name);
    printf("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
           "viewBox=\"0 0 %d %d\">\n", W, h, W, h);
    printf("<style>\n"
           "line, path { stroke: #222; stroke-width: 1.5; fill: none; }\n"
           ".led { fill: #f4d03f; } .ray { stroke: #c0392b; stroke-width: 1; }\n"
           ".part { fill: #fff; stroke: #222; stroke-width: 1.5; }\n"
           ".mcu { fill: #eef3f8; stroke: #222; stroke-width: 2; }\n"
           ".dot { fill: #222; }\n"
           "text { font-family: sans-serif; font-size: 13px; fill: #222; }\n"
           ".title { font-size: 17px; font-weight: bold; }\n"
           ".pin { font-family: monospace; } .net { font-family: monospace; fill: #1a5276; }\n"
           ".fn { font-weight: bold; } .note { font-size: 12px; fill: #555; }\n"
           "</style>\n");
    printf("<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", W, h);
    draw_notes(name);
    if (BOARD_IS_BARE_CHIP) {
        draw_chip(mk_supply);
    } else {
        draw_mcu();
    }
    draw_matrix();
    draw_buzzer();
    printf("</svg>\n");
    return 0;
}
