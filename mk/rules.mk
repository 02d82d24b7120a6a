# SPDX-License-Identifier: MIT
# The rule engine (firmware/solver/rule.h, engine.c): one solver for every
# puzzle but plain GF(2) Lights Out and On (the part "variants"), its
# tables made and checked by tools/gen/gen_rules.c.
$(H)/gen_rules: tools/gen/gen_rules.c tools/gen/gfp.c tools/gen/gfp.h
	@mkdir -p $(@D)
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) $(HOST_CFLAGS) -Itools/gen -o $@ $(filter %.c,$^)

$(G)/rule_tables.c $(G)/rule_tables.h &: $(H)/gen_rules
	@mkdir -p $(G)
	$(say) GEN $(G)/rule_tables.c
	$(Q)$(H)/gen_rules $(G)/rule_tables.c $(G)/rule_tables.h
