# SPDX-License-Identifier: MIT
# make help: the entry points, and what the feature files add (HELP_MORE).
help:
	@echo "make [BOARD=x]          firmware build/x/lightsout.{elf,hex} (default uno) and build/host/lo"
	@echo "make run [ARGS=...]     play the real firmware, simulated, in this terminal (ARGS='--hold hint')"
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
