/* SPDX-License-Identifier: MIT */
/*
 * trace ELF OUT.vcd [OUT.gtkw]: runs a scripted scenario on the pin-level
 * rig and writes a VCD of the logical signals, for GTKWave (and a GTKWave
 * save file that groups them, key columns shown inverted: 1 = pressed):
 *   row0..row4     1 while that row is selected (output, driven low)
 *   led0..led4     1 while that LED column drives high
 *   key0..key5     the key column pin level (1 idle, 0 = key seen down)
 *   buzzer         the buzzer pin
 *   keys_held      the keys the script holds (bit as firmware/keys.h)
 * Pins come from the board's pin file (board.h, -Iboards/<board>); signals are sampled every
 * TRACE_SAMPLE_US of simulated time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <avr_extint.h>
#include <avr_ioport.h>
#include <sim_avr.h>
#include <sim_cycle_timers.h>
#include <sim_io.h>
#include <sim_irq.h>
#include <sim_time.h>
#include <sim_vcd_file.h>

#include "board.h"
#include "signals.h"
#include "rig.h"

#define TRACE_SAMPLE_US 5u
#define NSIG 18            /* 5 rows, 5 LEDs, 6 key columns, buzzer, keys */
#define SIG_KEYS (NSIG - 1)

/* The board's pins (boards/signals.h): the first NSIG - 1 signals. */
static const board_pin_t pins[BOARD_NSIG] = BOARD_PIN_TABLE;
_Static_assert(BOARD_NSIG == NSIG - 1, "one trace signal per pin, then the keys");
static const char *names[NSIG] = {
    "row0", "row1", "row2", "row3", "row4",
    "led0", "led1", "led2", "led3", "led4",
    "key0", "key1", "key2", "key3", "key4", "key5_fn", "buzzer", "keys_held",
};

typedef struct {
    rig_t *rig;
    avr_irq_t *irq;        /* NSIG signals of our own, fed to the VCD */
    avr_cycle_count_t period;
} trace_t;

/* Level of signal s from the port registers: rows selected = output low,
 * LED columns = output high, key columns and buzzer = the pin. */
static uint32_t level(int s, const avr_ioport_state_t *st)
{
    unsigned m = 1u << pins[s].bit;
    bool out = st->ddr & m, high = st->port & m;
    if (s < 5) {
        return out && !high;
    }
    if (s < 10) {
        return out && high;
    }
    return (st->pin & m) != 0;
}

static avr_cycle_count_t sample(avr_t *avr, avr_cycle_count_t when, void *param)
{
    trace_t *t = param;
    for (int s = 0; s < NSIG - 1; s++) {
        avr_ioport_state_t st;
        if (avr_ioctl(avr, AVR_IOCTL_IOPORT_GETSTATE(pins[s].port), &st) == 0) {
            avr_raise_irq(t->irq + s, level(s, &st));
        }
    }
    avr_raise_irq(t->irq + SIG_KEYS, rig_keys(t->rig));
    return when + t->period;
}

/* The scenario: boot, a few moves, a hint, undo, sound on, more moves;
 * every key column sees a key. */
static int scenario(rig_t *r)
{
    int rc = rig_boot(r);                       /* animation, intro skipped */
    rc |= rig_press(r, 12);                     /* centre cross */
    rc |= rig_press_bounce(r, 0, 5.0);          /* corner, bouncing 5 ms */
    rc |= rig_press(r, 26);                     /* HINT: one cell blinks */
    rc |= rig_run_ms(r, 600);
    rc |= rig_press(r, 27);                     /* UNDO */
    rc |= rig_press(r, 25);                     /* MODE: the menu */
    rc |= rig_press(r, 16);                     /* row 3 col 1: sound on */
    rc |= rig_press(r, 25);                     /* MODE: back to the game */
    rc |= rig_press(r, 6);                      /* a move with a click */
    rc |= rig_press(r, 18);
    rc |= rig_press(r, 9);                      /* every key column used */
    rc |= rig_run_ms(r, 200);
    return rc;
}

