/* SPDX-License-Identifier: MIT */
/*
 * Device benchmark on the real firmware in simavr (make bench): tick ISR
 * cycles, CPU share of scan + display, press-to-cross latency, frame rate,
 * flash and static RAM, stack high-water mark after a busy scenario.
 * Cycle counts are exact and the same on every run. Reports, never asserts.
 * simavr enters an interrupt in 0 cycles where the chip takes 4: the tick
 * figures count from the vector's jmp to the end of reti.
 */
#include <stdio.h>
#include <string.h>

#include "measure.h"
#include "scene.h"
#include "solver.h"

#define BUDGET_CPU_PCT 2.0
#define BUDGET_LATENCY_MS 20.0
#define BUDGET_FRAME_HZ 200.0
/* Every part (the uno: Action, tutor, log, self-test, and the variants,
 * 11.7 KB of it; Versus against the chip 1.5 KB) in 25 KB; the 8 KB board
 * leaves Action, Versus, the tutor, the log and the variants out, and make
 * size checks it against its chip. */
#define BUDGET_FLASH 25600u
/* Static RAM: with the 768 B stack reserve of the variants, 1,200 B of the
 * uno's 2,048 (the key frames kept through a long call took it past 384;
 * Versus' log ring and the chip statistics' save buffers past 416). */
#define BUDGET_RAM 432u

static void report(const char *key, const char *name, double value, const char *unit,
                   double budget, bool at_most)
{
    printf("  %-34s %12.3f %s\n", name, value, unit);
    bench_budget(key, value, budget, at_most);
}

/* Sections of the ELF from avr-size -A: flash = text + data, RAM = data + bss. */
static void sizes(const char *elf, unsigned *flash, unsigned *ram)
{
    char cmd[600], line[256];
    snprintf(cmd, sizeof cmd, "avr-size -A '%s'", elf);
    FILE *p = popen(cmd, "r");
    unsigned text = 0, data = 0, bss = 0;
    while (p && fgets(line, sizeof line, p)) {
        char name[64];
        unsigned size;
        if (sscanf(line, "%63s %u", name, &size) == 2) {
            if (!strcmp(name, ".text")) {
                text = size;
            } else if (!strcmp(name, ".data")) {
                data = size;
            } else if (!strcmp(name, ".bss") || !strcmp(name, ".noinit")) {
                bss += size;
            }
        }
    }
    if (p) {
        pclose(p);
    }
    *flash = text + data;
    *ram = data + bss;
}

/* The vector that ran most often: the tick. */
static uint8_t busiest_vector(rig_t *r)
{
    uint8_t best = 0;
    uint64_t most = 0;
    for (uint8_t v = 1; v < 64; v++) {
        uint64_t n, c;
        rig_isr_stats(r, v, &n, &c);
        if (n > most) {
            most = n;
            best = v;
        }
    }
    return best;
}

/* Low brightness: the compare B vector (the one after the tick's compare
 * A on every chip here) cuts the LEDs in each slot; its cost over 1 s. */
static void brightness_cost(rig_t *r, uint8_t tick)
{
    rig_press(r, KEY_MODE);
    rig_press(r, 17);                 /* menu row 3 col 2: low */
    rig_press(r, KEY_MODE);
    rig_run_ms(r, 100);
    rig_isr_profile(r, true);
    uint64_t t0 = rig_cycle(r);
    rig_run_ms(r, 1000);
    uint64_t span = rig_cycle(r) - t0, n, cycles;
    rig_isr_stats(r, (uint8_t)(tick + 1u), &n, &cycles);
    printf("  brightness cut vector %u (low): %llu runs, %.1f cycles each, %.3f %% of the CPU\n",
           tick + 1u, (unsigned long long)n, n ? (double)cycles / (double)n : 0.0,
           100.0 * (double)cycles / (double)span);
    rig_isr_profile(r, false);
    rig_press(r, KEY_MODE);
    rig_press(r, 19);                 /* back to high */
    rig_press(r, KEY_MODE);
    rig_run_ms(r, 100);
}

/* Presses at varied phases of the tick: ms from stable key to the cross. */
static void latency(rig_t *r, uint32_t *rng, double *lo, double *mean, double *hi)
{
    uint32_t b = rig_board(r);
    int n = 0;
    double sum = 0;
    *lo = 1e9;
    *hi = 0;
    for (int i = 0; i < 40; i++) {
        uint8_t c = scene_safe_cell(b, rng);
        rig_run_cycles(r, scene_rand(rng) % rig_ms_cycles(r, 2.5));
        uint32_t want = lo_press(b, c, 5);
        rig_key(r, c, true, 0);
        double ms = rig_wait_image(r, want, 100);
        rig_run_ms(r, 30);
        rig_key(r, c, false, 0);
        rig_run_ms(r, 40);
        b = want;
        if (ms < 0) {
            ms = 1e3;  /* never shown: far over budget */
        }
        sum += ms;
        n++;
        *lo = ms < *lo ? ms : *lo;
        *hi = ms > *hi ? ms : *hi;
    }
    *mean = sum / n;
}

