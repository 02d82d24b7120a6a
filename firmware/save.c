/* SPDX-License-Identifier: MIT */
/* Power-cut-safe, wear-levelled EEPROM records (see save.h). */
#include "save.h"

#include <string.h>
#include "hal.h"

#define REC_MAX (SAVE_PAYLOAD_MAX + SAVE_OVERHEAD)
_Static_assert(REC_MAX <= 255u, "record length fits a byte");

static uint8_t pay_len;     /* payload bytes of this build */
static uint8_t rec_len;     /* payload + overhead */
static uint8_t layout_ver;  /* caller's layout version */
static uint16_t slots;      /* slots in the ring */

static uint16_t newest = SAVE_NONE;  /* slot of the newest valid record */
static uint16_t newest_seq;
static uint16_t load_seq;            /* seq of the record loaded last */
static bool load_more;               /* save_load_older may go on */

static uint8_t rec[REC_MAX];           /* record being written */
static uint8_t pend[SAVE_PAYLOAD_MAX]; /* newest queued payload */
static bool pending;                   /* pend holds an unwritten payload */
static bool busy;                      /* rec is being written */
static uint16_t w_slot;                /* its slot */
static uint8_t w_step;                 /* next step: 0 clear, 1.. body, rec_len commit */

static uint16_t crc_of(const uint8_t *p, uint8_t n)
{
    uint16_t crc = 0xFFFFu;
    for (uint8_t i = 0; i < n; i++) {
        crc = hal_crc16(crc, p[i]);
    }
    return crc;
}

/* a is newer than b in wrap-safe order. */
static bool seq_newer(uint16_t a, uint16_t b)
{
    return (int16_t)(uint16_t)(a - b) > 0;
}

static uint16_t slot_addr(uint16_t slot)
{
    return (uint16_t)(slot * rec_len);
}

/* Byte i of slot. */
static uint8_t slot_byte(uint16_t slot, uint8_t i)
{
    uint8_t b;
    hal_eeprom_read((uint16_t)(slot_addr(slot) + i), &b, 1);
    return b;
}

/* True if slot holds a valid record of this layout; its seq in *seq.
 * Reads byte by byte, so the record being written stays untouched. */
static bool slot_valid(uint16_t slot, uint16_t *seq)
{
    if (slot_byte(slot, 0) != SAVE_FORMAT || slot_byte(slot, 1) != layout_ver ||
        slot_byte(slot, 2) != pay_len) {
        return false;
    }
    uint8_t n = (uint8_t)(rec_len - 2u);
    uint16_t crc = 0xFFFFu;
    for (uint8_t i = 0; i < n; i++) {
        crc = hal_crc16(crc, slot_byte(slot, i));
    }
    uint16_t stored = (uint16_t)(slot_byte(slot, n) | (uint16_t)slot_byte(slot, n + 1u) << 8);
    *seq = (uint16_t)(slot_byte(slot, 3) | (uint16_t)slot_byte(slot, 4) << 8);
    return crc == stored;
}

void save_init(uint8_t layout, uint8_t len)
{
    if (len > SAVE_PAYLOAD_MAX) {
        len = SAVE_PAYLOAD_MAX;  /* a build error really; stay in bounds */
    }
    pay_len = len;
    rec_len = (uint8_t)(len + SAVE_OVERHEAD);
    layout_ver = layout;
    slots = (uint16_t)((hal_eeprom_size() - SAVE_BOOT_BYTES) / rec_len);
    pending = false;
    busy = false;

    newest = SAVE_NONE;
    for (uint16_t s = 0; s < slots; s++) {
        uint16_t seq;
        if (!slot_valid(s, &seq)) {
            continue;
        }
        if (newest == SAVE_NONE || seq_newer(seq, newest_seq)) {
            newest = s;
            newest_seq = seq;
        }
    }
}

bool save_load(void *payload)
{
    uint16_t seq;
    load_more = false;
    if (newest == SAVE_NONE || !slot_valid(newest, &seq)) {
        return false;
    }
    hal_eeprom_read((uint16_t)(slot_addr(newest) + SAVE_HEADER), payload, pay_len);
    load_seq = seq;
    load_more = true;
    return true;
}

