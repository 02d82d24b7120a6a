/* SPDX-License-Identifier: MIT */
/*
 * The battery model: build/<board>/battery [ELF] prints, as the guides
 * quote it, the current at each brightness, the battery life on 2xAA and
 * 2xAAA, and the share of the cells' energy the board can use. Measured
 * in the simulator (the real firmware on the simulated board): each LED's
 * on-time with a typical board (12 of 25 cells lit, Design mode) at low,
 * mid and high, and the CPU's awake share. Taken from datasheets
 * (typical, 25 C; boards/handheld/README.md says where): the pins', the
 * LED's and the row follower's drops, the chip's currents, the boost
 * module's efficiency and range, the cells' discharge curve.
 * The handheld runs at SUPPLY_MV from a boost module: it holds that
 * while its input stays over BOOST_VIN_MIN, so the cells are used to
 * their end; VCC_MIN_MV (the firmware's stop) is met only after that.
 */
#include <stdio.h>
#include <string.h>
#include "battery_config.h"
#include "rig.h"

#define VCC        (SUPPLY_MV / 1000.0)
#define LED_R      150.0   /* column resistor, ohm (board.mk LED_OHMS) */
#define R_COL      25.0    /* pin sourcing at 5 V, ohm (0.5 V at 20 mA) */
#define LED_VF     1.80    /* red LED: Vf = 1.80 V + 10 ohm x I (2.0 V at 20 mA) */
#define LED_RS     10.0
#define V_BE       0.75    /* the row's PNP follower (BC327) at 70 mA */
#define HFE_MIN    160.0   /* BC327-25 at 100 mA */
#define VCC_TOL    0.04    /* the module's output: 4.8-5.2 V */
#define I_ACTIVE   5.7     /* mA at 8 MHz, 5 V: 1.7 mA at 4 MHz, 3 V, doubled, x 5/3 */
#define I_IDLE     1.0     /* mA, idle, the same way */
#define I_DOWN_TYP 0.1e-3  /* mA, the chip in power-down, WDT and BOD off */
#define BOOST_EFF  0.80    /* the module at 1.6-3.2 V in, 10-80 mA out */
#define BOOST_IQ   0.10    /* mA from the cells, the module idling */
#define BOOST_VIN_MIN 0.5  /* V: the module runs down to it once started */
#define R_CELL     0.3     /* ohm a cell near its end, and the MOSFET's 0.1 */
#define AA_MAH     2500.0  /* alkaline to 0.8 V a cell at light drain */
#define AAA_MAH    1150.0
#define HOURS_A_YEAR 8766.0

/* Alkaline cell voltage after a share of its capacity (light drain). */
static const double curve[][2] = {
    {0.00, 1.58}, {0.05, 1.45}, {0.20, 1.36}, {0.40, 1.27}, {0.60, 1.20},
    {0.75, 1.14}, {0.85, 1.08}, {0.92, 1.02}, {0.96, 0.95}, {1.00, 0.80},
};

static double cell_v(double f)
{
    unsigned n = sizeof curve / sizeof curve[0];
    for (unsigned i = 1; i < n; i++) {
        if (f <= curve[i][0]) {
            double t = (f - curve[i - 1][0]) / (curve[i][0] - curve[i - 1][0]);
            return curve[i - 1][1] + t * (curve[i][1] - curve[i - 1][1]);
        }
    }
    return curve[n - 1][1];
}

static double duty[3][RIG_CELLS];   /* per brightness, share of time lit */
static double awake[3];             /* CPU awake share */

/* An LED's current at supply v, mA: column pin, resistor, LED, the row's
 * follower (the row pin carries only its base current). */
static double led_ma(double v)
{
    double i = (v - LED_VF - V_BE) / (LED_RS + LED_R + R_COL) * 1000.0;
    return i > 0 ? i : 0;
}

/* mA the board draws at VCC for brightness b: every LED and the CPU. */
static double current(int b, double *leds)
{
    double sum = 0;
    for (int k = 0; k < RIG_CELLS; k++) {
        sum += duty[b][k] * led_ma(VCC);
    }
    if (leds) {
        *leds = sum;
    }
    return sum + awake[b] * I_ACTIVE + (1.0 - awake[b]) * I_IDLE;
}

/* mA from two cells at v (open circuit) for a board drawing ma at VCC, or
 * 0 when the module's input under that load falls under its minimum. */
static double cells_ma(double ma, double v)
{
    double p = VCC * ma / BOOST_EFF;   /* mW the module takes in */
    double r = 2 * R_CELL + 0.1, disc = v * v - 4.0 * r * p / 1000.0;
    if (disc < 0) {
        return 0;
    }
    double i = (v - __builtin_sqrt(disc)) / (2.0 * r);   /* A: v i - r i^2 = p */
    return v - r * i < BOOST_VIN_MIN ? 0 : i * 1000.0 + BOOST_IQ;
}

/* Hours from full to the end on two cells of mah; *used: the share of the
 * cells' energy drawn before the board stops. */
