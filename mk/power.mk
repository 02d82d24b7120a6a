# SPDX-License-Identifier: MIT
# The pin-level power-cut tests share the host tests' save paths and
# layout-2 saves (tests/host/lib/save_paths.c, old_save.c).
$(SIM_TESTS): $(B)/sim-obj/tests/host/lib/save_paths.o $(B)/sim-obj/tests/host/lib/old_save.o
