/* SPDX-License-Identifier: MIT */
/*
 * The electrical model: pins from the board's pin file, register shadows from the port
 * notifies (synchronous with the firmware's writes), rows selected, key
 * columns pulled low through pressed keys, LED on-time, buzzer edges.
 */
#include <stdio.h>

#include <avr_ioport.h>
#include <sim_io.h>
#include <sim_irq.h>

#include "board.h"
#include "signals.h"
#include "rig_int.h"

/* ---- pins ----------------------------------------------------------------- */

/* The board's pins (boards/signals.h), in signal order. */
static const board_pin_t board_pins[BOARD_NSIG] = BOARD_PIN_TABLE;

static pin_t pin_of(int signal)
{
    pin_t p = { board_pins[signal].port, board_pins[signal].bit };
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

/* Pins driven low (or high) now, 8 bits a port. */
static uint64_t pins_driven(rig_t *r, bool high)
{
    uint64_t m = 0;
    for (int i = 0; i < r->nports; i++) {
        const port_t *pt = &r->ports[i];
        m |= (uint64_t)(uint8_t)(pt->ddr & (high ? pt->port : (uint8_t)~pt->port)) << (i * 8);
    }
    return m;
}

/* Drive the key column pins: SET_EXTERNAL keeps the level across PORT/DDR
 * writes, raising the pin IRQ sets PINx now. */
void rig_keys_drive(rig_t *r, bool force)
{
    uint64_t low = rig_pins_low(r, r->key_src);
    if (low == r->col_low && !force) {
        return;
    }
    r->col_low = low;
    for (int i = 0; i < r->nports; i++) {
        port_t *pt = &r->ports[i];
        if (!pt->key_mask) {
            continue;
        }
        uint8_t value = pt->key_mask & (uint8_t)~(low >> (i * 8));
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
void rig_leds_flush(rig_t *r)
{
    uint64_t now = r->avr->cycle, dt = now - r->last_change;
    r->last_change = now;
    for (uint32_t lit = dt ? r->lit : 0; lit; lit &= lit - 1u) {
        int i = __builtin_ctz(lit);
        r->on[i] += dt;
        r->frame_on[i] += dt;
    }
}

/* A new frame starts at each row-0 selection: close the previous one. */
static void frame_close(rig_t *r)
{
    uint64_t now = r->avr->cycle, len = now - r->frame_start;
    uint32_t img = 0;
    for (int i = 0; i < RIG_CELLS; i++) {
        if (len && (double)r->frame_on[i] >= RIG_LIT_DUTY * (double)len) {   /* dim counts */
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
    rig_leds_flush(r);
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
    bool buzz = r->buzzer.port && pin_out(r, r->buzzer, &high) && high;
    if (buzz && !r->buzz) {
        r->buzz_at[++r->buzz_edges % RIG_BUZZ_RING] = r->avr->cycle;
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
    uint64_t lo = pins_driven(r, false), hi = pins_driven(r, true);
    r->lit = rig_wiring_lit(r, lo, hi);
    r->row_sel = sel;
    r->led_on = on;
    uint64_t src = lo & r->key_ends;
    if (src != r->key_src) {
        r->key_src = src;
        rig_keys_drive(r, false);
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

void rig_port_add(rig_t *r, char name, uint8_t key_bit, bool is_key)
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
/* Watch the ports of every wired pin. Key ends are driven from outside,
 * except the firmware's row pins (outputs low or Hi-Z, never read). */
static void wiring_watch(rig_t *r)
{
    for (int k = 0; k < RIG_KEYS; k++) {
        const link_t *l = &r->wiring.key[k];
        for (int e = 0; e < 2; e++) {
            pin_t p = e ? l->b : l->a;
            bool row = false;
            for (int i = 0; i < RIG_ROWS; i++) {
                row |= r->rows[i].port == p.port && r->rows[i].bit == p.bit;
            }
            if (p.port) {
                rig_port_add(r, p.port, p.bit, !row);
            }
        }
    }
    for (int i = 0; i < RIG_CELLS; i++) {
        const link_t *l = &r->wiring.led[i];
        for (int e = 0; e < 2; e++) {
            if ((e ? l->b : l->a).port) {
                rig_port_add(r, (e ? l->b : l->a).port, 0, false);
            }
        }
    }
    r->buzzer = r->wiring.buzzer;
    if (r->buzzer.port) {
        rig_port_add(r, r->buzzer.port, 0, false);
    }
}

void rig_model_sync(rig_t *r)
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
    pins_update(r);
}

/* The board's pins; watch PORT and DDR of every port they use. */
int rig_model_attach(rig_t *r)
{
    for (int i = 0; i < RIG_ROWS; i++) {
        r->rows[i] = pin_of(BOARD_SIG_ROW0 + i);
        rig_port_add(r, r->rows[i].port, 0, false);
    }
    for (int i = 0; i < RIG_COLS; i++) {
        r->leds[i] = pin_of(BOARD_SIG_LED0 + i);
        rig_port_add(r, r->leds[i].port, 0, false);
    }
    for (int i = 0; i < KEY_COLS; i++) {
        r->keys[i] = pin_of(BOARD_SIG_KEY0 + i);
        rig_port_add(r, r->keys[i].port, 0, false);
    }
    r->buzzer = pin_of(BOARD_SIG_BUZZER);
    rig_port_add(r, r->buzzer.port, 0, false);
    if (!r->wired) {
        rig_wiring_default(r);
    }
    wiring_watch(r);
    for (int i = 0; i < r->nports; i++) {
        port_t *pt = &r->ports[i];
        pt->irq = avr_io_getirq(r->avr, AVR_IOCTL_IOPORT_GETIRQ(pt->name), 0);
        if (!pt->irq) {
            fprintf(stderr, "rig: no port %c on this MCU\n", pt->name);
            return -1;
        }
        avr_irq_register_notify(pt->irq + IOPORT_IRQ_REG_PORT, on_port_reg, pt);
        avr_irq_register_notify(pt->irq + IOPORT_IRQ_DIRECTION_ALL, on_ddr_reg, pt);
    }
    for (int k = 0; k < RIG_KEYS; k++) {
        r->key_ends |= rig_pin_bit(r, r->wiring.key[k].a) | rig_pin_bit(r, r->wiring.key[k].b);
    }
    r->last_change = r->avr->cycle;
    rig_model_sync(r);
    return 0;
}
