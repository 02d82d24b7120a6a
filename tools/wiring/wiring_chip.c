/* SPDX-License-Identifier: MIT */
/*
 * The bare chip of a wiring diagram (boards with BOARD_BARE_CHIP): the
 * DIP-28 in physical pin order, 1-14 down the left and 15-28 up the
 * right, so a breadboard can be wired from it; every supply pin with its
 * 100 nF, the RESET pull-up, the 2x3 ISP header by its pin numbers, the
 * battery and its switch. Pin numbers and functions: boards/pinouts/dip28.h.
 */
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "signals.h"
#include "wiring.h"

#ifdef BOARD_DIP

enum { DX = 330, DY = 140, DW = 220, DP = 30, STUB = 60 };

#ifndef WIRING_LOG_BAUD
#define WIRING_LOG_BAUD ""   /* the serial log's baud rate; "" if the board has none */
#endif

typedef struct {
    int n;
    char port;
    int bit;
    const char *fn;
} dip_pin_t;

#define DIP_ROW_(a, n, port, bit, fn) { n, (#port)[0], bit, fn },
static const dip_pin_t dip[BOARD_DIP_PINS] = { BOARD_DIP(DIP_ROW_, ~) };
static const board_pin_t pins[BOARD_NSIG] = BOARD_PIN_TABLE;

/* Pin n's place: x of its stub end, y, and the side (-1 left, +1 right). */
static int pin_y(int n) { return DY + 20 + (n <= 14 ? n - 1 : 28 - n) * DP; }
static int side(int n) { return n <= 14 ? -1 : 1; }
static int stub_x(int n) { return n <= 14 ? DX - STUB : DX + DW + STUB; }

/* The chip pin with function fn ("MOSI" -> 17), on side sd (0: either). */
static int pin_on(const char *fn, int sd)
{
    for (int i = 0; i < BOARD_DIP_PINS; i++) {
        if (strcmp(dip[i].fn, fn) == 0 && (sd == 0 || side(dip[i].n) == sd)) {
            return dip[i].n;
        }
    }
    return 0;
}

/* The net on pin i: a game signal, a supply, RESET, or "" (not used). */
static const char *net(int i, char *buf, size_t len)
{
    const dip_pin_t *d = &dip[i];
    for (int s = 0; s < BOARD_NSIG; s++) {
        if (pins[s].port == d->port && pins[s].bit == d->bit) {
            int isp = !strcmp(d->fn, "MOSI") || !strcmp(d->fn, "MISO") || !strcmp(d->fn, "SCK");
            snprintf(buf, len, "%s%s%s", pins[s].signal, isp ? ", ISP " : "", isp ? d->fn : "");
            return buf;
        }
    }
    if (!strcmp(d->fn, "AVCC")) {
        return "VCC";
    }
    if (!strcmp(d->fn, "TXD") && WIRING_LOG_BAUD[0]) {
        snprintf(buf, len, "LOG TX, %s 8N1 (optional)", WIRING_LOG_BAUD);
        return buf;
    }
    if (!strcmp(d->fn, "VCC") || !strcmp(d->fn, "GND") || !strcmp(d->fn, "RESET") ||
        !strcmp(d->fn, "SCK")) {
        return d->fn;
    }
    return "";
}

