# SPDX-License-Identifier: MIT
# The AVR solver in assembly (firmware/solver_avr.S, which includes
# solver_avr_small.inc and solver_avr.h): linked into every AVR firmware and
# test firmware; the host keeps the C reference in firmware/solver.c.
SOLVER_ASM := firmware/solver_avr.S
SOLVER_ASM_DEPS := $(SOLVER_ASM) firmware/solver_avr_small.inc firmware/solver_avr.h
FW_SRC += $(SOLVER_ASM)
FW_LIB_SRC += $(SOLVER_ASM)
$(B)/lightsout.elf $(AVR_TESTS): $(SOLVER_ASM_DEPS)