static double hours(double ma, double mah, double *used)
{
    double h = 0, df = 0.001, all = 0, got = 0;
    bool on = true;
    for (double f = 0; f < 1.0; f += df) {
        double v = 2.0 * cell_v(f + df / 2), i = cells_ma(ma, v);
        all += v * df;
        on = on && i > 0;
        if (on) {
            h += df * mah / i;
            got += v * df;
        }
    }
    if (used) {
        *used = got / all;
    }
    return h;
}

static void press(rig_t *r, uint8_t k)
{
    rig_press(r, k);
}

int main(int argc, char **argv)
{
    rig_t *r = rig_open(argc > 1 ? argv[1] : NULL);
    if (!r) {
        return 1;
    }
    static uint8_t blank[4096];
    memset(blank, 0xFF, sizeof blank);
    rig_eeprom_set(r, 0, blank, rig_eeprom_size(r));
    rig_set_supply(r, SUPPLY_MV, 0);
    rig_power_cut(r);
    rig_boot(r);
    press(r, 25);                 /* MODE: Design (row 0 col 2) */
    press(r, 2);
    press(r, 25);
    rig_run_ms(r, 200);
    /* 12 of 25 lit: 3, 3, 2, 2, 2 a row. */
    static const uint8_t cells[] = {0, 2, 4, 6, 8, 9, 10, 13, 16, 18, 21, 23};
    for (unsigned i = 0; i < sizeof cells; i++) {
        press(r, cells[i]);
    }
    rig_run_ms(r, 200);
    uint32_t want = 0;
    for (unsigned i = 0; i < sizeof cells; i++) {
        want |= 1ul << cells[i];
    }
    for (int b = 2; b >= 0; b--) {
        press(r, 25);
        press(r, (uint8_t)(17 + b));   /* menu row 3: low, mid, high */
        press(r, 25);
        rig_run_ms(r, 500);
        rig_snap_t s0, s1;
        rig_isr_profile(r, true);
        uint64_t t0 = rig_cycle(r), a0 = rig_asleep_cycles(r);
        rig_snap(r, &s0);
        rig_run_ms(r, 1000);
        rig_snap(r, &s1);
        awake[b] = 1.0 - (double)(rig_asleep_cycles(r) - a0) / (double)(rig_cycle(r) - t0);
        rig_isr_profile(r, false);
        rig_duty(&s0, &s1, duty[b]);
        if (rig_lit(&s0, &s1) != want) {
            fprintf(stderr, "battery: the board shows %07x, not %07x\n", rig_lit(&s0, &s1), want);
            return 1;
        }
    }
    static const char *name[3] = {"low", "mid", "high"};
    printf("| brightness | LED on-time | LEDs at %.1f V | CPU | board | from 2xAA, 2.4 V | 2xAA | 2xAAA |\n", VCC);
    printf("|---|---|---|---|---|---|---|---|\n");
    double used = 0;
    for (int b = 2; b >= 0; b--) {
        double leds, on = 0;
        double all = current(b, &leds);
        for (unsigned i = 0; i < sizeof cells; i++) {
            on += duty[b][cells[i]];
        }
        on = on / sizeof cells / 0.2 * 100.0;    /* of a whole row slot */
        double aa = hours(all, AA_MAH, b == 2 ? &used : NULL);
        printf("| %s | %.1f %% | %.1f mA | %.2f mA | %.1f mA | %.1f mA | %.0f h | %.0f h |\n",
               name[b], on, leds, all - leds, all, cells_ma(all, 2.4),
               10.0 * (int)(aa / 10.0 + 0.5), 10.0 * (int)(hours(all, AAA_MAH, NULL) / 10.0 + 0.5));
    }
    double asleep = cells_ma(I_DOWN_TYP, 2.4);
    printf("| asleep (power-down) | 0 %% | 0 mA | %.1f \u00b5A | | %.2f mA (the module idling) | "
           "%.0f days | %.0f days |\n", I_DOWN_TYP * 1000.0, asleep,
           AA_MAH / asleep / 24.0, AAA_MAH / asleep / 24.0);
    double peak = led_ma(VCC), lo = led_ma(VCC * (1 - VCC_TOL)), hi = led_ma(VCC * (1 + VCC_TOL));
    printf("\nusable energy: %.0f %% of the cells' (2xAA alkaline to 0.8 V a cell: the module "
           "runs on down to %.1f V in)\n", used * 100.0, BOOST_VIN_MIN);
    printf("LED current: %.1f mA peak, %.2f mA average at high (a row's slot is a fifth); "
           "%.1f-%.1f mA over the module's %.1f-%.1f V, within %.0f %%\n",
           peak, peak * 0.2 * 0.991, lo, hi, VCC * (1 - VCC_TOL), VCC * (1 + VCC_TOL),
           100.0 * (hi - peak) / peak + 0.5);
    printf("row pin: %.2f mA at most (five LEDs lit, through a PNP of hFE %.0f or more); "
           "column pin: %.1f mA; port C's five: %.0f mA\n",
           5.0 * hi / (HFE_MIN + 1.0), HFE_MIN, hi, 5.0 * hi);
    rig_close(r);
    return 0;
}
