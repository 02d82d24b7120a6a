/* SPDX-License-Identifier: MIT */
/*
 * wiring BOARD_DIR: draws the board's wiring diagram as SVG on stdout.
 * Pins come from BOARD_DIR/board.h (`#define BOARD_ROW0 D, 2`), the MCU,
 * clock, supply, LED resistor and pin naming from BOARD_DIR/board.mk.
 * Nets are joined by name: the MCU pin stubs and the matrix lines carry
 * the same labels (ROW0, LED0, KEY0, ...), as on a schematic.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wiring.h"

enum { ROWS = 5, COLS = 5, NSIG = 17 };

/* Signals in drawing order: rows, LED columns, key columns, buzzer. */
static const char *const sig_name[NSIG] = {
    "ROW0", "ROW1", "ROW2", "ROW3", "ROW4",
    "LED0", "LED1", "LED2", "LED3", "LED4",
    "KEY0", "KEY1", "KEY2", "KEY3", "KEY4", "KEY5", "BUZZER",
};
static const char *const fn_name[4] = { "MODE", "HINT", "UNDO", "START" };

static char sig_port[NSIG];
static int sig_bit[NSIG];
static char mk_mcu[32], mk_fcpu[32], mk_supply[32], mk_ohms[16], mk_pinout[16];

static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("wiring: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

static FILE *open_in(const char *dir, const char *file)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    FILE *f = fopen(path, "r");
    if (!f) {
        die("cannot open %s", path);
    }
    return f;
}

/* board.h: every `#define BOARD_<SIGNAL> <PORT>, <BIT>` line. */
static void read_board_h(const char *dir)
{
    FILE *f = open_in(dir, "board.h");
    char line[256], name[32], port;
    int bit;
    while (fgets(line, sizeof line, f)) {
        if (sscanf(line, "#define BOARD_%31s %c, %d", name, &port, &bit) != 3) {
            continue;
        }
        for (int i = 0; i < NSIG; i++) {
            if (strcmp(name, sig_name[i]) == 0) {
                sig_port[i] = port;
                sig_bit[i] = bit;
            }
        }
    }
    fclose(f);
    for (int i = 0; i < NSIG; i++) {
        if (sig_port[i] < 'A' || sig_port[i] > 'L' || sig_bit[i] < 0 || sig_bit[i] > 7) {
            die("%s/board.h: BOARD_%s missing or not `PORT, BIT`", dir, sig_name[i]);
        }
    }
}

/* board.mk: `NAME := value` (or ?=), value up to a comment. */
static void read_board_mk(const char *dir)
{
    static const struct { const char *key; char *dst; size_t n; } keys[] = {
        {"MCU", mk_mcu, sizeof mk_mcu}, {"F_CPU", mk_fcpu, sizeof mk_fcpu},
        {"SUPPLY", mk_supply, sizeof mk_supply}, {"LED_OHMS", mk_ohms, sizeof mk_ohms},
        {"PINOUT", mk_pinout, sizeof mk_pinout},
    };
    FILE *f = open_in(dir, "board.mk");
    char line[256];
    while (fgets(line, sizeof line, f)) {
        char key[32], *eq = strstr(line, "=");
        if (!eq || eq == line || sscanf(line, "%31[A-Z_0-9]", key) != 1) {
            continue;
        }
        char *v = eq + 1 + strspn(eq + 1, " \t");
        v[strcspn(v, "#\n")] = '\0';
        for (size_t n = strlen(v); n && v[n - 1] == ' '; n--) {
            v[n - 1] = '\0';
        }
        for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
            if (strcmp(key, keys[i].key) == 0) {
                snprintf(keys[i].dst, keys[i].n, "%s", v);
            }
        }
    }
    fclose(f);
    if (!mk_mcu[0] || !mk_fcpu[0] || !mk_ohms[0] || !mk_pinout[0]) {
        die("%s/board.mk: needs MCU, F_CPU, LED_OHMS and PINOUT", dir);
    }
}

/* "D2" for PD2 on an Uno; "" when the pin has no name there. */
static const char *board_pin_name(int s)
{
    const char *n = pin_name(mk_pinout, sig_port[s], sig_bit[s]);
    if (!n) {
        die("unknown PINOUT %s", mk_pinout);
    }
    return n;
}

/* Net label: "ROW0 D2 (PD2)". */
static const char *net_label(int s)
{
    static char buf[4][48];
    static int n;
    char *b = buf[n++ & 3];
    const char *bn = board_pin_name(s);
    snprintf(b, sizeof buf[0], "%s%s%s (P%c%d)", sig_name[s], *bn ? " " : "", bn,
             sig_port[s], sig_bit[s]);
    return b;
}

/* ---- the drawing ------------------------------------------------------- */
enum {
    W = 1400, MX = 40, MY = 90, PITCH = 30,   /* MCU box */
    GX = 600, GY = 290, CW = 130, RH = 100,   /* matrix: column pitch, row pitch */
    LED_DX = 0, KEY_DX = 64,                  /* lines inside a column */
};

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
        snprintf(pin, sizeof pin, "%s%sP%c%d", bn, *bn ? "  " : "", sig_port[s], sig_bit[s]);
        text(MX + 222, y + 4, "end", "pin", pin);
        line(MX + 230, y, MX + 290, y);
        text(MX + 296, y + 4, "start", "net", sig_name[s]);
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
    snprintf(s, sizeof s, "Lights Out: board %s, %s at %ld MHz, %s supply", name, mk_mcu,
             hz / 1000000, mk_supply[0] ? mk_supply : "5 V");
    text(40, 40, "start", "title", s);
    text(40, 64, "start", "note",
         "Nets join by name. Rows: selected row driven low, others Hi-Z. "
         "LED columns: high = lit. Key columns: internal pull-up, low = pressed.");
    int y = row_y(ROWS - 1) + 120;
    snprintf(s, sizeof s, "Parts: 25 LEDs (anode to the LED column, cathode to the row), "
             "29 push buttons, 5 x %s \xce\xa9, 1 x 220 \xce\xa9, 1 passive piezo. "
             "No diodes: 3 keys held on a rectangle ghost the 4th.", mk_ohms);
    text(40, y, "start", "note", s);
    if (strcmp(mk_pinout, "dip28") == 0) {
        text(40, y + 18, "start", "note",
             "Bare chip: VCC pins 7 and 20 (AVCC), GND pins 8 and 22, 100 nF at each VCC pin, "
             "RESET pin 1 to VCC through 10 k\xce\xa9; ISP header: MOSI 17, MISO 18, SCK 19, RESET 1.");
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: wiring BOARD_DIR > wiring.svg\n");
        return 2;
    }
    const char *dir = argv[1];
    const char *name = strrchr(dir, '/') && strrchr(dir, '/')[1] ? strrchr(dir, '/') + 1 : dir;
    read_board_h(dir);
    read_board_mk(dir);
    int h = row_y(ROWS - 1) + 160;
    printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    printf("<!-- generated by tools/wiring from %s/board.h: do not edit -->\n", dir);
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
    draw_mcu();
    draw_matrix();
    draw_buzzer();
    printf("</svg>\n");
    return 0;
}
