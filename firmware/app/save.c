/* SPDX-License-Identifier: MIT */
/* Power-cut-safe, wear-levelled EEPROM records (see save.h). */
#include "save.h"

#include <string.h>
#include "hal.h"
#include "parts.h"
#include "size.h"

#define REC_MAX (SAVE_PAYLOAD_MAX + SAVE_OVERHEAD)
_Static_assert(REC_MAX <= 255u, "record length fits a byte");

/* The ring's state, reached through a pointer (size.h): rec[] and pend[]
 * stay apart. Slots are handled by address (a multiple of rec_len). */
typedef struct {
    uint8_t rec_len;      /* payload + overhead: one slot */
    uint16_t ring_end;    /* address just past the last whole slot */
    uint16_t newest;      /* the newest valid record (save_init) */
    uint16_t newest_seq;  /* its seq; once one is started, that one's */
    uint16_t load_seq;    /* seq of the record loaded last */
    uint16_t load_at;     /* and its address */
    uint16_t spare_lo, spare_hi;  /* slots no record may go to (save_spare) */
    bool pending;         /* pend holds an unwritten payload */
    bool busy;            /* rec is being written */
    uint16_t w_addr;      /* its address */
    uint8_t w_step;       /* next step: 0 clear, 1.. body, rec_len commit */
} ring_t;
static ring_t ring;

/* The record being written; its header bytes 0..2 (format, layout, len)
 * are set once by save_init and are what a valid record must start with. */
static uint8_t rec[REC_MAX];
static uint8_t pend[SAVE_PAYLOAD_MAX]; /* newest queued payload */

/* CRC of n bytes. Over a whole record (its CRC stored little-endian last)
 * it comes out 0 exactly when the CRC is right. */
static uint16_t crc_of(const uint8_t *p, uint8_t n)
{
    uint16_t crc = 0xFFFFu;
    while (n--) {
        crc = hal_crc16(crc, *p++);
    }
    return crc;
}

/* a is newer than b in wrap-safe order. */
static bool seq_newer(uint16_t a, uint16_t b)
{
    return (int16_t)(uint16_t)(a - b) > 0;
}

static uint8_t ee_byte(uint16_t addr)
{
    uint8_t b;
    hal_eeprom_read(addr, &b, 1);
    return b;
}

/* The newest valid record of this layout older than `below` (any age when
 * !bounded): its address, or SAVE_NONE; its seq in *seq. Records are read
 * into a buffer of their own, so the record being written stays as is. */
static uint16_t find(bool bounded, uint16_t below, uint16_t *seq)
{
    ring_t *R = SIZE_VIA_POINTER(&ring);
    uint16_t best = SAVE_NONE;
    for (uint16_t at = 0; at < R->ring_end; at += R->rec_len) {
        uint8_t r[REC_MAX];
        hal_eeprom_read(at, r, R->rec_len);
        uint16_t q = (uint16_t)(r[3] | r[4] << 8);
        if (r[0] == rec[0] && r[1] == rec[1] && r[2] == rec[2] &&
            crc_of(r, R->rec_len) == 0 &&
            (!bounded || seq_newer(below, q)) &&
            (best == SAVE_NONE || seq_newer(q, *seq))) {
            best = at;
            *seq = q;
        }
    }
    return best;
}

void save_init(uint8_t layout, uint8_t len)
{
    ring_t *R = SIZE_VIA_POINTER(&ring);
    if (len > SAVE_PAYLOAD_MAX) {
        len = SAVE_PAYLOAD_MAX;  /* a build error really; stay in bounds */
    }
    R->rec_len = (uint8_t)(len + SAVE_OVERHEAD);
    rec[0] = SAVE_FORMAT;
    rec[1] = layout;
    rec[2] = len;
    uint16_t room = (uint16_t)(hal_eeprom_size() - SAVE_BOOT_BYTES);
    R->ring_end = (uint16_t)(room - room % R->rec_len);
    R->pending = false;
    R->busy = false;
    R->newest_seq = 0xFFFFu;  /* the first record gets seq 0 */
    R->newest = find(false, 0, &R->newest_seq);
    if (PART_UPGRADE) {
        R->spare_hi = 0;
    }
}

void save_spare(uint16_t from, uint8_t n)
{
    ring_t *R = SIZE_VIA_POINTER(&ring);
    /* From the slot holding byte `from` to the first past from + n - 1. */
    R->spare_lo = (uint16_t)(from - from % R->rec_len);
    R->spare_hi = (uint16_t)(from + n - 1u);
    R->spare_hi = (uint16_t)(R->spare_hi - R->spare_hi % R->rec_len + R->rec_len);
}

/* Copy the payload of the newest record older than `below` (any when
 * !bounded) and remember its seq. */
