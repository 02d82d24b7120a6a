/* SPDX-License-Identifier: MIT */
/* The simulated board: key matrix, LEDs and buzzer around the firmware. */
#include "rig.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <avr_eeprom.h>
#include <avr_ioport.h>
#include <sim_io.h>
#include <sim_irq.h>

#include "board.h"

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

/* Pins from board.h, written there as `PORT-LETTER, BIT`. */
#define PIN_(port, bit) { #port, bit }
#define PIN(p) PIN_(p)
typedef struct {
    const char *port;
    uint8_t bit;
} pin_text_t;

static const pin_text_t row_text[RIG_ROWS] = {
    PIN(BOARD_ROW0), PIN(BOARD_ROW1), PIN(BOARD_ROW2), PIN(BOARD_ROW3), PIN(BOARD_ROW4),
};
static const pin_text_t led_text[RIG_COLS] = {
    PIN(BOARD_LED0), PIN(BOARD_LED1), PIN(BOARD_LED2), PIN(BOARD_LED3), PIN(BOARD_LED4),
};
static const pin_text_t key_text[KEY_COLS] = {
    PIN(BOARD_KEY0), PIN(BOARD_KEY1), PIN(BOARD_KEY2), PIN(BOARD_KEY3), PIN(BOARD_KEY4),
    PIN(BOARD_KEY5),
};
static const pin_text_t buzzer_text = PIN(BOARD_BUZZER);

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

    /* ISR profile */
    bool profile;
    int nvectors;       /* entries in the vector table */
    int isr_vec;        /* vector being timed, -1 none */
    uint16_t isr_sp;
    uint64_t isr_start;
    isr_stat_t isr[MAX_VECTORS];
    uint64_t asleep;    /* cycles spent sleeping while profiling */
};

/* ---- pins ----------------------------------------------------------------- */

static pin_t pin_of(pin_text_t t)
{
    pin_t p = { t.port[0], t.bit };
    return p;
}

static port_t *port_find(rig_t *r, char name)
{
    for (int i = 0; i < r->nports; i++) {
        if (r->ports[i].name == name) {
            return &r->ports[i];
        }
    }
    return NULL;
}

static bool pin_out(rig_t *r, pin_t p, bool *high)
{
    port_t *pt = port_find(r, p.port);
    bool out = (pt->ddr >> p.bit) & 1u;
    *high = (pt->port >> p.bit) & 1u;
    return out;
}

/* A row pin must be driven low or Hi-Z: never driven high, never pulled up. */
static bool high_or_pulled(rig_t *r, pin_t p)
{
    bool high;
    pin_out(r, p, &high);
    return high;
}

/* ---- electrical model ------------------------------------------------------ */

static uint8_t key_row(uint8_t k) { return k < RIG_CELLS ? k / RIG_COLS : k - RIG_CELLS; }
static uint8_t key_col(uint8_t k) { return k < RIG_CELLS ? k % RIG_COLS : RIG_COLS; }

/* Columns connected to a selected row through pressed keys. */
static uint8_t columns_low(uint32_t down, uint8_t rows)
{
    uint8_t cols = 0, reach = rows;
    for (bool grew = true; grew;) {
        grew = false;
        for (uint8_t k = 0; k < RIG_KEYS; k++) {
            if (!((down >> k) & 1u)) {
                continue;
            }
            uint8_t rb = (uint8_t)(1u << key_row(k)), cb = (uint8_t)(1u << key_col(k));
            if ((reach & rb) && !(cols & cb)) {
                cols |= cb;
                grew = true;
            }
            if ((cols & cb) && !(reach & rb)) {
                reach |= rb;
                grew = true;
            }
        }
    }
    return cols;
}

/* Drive the key column pins: SET_EXTERNAL keeps the level across PORT/DDR
 * writes, raising the pin IRQ sets PINx now. */
