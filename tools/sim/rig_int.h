/* SPDX-License-Identifier: MIT */
/* Inside the rig: its state and the functions its files share. */
#ifndef RIG_INT_H
#define RIG_INT_H

#include "rig.h"

#ifndef SIM_BOARD
#define SIM_BOARD "uno"
#endif
#ifndef SIM_MCU
#define SIM_MCU "atmega328p"
#endif
#ifndef SIM_F_CPU
#define SIM_F_CPU 16000000UL
#endif

#define SMCR_ADDR 0x53  /* data-space addresses, ATmega328P family */
#define MCUSR_ADDR 0x54
#define KEY_COLS (RIG_COLS + 1)  /* column 5: function keys */
#define MAX_PORTS 8
#define MAX_VECTORS 64

typedef struct {
    char port;   /* 'A'..'L' */
    uint8_t bit;
} pin_t;

/* What joins what (rig_wiring.c): key k joins pins a and b while down;
 * LED cell i is lit while pin a (its anode side) is driven high and pin b
 * (its cathode side) driven low. Port 0: not wired. */
typedef struct {
    pin_t a, b;
} link_t;

typedef struct {
    link_t key[RIG_KEYS];
    link_t led[RIG_CELLS];
    pin_t buzzer;
} wiring_t;

typedef struct {
    struct rig *rig;
    char name;
    uint8_t port, ddr;  /* shadow of the registers, from the notifies */
    uint8_t key_mask;   /* key column pins on this port */
    avr_irq_t *irq;     /* the port's IRQ array */
} port_t;

typedef struct {
    uint64_t count, cycles, max;
} isr_stat_t;

struct rig {
    avr_t *avr;
    char elf[512];
    uint32_t f_cpu;
    bool crashed;
    uint32_t rng;

    pin_t rows[RIG_ROWS], leds[RIG_COLS], keys[KEY_COLS], buzzer;
    port_t ports[MAX_PORTS];
    int nports;

    wiring_t wiring;    /* the board's pins, or a wiring file */
    bool wired;         /* wiring set before the model attached */
    uint32_t down;      /* keys held now */
    uint64_t key_ends;  /* pins a key joins: 8 bits a port (ports[] order) */
    uint64_t key_src;   /* key ends driven low now, the same way */
    uint64_t col_low;   /* key ends pulled low now, the same way */

    /* LED state and accounting */
    uint8_t row_sel, led_on;
    uint32_t lit;       /* cells lit now, through the wiring */
    uint64_t last_change;
    uint64_t on[RIG_CELLS];
    uint64_t violations, multirow;
    uint64_t row_faults;    /* entries into a state with a row high or pulled up */
    bool row_fault;
    uint64_t frames, frame_start;
    uint64_t frame_on[RIG_CELLS];
    uint32_t frame_image;
    uint64_t frame_end;

    /* buzzer */
    bool buzz;
    uint64_t buzz_edges;
    uint64_t buzz_at[RIG_BUZZ_RING];  /* cycle of rising edge n, at n % ring */

    /* ISR profile */
    bool profile;
    int nvectors;       /* entries in the vector table */
    int isr_vec;        /* vector being timed, -1 none */
    uint16_t isr_sp;
    uint64_t isr_start;
    isr_stat_t isr[MAX_VECTORS];
    uint64_t asleep;    /* cycles spent sleeping while profiling */
    uint64_t awake_start, awake_max;  /* longest stretch without sleep */

    /* supply (rig_supply.c): mv + slope per second since a cycle */
    int32_t supply_mv, supply_slope;
    uint64_t supply_since;
    uint64_t adc_starts;

    /* serial log: every byte the firmware sent, as text */
    char uart[RIG_UART_MAX + 1];
    unsigned uart_n;
};

/* rig_model.c: the board's pins, port watches, the electrical model. */
int rig_model_attach(rig_t *r);         /* -1 if a port is missing */
void rig_model_sync(rig_t *r);          /* after open and resets */
void rig_leds_flush(rig_t *r);          /* account LED time up to now */
void rig_keys_drive(rig_t *r, bool force);
/* Watch a pin's port (a key end driven from outside if is_key). */
void rig_port_add(rig_t *r, char name, uint8_t bit, bool is_key);
uint64_t rig_pin_bit(rig_t *r, pin_t p);   /* its bit in the masks, 0 if unwatched */

/* rig_wiring.c: the default wiring from the pins, or one read from a file. */
void rig_wiring_default(rig_t *r);
int rig_wiring_load(rig_t *r, const char *path);   /* -1 with a message */
/* Pins pulled low: src (driven low) and those pressed keys join to it,
 * directly or through other pressed keys (so a rectangle ghosts). */
uint64_t rig_pins_low(rig_t *r, uint64_t src);
uint32_t rig_wiring_lit(rig_t *r, uint64_t low, uint64_t high);   /* cells lit */

/* rig_uart.c: capture what the firmware writes to its USARTs. */
void rig_uart_attach(rig_t *r);

/* rig_supply.c: the supply the ADC measures (AVCC). */
void rig_supply_attach(rig_t *r);

/* rig_run.c */
int rig_run_to(rig_t *r, uint64_t end);
uint32_t rig_rng(rig_t *r);

#endif
