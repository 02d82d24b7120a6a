/* SPDX-License-Identifier: MIT */
/*
 * The rig's electrical model on its own: the test plays the firmware by
 * writing the port registers through simavr's own register callbacks (as
 * the core does), and checks what the key pins read and what the LEDs
 * accumulate. The firmware is loaded but never run.
 */
#include "check.h"
#include "rig.h"

#include <string.h>

#include "board.h"
#include "signals.h"

/* The board's pins (boards/signals.h): rows, LED columns, key columns. */
typedef board_pin_t pin_t;
static const pin_t pins[BOARD_NSIG] = BOARD_PIN_TABLE;
static const pin_t *const rows = pins + BOARD_SIG_ROW0;
static const pin_t *const leds = pins + BOARD_SIG_LED0;
static const pin_t *const keys = pins + BOARD_SIG_KEY0;

static rig_t *rig;
static avr_t *avr;

/* Ports A..G of the classic ATmega map: PINx, DDRx, PORTx from 0x20. */
static bool port_known(const pin_t *p) { return p->port >= 'A' && p->port <= 'G'; }
static uint16_t pin_reg(const pin_t *p) { return (uint16_t)(0x20 + 3 * (p->port - 'A')); }

static void reg_write(uint16_t addr, uint8_t v)
{
    int io = AVR_DATA_TO_IO(addr);
    if (avr->io[io].w.c) {
        avr->io[io].w.c(avr, addr, v, avr->io[io].w.param);
    } else {
        avr->data[addr] = v;
    }
}

static uint8_t reg_read(uint16_t addr)
{
    int io = AVR_DATA_TO_IO(addr);
    return avr->io[io].r.c ? avr->io[io].r.c(avr, addr, avr->io[io].r.param) : avr->data[addr];
}

static void bit_set(const pin_t *p, int reg, bool v)  /* reg: 1 DDR, 2 PORT */
{
    uint16_t a = (uint16_t)(pin_reg(p) + reg);
    uint8_t m = (uint8_t)(1u << p->bit);
    reg_write(a, (uint8_t)(v ? avr->data[a] | m : avr->data[a] & ~m));
}

/* Firmware moves: pull-ups on the key columns, one row low, LED columns. */
static void init_pins(void)
{
    for (int c = 0; c < 6; c++) {
        bit_set(&keys[c], 1, false);
        bit_set(&keys[c], 2, true);
    }
    for (int c = 0; c < 5; c++) {
        bit_set(&leds[c], 2, false);
        bit_set(&leds[c], 1, true);
    }
}

static void select_row(int r)
{
    for (int i = 0; i < 5; i++) {
        bit_set(&rows[i], 2, false);
        bit_set(&rows[i], 1, i == r);
    }
}

/* Key columns reading low, as a mask (bit 5 = function keys). */
static uint8_t cols_low(void)
{
    uint8_t m = 0;
    for (int c = 0; c < 6; c++) {
        if (!((reg_read(pin_reg(&keys[c])) >> keys[c].bit) & 1u)) {
            m |= (uint8_t)(1u << c);
        }
    }
    return m;
}

static uint32_t key(int r, int c) { return 1ul << (5 * r + c); }

TEST(board_ports_known)
{
    CHECK(rig != NULL);
    for (int i = 0; i < 5; i++) {
        CHECK(port_known(&rows[i]) && port_known(&leds[i]));
    }
}

TEST(pull_ups_read_high)
{
    init_pins();
    select_row(0);
    CHECK_EQ(cols_low(), 0);
}

TEST(key_reads_low_on_its_row_only)
{
    rig_set_keys(rig, key(2, 3));
    select_row(2);
    CHECK_EQ(cols_low(), 1u << 3);
    select_row(1);
    CHECK_EQ(cols_low(), 0);
    rig_set_keys(rig, 1ul << 27);  /* UNDO: row 2, column 5 */
    select_row(2);
    CHECK_EQ(cols_low(), 1u << 5);
    select_row(3);
    CHECK_EQ(cols_low(), 0);
}

/* Keys (0,0) (0,1) (1,0) down: row 1 also reads column 1 (the ghost). */
TEST(rectangle_ghost)
{
    rig_set_keys(rig, key(0, 0) | key(0, 1) | key(1, 0));
    select_row(1);
    CHECK_EQ(cols_low(), 0x03);
    select_row(0);
    CHECK_EQ(cols_low(), 0x03);
    select_row(2);
    CHECK_EQ(cols_low(), 0);
    /* A longer path: (2,4)-(3,4)-(3,2) links row 2 to column 2. */
    rig_set_keys(rig, key(2, 4) | key(3, 4) | key(3, 2));
    select_row(2);
    CHECK_EQ(cols_low(), (1u << 4) | (1u << 2));
}

/* The level holds across writes to the key port (pull-ups rewritten). */
TEST(levels_survive_port_writes)
{
    rig_set_keys(rig, key(4, 1));
    select_row(4);
    for (int c = 0; c < 6; c++) {
        bit_set(&keys[c], 2, true);
        bit_set(&keys[c], 1, false);
    }
    CHECK_EQ(cols_low(), 1u << 1);
    rig_set_keys(rig, 0);
    CHECK_EQ(cols_low(), 0);
}

/* LED (r,c) accumulates time while row r is low and column c is high. */
TEST(led_on_time)
{
    rig_set_keys(rig, 0);
    select_row(3);
    rig_snap_t a, b;
    rig_snap(rig, &a);
    bit_set(&leds[2], 2, true);
    avr->cycle += 1000;
    bit_set(&leds[2], 2, false);
    avr->cycle += 3000;
    rig_snap(rig, &b);
    for (int i = 0; i < RIG_CELLS; i++) {
        CHECK_EQ(b.on[i] - a.on[i], i == 17 ? 1000u : 0u);
    }
    CHECK_EQ(rig_lit(&a, &b), 1ul << 17);  /* 25 % duty */
    CHECK_EQ(rig_led_violations(rig), 0);
}

/* An LED column high with no row selected is counted. */
TEST(led_without_row_counted)
{
    for (int i = 0; i < 5; i++) {
        bit_set(&rows[i], 1, false);
    }
    uint64_t v0 = rig_led_violations(rig);
    bit_set(&leds[0], 2, true);
    CHECK_EQ(rig_led_violations(rig), v0 + 1);
    bit_set(&leds[0], 2, false);
    bit_set(&rows[0], 2, true);  /* a row pulled up is a fault */
    CHECK(rig_row_faults(rig) >= 1);
    bit_set(&rows[0], 2, false);
}

/* After a reset the registers are zero: keys still read right once the
 * firmware sets its pull-ups again. */
TEST(keys_after_reset)
{
    rig_set_keys(rig, key(1, 1));
    rig_reset(rig);
    init_pins();
    select_row(1);
    CHECK_EQ(cols_low(), 1u << 1);
    rig_set_keys(rig, 0);
    CHECK_EQ(cols_low(), 0);
    rig_power_cut(rig);
    init_pins();
    select_row(0);
    CHECK_EQ(cols_low(), 0);
}

int main(int argc, char **argv)
{
    rig = rig_open(argc > 1 ? argv[1] : NULL);
    RUN(board_ports_known);
    if (!rig) {
        return check_done();
    }
    avr = rig_avr(rig);
    RUN(pull_ups_read_high);
    RUN(key_reads_low_on_its_row_only);
    RUN(rectangle_ghost);
    RUN(levels_survive_port_writes);
    RUN(led_on_time);
    RUN(led_without_row_counted);
    RUN(keys_after_reset);
    rig_close(rig);
    return check_done();
}
