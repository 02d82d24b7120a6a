/* SPDX-License-Identifier: MIT */
/*
 * The serial log's ring and how a line is written into it (log_int.h):
 * lines wait in LOG_RING bytes and leave while the game runs (log_poll);
 * a line that does not fit is dropped whole and the next says
 * "dropped N". log.c and log_versus.c write their lines through it.
 */
#include "log_int.h"
#include "hal.h"

static char ring[LOG_RING];
static uint8_t head, tail;   /* next byte to write, next byte to send */
static uint8_t dropped;      /* lines lost to a full ring since the last one */

/* The line being written: its bytes land from head on, and count once
 * the line is whole (line_end). */
static uint8_t at;
static bool full;

void log_put(char c)
{
    uint8_t next = (uint8_t)((at + 1u) % LOG_RING);
    if (next == tail) {
        full = true;
    }
    if (!full) {
        ring[at] = c;
        at = next;
    }
}

void log_put_str(FLASH char *s)
{
    while (*s) {
        log_put(*s++);
    }
}

/* " n" in decimal. */
void log_put_num(uint16_t n)
{
    char d[5];
    uint8_t k = 0;
    do {
        d[k++] = (char)('0' + n % 10u);
        n /= 10u;
    } while (n);
    log_put(' ');
    while (k) {
        log_put(d[--k]);
    }
}

/* " 0d1a4c0": 7 lower-case hex digits. */
void log_put_hex7(uint32_t v)
{
    log_put(' ');
    for (int8_t shift = 24; shift >= 0; shift -= 4) {
        uint8_t d = (uint8_t)((v >> shift) & 0xFu);
        log_put((char)(d < 10u ? '0' + d : 'a' - 10 + d));
    }
}

void log_line_start(FLASH char *word)
{
    at = head;
    full = false;
    if (dropped) {
        log_put_str(FSTR("dropped"));
        log_put_num(dropped);
        log_put('\n');
    }
    log_put_str(word);
}

void log_line_end(void)
{
    log_put('\n');
    if (full) {
        if (dropped < 255u) {
            dropped++;
        }
        return;   /* the ring keeps the lines before it */
    }
    head = at;
    dropped = 0;
}

void log_line(FLASH char *text)
{
    log_line_start(text);
    log_line_end();
}

void log_room(uint8_t n)
{
    while ((uint8_t)(head + LOG_RING - tail) % LOG_RING > LOG_RING - n) {
        log_poll();
        hal_idle();
    }
}

void log_poll(void)
{
    /* Two bytes at most: the data register and the shift register. */
    while (tail != head && hal_uart_ready()) {
        hal_uart_put((uint8_t)ring[tail]);
        tail = (uint8_t)((tail + 1u) % LOG_RING);
    }
}

void log_flush(void)
{
    while (tail != head) {
        log_poll();
        hal_wdt_kick();
        hal_idle();
    }
}
