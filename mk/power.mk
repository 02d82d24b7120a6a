# SPDX-License-Identifier: MIT
# The pin-level power-cut tests share the host tests' save paths and
# layout-2 saves (tests/host/save_paths.c, old_save.c).
$(SIM_TESTS): $(B)/sim-obj/tests/host/save_paths.o $(B)/sim-obj/tests/host/old_save.o
# The modes the board links: a path through one it leaves out is skipped.
$(B)/sim-obj/tests/sim/test_power_paths.o: SIM_CFLAGS += -DSIM_MODES='" $(strip $(FW_MODES)) "'