/* The package: pin numbers and port names inside, nets on the stubs. */
static void draw_dip(void)
{
    int h = 14 * DP + 10;
    printf("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" class=\"mcu\"/>\n", DX, DY, DW, h);
    printf("<path d=\"M%d %d a10 10 0 0 0 20 0\" class=\"part\"/>\n", DX + DW / 2 - 10, DY);
    text(DX + DW / 2, DY + h + 18, "middle", "title", "DIP-28, top view");
    for (int i = 0; i < BOARD_DIP_PINS; i++) {
        const dip_pin_t *d = &dip[i];
        int y = pin_y(d->n), s = side(d->n), x0 = s < 0 ? DX : DX + DW;
        char num[8], in[24], buf[40];
        snprintf(num, sizeof num, "%d", d->n);
        if (d->port == '_') {
            snprintf(in, sizeof in, "%s", d->fn);
        } else {
            snprintf(in, sizeof in, "P%c%d%s%s", d->port, d->bit, *d->fn ? " " : "", d->fn);
        }
        printf("<text x=\"%d\" y=\"%d\" text-anchor=\"%s\" class=\"pin dipn\">%s</text>\n",
               x0 - s * 6, y + 4, s < 0 ? "start" : "end", num);
        text(x0 - s * 30, y + 4, s < 0 ? "start" : "end", "pin", in);
        const char *n = net(i, buf, sizeof buf);
        line(x0, y, x0 + s * (*n ? STUB : 14), y);
        if (*n) {
            text(stub_x(d->n) + s * 6, y + 4, s < 0 ? "end" : "start", "net", n);
        } else {   /* not connected */
            int xe = x0 + s * 14;
            line(xe - 4, y - 4, xe + 4, y + 4);
            line(xe - 4, y + 4, xe + 4, y - 4);
        }
    }
}

/* A capacitor across two pins on one side: plates between their stubs. */
static void cap_between(int n1, int n2, const char *label)
{
    int s = side(n1), x = (s < 0 ? DX : DX + DW) + s * 40;
    int y1 = pin_y(n1), y2 = pin_y(n2), ym = (y1 + y2) / 2;
    int top = y1 < y2 ? y1 : y2, bot = y1 < y2 ? y2 : y1;
    dot(x, y1);
    dot(x, y2);
    line(x, top, x, ym - 3);
    line(x, ym + 3, x, bot);
    line(x - 8, ym - 3, x + 8, ym - 3);
    line(x - 8, ym + 3, x + 8, ym + 3);
    text(x + s * 12, ym + 4, s < 0 ? "end" : "start", "note", label);
}

/* RESET to VCC through the pull-up, above the pin-1 stub. */
static void reset_pullup(void)
{
    int y = pin_y(pin_on("RESET", 0)), x = DX - 30;
    dot(x, y);
    line(x, y, x, y - 20);
    resistor_v(x, y - 50);
    line(x, y - 50, x, y - 62);
    text(x, y - 66, "middle", "net", "VCC");
    text(x + 10, y - 30, "start", "note", "10 k\xce\xa9");
}

/* The ISP header, pins as on the connector (1 MISO, 2 VCC, ... 6 GND). */
#define ISP_ROW_(n, fn) { n, fn },
static const struct { int n; const char *fn; } isp[] = { BOARD_ISP6(ISP_ROW_) };

static void draw_isp(int x, int y)
{
    text(x + 35, y - 14, "middle", "title", "ISP header (2x3, pins seen from above)");
    printf("<rect x=\"%d\" y=\"%d\" width=\"70\" height=\"75\" class=\"part\"/>\n", x, y);
    for (size_t i = 0; i < sizeof isp / sizeof isp[0]; i++) {
        int left = isp[i].n % 2, py = y + 12 + (isp[i].n - 1) / 2 * 25;
        int px = left ? x + 12 : x + 58, s = left ? -1 : 1;
        char lab[40], num[4];
        int chip = pin_on(isp[i].fn, 0);
        printf("<rect x=\"%d\" y=\"%d\" width=\"8\" height=\"8\" class=\"dot\"/>\n", px - 4, py - 4);
        snprintf(num, sizeof num, "%d", isp[i].n);
        printf("<text x=\"%d\" y=\"%d\" text-anchor=\"%s\" class=\"note isp\">%s</text>\n",
               px - s * 10, py + 4, left ? "start" : "end", num);
        line(px, py, px + s * 45, py);
        if (strcmp(isp[i].fn, "VCC") && strcmp(isp[i].fn, "GND")) {
            snprintf(lab, sizeof lab, "%s (pin %d)", isp[i].fn, chip);
        } else {
            snprintf(lab, sizeof lab, "%s", isp[i].fn);
        }
        text(px + s * 50, py + 4, left ? "end" : "start", "net", lab);
    }
}

