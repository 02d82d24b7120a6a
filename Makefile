# SPDX-License-Identifier: MIT
# Lights Out handheld: the one entry point. `make help` lists the targets.
#   make [BOARD=x]      firmware into build/x/lightsout.{elf,hex}, and build/host/lo
#   make run [ARGS=...] play the uno firmware in simavr, in this terminal (ARGS: player options)
#   make test           every test; ends with "N passed, M failed"
#   make bench          exact simulated cycle counts, flash and RAM

BOARD ?= uno
DEBUG ?= 0
BOARDS := $(patsubst boards/%/board.mk,%,$(wildcard boards/*/board.mk))
ifeq ($(filter $(BOARD),$(BOARDS)),)
$(error no board "$(BOARD)". The boards are: $(BOARDS))
endif
include boards/$(BOARD)/board.mk

# The optional parts, each a game mode (firmware/game/modes/<part>.c) or a
# feature (firmware/*/<part>.c, plus PART_SRC_<part>). A board.mk lists
# the ones it carries in PARTS; the code sees PART_<PART> as 0 or 1.
PARTS_ALL := random design action versus tutor log selftest variants upgrade battery fastsolve stats
PARTS     ?= $(PARTS_ALL)
# The serial log's speed: 0.2 % off at 16 and at 8 MHz.
LOG_BAUD  ?= 38400

# ---- nothing to change below here ------------------------------------------

# Quiet by default: one short line a step ("  CC      <object>"); V=1
# prints every command in full, make -s nothing. Errors and warnings
# always print.
V ?= 0
ifeq ($(V),1)
Q   :=
say := @true
else ifneq ($(findstring s,$(firstword -$(MAKEFLAGS))),)
Q   := @
say := @true
SILENT_OUT := >/dev/null
else
Q   := @
say  = @printf '  %-7s %s\n'
MAKEFLAGS += --no-print-directory
endif

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
AVR_OPT := -Og -mrelax -mcall-prologues -gdwarf-4 -gstrict-dwarf  # no LTO: breakpoints by name, `next` by line;
# strict DWARF: avr-gdb 13 fails an assertion on avr-gcc 5's GNU call-site records
endif

# The parts as constants, one per part: the same flags for the firmware,
# its host build and the tests that ask which parts a board has.
UC_PAIRS := a:A b:B c:C d:D e:E f:F g:G h:H i:I j:J k:K l:L m:M n:N o:O p:P q:Q r:R s:S t:T u:U \
	v:V w:W x:X y:Y z:Z
upper = $(eval uc_ := $(1))$(strip $(foreach p,$(UC_PAIRS),$(eval uc_ := $(subst $(firstword $(subst :, ,$(p))),$(lastword $(subst :, ,$(p))),$(uc_)))))$(uc_)
part_defs = $(foreach p,$(PARTS_ALL),-DPART_$(call upper,$(p))=$(if $(filter $(p),$(1)),1,0))
PART_DEFS := $(call part_defs,$(PARTS))

# Each layer sees only itself and what is below it (firmware/README.md).
INC_solver := -Ifirmware/solver -Ifirmware -I$(G)
INC_game   := -Ifirmware/game -Ifirmware/game/modes $(INC_solver)
INC_app    := -Ifirmware/app -Ihal $(INC_game)
INC_all    := $(INC_app) -Itests -Itests/host/lib -Itests/bench/lib -Itools/gen
LAYER      := all

AVR_CFLAGS := -mmcu=$(MCU) -DF_CPU=$(F_CPU)UL $(PART_DEFS) \
	-std=gnu11 $(AVR_OPT) -g \
	-Wall -Wextra -ffunction-sections -fdata-sections -fstack-usage \
	-Iboards/$(BOARD) -Iboards
AVR_LDFLAGS := -Wl,--gc-sections

HOST_CC     := gcc
HOST_CFLAGS := -std=gnu11 -O2 -g -Wall -Wextra
SIM_CFLAGS  := $(HOST_CFLAGS) $(PART_DEFS) -I/usr/include/simavr -Iboards/$(BOARD) -Iboards -Itools/sim \
	-Itests/sim/lib -DSIM_MCU='"$(SIM_MCU)"' -DSIM_F_CPU=$(F_CPU)UL -DSIM_BOARD='"$(BOARD)"'
SIM_LIBS    := -lsimavr -lpthread -lm

# Sources. Generated tables first: everything that includes them waits.
GEN_SRC  := $(G)/lo_tables.c $(G)/levels_table.c $(G)/rule_tables.c \
	$(G)/tutor_table.c
GEN_HDR  := $(GEN_SRC:.c=.h)
PART_SRC_tutor    := $(G)/tutor_table.c
PART_SRC_versus   := firmware/game/modes/versus_chip.c
PART_SRC_log      := firmware/app/log_versus.c firmware/app/log_ring.c
PART_SRC_variants := $(addprefix firmware/solver/,engine.c rule.c torus4.c torus5.c) $(G)/rule_tables.c
part_src  = $(wildcard firmware/*/$(1).c firmware/game/modes/$(1).c) $(PART_SRC_$(1))
FW_ALL   := $(wildcard firmware/*/*.c firmware/game/modes/*.c) $(GEN_SRC)
FW_CORE  := $(filter-out $(foreach p,$(PARTS_ALL),$(call part_src,$(p))),$(FW_ALL))
# A board's firmware: the core and its parts.
FW_BOARD := $(FW_CORE) $(foreach p,$(PARTS),$(call part_src,$(p)))

obj = $(patsubst %.c,$(1)/%.o,$(patsubst %.S,$(1)/%.o,$(2)))

FW_SRC   := $(FW_BOARD) $(wildcard firmware/solver/*.S) firmware/main.c $(wildcard hal/avr/*.c)

# Test programs and their helpers: a folder each (tests/README.md).
# The small test firmwares link the board's firmware and the solvers of
# every part (those a board leaves out too, to show they do not fit it);
# not rule.c, whose calls are inline where the variants are left out.
AVR_LIB_OBJ := $(call obj,$(B)/obj,$(sort $(FW_BOARD) $(filter-out firmware/solver/rule.c,\
	$(PART_SRC_variants))) $(wildcard firmware/solver/*.S))
AVR_FW_OBJ  := $(call obj,$(B)/obj,$(FW_SRC))
HOST_FW_OBJ  = $(call host_fw_obj,$(H),$(PARTS_ALL))
SIM_OBJ     := $(call obj,$(B)/sim-obj,$(wildcard tools/sim/*.c))
# tests/sim/lib/power_walk.c walks the host tests' save paths and old saves.
SIM_HELPER  := $(call obj,$(B)/sim-obj,tests/check.c $(wildcard tests/sim/lib/*.c) \
	tests/host/lib/save_paths.c tests/host/lib/old_save.c)
BENCH_HELPER := $(call obj,$(B)/sim-obj,$(wildcard tests/bench/lib/*.c))

HOST_TESTS := $(patsubst tests/host/%.c,$(H)/tests/%,$(wildcard tests/host/*.c))
SIM_TESTS  := $(patsubst tests/sim/%.c,$(B)/sim/%,$(wildcard tests/sim/*.c))
AVR_TESTS  := $(patsubst tests/avr/%.c,$(B)/tests/%.elf,$(wildcard tests/avr/*.c))
BENCHES    := $(patsubst tests/bench/%.c,$(B)/bench/%,$(wildcard tests/bench/*.c))
SCRIPTS    := $(wildcard tests/shell/*.sh)
TOOLS      := $(H)/lo $(B)/player
# Extra prerequisites and programs of `make test`, added by mk/*.mk.
TEST_DEPS  :=
TEST_PROGS :=
# Lines for `make help`, added by mk/*.mk.
HELP_MORE  :=

.PHONY: all setup parts run test bench size flash clean tools help FORCE
all: setup $(B)/lightsout.hex $(H)/lo

setup:
	@tools/setup

# ---- compiling: one object per source, dependencies from -MMD --------------
# A flags file per build folder: a change of flags rebuilds its objects.
define flags_file
$(1)/flags: FORCE
	@mkdir -p $$(@D); echo '$(2)' | cmp -s - $$@ || echo '$(2)' > $$@
endef
$(eval $(call flags_file,$(B),$(AVR_CFLAGS)))
$(eval $(call flags_file,$(B)/sim-obj,$(SIM_CFLAGS)))

# The include path of each object is its layer's (INC_*): firmware/solver,
# firmware/game, firmware/app (with main.c); tools and tests see all.
define layers
$(1)/firmware/%.o: LAYER := app
$(1)/firmware/game/%.o: LAYER := game
$(1)/firmware/solver/%.o: LAYER := solver
$(1)/$(G)/%.o: LAYER := solver
endef

$(B)/obj/%.o: %.c $(B)/flags | $(GEN_HDR)
	@mkdir -p $(@D)
	$(say) CC $@
	$(Q)$(AVR_CC) $(AVR_CFLAGS) $(INC_$(LAYER)) -MMD -MP -c $< -o $@

$(B)/obj/%.o: %.S $(B)/flags | $(GEN_HDR)
	@mkdir -p $(@D)
	$(say) AS $@
	$(Q)$(AVR_CC) $(AVR_CFLAGS) $(INC_$(LAYER)) -MMD -MP -c $< -o $@
$(eval $(call layers,$(B)/obj))

# Host builds: $(H) with every part; a folder below it for a board that
# leaves parts out (its PARTS), for the tests of what is left out.
define host_build
$(eval $(call flags_file,$(1),$(HOST_CFLAGS) $(call part_defs,$(2))))
$(1)/obj/%.o: %.c $(1)/flags | $(GEN_HDR)
	@mkdir -p $$(@D)
	$$(say) HOSTCC $$@
	$$(Q)$$(HOST_CC) $$(HOST_CFLAGS) $(call part_defs,$(2)) $$(INC_$$(LAYER)) -MMD -MP -c $$< -o $$@
$(call layers,$(1)/obj)
endef
$(eval $(call host_build,$(H),$(PARTS_ALL)))
HOST_SMALL_PARTS := random design battery
HOST_NODESIGN_PARTS := $(filter-out design,$(PARTS_ALL))
$(eval $(call host_build,$(H)/small,$(HOST_SMALL_PARTS)))
$(eval $(call host_build,$(H)/nodesign,$(HOST_NODESIGN_PARTS)))
host_fw_obj = $(call obj,$(1)/obj,$(FW_CORE) $(foreach p,$(2),$(call part_src,$(p))) $(wildcard hal/host/*.c))

# Simulator-side code includes the board's pins: built per board.
$(B)/sim-obj/%.o: %.c $(B)/sim-obj/flags | $(GEN_HDR)
	@mkdir -p $(@D)
	$(say) HOSTCC $@
	$(Q)$(HOST_CC) $(SIM_CFLAGS) $(INC_all) -MMD -MP -c $< -o $@

-include $(shell find build -name '*.d' 2>/dev/null)

# ---- generated tables -------------------------------------------------------
$(H)/gen_tables: $(wildcard tools/gen/gen_tables*.[ch] tools/gen/gf2*)
	@mkdir -p $(@D)
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) $(HOST_CFLAGS) -o $@ $(filter %.c,$^)

$(G)/lo_tables.c $(G)/lo_tables.h &: $(H)/gen_tables
	@mkdir -p $(G)
	$(say) GEN $(G)/lo_tables.c
	$(Q)$(H)/gen_tables $(G)/lo_tables.c $(G)/lo_tables.h

# Classic levels: searched on the host with the solver, checked, emitted.
$(H)/gen_levels: tools/gen/gen_levels.c firmware/solver/solver.c firmware/solver/prng.c $(G)/lo_tables.c $(G)/lo_tables.h
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) $(HOST_CFLAGS) $(INC_game) -o $@ $(filter %.c,$^)

$(G)/levels_table.c $(G)/levels_table.h &: $(H)/gen_levels
	$(say) GEN $(G)/levels_table.c
	$(Q)$(H)/gen_levels $(G)/levels_table.c $(G)/levels_table.h

# ---- firmware ---------------------------------------------------------------
# With -flto the stack usage comes from the link-time units, written to
# TMPDIR: kept in build/ as one lightsout.su.
define avr_link
	@rm -rf $@.lto && mkdir -p $@.lto
	$(say) LD $@
	$(Q)TMPDIR=$@.lto $(AVR_CC) $(AVR_CFLAGS) $(AVR_LDFLAGS) -o $@ $(filter %.o,$^) $(1)
	@cat $@.lto/*.su > $(@:.elf=.su) 2>/dev/null; rm -rf $@.lto
endef

# The boot log line's board name and version (tools/version: git describe,
# -dirty on uncommitted changes), in a header of their own that only
# firmware/app/app.c includes, written when it changes: a new commit
# recompiles that one file.
FW_VERSION := $(shell tools/version)
define fw_version
$(1)/config/fw_version.h: FORCE
	@mkdir -p $$(@D); printf '%s\n' '/* Written by the Makefile. */' '#define FW_BOARD "$(2)"' \
	  '#define FW_VERSION "$(FW_VERSION)"' > $$@.new; \
	  if cmp -s $$@.new $$@; then rm $$@.new; else mv $$@.new $$@; fi
endef
$(eval $(call fw_version,$(B),$(BOARD)))
$(eval $(call fw_version,$(H),host))
$(B)/obj/firmware/app/app.o: $(B)/config/fw_version.h
$(B)/obj/firmware/app/app.o: INC_app += -I$(B)/config
$(H)/obj/firmware/app/app.o $(H)/small/obj/firmware/app/app.o $(H)/nodesign/obj/firmware/app/app.o: \
	$(H)/config/fw_version.h
$(H)/obj/firmware/app/app.o $(H)/small/obj/firmware/app/app.o $(H)/nodesign/obj/firmware/app/app.o: \
	INC_app += -I$(H)/config
$(B)/obj/hal/avr/uart.o: AVR_CFLAGS += -DLOG_BAUD=$(LOG_BAUD)

# The link follows the object list too (a board that leaves a part out).
$(eval $(call flags_file,$(B)/objs,$(AVR_FW_OBJ)))
$(B)/lightsout.elf: $(AVR_FW_OBJ) $(B)/objs/flags
	$(call avr_link,-Wl$(comma)-Map$(comma)$(B)/lightsout.map)
comma := ,

%.hex: %.elf
	@tools/fit $< $(FLASH_MAX) $(RAM_MAX) $(STACK_RESERVE) $(BOARD) $(SILENT_OUT)
	$(say) HEX $@
	$(Q)avr-objcopy -O ihex -R .eeprom $< $@

# Small firmwares that drive one module in simavr (tests and benchmarks).
$(B)/tests/%.elf: $(B)/obj/tests/avr/%.o $(AVR_LIB_OBJ)
	$(call avr_link)

# ---- host -------------------------------------------------------------------
# lo links the solver library and the game (lo tutor plays it), not the app.
LO_OBJ := $(call obj,$(H)/obj,$(wildcard tools/lo/*.c) tools/gen/gf2.c \
	$(filter-out firmware/app/%,$(FW_ALL)))
$(H)/lo: $(LO_OBJ)
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) -o $@ $^

# A host test links the game with every part, or, by its name, with the
# parts of a smaller build: test_small_* (HOST_SMALL_PARTS, the 8 KB
# board's), test_nodesign_* (every part but Design).
host_test_obj = $(call obj,$(1)/obj,tests/check.c $(wildcard tests/host/lib/*.c)) $(call host_fw_obj,$(1),$(2))
$(H)/tests/%: $(H)/obj/tests/host/%.o $(call host_test_obj,$(H),$(PARTS_ALL))
	@mkdir -p $(@D)
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) -o $@ $^
$(H)/tests/test_small_%: $(H)/small/obj/tests/host/test_small_%.o $(call host_test_obj,$(H)/small,$(HOST_SMALL_PARTS))
	@mkdir -p $(@D)
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) -o $@ $^
$(H)/tests/test_nodesign_%: $(H)/nodesign/obj/tests/host/test_nodesign_%.o \
		$(call host_test_obj,$(H)/nodesign,$(HOST_NODESIGN_PARTS))
	@mkdir -p $(@D)
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) -o $@ $^

# The simulated board (tools/sim) under the player, trace, tests, benches.
$(B)/player: $(call obj,$(B)/sim-obj,$(wildcard tools/player/*.c)) $(SIM_OBJ)
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) -o $@ $^ $(SIM_LIBS)

$(B)/sim/%: $(B)/sim-obj/tests/sim/%.o $(SIM_HELPER) $(SIM_OBJ) $(HOST_FW_OBJ)
	@mkdir -p $(@D)
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) -o $@ $^ $(SIM_LIBS)

$(B)/bench/%: $(B)/sim-obj/tests/bench/%.o $(BENCH_HELPER) $(SIM_HELPER) $(SIM_OBJ) $(HOST_FW_OBJ)
	@mkdir -p $(@D)
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) -o $@ $^ $(SIM_LIBS)

tools: $(TOOLS)

# Board targets (mk/boards.mk) and feature make code: one file each.
include $(wildcard mk/*.mk)

# ---- entry points -----------------------------------------------------------
# The parts this board carries (tests ask here).
parts:
	@echo $(PARTS)

run: setup $(B)/lightsout.elf $(B)/player
	$(Q)$(B)/player $(B)/lightsout.elf $(ARGS)

test: setup $(B)/lightsout.hex $(TOOLS) $(AVR_TESTS) $(HOST_TESTS) $(SIM_TESTS) $(TEST_DEPS)
	@tests/run $(HOST_TESTS) $(SCRIPTS) $(SIM_TESTS) $(TEST_PROGS)

bench: setup $(B)/lightsout.elf $(H)/lo $(AVR_TESTS) $(BENCHES)
	@rc=0; for b in $(BENCHES); do $$b || rc=1; done; \
	  [ $$rc -eq 0 ] || echo "bench: a figure is over its budget (the OVER BUDGET lines above)"; exit $$rc

size: setup
	@for b in $(BOARDS); do $(MAKE) -s --no-print-directory BOARD=$$b size-board || exit 1; done

flash: setup $(B)/lightsout.hex
	$(if $(FLASH_WAIT),@echo "flash: press RST twice now; waiting up to $(FLASH_WAIT) s for $(PORT)"; \
	  i=0; while [ ! -e $(PORT) ] && [ $$i -lt $(FLASH_WAIT)0 ]; do sleep 0.1; i=$$((i + 1)); done)
	$(AVRDUDE) -U flash:w:$(B)/lightsout.hex:i

clean:
	$(say) CLEAN build
	$(Q)rm -rf build

export BOARD
.DELETE_ON_ERROR:
# Objects made on the way are kept: the next build reuses them.
.SECONDARY:
