/* SPDX-License-Identifier: MIT */
/* libsimavr 1.6 helpers: load, run, symbols, GPIOR0 markers, stack paint. */
#include "simcore.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <avr_extint.h>
#include <sim_elf.h>
#include <sim_io.h>

#define GPIOR0_ADDR 0x3E  /* data-space address on the ATmega328P family */

static unsigned log_count;
static char log_last[256];

/* Keep warnings and errors (the default logger hides crash reasons). */
static void sim_logger(avr_t *avr, const int level, const char *fmt, va_list ap)
{
    (void)avr;
    if (level > LOG_WARNING) {
        return;
    }
    char line[sizeof log_last];
    vsnprintf(line, sizeof line, fmt, ap);
    if (level == LOG_OUTPUT) {
        fputs(line, stdout);
        return;
    }
    log_count++;
    memcpy(log_last, line, sizeof log_last);
    fprintf(stderr, "simavr: %s", line);
}

unsigned sim_log_count(void) { return log_count; }
const char *sim_log_last(void) { return log_last; }

/* Sleeping costs no wall-clock time: simulate as fast as possible. */
static void sim_no_sleep(avr_t *avr, avr_cycle_count_t how_long)
{
    (void)avr;
    (void)how_long;
}

void sim_after_reset(avr_t *avr)
{
    /* INT0..INT7 where the MCU has them: rows, or a buzzer pin on INT2,
     * sit low and would make simavr poll the level every cycle. */
    for (uint8_t i = 0; i < 8; i++) {
        avr_extint_set_strict_lvl_trig(avr, i, 0);
    }
}

avr_t *sim_load(const char *elf, const char *mcu, uint32_t f_cpu)
{
    static elf_firmware_t fw;  /* libsimavr keeps pointers into it */
    memset(&fw, 0, sizeof fw);
    avr_global_logger_set(sim_logger);
    if (elf_read_firmware(elf, &fw) != 0) {
        fprintf(stderr, "sim_load: cannot read %s\n", elf);
        return NULL;
    }
    avr_t *avr = avr_make_mcu_by_name(fw.mmcu[0] ? fw.mmcu : mcu);
    if (!avr) {
        return NULL;
    }
    avr_init(avr);
    if (fw.flashsize > avr->flashend + 1u) {
        fprintf(stderr, "sim_load: %s: %u bytes of code, flash holds %u\n", elf,
                (unsigned)fw.flashsize, (unsigned)avr->flashend + 1u);
        return NULL;  /* libsimavr would abort() */
    }
    avr_load_firmware(avr, &fw);
    avr->frequency = f_cpu;
    avr->sleep = sim_no_sleep;
    avr->log = LOG_WARNING;
    sim_after_reset(avr);
    return avr;
}

int sim_run_cycles(avr_t *avr, uint64_t n)
{
    uint64_t end = avr->cycle + n;
    while (avr->cycle < end) {
        int state = avr_run(avr);
        if (state == cpu_Crashed || state == cpu_Done) {
            return -1;
        }
    }
    return 0;
}

/* Whether an nm symbol is name, or name with a suffix that LTO or the
 * compiler adds to statics ("game.lto_priv.39", "count.1234"). */
static int name_match(const char *sym, const char *name)
{
    size_t n = strlen(name);
    if (strncmp(sym, name, n) != 0) {
        return 0;
    }
    return sym[n] == 0 ? 2 : sym[n] == '.' ? 1 : 0;
}

/* Looks name up in `avr-nm -S elf`: an exact match wins over a suffixed one. */
static int nm_lookup(const char *elf, const char *name, uint32_t *addr,
                     uint32_t *size)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "avr-nm -S '%s' 2>/dev/null", elf);
    FILE *p = popen(cmd, "r");
    if (!p) {
        return -1;
    }
    char line[512];
    int best = 0;
    while (fgets(line, sizeof line, p)) {
        char f1[64], f2[64], f3[64], f4[256];
        int n = sscanf(line, "%63s %63s %63s %255s", f1, f2, f3, f4);
        const char *sym = n == 4 ? f4 : n == 3 ? f3 : NULL;
        int m = sym ? name_match(sym, name) : 0;
        if (m > best) {
            best = m;
            *addr = (uint32_t)strtoul(f1, NULL, 16);
            *size = n == 4 ? (uint32_t)strtoul(f2, NULL, 16) : 0;
        }
    }
    pclose(p);
    return best ? 0 : -1;
}

uint16_t sim_symbol(const char *elf, const char *name)
{
    uint32_t addr, size;
    if (nm_lookup(elf, name, &addr, &size) != 0) {
        return 0;
    }
    return (uint16_t)(addr & 0xFFFFu);  /* data space is at 0x800000 */
}

uint16_t sim_symbol_size(const char *elf, const char *name)
{
    uint32_t addr, size;
    if (nm_lookup(elf, name, &addr, &size) != 0) {
        return 0;
    }
    return (uint16_t)size;
}

typedef struct {
    void (*fn)(void *ctx, uint8_t value, uint64_t cycle);
    void *ctx;
} marker_t;

static void marker_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    marker_t *m = param;
    avr->data[addr] = v;
    m->fn(m->ctx, v, avr->cycle);
}

void sim_watch_marker(avr_t *avr,
                      void (*fn)(void *ctx, uint8_t value, uint64_t cycle),
                      void *ctx)
{
    marker_t *m = calloc(1, sizeof *m);  /* lives as long as the core */
    if (!m) {
        return;
    }
    m->fn = fn;
    m->ctx = ctx;
    avr_register_io_write(avr, GPIOR0_ADDR, marker_write, m);
}

uint16_t sim_stack_base(avr_t *avr, const char *elf)
{
    uint16_t start = sim_symbol(elf, "__heap_start");
    if (start == 0) {
        start = sim_symbol(elf, "_end");  /* no malloc: __heap_start gc'd */
    }
    if (start < 0x100 || start > avr->ramend) {
        start = 0x100;
    }
    return start;
}

void sim_stack_paint(avr_t *avr, const char *elf)
{
    uint16_t sp = (uint16_t)(avr->data[R_SPL] | (avr->data[R_SPH] << 8));
    for (uint32_t a = sim_stack_base(avr, elf); a < sp && a <= avr->ramend; a++) {
        avr->data[a] = SIM_PAINT;
    }
}

uint16_t sim_stack_unused(avr_t *avr, const char *elf)
{
    uint16_t n = 0;
    for (uint32_t a = sim_stack_base(avr, elf); a <= avr->ramend; a++, n++) {
        if (avr->data[a] != SIM_PAINT) {
            break;
        }
    }
    return n;
}