/* Battery, power switch, and the supply rails they feed. */
static void draw_battery(int x, int y, const char *supply)
{
    char s[64];
    snprintf(s, sizeof s, "battery, %s, and its switch", supply);
    text(x, y - 30, "start", "title", s);
    text(x, y + 4, "start", "net", "GND");
    line(x + 40, y, x + 80, y);
    for (int c = 0; c < 2; c++) {      /* two cells: short (-) then long (+) plate */
        int cx = x + 80 + c * 20;
        line(cx, y - 7, cx, y + 7);
        line(cx + 8, y - 14, cx + 8, y + 14);
        if (c == 0) {
            line(cx + 8, y, cx + 20, y);
        }
    }
    text(x + 128, y - 18, "middle", "note", "+");
    line(x + 108, y, x + 150, y);
    dot(x + 150, y);
    line(x + 150, y, x + 176, y - 12);  /* the switch, open */
    dot(x + 180, y);
    text(x + 165, y + 22, "middle", "note", "switch");
    line(x + 180, y, x + 220, y);
    text(x + 226, y + 4, "start", "net", "VCC");
    text(x, y + 40, "start", "note", "and 10 \xc2\xb5F (electrolytic) from VCC to GND beside the switch, + to VCC");
}

/* The notes under the diagram: what the drawing shows, in words. */
void chip_notes(int x, int y)
{
    char s[320], isp_s[120] = "", buf[40];
    snprintf(s, sizeof s, "Bare chip: VCC (pin %d) and AVCC (%d) to VCC, GND pins %d and %d to GND, "
             "a 100 nF ceramic capacitor across each pair, at the pins; RESET (%d) to VCC through 10 k\xce\xa9.",
             pin_on("VCC", 0), pin_on("AVCC", 0), pin_on("GND", -1), pin_on("GND", 1), pin_on("RESET", 0));
    text(x, y, "start", "note", s);
    const char *fn[3] = { "MOSI", "MISO", "SCK" };
    for (int k = 0; k < 3; k++) {
        int n = pin_on(fn[k], 0);
        const char *sig = net(n - 1, buf, sizeof buf);
        size_t len = strlen(isp_s);
        snprintf(isp_s + len, sizeof isp_s - len, "%s%s pin %d%s%.*s%s", k ? ", " : "", fn[k], n,
                 strchr(sig, ',') ? " (" : "", (int)(strchr(sig, ',') ? strchr(sig, ',') - sig : 0), sig,
                 strchr(sig, ',') ? ")" : "");
    }
    snprintf(s, sizeof s, "No crystal: the internal 8 MHz RC clock, so pins %d and %d stay free; AREF (%d) open. "
             "ISP: %s; sharing is harmless, every pin is an input while RESET is low.",
             pin_on("XTAL1", 0), pin_on("XTAL2", 0), pin_on("AREF", 0), isp_s);
    text(x, y + 18, "start", "note", s);
}

int draw_chip(const char *supply)
{
    draw_dip();
    /* One capacitor per supply pair: VCC and the GND beside it, AVCC and its GND. */
    cap_between(pin_on("VCC", 0), pin_on("GND", side(pin_on("VCC", 0))), "100 nF");
    cap_between(pin_on("AVCC", 0), pin_on("GND", side(pin_on("AVCC", 0))), "100 nF");
    reset_pullup();
    int y = DY + 14 * DP + 90;
    draw_isp(200, y + 20);
    draw_battery(470, y + 50, supply);
    return y + 110;
}

#else

int draw_chip(const char *supply)
{
    (void)supply;
    return 0;
}

void chip_notes(int x, int y)
{
    (void)x;
    (void)y;
}

#endif
