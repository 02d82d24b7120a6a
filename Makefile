# SPDX-License-Identifier: MIT
# Lights Out handheld: the one entry point. `make help` lists the targets.
#   make [BOARD=x]      firmware into build/x/lightsout.{elf,hex}, and build/host/lo
#   make run            play the uno firmware in simavr, in this terminal
#   make test           every test; ends with "N passed, M failed"
#   make bench          exact simulated cycle counts, flash and RAM

BOARD ?= uno
DEBUG ?= 0
BOARDS := $(patsubst boards/%/board.mk,%,$(wildcard boards/*/board.mk))
ifeq ($(filter $(BOARD),$(BOARDS)),)
$(error no board "$(BOARD)". The boards are: $(BOARDS))
endif
include boards/$(BOARD)/board.mk

# Game modes and optional parts linked into the firmware (a board.mk may
# leave one out): firmware/mode_<m>.c and firmware/<part>.c.
FW_MODES  ?= classic random design action
FW_EXTRAS ?= log selftest tutor variants upgrade battery
# The serial log's speed: 0.2 % off at 16 and at 8 MHz.
LOG_BAUD  ?= 38400

# ---- nothing to change below here ------------------------------------------

# One build folder per configuration: a board, and its debug build.
B := build/$(BOARD)$(if $(filter 1,$(DEBUG)),-debug)
H := build/host
G := build/gen

AVR_CC  := avr-gcc
# -Os with LTO: 7.9 KB instead of 8.8 KB without it (uno). A board may add
# its own (AVR_OPT_BOARD in its board.mk: the m88's size flags).
AVR_OPT := -Os -flto -mcall-prologues -mrelax -mstrict-X -fno-inline-small-functions \
	-fno-move-loop-invariants -fno-tree-loop-ivcanon $(AVR_OPT_BOARD)
ifeq ($(DEBUG),1)
AVR_OPT := -Og -mrelax -gdwarf-4 -gstrict-dwarf  # no LTO: breakpoints by name, `next` by line;
# strict DWARF: avr-gdb 13 fails an assertion on avr-gcc 5's GNU call-site records
endif
# HAL_DIM: the LED scan's dim plane (hal_show_dim), where the variants use it.
AVR_CFLAGS := -mmcu=$(MCU) -DF_CPU=$(F_CPU)UL -DHAL_DIM=$(if $(filter variants,$(FW_EXTRAS)),1,0) \
	-std=gnu11 $(AVR_OPT) -g \
	-Wall -Wextra -ffunction-sections -fdata-sections -fstack-usage \
	-Iboards/$(BOARD) -Iboards -Ihal -Ifirmware -I$(G) -I$(B)/config
AVR_LDFLAGS := -Wl,--gc-sections

HOST_CC     := gcc
HOST_CFLAGS := -std=gnu11 -O2 -g -Wall -Wextra -Ifirmware -Ihal -I$(G) -I$(H)/config -Itests
SIM_CFLAGS  := $(HOST_CFLAGS) -I/usr/include/simavr -Iboards/$(BOARD) -Iboards -Itools/sim -Itests/sim \
	-DSIM_MCU='"$(SIM_MCU)"' -DSIM_F_CPU=$(F_CPU)UL -DSIM_BOARD='"$(BOARD)"' \
	-DSIM_EXTRAS='" $(strip $(FW_EXTRAS)) "'
SIM_LIBS    := -lsimavr -lpthread

# Sources. Generated tables first: everything that includes them waits.
GEN_SRC  := $(G)/lo_tables.c $(G)/levels_table.c $(G)/variants_tables.c $(G)/tutor_table.c
GEN_HDR  := $(GEN_SRC:.c=.h)
FW_OPTION := $(wildcard firmware/mode_*.c) $(addprefix firmware/,log.c selftest.c tutor.c variants.c upgrade.c battery.c)
FW_CORE  := $(filter-out firmware/main.c $(FW_OPTION),$(wildcard firmware/*.c))
FW_ALL   := $(FW_CORE) $(FW_OPTION) $(GEN_SRC)
FW_BOARD := $(FW_CORE) $(FW_MODES:%=firmware/mode_%.c) $(FW_EXTRAS:%=firmware/%.c) $(GEN_SRC)

obj = $(patsubst %.c,$(1)/%.o,$(patsubst %.S,$(1)/%.o,$(2)))

FW_SRC   := $(FW_BOARD) $(wildcard firmware/*.S) firmware/main.c $(wildcard hal/avr/*.c)

AVR_LIB_OBJ := $(call obj,$(B)/obj,$(FW_BOARD) $(wildcard firmware/*.S))
AVR_FW_OBJ  := $(call obj,$(B)/obj,$(FW_SRC))
HOST_FW_OBJ := $(call obj,$(H)/obj,$(FW_ALL) $(wildcard hal/host/*.c))
HOST_HELPER := $(call obj,$(H)/obj,tests/check.c $(filter-out tests/host/test_%,$(wildcard tests/host/*.c)))
SIM_OBJ     := $(call obj,$(B)/sim-obj,$(wildcard tools/sim/*.c))
SIM_HELPER  := $(call obj,$(B)/sim-obj,tests/check.c $(filter-out tests/sim/test_%,$(wildcard tests/sim/*.c)))
BENCH_HELPER := $(call obj,$(B)/sim-obj,$(filter-out tests/bench/bench_%,$(wildcard tests/bench/*.c)))

HOST_TESTS := $(patsubst tests/host/%.c,$(H)/tests/%,$(wildcard tests/host/test_*.c))
SIM_TESTS  := $(patsubst tests/sim/%.c,$(B)/sim/%,$(wildcard tests/sim/test_*.c))
AVR_TESTS  := $(patsubst tests/avr/%.c,$(B)/tests/%.elf,$(wildcard tests/avr/*.c))
BENCHES    := $(patsubst tests/bench/%.c,$(B)/bench/%,$(wildcard tests/bench/bench_*.c))
SCRIPTS    := $(wildcard tests/host/test_*.sh tests/sim/test_*.sh)
TOOLS      := $(H)/lo $(B)/player
# Extra prerequisites and programs of `make test`, added by mk/*.mk.
TEST_DEPS  :=
TEST_PROGS :=
# Lines for `make help`, added by mk/*.mk.
HELP_MORE  :=

.PHONY: all setup run test bench size flash clean tools help FORCE
all: setup $(B)/lightsout.hex $(H)/lo

setup:
	@tools/setup

# ---- compiling: one object per source, dependencies from -MMD --------------
# A flags file per build folder: a change of flags rebuilds its objects.
define flags_file
$(1)/flags: FORCE
	@mkdir -p $$(@D); echo '$(2)' | cmp -s - $$@ || echo '$(2)' > $$@
endef
# The modes and parts linked count too (constants in firmware/parts.h).
$(eval $(call flags_file,$(B),$(AVR_CFLAGS) modes: $(FW_MODES) extras: $(FW_EXTRAS)))
$(eval $(call flags_file,$(H),$(HOST_CFLAGS)))
$(eval $(call flags_file,$(B)/sim-obj,$(SIM_CFLAGS)))

$(B)/obj/%.o: %.c $(B)/flags | $(GEN_HDR) $(B)/config/fw_config.h
	@mkdir -p $(@D)
	$(AVR_CC) $(AVR_CFLAGS) -MMD -MP -c $< -o $@

$(B)/obj/%.o: %.S $(B)/flags | $(GEN_HDR)
	@mkdir -p $(@D)
	$(AVR_CC) $(AVR_CFLAGS) -MMD -MP -c $< -o $@

$(H)/obj/%.o: %.c $(H)/flags | $(GEN_HDR) $(H)/config/fw_config.h
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) -MMD -MP -c $< -o $@

# Simulator-side code includes the board's pins: built per board.
$(B)/sim-obj/%.o: %.c $(B)/sim-obj/flags | $(GEN_HDR) $(H)/config/fw_config.h
	@mkdir -p $(@D)
	$(HOST_CC) $(SIM_CFLAGS) -MMD -MP -c $< -o $@

-include $(shell find build -name '*.d' 2>/dev/null)

# ---- generated tables -------------------------------------------------------
$(H)/gen_tables: tools/gen_tables.c $(wildcard tools/gf2*.c tools/gf2*.h)
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $(filter %.c,$^)

$(G)/lo_tables.c $(G)/lo_tables.h &: $(H)/gen_tables
	@mkdir -p $(G)
	$(H)/gen_tables $(G)/lo_tables.c $(G)/lo_tables.h

# Classic levels: searched on the host with the solver, checked, emitted.
$(H)/gen_levels: tools/gen_levels.c firmware/solver.c firmware/prng.c $(G)/lo_tables.c $(G)/lo_tables.h
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $(filter %.c,$^)

$(G)/levels_table.c $(G)/levels_table.h &: $(H)/gen_levels
	$(H)/gen_levels $(G)/levels_table.c $(G)/levels_table.h

# ---- firmware ---------------------------------------------------------------
# With -flto the stack usage comes from the link-time units, written to
# TMPDIR: kept in build/ as one lightsout.su.
define avr_link
	@rm -rf $@.lto && mkdir -p $@.lto
	TMPDIR=$@.lto $(AVR_CC) $(AVR_CFLAGS) $(AVR_LDFLAGS) -o $@ $(filter %.o,$^) $(1)
	@cat $@.lto/*.su > $(@:.elf=.su) 2>/dev/null; rm -rf $@.lto
endef

# The firmware is told the board, the firmware version (the boot log line)
# and which optional parts are linked (firmware/parts.h), in one header
# written when it changes. A firmware build knows every part; the host
# links one set of objects several ways and knows only the log and the
# self-test (always linked there).
FW_VERSION := $(shell git describe --tags --always --dirty 2>/dev/null || echo unknown)
FW_PART_NAMES := random design action tutor log selftest variants upgrade battery
hash := \#
fw_config_lines = '/* Written by the Makefile. */' '$(hash)define FW_BOARD "$(1)"' \
	'$(hash)define FW_VERSION "$(FW_VERSION)"' \
	$(if $(filter host,$(1)),'$(hash)define FW_PART_log 1' '$(hash)define FW_PART_selftest 1' \
	  '$(hash)define FW_PART_variants 1' '$(hash)define FW_PART_upgrade 1' '$(hash)define FW_PART_battery 1', \
	  '$(hash)define FW_PARTS_KNOWN 1' \
	  $(foreach p,$(FW_PART_NAMES),'$(hash)define FW_PART_$(p) $(if $(filter $(p),$(2)),1,0)'))
define fw_config
$(1)/config/fw_config.h: FORCE
	@mkdir -p $$(@D); printf '%s\n' $$(call fw_config_lines,$(2),$(3)) > $$@.new; \
	  if cmp -s $$@.new $$@; then rm $$@.new; else mv $$@.new $$@; fi
endef
$(eval $(call fw_config,$(B),$(BOARD),$(FW_MODES) $(FW_EXTRAS)))
$(eval $(call fw_config,$(H),host,))
$(B)/obj/hal/avr/uart.o: AVR_CFLAGS += -DLOG_BAUD=$(LOG_BAUD)

# The link follows the object list too (a board that leaves a part out).
$(eval $(call flags_file,$(B)/objs,$(AVR_FW_OBJ)))
$(B)/lightsout.elf: $(AVR_FW_OBJ) $(B)/objs/flags
	$(call avr_link,-Wl$(comma)-Map$(comma)$(B)/lightsout.map)
comma := ,

%.hex: %.elf
	@tools/fit $< $(FLASH_MAX) $(RAM_MAX) $(STACK_RESERVE) $(BOARD)
	avr-objcopy -O ihex -R .eeprom $< $@

# Small firmwares that drive one module in simavr (tests and benchmarks).
$(B)/tests/%.elf: $(B)/obj/tests/avr/%.o $(AVR_LIB_OBJ)
	$(call avr_link)

# ---- host -------------------------------------------------------------------
$(H)/lo: $(call obj,$(H)/obj,$(wildcard tools/lo*.c tools/gf2*.c)) $(HOST_FW_OBJ)
	$(HOST_CC) -o $@ $^

$(H)/tests/%: $(H)/obj/tests/host/%.o $(HOST_HELPER) $(HOST_FW_OBJ)
	@mkdir -p $(@D)
	$(HOST_CC) -o $@ $^

# A build without Design: the mode is refused, not missing code.
$(H)/tests/test_modes_out: $(H)/obj/tests/host/test_modes_out.o $(HOST_HELPER) \
		$(filter-out %/mode_design.o,$(HOST_FW_OBJ))
	$(HOST_CC) -o $@ $^

# The simulated board (tools/sim) under the player, trace, tests, benches.
$(B)/player: $(call obj,$(B)/sim-obj,$(wildcard tools/player*.c)) $(SIM_OBJ) $(HOST_FW_OBJ)
	$(HOST_CC) -o $@ $^ $(SIM_LIBS)

$(B)/sim/%: $(B)/sim-obj/tests/sim/%.o $(SIM_HELPER) $(SIM_OBJ) $(HOST_FW_OBJ)
	@mkdir -p $(@D)
	$(HOST_CC) -o $@ $^ $(SIM_LIBS)

$(B)/bench/%: $(B)/sim-obj/tests/bench/%.o $(BENCH_HELPER) $(SIM_HELPER) $(SIM_OBJ) $(HOST_FW_OBJ)
	@mkdir -p $(@D)
	$(HOST_CC) -o $@ $^ $(SIM_LIBS)

tools: $(TOOLS)

# Board targets (mk/boards.mk) and feature make code: one file each.
include $(wildcard mk/*.mk)

# ---- entry points -----------------------------------------------------------
run: setup $(B)/lightsout.elf $(B)/player
	$(B)/player $(B)/lightsout.elf

test: setup $(B)/lightsout.hex $(TOOLS) $(AVR_TESTS) $(HOST_TESTS) $(SIM_TESTS) $(TEST_DEPS)
	@tests/run $(HOST_TESTS) $(SCRIPTS) $(SIM_TESTS) $(TEST_PROGS)

bench: setup $(B)/lightsout.elf $(AVR_TESTS) $(BENCHES)
	@for b in $(BENCHES); do $$b || exit 1; done

size: setup
	@for b in $(BOARDS); do $(MAKE) -s --no-print-directory BOARD=$$b size-board || exit 1; done

flash: setup $(B)/lightsout.hex
	$(if $(FLASH_WAIT),@echo "flash: press RST twice now; waiting up to $(FLASH_WAIT) s for $(PORT)"; \
	  i=0; while [ ! -e $(PORT) ] && [ $$i -lt $(FLASH_WAIT)0 ]; do sleep 0.1; i=$$((i + 1)); done)
	$(AVRDUDE) -U flash:w:$(B)/lightsout.hex:i

clean:
	rm -rf build

help:
	@echo "make [BOARD=x]          firmware build/x/lightsout.{elf,hex} (default uno) and build/host/lo"
	@echo "make run                play the real firmware, simulated, in this terminal"
	@echo "make test               every test; ends with \"N passed, M failed\""
	@echo "make test-boards        the pin-level suite against every board"
	@echo "make bench              exact simulated cycle counts, flash and RAM, with budgets"
	@echo "make size               flash and RAM of every board against its chip"
	@echo "make flash BOARD=x      flash a board with avrdude [PORT=/dev/ttyUSB0]"
	@echo "make fuses BOARD=x      write the fuses of an ISP board"
	@echo "make trace | debug      a VCD of a scripted scenario | simavr + avr-gdb (DEBUG=1: -Og, no LTO)"
	@echo "make wiring             redraw boards/*/wiring.svg from the boards' pins"
	@$(if $(strip $(HELP_MORE)),printf '%s\n' $(HELP_MORE))
	@echo "make clean              remove build/"
	@echo "boards: $(BOARDS)"

export BOARD
.DELETE_ON_ERROR:
# Objects made on the way are kept: the next build reuses them.
.SECONDARY:
