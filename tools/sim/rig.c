/* SPDX-License-Identifier: MIT */
/* The rig's life cycle, resets and power cuts, sleep, EEPROM, globals. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <avr_eeprom.h>

#include "rig_int.h"

/* ---- life cycle ---------------------------------------------------------- */

/* Vectors in the table: consecutive jmp (4-byte vectors) or rjmp (2-byte)
 * instructions from address 0. */
static int count_vectors(avr_t *avr)
{
    uint32_t vs = avr->vector_size ? avr->vector_size : 4;
    int n = 0;
    for (uint32_t a = 0; a + 1 <= avr->flashend && n < MAX_VECTORS; a += vs, n++) {
        uint16_t op = (uint16_t)(avr->flash[a] | avr->flash[a + 1] << 8);
        /* jmp, or rjmp (linker relaxation shortens in-range jumps) */
        bool jump = (op & 0xF000u) == 0xC000u || (vs == 4 && (op & 0xFE0Eu) == 0x940Cu);
        if (!jump) {
            break;
        }
    }
    return n;
}

static void after_reset(rig_t *r)
{
    sim_after_reset(r->avr);
    r->avr->state = cpu_Running;
    r->isr_vec = -1;
    rig_model_sync(r);
    rig_keys_drive(r, true);
}

rig_t *rig_open(const char *elf) { return rig_open_wired(elf, NULL); }

rig_t *rig_open_wired(const char *elf, const char *wiring)
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
    rig_uart_attach(r);
    rig_supply_attach(r);
    if ((wiring && rig_wiring_load(r, wiring) != 0) || rig_model_attach(r) != 0) {
        free(r);
        return NULL;
    }
    r->nvectors = count_vectors(r->avr);
    rig_keys_drive(r, true);
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

/* ---- power, sleep, EEPROM ------------------------------------------------------- */

void rig_reset(rig_t *r)
{
    rig_leds_flush(r);
    avr_reset(r->avr);
    r->avr->data[MCUSR_ADDR] |= 0x02u;  /* EXTRF */
    after_reset(r);
}

void rig_power_cut(rig_t *r)
{
    rig_leds_flush(r);
    avr_reset(r->avr);
    for (uint32_t a = 0x100; a <= r->avr->ramend; a++) {
        r->avr->data[a] = (uint8_t)rig_rng(r);
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
    r->awake_start = r->avr->cycle;
}

uint64_t rig_awake_max(rig_t *r) { return r->awake_max; }

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

