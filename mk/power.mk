# SPDX-License-Identifier: MIT
# The pin-level power-cut tests build layout-2 saves as the host tests do
# (tests/host/old_save.c).
$(SIM_TESTS): $(B)/sim-obj/tests/host/old_save.o
