/* SPDX-License-Identifier: MIT */
/*
 * Thin helpers over libsimavr 1.6 shared by the pin-level rig, the sim
 * tests, the benchmarks and the terminal player (tools/sim/README.md lists its pitfalls).
 */
#ifndef SIMCORE_H
#define SIMCORE_H

#include <stdint.h>
#include <sim_avr.h>

/* Load an ELF into a fresh core: mcu and clock, a logger that keeps
 * warnings and errors, a no-op sleep (runs far faster than real time),
 * INT0/INT1 level polling off. NULL (with a message) on failure. */
avr_t *sim_load(const char *elf, const char *mcu, uint32_t f_cpu);

/* Run until avr->cycle has advanced by n. 0 ok, -1 crashed or done. */
int sim_run_cycles(avr_t *avr, uint64_t n);

/* Data-space (SRAM) address of a global via avr-nm; 0 if absent. */
uint16_t sim_symbol(const char *elf, const char *name);

/* Size in bytes of that global (avr-nm -S); 0 if absent. */
uint16_t sim_symbol_size(const char *elf, const char *name);

/* fn(ctx, value, cycle) on each write to GPIOR0 (only writes, not reads). */
void sim_watch_marker(avr_t *avr,
                      void (*fn)(void *ctx, uint8_t value, uint64_t cycle),
                      void *ctx);

/* Redo what a reset undoes: INT0/INT1 level polling off. */
void sim_after_reset(avr_t *avr);

/* Warnings and errors logged by the core so far, and the last one. */
unsigned sim_log_count(void);
const char *sim_log_last(void);

/* Stack paint: fill SRAM from the end of .bss (__heap_start) up to just
 * below SP with a pattern; sim_stack_unused counts bytes still painted
 * from the bottom, i.e. never reached by the stack. */
#define SIM_PAINT 0xA5u
uint16_t sim_stack_base(avr_t *avr, const char *elf);  /* first painted byte */
void sim_stack_paint(avr_t *avr, const char *elf);
uint16_t sim_stack_unused(avr_t *avr, const char *elf);

#endif
