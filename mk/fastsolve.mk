# SPDX-License-Identifier: MIT
# The fast 5x5 solver, the part "fastsolve" (firmware/README.md, "The
# solver"): firmware/solver/solver_avr.S picks its 5x5 path by PART_FASTSOLVE.
# A board that carries it also builds the small variant (the m88's), as
# <firmware>_small.elf, so that tests/sim/test_avr_solver.c and
# tests/bench/bench_solver.c check and measure both on one chip.
ifneq ($(filter fastsolve,$(PARTS)),)
SOLVER_SMALL_OBJ := $(B)/obj/firmware/solver/solver_avr_small.o
$(SOLVER_SMALL_OBJ): firmware/solver/solver_avr.S $(B)/flags | $(GEN_HDR)
	@mkdir -p $(@D)
	$(say) AS $@
	$(Q)$(AVR_CC) $(AVR_CFLAGS) -UPART_FASTSOLVE -DPART_FASTSOLVE=0 $(INC_solver) -MMD -MP -c $< -o $@

$(B)/tests/%_small.elf: $(B)/obj/tests/avr/%.o $(SOLVER_SMALL_OBJ) \
		$(filter-out $(B)/obj/firmware/solver/solver_avr.o,$(AVR_LIB_OBJ))
	$(call avr_link)

SOLVER_SMALL_ELF := $(B)/tests/solver_all_small.elf $(B)/tests/bench_solver_solve_small.elf
AVR_TESTS += $(SOLVER_SMALL_ELF)
board-sim: $(SOLVER_SMALL_ELF)   # mk/boards.mk read AVR_TESTS before this file
endif
