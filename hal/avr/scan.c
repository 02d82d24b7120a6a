/* SPDX-License-Identifier: MIT */
/*
 * Tick timer, key matrix scan and LED multiplex (see matrix.h for pins).
 * Timer1 CTC every HAL_TICK_US. Each tick: read the key columns of the row
 * selected during the last tick (settled for a whole tick), LEDs off, rows
 * released, next row selected, its LED columns lit. After row 4 the frame's
 * keys are published and the frame and millisecond counters move on.
 * Cost on the uno (make bench, from the vector to reti): 114.2 cycles a
 * tick on average, 168 at a frame end: 1.43 % of the CPU at 16 MHz (90.5
 * and 129 without the dim plane and the kept key frames: no variants).
 * Brightness below full: a Timer1 compare B interrupt inside each slot
 * turns the LED columns off early (make bench gives its cost).
 */
#include <avr/interrupt.h>
#include <avr/power.h>
#include <util/atomic.h>
#include "hal.h"
#include "hal_tick.h"
#include "matrix.h"

#define TICK_COUNTS ((F_CPU / 1000ul) * HAL_TICK_US / 1000ul)
_Static_assert(TICK_COUNTS >= 256 && TICK_COUNTS <= 65536ul,
               "Timer1 at prescaler 1 cannot make the tick at this F_CPU");
_Static_assert(HAL_ROWS == 5, "the multiplex is written for 5 rows");

/* Per row: the key columns read this frame, and the LED masks of the row
 * after it (what to light once that row is selected): with its dim cells,
 * and without them. One pointer in the ISR reaches all three. */
enum { KEYS, NEXT_LEDS, NEXT_BRIGHT };
#if PART_VARIANTS
static volatile uint8_t scan[HAL_ROWS][3];
static uint8_t leds_now = NEXT_LEDS;        /* which mask this frame lights */
#else
/* Built without the dim plane (PART_VARIANTS 0): 48 B less. */
static volatile uint8_t scan[HAL_ROWS][2];
#define leds_now NEXT_LEDS
#endif
static uint8_t scan_row;                     /* row selected last tick */
/* Key columns of the last HAL_KEY_FRAMES frames, frame f at f % that. */
static volatile uint8_t frame_keys[HAL_KEY_FRAMES][HAL_ROWS];
_Static_assert((HAL_KEY_FRAMES & (HAL_KEY_FRAMES - 1u)) == 0, "a power of 2");
static volatile uint16_t frame_no;
uint8_t scan_seen_cols;
/* Milliseconds at the last even frame: +5 every other frame, a byte at a
 * time so the ISR needs one register; hal_millis adds 2 on odd frames. */
static volatile union {
    uint32_t u32;
    uint8_t b[4];
} ms_even;

/* gcse kept here where a board turns it off for size (the m88): the tick
 * interrupt compiles the same on every board. */
ISR(TIMER1_COMPA_vect, __attribute__((optimize("gcse"))))
{
    uint8_t row = scan_row;
    volatile uint8_t *s = scan[row];
    s[KEYS] = matrix_key_cols();
    uint8_t leds = s[leds_now];
    matrix_leds_off();
    matrix_rows_release();
    if (++row == HAL_ROWS) {
        row = 0;
        uint16_t f = frame_no + 1u;
        volatile uint8_t *k = frame_keys[(uint8_t)f & (HAL_KEY_FRAMES - 1u)];
        k[0] = scan[0][KEYS];  /* unrolled: no index registers */
        k[1] = scan[1][KEYS];
        k[2] = scan[2][KEYS];
        k[3] = scan[3][KEYS];
        k[4] = scan[4][KEYS];
        frame_no = f;
#if PART_VARIANTS
        leds_now = (uint8_t)f % HAL_DIM_FRAMES ? NEXT_BRIGHT : NEXT_LEDS;
#endif
        if (!(f & 1u)) {
            uint8_t b = (uint8_t)(ms_even.b[0] + 5u);
            ms_even.b[0] = b;
            if (b < 5u && ++ms_even.b[1] == 0 && ++ms_even.b[2] == 0) {
                ms_even.b[3]++;
            }
        }
    }
    scan_row = row;
    matrix_row_select(row);
    matrix_leds_on(leds);
}

/* Compare B: the end of the LEDs' on-time in this row slot. */
ISR(TIMER1_COMPB_vect)
{
    matrix_leds_off();
}

void hal_brightness(uint8_t level)
{
    if (level >= 2u) {
        TIMSK1 &= (uint8_t)~_BV(OCIE1B);   /* full: no cut */
    } else {
        /* The slot's first quarter or half: the columns come on at its start. */
        OCR1B = level ? TICK_COUNTS / 2u : TICK_COUNTS / 4u;
        TIMSK1 |= _BV(OCIE1B);
    }
}

/* Unclock every module the game does not use (power reduction register):
 * about 0.5 mA less awake and in idle at 8 MHz. Timer0 (buzzer) and
 * Timer1 (tick) stay on; a debug log would turn its USART back on. */
static void modules_off(void)
{
    power_all_disable();
#ifdef __AVR_HAVE_PRR_PRTIM0
    PRR &= (uint8_t)~(_BV(PRTIM0) | _BV(PRTIM1));    /* both timers: one write */
#else
    power_timer0_enable();
    power_timer1_enable();
#endif
}

