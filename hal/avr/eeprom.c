/* SPDX-License-Identifier: MIT */
/* EEPROM and CRC through avr-libc. Writes never wait: the caller polls. */
#include "hal.h"

#include <avr/eeprom.h>
#include <avr/io.h>
#include <util/crc16.h>

uint16_t hal_eeprom_size(void)
{
    return (uint16_t)(E2END + 1u);
}

void hal_eeprom_read(uint16_t addr, void *dst, uint16_t n)
{
    eeprom_read_block(dst, (const void *)(uintptr_t)addr, n);
}

bool hal_eeprom_ready(void)
{
    return eeprom_is_ready();
}

void hal_eeprom_write_byte(uint16_t addr, uint8_t value)
{
    /* Only called when ready, so this starts the write and returns. */
    eeprom_write_byte((uint8_t *)(uintptr_t)addr, value);
}

uint16_t hal_crc16(uint16_t crc, uint8_t byte)
{
    return _crc_ccitt_update(crc, byte);
}