bool save_load_older(void *payload)
{
    uint16_t best = SAVE_NONE, best_seq = 0;
    for (uint16_t s = 0; load_more && s < slots; s++) {
        uint16_t seq;
        if (slot_valid(s, &seq) && seq_newer(load_seq, seq) &&
            (best == SAVE_NONE || seq_newer(seq, best_seq))) {
            best = s;
            best_seq = seq;
        }
    }
    if (best == SAVE_NONE) {
        load_more = false;
        return false;
    }
    hal_eeprom_read((uint16_t)(slot_addr(best) + SAVE_HEADER), payload, pay_len);
    load_seq = best_seq;
    return true;
}

void save_queue(const void *payload)
{
    memcpy(pend, payload, pay_len);
    pending = true;
}

/* Build the record for the pending payload in the slot after the newest. */
static void start_record(void)
{
    uint16_t seq = newest == SAVE_NONE ? 0u : (uint16_t)(newest_seq + 1u);
    w_slot = newest == SAVE_NONE ? 0u : (uint16_t)((newest + 1u) % slots);
    rec[0] = SAVE_FORMAT;
    rec[1] = layout_ver;
    rec[2] = pay_len;
    rec[3] = (uint8_t)seq;
    rec[4] = (uint8_t)(seq >> 8);
    memcpy(rec + SAVE_HEADER, pend, pay_len);
    uint8_t n = (uint8_t)(rec_len - 2u);
    uint16_t crc = crc_of(rec, n);
    rec[n] = (uint8_t)crc;
    rec[n + 1u] = (uint8_t)(crc >> 8);
    pending = false;
    busy = true;
    w_step = 0;
}

/* Write value at addr unless it is already there; true if a write began. */
static bool put(uint16_t addr, uint8_t value)
{
    uint8_t cur;
    hal_eeprom_read(addr, &cur, 1);
    if (cur == value) {
        return false;
    }
    hal_eeprom_write_byte(addr, value);
    return true;
}

void save_poll(void)
{
    if (!hal_eeprom_ready()) {
        return;
    }
    if (!busy) {
        if (!pending) {
            return;
        }
        start_record();
    }
    uint16_t base = slot_addr(w_slot);
    while (w_step <= rec_len) {
        uint8_t step = w_step++;
        bool wrote;
        if (step == 0) {
            /* Invalidate first: only clear the format byte if it is set. */
            uint8_t cur;
            hal_eeprom_read(base, &cur, 1);
            wrote = cur == SAVE_FORMAT && put(base, 0x00u);
        } else if (step < rec_len) {
            wrote = put((uint16_t)(base + step), rec[step]);
        } else {
            /* Commit: the format byte goes in last. */
            wrote = put(base, SAVE_FORMAT);
        }
        if (wrote) {
            break;
        }
    }
    if (w_step > rec_len) {
        busy = false;
        newest = w_slot;
        newest_seq = (uint16_t)(rec[3] | (uint16_t)rec[4] << 8);
    }
}

bool save_idle(void)
{
    return !pending && !busy && hal_eeprom_ready();
}

void save_flush(void)
{
    while (!save_idle()) {
        save_poll();
        hal_wdt_kick();
    }
}

uint16_t save_slots(void)
{
    return slots;
}

uint16_t save_newest_slot(void)
{
    return newest;
}

uint32_t save_boot_count(void)
{
    uint16_t addr = (uint16_t)(hal_eeprom_size() - SAVE_BOOT_BYTES);
    uint8_t b[SAVE_BOOT_BYTES];
    hal_eeprom_read(addr, b, SAVE_BOOT_BYTES);
    uint32_t n = 0;
    for (uint8_t i = SAVE_BOOT_BYTES; i-- > 0;) {
        n = n << 8 | b[i];
    }
    n++;
    /* Written at once (at boot: nothing to show yet); usually one byte. */
    for (uint8_t i = 0; i < SAVE_BOOT_BYTES; i++) {
        while (!hal_eeprom_ready()) {
        }
        put((uint16_t)(addr + i), (uint8_t)(n >> (8u * i)));
    }
    return n;
}
