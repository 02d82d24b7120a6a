/* SPDX-License-Identifier: MIT */
/*
 * The hardware abstraction: the only way firmware/ reaches the chip.
 * hal/avr/ implements it with registers; hal/host/ fakes it for tests.
 *
 * Keys are one bitmap: bit 5*row+col is the grid key at (row, col),
 * bits 25..28 are MODE, HINT, UNDO, START (key column 5, rows 0..3).
 */
#ifndef HAL_H
#define HAL_H

#include <stdbool.h>
#include <stdint.h>

#define HAL_ROWS 5

/* Reset causes, as reported by hal_reset_cause(). */
#define HAL_RESET_POWER    0x01u
#define HAL_RESET_EXTERNAL 0x02u
#define HAL_RESET_BROWNOUT 0x04u
#define HAL_RESET_WATCHDOG 0x08u

/* Pins, tick timer and interrupts on. Display dark, buzzer silent. */
void hal_init(void);

/* Multiplexed display, one row per tick of HAL_TICK_US (hal_tick.h), a
 * frame of five rows every 2.5 ms (400 Hz): LED row masks (bits 0..4), each row shown from its
 * next strobe on (one frame may mix old and new rows). */
void hal_show(const uint8_t rows[HAL_ROWS]);

/* The same, with the lit cells of dim[] shown dim: lit in one frame of
 * HAL_DIM_FRAMES (a quarter of a lit cell's on-time, at 100 Hz). */
#define HAL_DIM_FRAMES 4u
void hal_show_dim(const uint8_t rows[HAL_ROWS], const uint8_t dim[HAL_ROWS]);

/* LED on-time inside each row slot: level 0 about 25 %, 1 about 50 %,
 * 2 (or more) the whole slot. The frame rate stays. */
void hal_brightness(uint8_t level);

/* The number of the last complete frame. */
uint16_t hal_frame(void);

/* Raw keys seen during frame f, one of the last HAL_KEY_FRAMES complete
 * frames (an older f gets the last frame's): a main loop held up by a long
 * call reads the frames it missed, so a tap inside the call is not lost.
 * 4 frames (10 ms) where the variants are in (their longest call, 9.5 ms
 * at 8 MHz: firmware/README.md "Numbers"), else 1. */
#define HAL_KEY_FRAMES (PART_VARIANTS ? 4u : 1u)
uint32_t hal_keys_at(uint16_t f);

/* Raw keys seen during the last complete frame. */
static inline uint32_t hal_keys(void)
{
    return hal_keys_at(HAL_KEY_FRAMES > 1u ? hal_frame() : 0u);
}

/* Milliseconds since hal_init, advanced once a frame (2 or 3 ms steps);
 * stopped during power-down; wraps after 49 days. */
uint32_t hal_millis(void);

/* Sleep (idle) until the next interrupt. */
void hal_idle(void);

/* Buzzer: square wave at hz, or silent (pin low) for 0. */
void hal_buzzer(uint16_t hz);

/* Power-down: LEDs off, buzzer off, all rows low, pin-change wake on any
 * key column, watchdog paused. Returns after a key goes down and the
 * display resumes; the waking key is still down (the caller ignores it).
 * Keys down in the last hal_keys() frame do not wake it; a key that went
 * down since then does: at once, or in the sleep HAL_WAKE_SETTLE_MS
 * after its pin changed, so that the bounce of a held key let go is no
 * new key. */
#define HAL_WAKE_SETTLE_MS 8u
void hal_power_down(void);

/* The supply (VCC) in mV, measured now: the ADC reads the 1.1 V bandgap
 * against AVCC (about 0.3 ms, the ADC powered off again after), and
 * VCC = BANDGAP_MV * 1024 / reading, rounded down (BANDGAP_MV: the
 * board.mk's calibration; a reading of 0 gives 0xFFFF). */
uint16_t hal_supply_mv(void);

/* EEPROM. Reads are immediate. A write is started only when ready;
 * it then completes in the background (3.4 ms on the chip). */
uint16_t hal_eeprom_size(void);
void hal_eeprom_read(uint16_t addr, void *dst, uint16_t n);
bool hal_eeprom_ready(void);
void hal_eeprom_write_byte(uint16_t addr, uint8_t value);

/* CRC-16/CCITT step (avr-libc _crc_ccitt_update on the chip). */
uint16_t hal_crc16(uint16_t crc, uint8_t byte);

/* Serial log output (8N1 at LOG_BAUD) on the board's free TX pin. The
 * first call powers and sets up the USART; a byte is only ever written
 * when the transmitter is ready, so nothing waits. */
void hal_uart_init(void);
bool hal_uart_ready(void);
void hal_uart_put(uint8_t byte);

/* Watchdog and reset cause. */
void hal_wdt_start(void);
void hal_wdt_kick(void);
uint8_t hal_reset_cause(void);

/* Boot entropy: a crystal-timed count over one watchdog-oscillator period
 * (16 ms, interrupts off; the watchdog setting is kept). */
uint32_t hal_wdt_jitter(void);

#endif
