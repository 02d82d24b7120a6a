# SPDX-License-Identifier: MIT
# Variant solvers (wrap grids over GF(2), three-state over GF(3)): their
# tables, generated and checked by tools/gen/gen_variants*.c. The solvers
# are firmware/solver/solver_{wrap,3,3_w5,var}.c (the part "variants").

$(H)/gen_variants: $(wildcard tools/gen/gen_variants*) tools/gen/gfp.c tools/gen/gfp.h
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) -Itools/gen -o $@ $(filter %.c,$^)

$(G)/variants_tables.c $(G)/variants_tables.h &: $(H)/gen_variants
	@mkdir -p $(G)
	$(H)/gen_variants $(G)/variants_tables.c $(G)/variants_tables.h

# The rule engine (firmware/solver/rule.h, engine.c): one generic solver
# for every puzzle but plain GF(2), its tables made and checked by
# tools/gen/gen_rules.c. It lands as a library with its tests and bench
# (test_rules, test_avr_rules, bench_rules); the game moves to it once it
# meets its budgets (firmware/README.md "The rule engine").
$(H)/gen_rules: tools/gen/gen_rules.c tools/gen/gfp.c tools/gen/gfp.h
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) -Itools/gen -o $@ $(filter %.c,$^)

$(G)/rule_tables.c $(G)/rule_tables.h &: $(H)/gen_rules
	@mkdir -p $(G)
	$(H)/gen_rules $(G)/rule_tables.c $(G)/rule_tables.h
