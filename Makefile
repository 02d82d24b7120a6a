# SPDX-License-Identifier: MIT
# Lights Out handheld. One entry point:
#   make [BOARD=x]      firmware into build/x/lightsout.{elf,hex}
#   make run            play the uno firmware in simavr, in this terminal
#   make test           every test; ends with "N passed, M failed"
#   make bench          exact simulated cycle counts, flash and RAM
#   make size | flash [BOARD=x] [PORT=...] | clean
#   make fuses BOARD=x (ISP boards) | trace | debug | test-boards

BOARD ?= uno
include boards/$(BOARD)/board.mk

# ---- nothing to change below here ------------------------------------------

B := build/$(BOARD)
H := build/host
G := build/gen

AVR_CC   := avr-gcc
AVR_OPT  := -Os -flto -mcall-prologues -mrelax -mstrict-X -fno-inline-small-functions -fno-move-loop-invariants -fno-tree-loop-ivcanon
AVR_CFLAGS := -mmcu=$(MCU) -DF_CPU=$(F_CPU)UL -std=gnu11 $(AVR_OPT) -g \
	-Wall -Wextra -ffunction-sections -fdata-sections -fstack-usage \
	-Iboards/$(BOARD) -Ihal -Ifirmware -I$(G)
AVR_LDFLAGS := -mmcu=$(MCU) $(AVR_OPT) -Wl,--gc-sections

HOST_CC  := gcc
HOST_CFLAGS := -std=gnu11 -O2 -g -Wall -Wextra -Ifirmware -Ihal -I$(G) -Itests
SIM_CFLAGS  := $(HOST_CFLAGS) -I/usr/include/simavr -Iboards/$(BOARD) \
	-DSIM_MCU='"$(SIM_MCU)"' -DSIM_F_CPU=$(F_CPU)UL -DSIM_BOARD='"$(BOARD)"'
SIM_LIBS    := -lsimavr -lpthread

