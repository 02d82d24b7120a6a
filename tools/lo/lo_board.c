/* SPDX-License-Identifier: MIT */
/* lo: boards as text, both ways: hex or rows joined by '/' (lo.h). */
#include <stdio.h>
#include <string.h>

#include "lo.h"
#include "solver.h"

static const char *parse_hex(const char *s, size_t len, uint32_t *out)
{
    size_t i = 0;
    uint32_t v = 0;
    if (len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        i = 2;
    }
    if (i == len) {
        return "is not a hex board";
    }
    for (size_t k = i; k < len; k++) {
        char ch = s[k];
        if (!(ch >= '0' && ch <= '9') && !(ch >= 'a' && ch <= 'f') && !(ch >= 'A' && ch <= 'F')) {
            return "is not a hex board (nor rows joined by '/')";
        }
    }
    if (len - i > 8) {
        return "has too many digits";
    }
    for (; i < len; i++) {
        char ch = s[i];
        v = v << 4 | (uint32_t)(ch <= '9' ? ch - '0' : (ch | 0x20) - 'a' + 10);
    }
    *out = v;
    return NULL;
}

/* Rows of digits joined by '/': exactly size rows of size digits. */
static const char *parse_rows(const char *s, size_t len, const lo_opts *o, lo_board_t *out)
{
    static char why[64];
    char top = o->rule == LO_RULE_THREE ? '2' : '1';
    int r = 0, c = 0;
    *out = (lo_board_t){ 0, 0 };
    for (size_t i = 0; i <= len; i++) {
        if (i == len || s[i] == '/') {
            if (c != o->size) {
                snprintf(why, sizeof why, "has a row of %d cells; the grid has %u", c, o->size);
                return why;
            }
            r++;
            c = 0;
            continue;
        }
        if (s[i] < '0' || s[i] > top) {
            snprintf(why, sizeof why, "has a cell that is not a digit 0 to %c", top);
            return why;
        }
        if (r < o->size && c < o->size) {
            uint32_t bit = 1ul << (5 * r + c);
            out->p1 |= s[i] == '1' ? bit : 0;
            out->p2 |= s[i] == '2' ? bit : 0;
        }
        c++;
    }
    if (r != o->size) {
        snprintf(why, sizeof why, "has %d rows; the grid has %u", r, o->size);
        return why;
    }
    return NULL;
}

const char *lo_parse_board(const char *s, size_t len, const lo_opts *o, lo_board_t *out)
{
    if (memchr(s, '/', len)) {
        return parse_rows(s, len, o, out);
    }
    if (o->rule == LO_RULE_THREE) {
        return "is not a three-state board (rows of digits 0-2 joined by '/')";
    }
    *out = (lo_board_t){ 0, 0 };
    const char *why = parse_hex(s, len, &out->p1);
    if (!why && (out->p1 & ~lo_rule_mask(lo_grid(o)))) {
        why = o->size == 5 ? "has bits above bit 24 (the 5x5 grid)"
                           : "lights cells outside the grid (bit 5*row+col, row and col < size)";
    }
    return why;
}

lo_board_t lo_board_arg(const char *s, const lo_opts *o)
{
    lo_board_t b;
    const char *why = lo_parse_board(s, strlen(s), o, &b);
    if (why) {
        lo_usage_error("%s %s", lo_q(s), why);
    }
    return b;
}

void lo_hex7(char *buf, uint32_t v)
{
    for (int i = 6; i >= 0; i--) {
        buf[i] = "0123456789abcdef"[v & 0xFu];
        v >>= 4;
    }
}

static char cell(lo_board_t b, int i)
{
    return (b.p2 >> i & 1u) ? '2' : (b.p1 >> i & 1u) ? '1' : '0';
}

void lo_board_text(char *buf, lo_board_t b, const lo_opts *o)
{
    if (o->rule != LO_RULE_THREE) {
        lo_hex7(buf, b.p1);
        buf[7] = 0;
        return;
    }
    for (int r = 0; r < o->size; r++) {
        for (int c = 0; c < o->size; c++) {
            *buf++ = cell(b, 5 * r + c);
        }
        *buf++ = r + 1 < o->size ? '/' : 0;
    }
}

void lo_print_grid(lo_board_t m, const lo_opts *o)
{
    for (int r = 0; r < o->size; r++) {
        for (int c = 0; c < o->size; c++) {
            char ch = cell(m, 5 * r + c);
            printf("%s%c", c ? " " : "", ch == '0' ? '.' : o->rule == LO_RULE_THREE ? ch : '#');
        }
        printf("\n");
    }
}