static void keys_drive(rig_t *r, bool force)
{
    uint8_t low = columns_low(r->down, r->row_sel);
    if (low == r->col_low && !force) {
        return;
    }
    r->col_low = low;
    for (int i = 0; i < r->nports; i++) {
        port_t *pt = &r->ports[i];
        if (!pt->key_mask) {
            continue;
        }
        uint8_t value = pt->key_mask;
        for (int c = 0; c < KEY_COLS; c++) {
            if (r->keys[c].port == pt->name && ((low >> c) & 1u)) {
                value &= (uint8_t)~(1u << r->keys[c].bit);
            }
        }
        avr_ioport_external_t ext = { .name = (unsigned)pt->name, .mask = pt->key_mask,
                                      .value = value };
        avr_ioctl(r->avr, AVR_IOCTL_IOPORT_SET_EXTERNAL(pt->name), &ext);
        for (int b = 0; b < 8; b++) {
            if ((pt->key_mask >> b) & 1u) {
                avr_irq_t *irq = pt->irq + b;
                if (force) {
                    avr_irq_set_flags(irq, avr_irq_get_flags(irq) | IRQ_FLAG_INIT);
                }
                avr_raise_irq(irq, (value >> b) & 1u);
            }
        }
    }
}

/* Add the time since the last change to the cells lit since then. */
static void leds_flush(rig_t *r)
{
    uint64_t now = r->avr->cycle, dt = now - r->last_change;
    r->last_change = now;
    if (!dt || !r->led_on || !r->row_sel) {
        return;
    }
    for (int row = 0; row < RIG_ROWS; row++) {
        if (!((r->row_sel >> row) & 1u)) {
            continue;
        }
        for (int c = 0; c < RIG_COLS; c++) {
            if ((r->led_on >> c) & 1u) {
                r->on[row * RIG_COLS + c] += dt;
                r->frame_on[row * RIG_COLS + c] += dt;
            }
        }
    }
}

/* A new frame starts at each row-0 selection: close the previous one. */
static void frame_close(rig_t *r)
{
    uint64_t now = r->avr->cycle, len = now - r->frame_start;
    uint32_t img = 0;
    for (int i = 0; i < RIG_CELLS; i++) {
        if (len && r->frame_on[i] * 20 >= len) {
            img |= 1ul << i;
        }
        r->frame_on[i] = 0;
    }
    if (r->frames) {
        r->frame_image = img;
        r->frame_end = now;
    }
    r->frames++;
    r->frame_start = now;
}

/* Re-read every watched pin from the shadows; account and react. */
static void pins_update(rig_t *r)
{
    leds_flush(r);
    uint8_t sel = 0, on = 0;
    bool high;
    for (int i = 0; i < RIG_ROWS; i++) {
        if (pin_out(r, r->rows[i], &high) && !high) {
            sel |= (uint8_t)(1u << i);
        }
    }
    for (int i = 0; i < RIG_COLS; i++) {
        if (pin_out(r, r->leds[i], &high) && high) {
            on |= (uint8_t)(1u << i);
        }
    }
    bool fault = false;
    for (int i = 0; i < RIG_ROWS; i++) {
        fault |= high_or_pulled(r, r->rows[i]);
    }
    r->row_faults += fault && !r->row_fault;
    r->row_fault = fault;
    bool buzz = pin_out(r, r->buzzer, &high) && high;
    if (buzz && !r->buzz) {
        r->buzz_edges++;
    }
    r->buzz = buzz;
    if ((sel & 1u) && !(r->row_sel & 1u)) {
        frame_close(r);
    }
    if (on && !sel && (r->led_on != on || r->row_sel)) {
        r->violations++;
    }
    if (on && (sel & (sel - 1u)) && (r->led_on != on || r->row_sel != sel)) {
        r->multirow++;
    }
    bool rows_changed = sel != r->row_sel;
    r->row_sel = sel;
    r->led_on = on;
    if (rows_changed) {
        keys_drive(r, false);
    }
}

static void on_port_reg(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    port_t *pt = param;
    pt->port = (uint8_t)value;
    pins_update(pt->rig);
}

/* DDR notifies come before the register is written: use the value. */
static void on_ddr_reg(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    port_t *pt = param;
    pt->ddr = (uint8_t)value;
    pins_update(pt->rig);
}