/* GTKWave save-file trace flags: binary, right-justified; inverted; hex;
 * a group's opening and closing (blank) rows. */
#define GTKW_BIN "@28"
#define GTKW_INV "@68"
#define GTKW_HEX "@22"
#define GTKW_OPEN "@800200"
#define GTKW_CLOSE "@1000200"

/* The groups of the save file: a title, a flag, and signals first..last. */
static const struct { const char *title, *flag; int first, last; } groups[] = {
    { "rows (1 = selected)", GTKW_BIN, 0, 4 },
    { "LED columns (1 = lit)", GTKW_BIN, 5, 9 },
    { "key columns (inverted: 1 = pressed)", GTKW_INV, 10, 15 },
    { "buzzer", GTKW_BIN, 16, 16 },
    { "keys the script holds (firmware/keys.h bits)", GTKW_HEX, SIG_KEYS, SIG_KEYS },
};

static int write_gtkw(const char *path, const char *vcd)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "trace: cannot write %s\n", path);
        return 1;
    }
    fprintf(f, "[*] GTKWave save file from tools/trace, board %s: gtkwave %s %s\n",
            BOARD_NAME, vcd, path);
    fprintf(f, "[dumpfile] \"%s\"\n[size] 1400 700\n[signals_width] 260\n", vcd);
    for (size_t g = 0; g < sizeof groups / sizeof groups[0]; g++) {
        fprintf(f, GTKW_OPEN "\n-%s\n%s\n", groups[g].title, groups[g].flag);
        for (int s = groups[g].first; s <= groups[g].last; s++) {
            fprintf(f, "logic.%s%s\n", names[s], s == SIG_KEYS ? "[31:0]" : "");
        }
        fprintf(f, GTKW_CLOSE "\n-%s\n", groups[g].title);
    }
    return fclose(f) != 0;
}

int main(int argc, char **argv)
{
    if (argc != 3 && argc != 4) {
        fprintf(stderr, "usage: %s FIRMWARE.elf OUT.vcd [OUT.gtkw]\n", argv[0]);
        return 2;
    }
    if (argc == 4 && write_gtkw(argv[3], argv[2]) != 0) {
        return 1;
    }
    rig_t *r = rig_open(argv[1]);
    if (!r) {
        return 1;
    }
    avr_t *avr = rig_avr(r);
    /* No level polling on any INTn pin: the game uses none, and a pin held
     * low (the promicro buzzer on INT2) would slow simavr 70-fold. */
    for (uint8_t i = 0; i < 8; i++) {
        avr_extint_set_strict_lvl_trig(avr, i, 0);
    }
    static trace_t t;
    static avr_vcd_t vcd;
    t.rig = r;
    t.period = avr_usec_to_cycles(avr, TRACE_SAMPLE_US);
    t.irq = avr_alloc_irq(&avr->irq_pool, 0, NSIG, names);
    for (int s = 0; s < NSIG; s++) {
        avr_irq_set_flags(t.irq + s, IRQ_FLAG_FILTERED);  /* changes only */
    }
    if (avr_vcd_init(avr, argv[2], &vcd, 1000) != 0) {
        fprintf(stderr, "trace: cannot write %s\n", argv[2]);
        return 1;
    }
    for (int s = 0; s < NSIG; s++) {
        avr_vcd_add_signal(&vcd, t.irq + s, s == SIG_KEYS ? 32 : 1, names[s]);
    }
    avr_vcd_start(&vcd);
    avr_cycle_timer_register(avr, t.period, sample, &t);
    int rc = scenario(r);
    avr_vcd_stop(&vcd);
    avr_vcd_close(&vcd);
    printf("trace: %s, board %s, %.0f ms simulated, %d signals sampled every %u us\n",
           argv[2], BOARD_NAME, rig_now_ms(r), NSIG, TRACE_SAMPLE_US);
    if (rc != 0 || rig_crashed(r)) {
        fprintf(stderr, "trace: the firmware crashed during the scenario\n");
        return 1;
    }
    rig_close(r);
    return 0;
}
