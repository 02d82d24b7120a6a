/* SPDX-License-Identifier: MIT */
/* Payloads of layouts 2, 3 and 4 (old_save.h). */
#include "old_save.h"

#include <string.h>
#include "hal.h"
#include "levels.h"
#include "solver.h"

uint8_t old_payload(uint8_t p[OLD_SAVE_MAX], uint8_t layout, uint32_t start, uint32_t board,
                    const uint8_t fields[14])
{
    memset(p, 0, OLD_SAVE_MAX);
    for (int i = 0; i < 4; i++) {
        p[i] = (uint8_t)(start >> (8 * i));
        p[4 + i] = (uint8_t)(board >> (8 * i));
    }
    if (layout == GAME_SAVE_LAYOUT_OLD) {
        memcpy(p + 8, fields, 14);   /* then two reserved bytes */
        return GAME_SAVE_SIZE_OLD;
    }
    memcpy(p + 18, fields, 14);      /* after 8 bytes of bright planes, wrap, versus */
    if (layout == GAME_SAVE_LAYOUT_SOLVES) {
        const uint8_t st[4] = { OLD_SOLVES, OLD_SOLVES >> 8, OLD_PERFECT, OLD_PERFECT >> 8 };
        memcpy(p + 32, st, 4);
        return 36u;
    }
    return 32u;
}

uint8_t old_level(uint8_t p[OLD_SAVE_MAX], uint8_t layout, uint8_t n)
{
    uint32_t b = level_board(n);
    uint8_t par = lo_par(b, 5);
    const uint8_t f[14] = { GAME_CLASSIC, 0, 5, 1, 9, n, 0, 1, 0, par, BRIGHT_MID, 1, 42, 0 };
    return old_payload(p, layout, b, lo_press(b, 12, 5), f);
}

void old_level7(uint8_t p[GAME_SAVE_SIZE_OLD])
{
    uint8_t q[OLD_SAVE_MAX];
    old_level(q, GAME_SAVE_LAYOUT_OLD, 7);
    memcpy(p, q, GAME_SAVE_SIZE_OLD);
}

void old_record_at(uint8_t *mem, uint16_t addr, uint8_t layout, const void *payload,
                   uint8_t len, uint16_t seq)
{
    uint8_t *r = mem + addr;
    r[0] = 0xB1u;
    r[1] = layout;
    r[2] = len;
    r[3] = (uint8_t)seq;
    r[4] = (uint8_t)(seq >> 8);
    memcpy(r + 5, payload, len);
    uint16_t crc = 0xFFFFu;
    for (unsigned i = 0; i < len + 5u; i++) {
        crc = hal_crc16(crc, r[i]);
    }
    r[len + 5u] = (uint8_t)crc;
    r[len + 6u] = (uint8_t)(crc >> 8);
}

void old_edge_image(uint8_t *mem, uint16_t size, uint8_t layout, uint16_t addr, bool refused,
                    uint32_t count)
{
    memset(mem, 0xFF, size);
    for (int i = 0; i < 4; i++) {
        mem[size - 4u + i] = (uint8_t)(count >> (8 * i));
    }
    uint8_t p[OLD_SAVE_MAX];
    uint8_t len = old_level(p, layout, 7);
    old_record_at(mem, addr, layout, p, len, 0x1234u);
    if (refused) {
        game_record_t r;
        memset(&r, 0, sizeof r);
        uint16_t slot = GAME_RECORD_SIZE + 7u, slots = (uint16_t)((size - 4u) / slot);
        uint16_t at = (uint16_t)(addr / slot);
        uint16_t before = at ? (uint16_t)(at - 1u) : (uint16_t)(slots - 1u);
        old_record_at(mem, (uint16_t)(before * slot), GAME_SAVE_LAYOUT, &r, GAME_RECORD_SIZE,
                      0x0700u);
    }
}