/* Presses, bounce, hints, undo, menu, a win, auto-off and wake. */
static void busy(rig_t *r, uint32_t *rng)
{
    uint32_t b = rig_board(r);
    for (int i = 0; i < 20; i++) {
        uint8_t c = scene_safe_cell(b, rng);
        rig_press_bounce(r, c, 3);
        b = lo_press(b, c, 5);
    }
    rig_press(r, KEY_HINT);
    rig_press(r, KEY_HINT);
    rig_press(r, KEY_UNDO);
    rig_press(r, KEY_UNDO);
    rig_press(r, KEY_MODE);
    rig_press(r, KEY_MODE);
    rig_press(r, KEY_START);
    rig_run_ms(r, 100);
    for (int level = 0; level < 6; level++) {   /* wins deal the next levels */
        b = rig_board(r);
        uint32_t plan = lo_solve(b, 5);
        for (uint8_t c = 0; c < 25; c++) {
            if ((plan >> c) & 1u) {
                rig_press(r, c);
            }
        }
        rig_run_ms(r, 3000);
        rig_skip_intro(r);
    }
    rig_run_ms(r, 181000);  /* auto-off: saves flushed, power-down */
    rig_press(r, 12);
    rig_run_ms(r, 200);
}

int main(int argc, char **argv)
{
    uint32_t rng = 99u;
    rig_t *r = scene_open(argc, argv, 0xB0B0u);
    if (!r) {
        printf("bench_device: firmware does not load\n");
        return 1;
    }
    const char *elf = rig_elf(r);
    printf("bench_device: %s\n", elf);

    /* Tick ISR and CPU over one idle second of play. */
    rig_isr_profile(r, true);
    uint64_t t0 = rig_cycle(r);
    rig_run_ms(r, 1000);
    uint64_t span = rig_cycle(r) - t0;
    uint8_t v = busiest_vector(r);
    uint64_t ticks, cycles;
    rig_isr_stats(r, v, &ticks, &cycles);
    double per_tick = ticks ? (double)cycles / (double)ticks : 0;
    printf("  tick vector %u: %llu ticks, %llu cycles, %.1f per tick (max %llu; "
           "+4 on the chip for interrupt entry)\n", v, (unsigned long long)ticks,
           (unsigned long long)cycles, per_tick, (unsigned long long)rig_isr_max(r, v));
    report("cpu_pct", "scan+display CPU (tick ISR)", 100.0 * (double)cycles / (double)span, "%",
           BUDGET_CPU_PCT, true);
    uint64_t awake = span - rig_asleep_cycles(r);
    printf("  whole CPU awake while idle in play   %.3f %% (%llu of %llu cycles)\n",
           100.0 * (double)awake / (double)span, (unsigned long long)awake,
           (unsigned long long)span);
    rig_isr_profile(r, false);
    brightness_cost(r, v);

    double lo, mean, hi;
    latency(r, &rng, &lo, &mean, &hi);
    printf("  press-to-cross latency (40 presses)  min %.3f ms, mean %.3f ms\n", lo, mean);
    report("latency_ms", "press-to-cross latency, worst", hi, "ms", BUDGET_LATENCY_MS, true);
    report("frame_hz", "frame rate", rig_frame_hz(r, 1000), "Hz", BUDGET_FRAME_HZ, false);

    unsigned flash, ram;
    sizes(elf, &flash, &ram);
    report("flash", "flash (text + data)", flash, "B", BUDGET_FLASH, true);
    report("ram", "static RAM (data + bss)", ram, "B", BUDGET_RAM, true);

    rig_isr_profile(r, true);
    busy(r, &rng);
    double busy_ms = (double)rig_awake_max(r) * 1000.0 / rig_avr(r)->frequency;
    report("busy_ms", "longest main-loop stretch awake", busy_ms, "ms", BUDGET_LATENCY_MS, true);
    uint16_t unused = rig_stack_unused(r);
    unsigned ramend = rig_avr(r)->ramend;
    unsigned stack = rig_stack_high_water(r);
    printf("  stack high-water after busy scenario %u B (free never touched: %u B; "
           "static + stack %u B of %u)\n", stack, unused, ram + stack, ramend + 1u - 0x100u);
    printf("  LED violations %llu, crashed %d\n", (unsigned long long)rig_led_violations(r),
           rig_crashed(r));
    rig_close(r);
    return bench_exit("bench_device");
}
