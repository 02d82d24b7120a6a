# SPDX-License-Identifier: MIT
# Variant solvers (wrap grids over GF(2), three-state over GF(3)): their
# tables, generated and checked by tools/gen/gen_variants*.c. The solvers
# are firmware/solver/solver_{wrap,3,3_w5,var}.c (the part "variants").

$(H)/gen_variants: $(wildcard tools/gen/gen_variants*)
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $(filter %.c,$^)

$(G)/variants_tables.c $(G)/variants_tables.h &: $(H)/gen_variants
	@mkdir -p $(G)
	$(H)/gen_variants $(G)/variants_tables.c $(G)/variants_tables.h
