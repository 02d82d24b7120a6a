/* SPDX-License-Identifier: MIT */
/*
 * The battery model: build/<board>/battery [ELF] prints, as the guides
 * quote it, the current at each brightness and the battery life on 2xAA
 * and 2xAAA. Measured in the simulator (the real firmware on the
 * simulated board): each LED's on-time with a typical board (12 of 25
 * cells lit, Design mode) at low, mid and high, and the CPU's awake share.
 * Taken from datasheets (typical, 25 C; boards/handheld/README.md says
 * where): the pins' resistance, the LED's forward voltage, the chip's
 * active, idle and power-down currents, the cells' discharge curve.
 * The cells are used down to VCC_MIN_MV (no saves below: the firmware
 * stops there).
 */
#include <stdio.h>
#include <string.h>
#include "battery_config.h"
#include "rig.h"

#define LED_R      220.0   /* column resistor, ohm (board.mk LED_OHMS) */
#define R_ROW      30.0    /* pin sinking, ohm (0.3 V at 10 mA, 3 V) */
#define R_COL      35.0    /* pin sourcing, ohm (0.35 V at 10 mA, 3 V) */
#define LED_VF     1.75    /* red LED: Vf = 1.75 V + 50 ohm x I */
#define LED_RS     50.0
#define I_ACTIVE   3.4     /* mA at 8 MHz, 3 V: 1.7 mA at 4 MHz doubled */
#define I_IDLE     0.6     /* mA, idle, the same way */
#define I_DOWN_TYP 0.1e-3  /* mA, power-down, WDT and BOD off, 3 V */
#define I_DOWN_MAX 2e-3
#define AA_MAH     2400.0  /* alkaline to 1.0 V a cell at light drain */
#define AAA_MAH    1100.0
#define HOURS_A_YEAR 8766.0

/* Alkaline cell voltage after a share of its capacity (light drain). */
static const double curve[][2] = {
    {0.00, 1.58}, {0.05, 1.45}, {0.20, 1.36}, {0.40, 1.28}, {0.60, 1.21},
    {0.75, 1.15}, {0.85, 1.10}, {0.95, 1.02}, {1.00, 1.00},
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

/* mA at supply v for brightness b: every LED (its row's lit count sets
 * the row pin's drop) and the CPU. */
static double current(int b, double v, double *leds)
{
    double sum = 0;
    for (int r = 0; r < RIG_ROWS; r++) {
        int k = 0;
        for (int c = 0; c < RIG_COLS; c++) {
            k += duty[b][5 * r + c] > 0.01;
        }
        double i = (v - LED_VF) / (LED_RS + LED_R + R_COL + k * R_ROW) * 1000.0;
        for (int c = 0; c < RIG_COLS; c++) {
            sum += duty[b][5 * r + c] * (i > 0 ? i : 0);
        }
    }
    if (leds) {
        *leds = sum;
    }
    double cpu = (awake[b] * I_ACTIVE + (1.0 - awake[b]) * I_IDLE) * v / 3.0;
    return sum + cpu;
}

/* Hours from full down to VCC_MIN_MV on two cells of mah. */
static double hours(int b, double mah)
{
    double h = 0, df = 0.001;
    for (double f = 0; f < 1.0; f += df) {
        double v = 2.0 * cell_v(f + df / 2);
        if (v * 1000.0 < VCC_MIN_MV) {
            break;
        }
        h += df * mah / current(b, v, NULL);
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
    rig_set_supply(r, 3000, 0);
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
    printf("| brightness | LED on-time | LEDs at 3.0 V | CPU | in all, 3.0 V | at %.2f V | 2xAA | 2xAAA |\n",
           VCC_MIN_MV / 1000.0);
    printf("|---|---|---|---|---|---|---|---|\n");
    for (int b = 2; b >= 0; b--) {
        double leds, on = 0;
        double all = current(b, 3.0, &leds);
        for (unsigned i = 0; i < sizeof cells; i++) {
            on += duty[b][cells[i]];
        }
        on = on / sizeof cells / 0.2 * 100.0;    /* of a whole row slot */
        double end = current(b, VCC_MIN_MV / 1000.0, NULL);
        printf("| %s | %.1f %% | %.1f mA | %.2f mA | %.1f mA | %.1f mA | %.0f h | %.0f h |\n",
               name[b], on, leds, all - leds, all, end,
               10.0 * (int)(hours(b, AA_MAH) / 10.0 + 0.5), 10.0 * (int)(hours(b, AAA_MAH) / 10.0 + 0.5));
    }
    printf("| asleep (power-down) | 0 %% | 0 mA | %.1f \u00b5A typical, %.0f \u00b5A at most | | | "
           "%.0f years at most | %.0f years |\n", I_DOWN_TYP * 1000.0, I_DOWN_MAX * 1000.0,
           AA_MAH / I_DOWN_MAX / HOURS_A_YEAR, AAA_MAH / I_DOWN_MAX / HOURS_A_YEAR);
    rig_close(r);
    return 0;
}
