# SPDX-License-Identifier: MIT
# Variant solvers (wrap grids over GF(2), three-state over GF(3)): their
# tables, generated and checked by tools/gen_variants*.c. The solvers are
# firmware/solver_{wrap,3,3_w5,var}.c, picked up with the rest of
# firmware/; the tests (tests/host/test_variants*.c, tests/sim/
# test_avr_variants.c) and the benchmark (tests/bench/bench_variants.c with
# tests/avr/bench_variants_*.c) likewise.

$(H)/gen_variants: $(wildcard tools/gen_variants*)
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $(filter %.c,$^)

$(G)/variants_tables.c $(G)/variants_tables.h &: $(H)/gen_variants
	@mkdir -p $(G)
	$(H)/gen_variants $(G)/variants_tables.c $(G)/variants_tables.h
