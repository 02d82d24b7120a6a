# SPDX-License-Identifier: MIT
# tests/sim/lib/power_walk.c uses the host tests' save paths and layout-2
# saves (tests/host/lib/save_paths.c, old_save.c): linked into all that
# links tests/sim/lib, the pin-level tests and the benchmarks.
$(SIM_TESTS) $(BENCHES): $(B)/sim-obj/tests/host/lib/save_paths.o $(B)/sim-obj/tests/host/lib/old_save.o