/* ---- life cycle ---------------------------------------------------------- */

/* Vectors in the table: consecutive jmp (4-byte vectors) or rjmp (2-byte)
 * instructions from address 0. */
static int count_vectors(avr_t *avr)
{
    uint32_t vs = avr->vector_size ? avr->vector_size : 4;
    int n = 0;
    for (uint32_t a = 0; a + 1 <= avr->flashend && n < MAX_VECTORS; a += vs, n++) {
        uint16_t op = (uint16_t)(avr->flash[a] | avr->flash[a + 1] << 8);
        bool jump = vs == 4 ? (op & 0xFE0Eu) == 0x940Cu : (op & 0xF000u) == 0xC000u;
        if (!jump) {
            break;
        }
    }
    return n;
}

static uint32_t rng_next(rig_t *r)
{
    uint32_t x = r->rng;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return r->rng = x;
}

static void port_add(rig_t *r, char name, uint8_t key_bit, bool is_key)
{
    port_t *pt = port_find(r, name);
    if (!pt && r->nports < MAX_PORTS) {
        pt = &r->ports[r->nports++];
        pt->rig = r;
        pt->name = name;
    }
    if (pt && is_key) {
        pt->key_mask |= (uint8_t)(1u << key_bit);
    }
}

/* Shadows from the registers, IRQ filters off: after open and resets. */
static void ports_sync(rig_t *r)
{
    for (int i = 0; i < r->nports; i++) {
        port_t *pt = &r->ports[i];
        avr_ioport_state_t st;
        if (avr_ioctl(r->avr, AVR_IOCTL_IOPORT_GETSTATE(pt->name), &st) == 0) {
            pt->port = (uint8_t)st.port;
            pt->ddr = (uint8_t)st.ddr;
        }
        static const int regs[] = { IOPORT_IRQ_REG_PORT, IOPORT_IRQ_DIRECTION_ALL,
                                    IOPORT_IRQ_REG_PIN };
        for (unsigned k = 0; k < sizeof regs / sizeof regs[0]; k++) {
            avr_irq_t *irq = pt->irq + regs[k];
            avr_irq_set_flags(irq, avr_irq_get_flags(irq) & (uint8_t)~IRQ_FLAG_FILTERED);
        }
    }
}

static void after_reset(rig_t *r)
{
    sim_after_reset(r->avr);
    r->avr->state = cpu_Running;
    r->isr_vec = -1;
    ports_sync(r);
    pins_update(r);
    keys_drive(r, true);
}

rig_t *rig_open(const char *elf)
{
    rig_t *r = calloc(1, sizeof *r);
    if (!r) {
        return NULL;
    }
    snprintf(r->elf, sizeof r->elf, "%s", elf ? elf : "build/" SIM_BOARD "/lightsout.elf");
    r->f_cpu = SIM_F_CPU;
    r->rng = 0x2545F491u;
    r->isr_vec = -1;
    r->avr = sim_load(r->elf, SIM_MCU, r->f_cpu);
    if (!r->avr) {
        free(r);
        return NULL;
    }
    for (int i = 0; i < RIG_ROWS; i++) {
        r->rows[i] = pin_of(row_text[i]);
        port_add(r, r->rows[i].port, 0, false);
    }
    for (int i = 0; i < RIG_COLS; i++) {
        r->leds[i] = pin_of(led_text[i]);
        port_add(r, r->leds[i].port, 0, false);
    }
    for (int i = 0; i < KEY_COLS; i++) {
        r->keys[i] = pin_of(key_text[i]);
        port_add(r, r->keys[i].port, r->keys[i].bit, true);
    }
    r->buzzer = pin_of(buzzer_text);
    port_add(r, r->buzzer.port, 0, false);
    for (int i = 0; i < r->nports; i++) {
        port_t *pt = &r->ports[i];
        pt->irq = avr_io_getirq(r->avr, AVR_IOCTL_IOPORT_GETIRQ(pt->name), 0);
        if (!pt->irq) {
            fprintf(stderr, "rig: no port %c on this MCU\n", pt->name);
            free(r);
            return NULL;
        }
        avr_irq_register_notify(pt->irq + IOPORT_IRQ_REG_PORT, on_port_reg, pt);
        avr_irq_register_notify(pt->irq + IOPORT_IRQ_DIRECTION_ALL, on_ddr_reg, pt);
    }
    r->nvectors = count_vectors(r->avr);
    r->last_change = r->avr->cycle;
    ports_sync(r);
    pins_update(r);
    keys_drive(r, true);
    sim_stack_paint(r->avr, r->elf);
    return r;
}

