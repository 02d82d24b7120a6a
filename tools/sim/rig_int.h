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

    uint32_t down;      /* keys held now */
    uint8_t col_low;    /* key columns pulled low now */

    /* LED state and accounting */
    uint8_t row_sel, led_on;
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

/* rig_uart.c: capture what the firmware writes to its USARTs. */
void rig_uart_attach(rig_t *r);

/* rig_supply.c: the supply the ADC measures (AVCC). */
void rig_supply_attach(rig_t *r);

/* rig_run.c */
int rig_run_to(rig_t *r, uint64_t end);
uint32_t rig_rng(rig_t *r);

#endif
