/* SPDX-License-Identifier: MIT */
/* Host fake of the HAL EEPROM (see fake_eeprom.h) and the CRC step. */
#include "hal.h"
#include "fake_eeprom.h"

#include <string.h>

static uint8_t mem[FAKE_EEPROM_MAX];
static uint32_t wear[FAKE_EEPROM_MAX];
static uint32_t writes;
static uint16_t size = FAKE_EEPROM_MAX;
static uint8_t busy_polls, busy_left;
static int32_t cut_left = -1;  /* writes until the cut; -1 none */
static int16_t cut_torn;
static int cut;
static void (*on_write)(uint16_t addr);

void fake_eeprom_reset(uint16_t n, uint8_t fill)
{
    size = n > FAKE_EEPROM_MAX ? FAKE_EEPROM_MAX : n;
    memset(mem, fill, sizeof mem);
    memset(wear, 0, sizeof wear);
    writes = 0;
    busy_polls = busy_left = 0;
    cut_left = -1;
    cut = 0;
}

uint8_t *fake_eeprom_mem(void) { return mem; }
uint32_t fake_eeprom_wear(uint16_t addr) { return addr < size ? wear[addr] : 0; }
uint32_t fake_eeprom_writes(void) { return writes; }
void fake_eeprom_busy_polls(uint8_t n) { busy_polls = n; }
int fake_eeprom_is_cut(void) { return cut; }

void fake_eeprom_cut_after(int32_t n, int16_t torn)
{
    cut_left = n;
    cut_torn = torn;
    cut = 0;
}

void fake_eeprom_on_write(void (*fn)(uint16_t addr))
{
    on_write = fn;
}

void fake_eeprom_power_on(void)
{
    cut = 0;
    cut_left = -1;
    busy_left = 0;
}

uint16_t hal_eeprom_size(void)
{
    return size;
}

void hal_eeprom_read(uint16_t addr, void *dst, uint16_t n)
{
    uint8_t *d = dst;
    for (uint16_t i = 0; i < n; i++) {
        uint16_t a = (uint16_t)(addr + i);
        d[i] = a < size ? mem[a] : 0xFFu;
    }
}

bool hal_eeprom_ready(void)
{
    if (busy_left > 0) {
        busy_left--;
        return false;
    }
    return true;
}

void hal_eeprom_write_byte(uint16_t addr, uint8_t value)
{
    if (cut || addr >= size) {
        return;
    }
    if (cut_left == 0) {
        cut = 1;
        if (cut_torn >= 0) {
            mem[addr] = (uint8_t)cut_torn;
        }
        return;
    }
    if (cut_left > 0) {
        cut_left--;
    }
    mem[addr] = value;
    wear[addr]++;
    writes++;
    busy_left = busy_polls;
    if (on_write) {
        on_write(addr);
    }
}

/* Same as avr-libc _crc_ccitt_update: reflected poly 0x8408. */
uint16_t hal_crc16(uint16_t crc, uint8_t byte)
{
    crc ^= byte;
    for (uint8_t i = 0; i < 8; i++) {
        crc = (crc & 1u) ? (uint16_t)((crc >> 1) ^ 0x8408u) : (uint16_t)(crc >> 1);
    }
    return crc;
}