void rig_close(rig_t *r)
{
    if (r) {
        avr_terminate(r->avr);
        free(r);
    }
}

avr_t *rig_avr(rig_t *r) { return r->avr; }
const char *rig_elf(rig_t *r) { return r->elf; }

/* ---- time ------------------------------------------------------------------ */

uint64_t rig_cycle(rig_t *r) { return r->avr->cycle; }
double rig_now_ms(rig_t *r) { return (double)r->avr->cycle * 1000.0 / r->f_cpu; }
uint64_t rig_ms_cycles(rig_t *r, double ms) { return (uint64_t)(ms * r->f_cpu / 1000.0 + 0.5); }
bool rig_crashed(rig_t *r) { return r->crashed; }

static uint16_t sp_of(avr_t *avr)
{
    return (uint16_t)(avr->data[R_SPL] | (avr->data[R_SPH] << 8));
}

/* Vector entry is the PC landing in the vector table; exit is the SP
 * climbing back above the return address pushed on entry. */
static void profile_step(rig_t *r)
{
    avr_t *avr = r->avr;
    if (r->isr_vec >= 0) {
        if (sp_of(avr) > r->isr_sp) {
            isr_stat_t *st = &r->isr[r->isr_vec];
            uint64_t n = avr->cycle - r->isr_start;
            st->count++;
            st->cycles += n;
            st->max = n > st->max ? n : st->max;
            r->isr_vec = -1;
        }
        return;
    }
    uint32_t vs = avr->vector_size ? avr->vector_size : 4;
    if (avr->pc && avr->pc % vs == 0 && avr->pc < (uint32_t)r->nvectors * vs) {
        r->isr_vec = (int)(avr->pc / vs);
        r->isr_sp = sp_of(avr);
        r->isr_start = avr->cycle;
    }
}

static int run_to(rig_t *r, uint64_t end)
{
    avr_t *avr = r->avr;
    while (!r->crashed && avr->cycle < end) {
        uint64_t before = avr->cycle;
        bool asleep = avr->state == cpu_Sleeping;
        if (r->profile) {
            profile_step(r);
        }
        int st = avr_run(avr);
        /* A call that ran the sleep instruction also sleeps to the next
         * timer: no instruction takes more than 5 cycles. */
        uint64_t dt = avr->cycle - before;
        if (r->profile && (asleep || dt > 5)) {
            r->asleep += asleep ? dt : dt - 1;
        }
        if (st == cpu_Crashed || st == cpu_Done) {
            r->crashed = true;
            fprintf(stderr, "rig: core stopped at cycle %llu pc 0x%x: %s",
                    (unsigned long long)avr->cycle, (unsigned)avr->pc, sim_log_last());
        }
    }
    return r->crashed ? -1 : 0;
}

int rig_run_cycles(rig_t *r, uint64_t n) { return run_to(r, r->avr->cycle + n); }
int rig_run_ms(rig_t *r, double ms) { return rig_run_cycles(r, rig_ms_cycles(r, ms)); }

/* ---- keys ------------------------------------------------------------------- */

void rig_seed(rig_t *r, uint32_t seed) { r->rng = seed ? seed : 0x2545F491u; }
uint32_t rig_keys(rig_t *r) { return r->down; }

void rig_set_keys(rig_t *r, uint32_t down_mask)
{
    r->down = down_mask & ((1ul << RIG_KEYS) - 1u);
    keys_drive(r, false);
}

