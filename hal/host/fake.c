/* SPDX-License-Identifier: MIT */
/* Host fake of the matrix, display, tick, sleep and buzzer (see fake.h). */
#include <string.h>
#include "fake.h"
#include "hal_tick.h"

#define NO_ROW 0xFFu

static uint64_t ticks;
static uint32_t raw_keys;          /* what the matrix reads */
static uint8_t scan_row;           /* row selected during the last tick */
static uint8_t scan_keys[HAL_ROWS];
static uint8_t frame_keys[HAL_ROWS];
static uint16_t frame_no;
static uint8_t shown[HAL_ROWS], shown_dim[HAL_ROWS];
static uint8_t sel_row = NO_ROW;
static uint16_t buzzer_hz;
static uint8_t brightness = 2;
static uint32_t buzzer_changes, power_downs, idles, shows, inits;
static void (*power_down_hook)(void);
static void (*tick_hook)(void);

/* The matrix primitives the scan drives, as on the chip. */
static void row_select(uint8_t row) { sel_row = row < HAL_ROWS ? row : NO_ROW; }
static void rows_release(void) { sel_row = NO_ROW; }

/* Key columns of the selected row; bit 5 is the function key of rows 0..3. */
static uint8_t key_cols(void)
{
    if (sel_row == NO_ROW) {
        return 0;
    }
    uint8_t k = (uint8_t)((raw_keys >> (5u * sel_row)) & 0x1Fu);
    if (sel_row < 4u && (raw_keys & (1ul << (25u + sel_row)))) {
        k |= 0x20u;
    }
    return k;
}

void fake_reset(void)
{
    ticks = 0;
    raw_keys = 0;
    scan_row = 0;
    memset(scan_keys, 0, sizeof scan_keys);
    memset(frame_keys, 0, sizeof frame_keys);
    memset(shown, 0, sizeof shown);
    memset(shown_dim, 0, sizeof shown_dim);
    frame_no = 0;
    sel_row = NO_ROW;
    buzzer_hz = 0;
    brightness = 2;
    buzzer_changes = power_downs = idles = shows = inits = 0;
    power_down_hook = NULL;
    tick_hook = NULL;
}

void fake_set_keys(uint32_t raw) { raw_keys = raw; }

/* The tick ISR, through the same primitives the chip's scan uses. */
void fake_tick(void)
{
    ticks++;
    if (tick_hook) {
        tick_hook();
    }
    if (sel_row == NO_ROW) {
        return;  /* powered down or not started: no scan */
    }
    scan_keys[scan_row] = key_cols();
    rows_release();
    if (++scan_row == HAL_ROWS) {
        scan_row = 0;
        memcpy(frame_keys, scan_keys, sizeof frame_keys);
        frame_no++;
    }
    row_select(scan_row);
}

void fake_run_ms(uint32_t ms)
{
    for (uint32_t i = 0; i < ms * (1000u / HAL_TICK_US); i++) {
        fake_tick();
    }
}

uint64_t fake_now_us(void) { return ticks * HAL_TICK_US; }
const uint8_t *fake_shown_rows(void) { return shown; }
const uint8_t *fake_shown_dim(void) { return shown_dim; }

uint32_t fake_shown(void)
{
    uint32_t b = 0;
    for (uint8_t r = HAL_ROWS; r-- > 0;) {
        b = (b << 5) | (shown[r] & 0x1Fu);
    }
    return b;
}

uint16_t fake_buzzer_hz(void) { return buzzer_hz; }
uint8_t fake_brightness(void) { return brightness; }
uint32_t fake_buzzer_changes(void) { return buzzer_changes; }
uint32_t fake_power_downs(void) { return power_downs; }
uint32_t fake_idles(void) { return idles; }
uint32_t fake_shows(void) { return shows; }
uint32_t fake_inits(void) { return inits; }
void fake_on_power_down(void (*fn)(void)) { power_down_hook = fn; }
void fake_on_tick(void (*fn)(void)) { tick_hook = fn; }

/* ---- hal.h ------------------------------------------------------------ */

void hal_init(void)
{
    inits++;
    memset(shown, 0, sizeof shown);
    memset(shown_dim, 0, sizeof shown_dim);
    buzzer_hz = 0;
    scan_row = 0;
    row_select(0);
}

void hal_show_dim(const uint8_t rows[HAL_ROWS], const uint8_t dim[HAL_ROWS])
{
    shows++;
    memcpy(shown, rows, sizeof shown);
    memcpy(shown_dim, dim, sizeof shown_dim);
}

void hal_show(const uint8_t rows[HAL_ROWS])
{
    static const uint8_t none[HAL_ROWS];
    hal_show_dim(rows, none);
}

void hal_brightness(uint8_t level) { brightness = level; }

uint32_t hal_keys_at(uint16_t f)
{
    (void)f;          /* the fake's frames are what the test sets now */
    uint32_t keys = 0;
    for (uint8_t r = HAL_ROWS; r-- > 0;) {
        keys = (keys << 5) | (frame_keys[r] & 0x1Fu);
    }
    for (uint8_t r = 0; r < 4u; r++) {
        if (frame_keys[r] & 0x20u) {
            keys |= 1ul << (25u + r);
        }
    }
    return keys;
}

uint16_t hal_frame(void) { return frame_no; }

uint32_t hal_millis(void)
{
    return (uint32_t)(ticks * HAL_TICK_US / 1000u);
}

void hal_idle(void)
{
    idles++;
    fake_tick();
}

void hal_buzzer(uint16_t hz)
{
    if (hz != buzzer_hz) {
        buzzer_changes++;
    }
    buzzer_hz = hz;
}

/* LEDs and buzzer off, rows released; the hook plays the waking key. */
void hal_power_down(void)
{
    power_downs++;
    buzzer_hz = 0;
    sel_row = NO_ROW;
    if (power_down_hook) {
        power_down_hook();
    }
    memset(scan_keys, 0, sizeof scan_keys);
    scan_row = 0;
    row_select(0);
}
