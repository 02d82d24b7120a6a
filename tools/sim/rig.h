/* SPDX-License-Identifier: MIT */
/*
 * The simulated board: the real firmware ELF in simavr plus an electrical
 * model of the key matrix, LEDs and buzzer: boards/README.md gives the
 * contract, tools/sim/README.md the model. Used by the pin-level tests,
 * the benchmarks, the terminal player and the trace.
 *
 * Pins come from the board's pin file through boards/<board>/board.h
 * (the build passes -Iboards/<board>), read as data by boards/signals.h.
 * Keys are numbered as firmware/game/keys.h: 0..24 grid (5*row+col), 25 MODE,
 * 26 HINT, 27 UNDO, 28 START. LED images are uint32_t, bit 5*row+col.
 *
 * Model: a row is selected while its pin is an output driven low. A key
 * column reads low when pressed keys connect it to a selected row,
 * directly or through other pressed keys (ghosting); otherwise it is
 * pulled up. LED (r,c) is lit while row r is selected and LED column c is
 * an output driven high. Time is simulated; ms = cycles * 1000 / F_CPU.
 */
#ifndef RIG_H
#define RIG_H

#include <stdbool.h>
#include <stdint.h>
#include "simcore.h"

#define RIG_ROWS 5
#define RIG_COLS 5
#define RIG_CELLS 25
#define RIG_KEYS 29
#define RIG_SLICE_MS 20.0   /* rig_leds classifies cells per slice */
#define RIG_LIT_DUTY 0.025  /* lit: on >= 2.5 % of the time (full is 20 %, low brightness 5 %) */
#define RIG_PRESS_MS 60.0   /* rig_press: hold time, then the same released */

typedef struct rig rig_t;

/* ---- life cycle ------------------------------------------------------- */

/* Load elf (NULL: build/<SIM_BOARD>/lightsout.elf) and paint the stack.
 * Does not run it. NULL with a message on failure. */
rig_t *rig_open(const char *elf);
/* The same on another wiring: what a real board joins, read from a file
 * (tools/sim/rig_wiring.c gives the format), instead of the board's pins. */
rig_t *rig_open_wired(const char *elf, const char *wiring);
void rig_close(rig_t *r);
avr_t *rig_avr(rig_t *r);
const char *rig_elf(rig_t *r);

/* ---- time ------------------------------------------------------------- */

uint64_t rig_cycle(rig_t *r);             /* simulated cycles so far */
double rig_now_ms(rig_t *r);              /* simulated ms so far */
uint64_t rig_ms_cycles(rig_t *r, double ms);
/* Run; 0 ok, -1 once the core crashed or stopped (then every run fails). */
int rig_run_ms(rig_t *r, double ms);
int rig_run_cycles(rig_t *r, uint64_t n);
bool rig_crashed(rig_t *r);

/* ---- keys ------------------------------------------------------------- */

void rig_seed(rig_t *r, uint32_t seed);   /* bounce randomness */
/* Set keys down at once, no time passes (the player uses this). */
void rig_set_keys(rig_t *r, uint32_t down_mask);
uint32_t rig_keys(rig_t *r);
/* Move every key to target: keys that change bounce (random toggles) for
 * a random time up to bounce_ms each, then settle. Returns when all are
 * stable: that instant is when "the press becomes stable". */
int rig_keys_to(rig_t *r, uint32_t target, double bounce_ms);
/* One key down or up, with bounce up to bounce_ms (0: clean). */
int rig_key(rig_t *r, uint8_t key, bool down, double bounce_ms);
/* Down RIG_PRESS_MS, up, RIG_PRESS_MS; clean, or bouncing up to bounce_ms. */
int rig_press(rig_t *r, uint8_t key);
int rig_press_bounce(rig_t *r, uint8_t key, double bounce_ms);
/* Down hold_ms, then up and RIG_PRESS_MS. */
int rig_hold(rig_t *r, uint8_t key, double hold_ms);
/* Every key of mask down at the same instant, held, released together,
 * then RIG_PRESS_MS. */
int rig_chord(rig_t *r, uint32_t mask, double hold_ms);

/* ---- LEDs ------------------------------------------------------------- */

/* Per-cell lit cycles since open (monotonic); snapshot and compare. */
typedef struct {
    uint64_t cycle;
    uint64_t on[RIG_CELLS];
} rig_snap_t;
void rig_snap(rig_t *r, rig_snap_t *s);
/* Duty per cell between two snapshots (0..1; a lit cell reads ~0.2). */
void rig_duty(const rig_snap_t *a, const rig_snap_t *b, double duty[RIG_CELLS]);
/* Cells with duty >= RIG_LIT_DUTY between two snapshots. */
uint32_t rig_lit(const rig_snap_t *a, const rig_snap_t *b);
/* Cells lit, but dim (three-state): on at least RIG_DIM_MIN of the time
 * and at most RIG_DIM_SHARE of the brightest cell's on-time. */
#define RIG_DIM_MIN   0.002
#define RIG_DIM_SHARE 0.4
uint32_t rig_dim(const rig_snap_t *a, const rig_snap_t *b);
/* Run window_ms in RIG_SLICE_MS slices. Returns cells lit in every slice;
 * *blink (if not NULL) gets cells that went on/off at least twice
 * (on-off-on or off-on-off). Use >= 2 blink periods as window. */