int rig_keys_to(rig_t *r, uint32_t target, double bounce_ms)
{
    uint32_t change = (r->down ^ target) & ((1ul << RIG_KEYS) - 1u);
    if (!change || bounce_ms <= 0) {
        rig_set_keys(r, target);
        return r->crashed ? -1 : 0;
    }
    uint64_t settle[RIG_KEYS] = { 0 }, last = r->avr->cycle;
    uint64_t span = rig_ms_cycles(r, bounce_ms);
    for (uint8_t k = 0; k < RIG_KEYS; k++) {
        if ((change >> k) & 1u) {
            settle[k] = r->avr->cycle + rng_next(r) % (span + 1);
            last = settle[k] > last ? settle[k] : last;
        }
    }
    /* Bouncing keys take random levels every 20..800 us until they settle. */
    while (r->avr->cycle < last) {
        uint32_t keys = r->down;
        for (uint8_t k = 0; k < RIG_KEYS; k++) {
            if (!((change >> k) & 1u)) {
                continue;
            }
            bool level = r->avr->cycle >= settle[k] ? (target >> k) & 1u : rng_next(r) & 1u;
            keys = level ? keys | (1ul << k) : keys & ~(1ul << k);
        }
        rig_set_keys(r, keys);
        uint64_t dt = rig_ms_cycles(r, 0.02 + (rng_next(r) % 781) / 1000.0);
        uint64_t next = r->avr->cycle + dt;
        if (run_to(r, next < last ? next : last) != 0) {
            return -1;
        }
    }
    rig_set_keys(r, target);
    return r->crashed ? -1 : 0;
}

int rig_key(rig_t *r, uint8_t key, bool down, double bounce_ms)
{
    uint32_t t = down ? r->down | (1ul << key) : r->down & ~(1ul << key);
    return rig_keys_to(r, t, bounce_ms);
}

int rig_press_bounce(rig_t *r, uint8_t key, double bounce_ms)
{
    if (rig_key(r, key, true, bounce_ms) || rig_run_ms(r, RIG_PRESS_MS) ||
        rig_key(r, key, false, bounce_ms)) {
        return -1;
    }
    return rig_run_ms(r, RIG_PRESS_MS);
}

int rig_press(rig_t *r, uint8_t key) { return rig_press_bounce(r, key, 0); }

int rig_hold(rig_t *r, uint8_t key, double hold_ms)
{
    if (rig_key(r, key, true, 0) || rig_run_ms(r, hold_ms) || rig_key(r, key, false, 0)) {
        return -1;
    }
    return rig_run_ms(r, RIG_PRESS_MS);
}

int rig_chord(rig_t *r, uint32_t mask, double hold_ms)
{
    uint32_t before = r->down;
    if (rig_keys_to(r, before | mask, 0) || rig_run_ms(r, hold_ms) ||
        rig_keys_to(r, before & ~mask, 0)) {
        return -1;
    }
    return rig_run_ms(r, RIG_PRESS_MS);
}

/* ---- LEDs ---------------------------------------------------------------------- */

void rig_snap(rig_t *r, rig_snap_t *s)
{
    leds_flush(r);
    s->cycle = r->avr->cycle;
    memcpy(s->on, r->on, sizeof s->on);
}

void rig_duty(const rig_snap_t *a, const rig_snap_t *b, double duty[RIG_CELLS])
{
    uint64_t len = b->cycle - a->cycle;
    for (int i = 0; i < RIG_CELLS; i++) {
        duty[i] = len ? (double)(b->on[i] - a->on[i]) / (double)len : 0.0;
    }
}

uint32_t rig_lit(const rig_snap_t *a, const rig_snap_t *b)
{
    double duty[RIG_CELLS];
    rig_duty(a, b, duty);
    uint32_t m = 0;
    for (int i = 0; i < RIG_CELLS; i++) {
        if (duty[i] >= RIG_LIT_DUTY) {
            m |= 1ul << i;
        }
    }
    return m;
}