static bool load(bool bounded, void *payload)
{
    ring_t *R = SIZE_VIA_POINTER(&ring);
    uint16_t at = find(bounded, R->load_seq, &R->load_seq);
    if (at == SAVE_NONE) {
        return false;
    }
    if (PART_UPGRADE) {
        R->load_at = at;
    }
    hal_eeprom_read((uint16_t)(at + SAVE_HEADER), payload, rec[2]);
    return true;
}

bool save_load(void *payload)
{
    return load(false, payload);
}

bool save_load_older(void *payload)
{
    return load(true, payload);
}

uint16_t save_loaded_at(void)
{
    ring_t *R = SIZE_VIA_POINTER(&ring);
    return R->load_at;
}

void save_queue(const void *payload)
{
    ring_t *R = SIZE_VIA_POINTER(&ring);
    memcpy(pend, payload, rec[2]);
    R->pending = true;
}

/* Build the record for the pending payload in the slot after the newest,
 * or past the slots over the spared bytes. */
static void start_record(void)
{
    ring_t *R = SIZE_VIA_POINTER(&ring);
    /* With no record yet: slot 0, and seq 0xFFFF + 1 is 0. */
    uint16_t seq = ++R->newest_seq;
    R->w_addr = (uint16_t)(R->newest + R->rec_len);
    if (R->newest == SAVE_NONE || R->w_addr == R->ring_end) {
        R->w_addr = 0;
    }
    if (PART_UPGRADE && R->w_addr >= R->spare_lo && R->w_addr < R->spare_hi) {
        R->w_addr = R->spare_hi < R->ring_end ? R->spare_hi : 0;
    }
    rec[3] = (uint8_t)seq;
    rec[4] = (uint8_t)(seq >> 8);
    memcpy(rec + SAVE_HEADER, pend, rec[2]);
    uint8_t n = (uint8_t)(R->rec_len - 2u);
    uint16_t crc = crc_of(rec, n);
    rec[n] = (uint8_t)crc;
    rec[n + 1u] = (uint8_t)(crc >> 8);
    R->pending = false;
    R->busy = true;
    R->w_step = 0;
}

/*
 * One step of the write: step 0 clears the format byte (only if it is set:
 * the slot is then invalid whatever happens next), steps 1 .. rec_len-1
 * write the body, step rec_len sets the format byte (the commit). Bytes
 * already holding the wanted value are skipped without a write.
 */
void save_poll(void)
{
    ring_t *R = SIZE_VIA_POINTER(&ring);
    if (!hal_eeprom_ready()) {
        return;
    }
    if (!R->busy) {
        if (!R->pending) {
            return;
        }
        start_record();
    }
    uint16_t base = R->w_addr;
    while (R->w_step <= R->rec_len) {
        uint8_t step = R->w_step++;
        uint8_t at = step == R->rec_len ? 0 : step;
        uint8_t want = step ? rec[at] : 0x00u;
        uint8_t cur = ee_byte((uint16_t)(base + at));
        if (cur != want && (step || cur == SAVE_FORMAT)) {
            hal_eeprom_write_byte((uint16_t)(base + at), want);
            return;
        }
    }
    R->busy = false;
    R->newest = R->w_addr;
    if (PART_UPGRADE) {
        R->spare_hi = 0;   /* a record of this layout is complete */
    }
}

bool save_idle(void)
{
    ring_t *R = SIZE_VIA_POINTER(&ring);
    return !R->pending && !R->busy && hal_eeprom_ready();
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
    ring_t *R = SIZE_VIA_POINTER(&ring);
    return R->ring_end / R->rec_len;
}

uint16_t save_newest_slot(void)
{
    ring_t *R = SIZE_VIA_POINTER(&ring);
    return R->newest == SAVE_NONE ? SAVE_NONE : R->newest / R->rec_len;
}

uint32_t save_boot_count(void)
{
    uint16_t addr = (uint16_t)(hal_eeprom_size() - SAVE_BOOT_BYTES);
    union {
        uint32_t n;
        uint8_t b[SAVE_BOOT_BYTES];
    } c;  /* little-endian in EEPROM, as on the chip and the host */
    hal_eeprom_read(addr, c.b, SAVE_BOOT_BYTES);
    /* Add one a byte at a time, writing each byte that changes: usually
     * one (at boot: nothing to show yet, so it waits for the EEPROM). */
    for (uint8_t i = 0; i < SAVE_BOOT_BYTES; i++, addr++) {
        uint8_t b = ++c.b[i];
        while (!hal_eeprom_ready()) {
        }
        hal_eeprom_write_byte(addr, b);
        if (b != 0) {
            break;  /* no carry: the higher bytes stay */
        }
    }
    return c.n;
}
