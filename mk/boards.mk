# SPDX-License-Identifier: MIT
# Board targets, included by the Makefile after its build rules:
#   make fuses BOARD=x     write the fuse bytes of an ISP board
#   make size              flash and RAM of every board, against its limits
#   make test-boards       the simavr pin-level tests against every board
#   make trace [BOARD=x]   scripted scenario -> build/x/trace.vcd, trace.gtkw (GTKWave)
#   make debug [BOARD=x] [DEBUG=1]  simavr gdb server + avr-gdb on the ELF
#   make wiring            regenerate boards/*/wiring.svg from the boards' pins

ISP_BOARDS    := $(patsubst boards/%/board.mk,%,$(shell grep -l '^BOOTLOADER *:= *no' boards/*/board.mk))
# RAM kept free for the stack: bench_device measures a 138-byte high-water
# mark in play; test_stack_usage's worst chain is 714 B with the variants
# (the rule engine's walk inside a deal), far less without them.
STACK_RESERVE ?= $(if $(filter variants,$(PARTS)),768,192)
ISP_BITCLOCK  ?= 32
GDB_ARGS      ?= -ex 'break main' -ex 'continue'

# Serial programmers take a port and a baud rate; USB ones (usbasp) neither.
# Bootloaders cannot chip-erase: -D, as the Arduino IDE does.
AVRDUDE = $(strip avrdude -p $(AVRDUDE_PART) -c $(AVRDUDE_PROG) \
	$(if $(filter-out usbasp% usbtiny%,$(AVRDUDE_PROG)),-P $(PORT)) \
	$(if $(AVRDUDE_BAUD),-b $(AVRDUDE_BAUD)) $(if $(filter yes,$(BOOTLOADER)),-D))


.PHONY: fuses size-board board-sim test-boards trace debug wiring

# A slow bit clock (-B) reaches a new chip still running at 1 MHz.
fuses: setup
	@if [ "$(BOOTLOADER)" != no ] || [ -z "$(FUSES)" ]; then \
	  echo "fuses: board $(BOARD) has a bootloader, which owns its fuses;" \
	    "refusing. ISP boards: $(ISP_BOARDS)" >&2; exit 1; fi
	$(AVRDUDE) $(if $(ISP_BITCLOCK),-B $(ISP_BITCLOCK)) \
	  $(foreach f,$(FUSES),-U $(subst :,:w:,$(f)):m)

size-board: $(B)/lightsout.elf
	@tools/fit $< $(FLASH_MAX) $(RAM_MAX) $(STACK_RESERVE) $(BOARD) || true

# ---- the pin-level suite against every board --------------------------------
board-sim: setup $(B)/lightsout.hex $(H)/lo $(AVR_TESTS) $(SIM_TESTS)

# The uno's 1,000 power cuts and its every-board solver sweep run in make
# test; here 250 cuts a board and a 1-in-16 sweep.
# SKIP_BOARDS leaves boards out (CI: uno, whose suite make test has run).
SKIP_BOARDS ?=
TEST_BOARDS := $(filter-out $(SKIP_BOARDS),$(BOARDS))
BOARD_CUT_ROUNDS ?= 250
# Every board's suite in one run of tests/run, which sums them; a board
# that does not build (or fit) leaves its tests missing: each one fails.
test-boards: setup
	@mkdir -p build; for b in $(TEST_BOARDS); do \
	  $(MAKE) -s --no-print-directory BOARD=$$b board-sim >build/board-sim-$$b.log 2>&1 || \
	    { echo "FAIL - $$b: build failed"; grep -E "error|does not fit" build/board-sim-$$b.log | head -n 5; }; \
	  done; \
	  SWEEP_SAMPLE=1 POWER_CUT_ROUNDS=$(BOARD_CUT_ROUNDS) tests/run $(foreach b,$(TEST_BOARDS),$(patsubst tests/sim/%.c,build/$(b)/sim/%,$(wildcard tests/sim/*.c)))

# ---- developer views --------------------------------------------------------
$(B)/trace: $(B)/sim-obj/tools/trace/trace.o $(SIM_OBJ)
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) -o $@ $^ $(SIM_LIBS)

trace: setup $(B)/lightsout.hex $(B)/trace
	$(Q)$(B)/trace $(B)/lightsout.elf $(B)/trace.vcd $(B)/trace.gtkw
	@echo "view it: gtkwave $(B)/trace.vcd $(B)/trace.gtkw"

# simavr waits for gdb on port 1234; quitting gdb stops it. Ctrl-C stays
# with gdb (it interrupts the target), the shell ignores it. The ELF must
# fit the board: the DEBUG=1 build (-Og, no LTO) of the 8 KB m88 does not.
debug: setup $(B)/lightsout.elf
	@tools/fit $(B)/lightsout.elf $(FLASH_MAX) $(RAM_MAX) $(STACK_RESERVE) $(BOARD) >/dev/null || \
	  { echo "debug: no room for this build of $(BOARD); debug the same code on a larger chip:" \
	    "make debug DEBUG=1 BOARD=uno" >&2; exit 1; }
	@simavr -g -m $(SIM_MCU) -f $(F_CPU) $(B)/lightsout.elf & sim=$$!; \
	  trap 'kill $$sim 2>/dev/null' EXIT; trap '' INT; sleep 0.5; \
	  avr-gdb -q -ex 'target remote :1234' $(GDB_ARGS) $(B)/lightsout.elf

# ---- wiring diagrams, drawn from the board's pins -----------------------------
# One tool per board: its pins compiled in, its board.mk values as macros.
WIRING_DEFS = -DWIRING_MCU='"$(MCU)"' -DWIRING_F_CPU='"$(F_CPU)"' \
	-DWIRING_SUPPLY='"$(SUPPLY)"' -DWIRING_OHMS='"$(LED_OHMS)"' -DWIRING_OHMS_ALT='"$(LED_OHMS_ALT)"' \
	-DWIRING_LOG_BAUD='"$(if $(filter log,$(PARTS)),$(LOG_BAUD))"'
$(B)/wiring: $(wildcard tools/wiring/*.c) boards/$(BOARD)/board.mk $(B)/sim-obj/flags
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) $(HOST_CFLAGS) -Iboards/$(BOARD) -Iboards $(WIRING_DEFS) -MMD -MP -MF $@.d \
	  -o $@ $(filter %.c,$^)

wiring: setup
	@for b in $(BOARDS); do $(MAKE) -s --no-print-directory BOARD=$$b build/$$b/wiring && \
	  build/$$b/wiring > boards/$$b/wiring.svg || exit 1; echo "boards/$$b/wiring.svg"; done

# Link oversized images anyway (the linker would stop at the MCU's flash
# with a bare region error) so that tools/fit can say how much is over.
AVR_LDFLAGS += -Wl,--defsym=__TEXT_REGION_LENGTH__=1024K