uint32_t rig_leds(rig_t *r, double window_ms, uint32_t *blink)
{
    int n = (int)(window_ms / RIG_SLICE_MS + 0.5);
    n = n < 1 ? 1 : n;
    uint32_t all = (1ul << RIG_CELLS) - 1u, always = all, prev = 0;
    uint8_t flips[RIG_CELLS] = { 0 };
    rig_snap_t a, b;
    rig_snap(r, &a);
    for (int s = 0; s < n; s++) {
        rig_run_ms(r, window_ms / n);
        rig_snap(r, &b);
        uint32_t lit = rig_lit(&a, &b);
        always &= lit;
        for (int i = 0; s > 0 && i < RIG_CELLS; i++) {
            flips[i] += ((lit ^ prev) >> i) & 1u;
        }
        prev = lit;
        a = b;
    }
    if (blink) {
        *blink = 0;
        for (int i = 0; i < RIG_CELLS; i++) {
            if (flips[i] >= 2) {
                *blink |= 1ul << i;
            }
        }
    }
    return always;
}

uint32_t rig_board(rig_t *r) { return rig_leds(r, 3 * RIG_SLICE_MS, NULL); }
uint32_t rig_frame_image(rig_t *r) { return r->frame_image; }
uint64_t rig_frames(rig_t *r) { return r->frames; }
uint64_t rig_led_violations(rig_t *r) { return r->violations; }
uint64_t rig_led_multirow(rig_t *r) { return r->multirow; }
uint64_t rig_row_faults(rig_t *r) { return r->row_faults; }

double rig_wait_image(rig_t *r, uint32_t want, double max_ms)
{
    uint64_t start = r->avr->cycle, end = start + rig_ms_cycles(r, max_ms);
    uint64_t step = rig_ms_cycles(r, 0.25);
    while (r->avr->cycle < end) {
        if (r->frame_end > start && r->frame_image == want) {
            return (double)(r->frame_end - start) * 1000.0 / r->f_cpu;
        }
        if (rig_run_cycles(r, step) != 0) {
            return -1;
        }
    }
    return -1;
}

double rig_frame_hz(rig_t *r, double window_ms)
{
    uint64_t f0 = r->frames;
    rig_run_ms(r, window_ms);
    return (double)(r->frames - f0) * 1000.0 / window_ms;
}

/* ---- buzzer ------------------------------------------------------------------ */

uint64_t rig_buzzer_edges(rig_t *r) { return r->buzz_edges; }
bool rig_buzzer_level(rig_t *r) { return r->buzz; }

double rig_buzzer_hz(rig_t *r, double window_ms)
{
    uint64_t e0 = r->buzz_edges;
    rig_run_ms(r, window_ms);
    return (double)(r->buzz_edges - e0) * 1000.0 / window_ms;
}

/* ---- power, sleep, EEPROM ------------------------------------------------------- */

void rig_reset(rig_t *r)
{
    leds_flush(r);
    avr_reset(r->avr);
    r->avr->data[MCUSR_ADDR] |= 0x02u;  /* EXTRF */
    after_reset(r);
}

void rig_power_cut(rig_t *r)
{
    leds_flush(r);
    avr_reset(r->avr);
    for (uint32_t a = 0x100; a <= r->avr->ramend; a++) {
        r->avr->data[a] = (uint8_t)rng_next(r);
    }
    r->avr->data[MCUSR_ADDR] = 0x01u;  /* PORF */
    after_reset(r);
}

uint8_t rig_sleep_mode(rig_t *r) { return (r->avr->data[SMCR_ADDR] >> 1) & 7u; }
bool rig_sleep_enabled(rig_t *r) { return r->avr->data[SMCR_ADDR] & 1u; }
bool rig_sleeping(rig_t *r) { return r->avr->state == cpu_Sleeping; }
uint16_t rig_eeprom_size(rig_t *r) { return (uint16_t)(r->avr->e2end + 1u); }

/* Pointer into the simulated EEPROM (GET with no buffer; its return code
 * and size check differ between simavr versions, so ask for 0 bytes). */
static uint8_t *eeprom_at(rig_t *r, uint16_t addr, uint16_t n)
{
    if ((uint32_t)addr + n > rig_eeprom_size(r)) {
        return NULL;
    }
    avr_eeprom_desc_t d = { .ee = NULL, .offset = addr, .size = 0 };
    avr_ioctl(r->avr, AVR_IOCTL_EEPROM_GET, &d);
    return d.ee;
}

int rig_eeprom_get(rig_t *r, uint16_t addr, void *dst, uint16_t n)
{
    uint8_t *ee = eeprom_at(r, addr, n);
    if (!ee) {
        return -1;
    }
    memcpy(dst, ee, n);
    return 0;
}

int rig_eeprom_set(rig_t *r, uint16_t addr, const void *src, uint16_t n)
{
    uint8_t *ee = eeprom_at(r, addr, n);
    if (!ee) {
        return -1;
    }
    memcpy(ee, src, n);
    return 0;
}

/* ---- firmware internals ---------------------------------------------------------- */

int rig_read_global(rig_t *r, const char *name, void *dst, uint16_t n)
{
    static struct {
        char name[64], elf[512];
        uint16_t addr, size;
    } cache[32];
    static unsigned used;
    unsigned i;
    for (i = 0; i < used; i++) {
        if (!strcmp(cache[i].name, name) && !strcmp(cache[i].elf, r->elf)) {
            break;
        }
    }
    if (i == used) {
        i = used < 32 ? used++ : 31;
        snprintf(cache[i].name, sizeof cache[i].name, "%s", name);
        snprintf(cache[i].elf, sizeof cache[i].elf, "%s", r->elf);
        cache[i].addr = sim_symbol(r->elf, name);
        cache[i].size = sim_symbol_size(r->elf, name);
    }
    uint16_t addr = cache[i].addr, size = cache[i].size;
    if (!addr) {
        return -1;
    }
    if (size && n > size) {
        n = size;
    }
    if ((uint32_t)addr + n > (uint32_t)r->avr->ramend + 1u) {
        return -1;
    }
    memcpy(dst, r->avr->data + addr, n);
    return n;
}

uint32_t rig_read_u32(rig_t *r, const char *name, uint16_t off)
{
    uint8_t buf[512] = { 0 };
    uint16_t want = (uint16_t)(off + 4u) < sizeof buf ? (uint16_t)(off + 4u) : sizeof buf;
    if (rig_read_global(r, name, buf, want) < 0 || off + 4u > sizeof buf) {
        return 0;
    }
    return (uint32_t)buf[off] | (uint32_t)buf[off + 1] << 8 | (uint32_t)buf[off + 2] << 16 |
           (uint32_t)buf[off + 3] << 24;
}

uint16_t rig_stack_unused(rig_t *r) { return sim_stack_unused(r->avr, r->elf); }

uint16_t rig_stack_high_water(rig_t *r)
{
    uint32_t top = (uint32_t)r->avr->ramend + 1u;
    return (uint16_t)(top - sim_stack_base(r->avr, r->elf) - rig_stack_unused(r));
}

void rig_isr_profile(rig_t *r, bool on)
{
    r->profile = on;
    r->isr_vec = -1;
}

void rig_isr_stats(rig_t *r, uint8_t vector, uint64_t *count, uint64_t *cycles)
{
    *count = vector < MAX_VECTORS ? r->isr[vector].count : 0;
    *cycles = vector < MAX_VECTORS ? r->isr[vector].cycles : 0;
}

uint64_t rig_isr_max(rig_t *r, uint8_t vector)
{
    return vector < MAX_VECTORS ? r->isr[vector].max : 0;
}

uint64_t rig_asleep_cycles(rig_t *r) { return r->asleep; }

/* ---- scenario helpers ------------------------------------------------------------- */

int rig_boot(rig_t *r)
{
    if (rig_run_ms(r, 1200) != 0) {
        return -1;
    }
    return rig_skip_intro(r);
}

int rig_skip_intro(rig_t *r)
{
    if (rig_press(r, 27 /* UNDO */) != 0) {
        return -1;
    }
    return rig_run_ms(r, 40);
}