void hal_init(void)
{
#ifdef JTD
    /* JTAG off (32U4, 2560): its pins on port F become plain I/O. Two
     * writes within four cycles. */
    uint8_t mcucr = MCUCR | _BV(JTD);
    MCUCR = mcucr;
    MCUCR = mcucr;
#endif
#ifdef USBCON
    /* No USB stack: a bootloader may leave the controller, its interrupts
     * and the PLL on. All off (no stray vector, less current asleep). */
    UDIEN = 0;
    USBCON = 0;
    UHWCON = 0;
    PLLCSR = 0;
#endif
    ACSR = _BV(ACD);  /* analog comparator unused: off (it runs asleep) */
    modules_off();
    matrix_leds_off();
    matrix_pins_init();
    matrix_rows_release();
    /* Buzzer: output, low. */
    PIN_CLR(BOARD_BUZZER);
    PIN_OUT(BOARD_BUZZER);

    TCCR1A = 0;
    TCCR1B = _BV(WGM12) | _BV(CS10);      /* CTC on OCR1A, prescaler 1 */
    OCR1A = (uint16_t)(TICK_COUNTS - 1u);
    scan_restart();
    sei();
}

void scan_restart(void)
{
    matrix_leds_off();
    matrix_rows_release();
    scan_row = 0;
    matrix_row_select(0);  /* LEDs of row 0 come on from the next frame */
    TCNT1 = 0;
    TIFR1 = _BV(OCF1A);
    TIMSK1 |= _BV(OCIE1A);
}

void scan_stop(void)
{
    TIMSK1 &= (uint8_t)~(_BV(OCIE1A) | _BV(OCIE1B));   /* no brightness cut wakes it */
    matrix_leds_off();
    matrix_rows_release();
}

/* dim may be NULL: no dim cells. Inlined: each caller takes one copy. */
static inline __attribute__((always_inline)) void show(const uint8_t rows[HAL_ROWS], const uint8_t dim[HAL_ROWS])
{
    /* Byte stores: the ISR sees each mask whole, old or new. */
    volatile uint8_t *before = scan[HAL_ROWS - 1u];  /* the row before r */
    for (uint8_t r = 0; r < HAL_ROWS; r++) {
        uint8_t lit = rows[r] & 0x1Fu;
        before[NEXT_LEDS] = lit;
#if PART_VARIANTS
        before[NEXT_BRIGHT] = dim ? lit & (uint8_t)~dim[r] : lit;
#else
        (void)dim;
#endif
        before = scan[r];
    }
}

void hal_show(const uint8_t rows[HAL_ROWS])
{
    show(rows, 0);
}

#if PART_VARIANTS
void hal_show_dim(const uint8_t rows[HAL_ROWS], const uint8_t dim[HAL_ROWS])
{
    show(rows, dim);
}
#endif

uint32_t hal_keys_at(uint16_t f)
{
    uint8_t k0, k1, k2, k3, k4;
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        volatile uint8_t *k = frame_keys[0];
#if HAL_KEY_FRAMES > 1
        uint16_t now = frame_no;
        k = frame_keys[(uint8_t)((uint16_t)(now - f) < HAL_KEY_FRAMES ? f : now) & (HAL_KEY_FRAMES - 1u)];
#else
        (void)f;   /* one frame kept */
#endif
        k0 = k[0];
        k1 = k[1];
        k2 = k[2];
        k3 = k[3];
        k4 = k[4];
    }
    scan_seen_cols = (uint8_t)(k0 | k1 | k2 | k3 | k4);
    /* Assembled a byte at a time (AVR is little-endian): 8-bit shifts are
     * cheap, 32-bit ones are loops. A byte's shift drops the bits that
     * belong to the next byte; masks clear the function key column (bit
     * 5), which goes to bits 25..28. */
    union {
        uint32_t u32;
        uint8_t b[4];
    } keys;
    keys.b[0] = (uint8_t)((k0 & 0x1Fu) | k1 << 5);                       /* bits 0..7 */
    keys.b[1] = (uint8_t)((k1 >> 3 & 3u) | (k2 & 0x1Fu) << 2 | k3 << 7); /* 8..15 */
    keys.b[2] = (uint8_t)((k3 >> 1 & 0xFu) | k4 << 4);                   /* 16..23 */
    uint8_t b3 = (uint8_t)(k4 >> 4 & 1u);   /* 24; then 25..28 */
    if (k0 & 0x20u) {
        b3 |= 2u;   /* MODE */
    }
    if (k1 & 0x20u) {
        b3 |= 4u;   /* HINT */
    }
    if (k2 & 0x20u) {
        b3 |= 8u;   /* UNDO */
    }
    if (k3 & 0x20u) {
        b3 |= 16u;   /* START */
    }
    keys.b[3] = b3;
    return keys.u32;
}

uint16_t hal_frame(void)
{
    uint16_t f;
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        f = frame_no;
    }
    return f;
}

uint32_t hal_millis(void)
{
    uint32_t t;
    uint8_t odd;
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        t = ms_even.u32;
        odd = (uint8_t)frame_no & 1u;
    }
    return odd ? t + 2u : t;
}