uint32_t rig_leds(rig_t *r, double window_ms, uint32_t *blink);
/* Cells steadily lit over the next 60 ms. */
uint32_t rig_board(rig_t *r);
/* Image of the last complete multiplex frame (cells lit >= RIG_LIT_DUTY of it). */
uint32_t rig_frame_image(rig_t *r);
/* Run until a complete frame shows exactly want; returns ms from the call
 * to the end of that frame, or -1 after max_ms. */
double rig_wait_image(rig_t *r, uint32_t want, double max_ms);
/* The same for the first complete frame showing anything but from. */
double rig_wait_change(rig_t *r, uint32_t from, double max_ms);
/* Multiplex frames (row-0 selections) so far, and their rate over a run. */
uint64_t rig_frames(rig_t *r);
double rig_frame_hz(rig_t *r, double window_ms);
/* Times an LED column went high while no row was selected (should be 0),
 * and times LED columns were high with two or more rows selected. */
uint64_t rig_led_violations(rig_t *r);
uint64_t rig_led_multirow(rig_t *r);
/* Times a row pin went high or got its pull-up (a row is either driven
 * low or Hi-Z without pull-up). */
uint64_t rig_row_faults(rig_t *r);

/* ---- buzzer ----------------------------------------------------------- */

uint64_t rig_buzzer_edges(rig_t *r);       /* rising edges so far */
/* Cycle of rising edge n (1 = the first); 0 once it is older than the
 * last RIG_BUZZ_RING edges. */
#define RIG_BUZZ_RING 256
uint64_t rig_buzzer_edge_cycle(rig_t *r, uint64_t n);
bool rig_buzzer_level(rig_t *r);           /* pin high now */
/* Run window_ms; square-wave frequency seen (0 = silent). */
double rig_buzzer_hz(rig_t *r, double window_ms);

/* ---- power, sleep, EEPROM ---------------------------------------------- */

/* External reset: registers reset, SRAM and EEPROM kept. */
/* The serial log: every byte the firmware's USARTs sent, as one string
 * (at most RIG_UART_MAX bytes; more is dropped), and a fresh start. */
#define RIG_UART_MAX 65536u
const char *rig_uart_text(rig_t *r);
void rig_uart_clear(rig_t *r);

/* The supply (VCC = AVCC) the ADC measures: mv from now on, changing by
 * mv_per_s each simulated second (negative: falling cells). It starts at
 * the board's (SUPPLY_MV in its board.mk). The supply now, and the ADC
 * conversions started so far. Whether the ADC is off: ADEN clear and its
 * PRR bit set. */
void rig_set_supply(rig_t *r, uint16_t mv, int16_t mv_per_s);
uint16_t rig_supply(rig_t *r);
uint64_t rig_adc_starts(rig_t *r);
bool rig_adc_off(rig_t *r);

void rig_reset(rig_t *r);
/* Power cut and back on: as reset, plus SRAM filled with garbage. */
void rig_power_cut(rig_t *r);
uint8_t rig_sleep_mode(rig_t *r);          /* SMCR SM2..0: 0 idle, 2 power-down */
bool rig_sleep_enabled(rig_t *r);          /* SMCR SE */
bool rig_sleeping(rig_t *r);               /* core halted in sleep now */
uint16_t rig_eeprom_size(rig_t *r);
int rig_eeprom_get(rig_t *r, uint16_t addr, void *dst, uint16_t n);
int rig_eeprom_set(rig_t *r, uint16_t addr, const void *src, uint16_t n);

/* ---- firmware internals (test hooks) ---------------------------------- */

/* Copy a firmware global (n bytes, at most its size); returns bytes read
 * or -1 if the symbol is absent. */
int rig_read_global(rig_t *r, const char *name, void *dst, uint16_t n);
/* Little-endian integer field of a global at byte offset off. */
uint32_t rig_read_u32(rig_t *r, const char *name, uint16_t off);
/* Bytes of stack never used since open (painted area left intact). */
uint16_t rig_stack_unused(rig_t *r);
/* Deepest stack use since open: RAMEND + 1 - (end of .bss + unused). */
uint16_t rig_stack_high_water(rig_t *r);

/* ISR profile: while on, cycles from a vector's entry to its reti are
 * summed per vector (vector 1.. as in the datasheet). */
void rig_isr_profile(rig_t *r, bool on);
void rig_isr_stats(rig_t *r, uint8_t vector, uint64_t *count, uint64_t *cycles);
uint64_t rig_isr_max(rig_t *r, uint8_t vector);   /* longest single run */
uint64_t rig_asleep_cycles(rig_t *r);              /* sleeping, while on */
uint64_t rig_awake_max(rig_t *r);  /* longest stretch between two sleeps */

/* ---- scenario helpers ------------------------------------------------- */

/* Let the start-up animation end (1.2 s), then skip any intro. */
int rig_boot(rig_t *r);
/* Skip a puzzle intro with a key that is never a move (UNDO with nothing
 * to undo when there is no intro), then settle 100 ms. */
int rig_skip_intro(rig_t *r);

#endif