GEN_SRC    := $(G)/lo_tables.c $(if $(wildcard tools/gen_levels.c),$(G)/levels_table.c)
FW_LIB_SRC := $(filter-out firmware/main.c,$(wildcard firmware/*.c)) $(GEN_SRC)
FW_SRC     := $(FW_LIB_SRC) firmware/main.c $(wildcard hal/avr/*.c)
FW_HDR     := $(wildcard firmware/*.h hal/*.h hal/avr/*.h boards/$(BOARD)/*.h) $(GEN_SRC:.c=.h)
HOST_SRC   := $(FW_LIB_SRC) $(wildcard hal/host/*.c)
RIG_SRC    := $(filter-out tests/sim/test_%,$(wildcard tests/sim/*.c))
RIG_HDR    := $(wildcard tests/sim/*.h tests/*.h)

HOST_TESTS := $(patsubst tests/host/%.c,$(H)/tests/%,$(wildcard tests/host/test_*.c))
SIM_TESTS  := $(patsubst tests/sim/%.c,$(B)/sim/%,$(wildcard tests/sim/test_*.c))
BENCHES    := $(patsubst tests/bench/%.c,$(H)/bench/%,$(wildcard tests/bench/bench_*.c))
AVR_TESTS  := $(patsubst tests/avr/%.c,$(B)/tests/%.elf,$(wildcard tests/avr/*.c))
SCRIPTS    := $(wildcard tests/host/test_*.sh tests/sim/test_*.sh)
TOOLS      := $(H)/lo $(B)/player

.PHONY: all setup run test bench size flash clean tools
all: setup $(B)/lightsout.hex

setup:
	@tools/setup

# ---- generated tables -------------------------------------------------------
$(H)/gen_tables: tools/gen_tables.c $(wildcard tools/gf2*.c tools/gf2*.h) | $(H)
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $(filter %.c,$^)

$(G)/lo_tables.c $(G)/lo_tables.h &: $(H)/gen_tables | $(G)
	$(H)/gen_tables $(G)/lo_tables.c $(G)/lo_tables.h

# Classic levels: searched on the host with the solver, checked, emitted.
$(H)/gen_levels: tools/gen_levels.c firmware/solver.c firmware/prng.c $(G)/lo_tables.c $(G)/lo_tables.h | $(H)
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $(filter %.c,$^)

$(G)/levels_table.c $(G)/levels_table.h &: $(H)/gen_levels | $(G)
	$(H)/gen_levels $(G)/levels_table.c $(G)/levels_table.h

# ---- firmware ---------------------------------------------------------------
# With -flto the stack usage comes from the link-time units, written to
# TMPDIR: keep them in build/ as one lightsout.su.
$(B)/lightsout.elf: $(FW_SRC) $(FW_HDR) | $(B)
	@rm -rf $(B)/lto && mkdir -p $(B)/lto
	TMPDIR=$(B)/lto $(AVR_CC) $(AVR_CFLAGS) $(AVR_LDFLAGS) -o $@ $(FW_SRC) -Wl,-Map,$(B)/lightsout.map
	@cat $(B)/lto/*.su > $(B)/lightsout.su 2>/dev/null; rm -rf $(B)/lto *.su

%.hex: %.elf
	@tools/fit $< $(FLASH_MAX) $(RAM_MAX) $(STACK_RESERVE) $(BOARD)
	avr-objcopy -O ihex -R .eeprom $< $@

# Small firmwares that drive one module in simavr (tests and benchmarks).
$(B)/tests/%.elf: tests/avr/%.c $(wildcard tests/avr/*.h) $(FW_LIB_SRC) $(FW_HDR) | $(B)/tests
	@mkdir -p $@.lto
	TMPDIR=$@.lto $(AVR_CC) $(AVR_CFLAGS) $(AVR_LDFLAGS) -o $@ $< $(FW_LIB_SRC)
	@rm -rf $@.lto *.su

# ---- host -------------------------------------------------------------------
$(H)/libfw.a: $(HOST_SRC) $(FW_HDR) | $(H)/obj
	@rm -f $@
	@for f in $(HOST_SRC); do \
	  $(HOST_CC) $(HOST_CFLAGS) -c $$f -o $(H)/obj/$$(basename $$f .c).o || exit 1; done
	ar rcs $@ $(patsubst %.c,$(H)/obj/%.o,$(notdir $(HOST_SRC)))

$(H)/lo: $(wildcard tools/lo*.c tools/lo*.h tools/gf2*.c tools/gf2*.h) $(H)/libfw.a
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $(filter %.c,$^) $(H)/libfw.a

# The player includes the board's pin map, so it is built per board.
$(B)/player: tools/player.c $(wildcard tools/player_*) $(RIG_SRC) $(RIG_HDR) $(H)/libfw.a
	$(HOST_CC) $(SIM_CFLAGS) -o $@ tools/player.c $(wildcard tools/player_*.c) $(RIG_SRC) $(H)/libfw.a $(SIM_LIBS)

$(H)/tests/%: tests/host/%.c $(wildcard tests/*.h tests/host/*.h) firmware/main.c $(H)/libfw.a | $(H)/tests
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $< -Wl,--whole-archive $(H)/libfw.a -Wl,--no-whole-archive

# Pin-level tests include the board's pin map: one set per board.
$(B)/sim/%: tests/sim/%.c $(RIG_SRC) $(RIG_HDR) $(H)/libfw.a boards/$(BOARD)/board.h | $(B)/sim
	$(HOST_CC) $(SIM_CFLAGS) -o $@ $< $(RIG_SRC) $(H)/libfw.a $(SIM_LIBS)

$(H)/bench/%: tests/bench/%.c $(RIG_SRC) $(RIG_HDR) $(H)/libfw.a | $(H)/bench
	$(HOST_CC) $(SIM_CFLAGS) -o $@ $< $(RIG_SRC) $(H)/libfw.a $(SIM_LIBS)

tools: $(TOOLS)

# ---- entry points -----------------------------------------------------------
run: setup $(B)/lightsout.elf $(B)/player
	$(B)/player $(B)/lightsout.elf

test: setup $(B)/lightsout.hex $(TOOLS) $(AVR_TESTS) $(HOST_TESTS) $(SIM_TESTS)
	@tests/run $(HOST_TESTS) $(SCRIPTS) $(SIM_TESTS)

bench: setup $(B)/lightsout.elf $(AVR_TESTS) $(BENCHES)
	@for b in $(BENCHES); do $$b || exit 1; done

size: setup
	@for b in $(BOARDS); do $(MAKE) -s --no-print-directory BOARD=$$b size-board || exit 1; done

flash: setup $(B)/lightsout.hex
	$(if $(FLASH_WAIT),@echo "flash: press RST twice now; waiting up to $(FLASH_WAIT) s for $(PORT)"; \
	  i=0; while [ ! -e $(PORT) ] && [ $$i -lt $(FLASH_WAIT)0 ]; do sleep 0.1; i=$$((i + 1)); done)
	$(AVRDUDE) -U flash:w:$(B)/lightsout.hex:i

include tools/boards.mk
# Feature make code (web player, releases, ...): one file each.
include $(wildcard mk/*.mk)

clean:
	rm -rf build

$(B) $(B)/tests $(B)/sim $(H) $(H)/obj $(H)/tests $(H)/bench $(G):
	@mkdir -p $@

export BOARD
.DELETE_ON_ERROR:
