/* SPDX-License-Identifier: MIT */
/*
 * The rig's electrical model against the shared vectors in
 * tests/vectors/matrix.txt (its avr8js twin passes the same file). Each
 * vector writes whole DDR and PORT registers as the firmware does, through
 * simavr's register callbacks, holds keys, and reads the PIN registers or
 * the LED on-time. The firmware is loaded but never run.
 */
#include "check.h"
#include "rig.h"

#include <stdlib.h>
#include <string.h>

#include <avr_ioport.h>
#include <sim_avr.h>

#include "board.h"
#include "signals.h"

#define VECTORS "tests/vectors/matrix.txt"

/* The board's pins (boards/signals.h): rows, LED columns, key columns. */
typedef board_pin_t pin_t;
static const pin_t pins[BOARD_NSIG] = BOARD_PIN_TABLE;
static const pin_t *const rows = pins + BOARD_SIG_ROW0;
static const pin_t *const leds = pins + BOARD_SIG_LED0;
static const pin_t *const keycols = pins + BOARD_SIG_KEY0;

static rig_t *rig;
static avr_t *avr;

/* The MCU's I/O port by letter: its PORT, DDR and PIN addresses. */
static avr_ioport_t *port_of(char name)
{
    for (avr_io_t *io = avr->io_port; io; io = io->next) {
        if (io->kind && !strcmp(io->kind, "port") && ((avr_ioport_t *)io)->name == name) {
            return (avr_ioport_t *)io;
        }
    }
    return NULL;
}

/* Write a port register as the core does: through its I/O callback
 * (simavr's port module has one on every PORT and DDR). */
static void io_write(uint16_t addr, uint8_t v)
{
    avr_io_addr_t io = AVR_DATA_TO_IO(addr);
    avr->io[io].w.c(avr, addr, v, avr->io[io].w.param);
}

/* One register image per port: DDR and PORT bits of the board's pins. */
typedef struct {
    char name;
    uint8_t ddr, port;
} image_t;

static void put(image_t *im, int *n, pin_t p, bool out, bool high)
{
    int i = 0;
    while (i < *n && im[i].name != p.port) {
        i++;
    }
    if (i == *n) {
        im[(*n)++] = (image_t){ p.port, 0, 0 };
    }
    uint8_t m = (uint8_t)(1u << p.bit);
    im[i].ddr = (uint8_t)(out ? im[i].ddr | m : im[i].ddr & ~m);
    im[i].port = (uint8_t)(high ? im[i].port | m : im[i].port & ~m);
}

/* Selected rows low, others Hi-Z; LED columns high or low; key columns
 * pulled up. Every port is written whole, DDR first. */
static void drive(uint8_t sel, uint8_t ledcols)
{
    image_t im[8];
    int n = 0;
    for (int i = 0; i < RIG_ROWS; i++) {
        put(im, &n, rows[i], (sel >> i) & 1u, false);
    }
    for (int i = 0; i < RIG_COLS; i++) {
        put(im, &n, leds[i], true, (ledcols >> i) & 1u);
    }
    for (int i = 0; i <= RIG_COLS; i++) {
        put(im, &n, keycols[i], false, true);
    }
    for (int i = 0; i < n; i++) {
        avr_ioport_t *p = port_of(im[i].name);
        io_write(p->r_ddr, im[i].ddr);
        io_write(p->r_port, im[i].port);
    }
}

/* Key columns reading low now (PINx of an input holds the pin level). */
static uint8_t columns_low(void)
{
    uint8_t low = 0;
    for (int c = 0; c <= RIG_COLS; c++) {
        uint8_t pin = avr->data[port_of(keycols[c].port)->r_pin];
        low |= (uint8_t)(((pin >> keycols[c].bit) & 1u) ? 0 : 1u << c);
    }
    return low;
}

/* ---- the vector file ------------------------------------------------------ */

/* A key or cell name; -1 if unknown. */
static int key_of(const char *w)
{
    static const char *const fn[] = { "mode", "hint", "undo", "start" };
    if (w[0] >= 'a' && w[0] <= 'y' && !w[1]) {
        return w[0] - 'a';
    }
    for (int i = 0; i < 4; i++) {
        if (!strcmp(w, fn[i])) {
            return RIG_CELLS + i;
        }
    }
    return -1;
}

/* A list ("-", "0,2" or "a,mode") into a mask; numbers when digits. */
static bool list(char *s, bool names, uint32_t *mask)
{
    *mask = 0;
    if (!strcmp(s, "-")) {
        return true;
    }
    for (char *w = strtok(s, ","); w; w = strtok(NULL, ",")) {
        int v = names ? key_of(w) : (w[0] >= '0' && w[0] <= '9' && !w[1] ? w[0] - '0' : -1);
        if (v < 0 || v > 31) {
            return false;
        }
        *mask |= 1ul << v;
    }
    return true;
}

static void vector(int line, char *kind, char *a, char *b, char *c)
{
    char text[256];
    snprintf(text, sizeof text, "%s %s %s -> %s", kind, a, b, c);
    uint32_t x, y, want;
    bool keys = !strcmp(kind, "keys");
    check_current_failed = 0;
    if (!list(a, keys, &x) || !list(b, false, &y) || !list(c, !keys, &want)) {
        CHECK_FAIL("%s:%d: bad vector", VECTORS, line);
    } else if (keys) {
        rig_set_keys(rig, 0);
        drive((uint8_t)y, 0);
        rig_set_keys(rig, x);
        CHECK_EQ(columns_low(), want);
    } else {
        rig_snap_t s0, s1;
        rig_set_keys(rig, 0);
        drive((uint8_t)x, 0);
        rig_snap(rig, &s0);
        drive((uint8_t)x, (uint8_t)y);
        rig_avr(rig)->cycle += 1000;
        rig_snap(rig, &s1);
        drive(0, 0);
        CHECK_EQ(rig_lit(&s0, &s1), want);
    }
    if (check_current_failed) {
        check_failed++;
        printf("FAIL - %s line %d\n", VECTORS, line);
    } else {
        check_passed++;
        printf("ok - %s line %d: %s\n", VECTORS, line, text);
    }
}

int main(void)
{
    FILE *f = fopen(VECTORS, "r");
    rig = rig_open(NULL);
    if (!f || !rig) {
        printf("FAIL - cannot open %s or the firmware\n", VECTORS);
        return 1;
    }
    avr = rig_avr(rig);
    bool ports = true;
    for (int i = 0; i < RIG_ROWS; i++) {
        ports &= port_of(rows[i].port) && port_of(leds[i].port) && port_of(keycols[i].port);
    }
    if (!ports || !port_of(keycols[RIG_COLS].port)) {
        printf("FAIL - a board.h pin names a port this MCU lacks\n");
        return 1;
    }
    char buf[256];
    for (int line = 1; fgets(buf, sizeof buf, f); line++) {
        char kind[8], a[128], b[32], c[64];
        if (buf[0] != '#' && sscanf(buf, "%7s %127s %31s %63s", kind, a, b, c) == 4) {
            vector(line, kind, a, b, c);
        } else if (buf[0] != '#' && strspn(buf, " \t\r\n") != strlen(buf)) {
            check_failed++;
            printf("FAIL - %s line %d: not a vector\n", VECTORS, line);
        }
    }
    fclose(f);
    rig_close(rig);
    return check_done() ? 1 : 0;
}
