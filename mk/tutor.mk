# SPDX-License-Identifier: MIT
# The tutor's table (bottom-row pattern to top-row presses), generated and
# checked on the host with the solver (tools/gen/gen_tutor.c).
$(H)/gen_tutor: tools/gen/gen_tutor.c firmware/solver/solver.c firmware/solver/prng.c $(G)/lo_tables.c $(G)/lo_tables.h
	@mkdir -p $(@D)
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) $(HOST_CFLAGS) $(INC_solver) -o $@ $(filter %.c,$^)

$(G)/tutor_table.c $(G)/tutor_table.h &: $(H)/gen_tutor
	@mkdir -p $(G)
	$(say) GEN $(G)/tutor_table.c
	$(Q)$(H)/gen_tutor $(G)/tutor_table.c $(G)/tutor_table.h
