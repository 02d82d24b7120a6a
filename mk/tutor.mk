# SPDX-License-Identifier: MIT
# The tutor's table (bottom-row pattern to top-row presses), generated and
# checked on the host with the solver (tools/gen_tutor.c).
$(H)/gen_tutor: tools/gen_tutor.c firmware/solver.c firmware/prng.c $(G)/lo_tables.c $(G)/lo_tables.h
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $(filter %.c,$^)

$(G)/tutor_table.c $(G)/tutor_table.h &: $(H)/gen_tutor
	@mkdir -p $(G)
	$(H)/gen_tutor $(G)/tutor_table.c $(G)/tutor_table.h

# A build as the 8 KB board's: no Action, no tutor (weak references).
$(H)/tests/test_parts_out: $(H)/obj/tests/host/test_parts_out.o $(HOST_HELPER) \
		$(filter-out %/mode_action.o %/firmware/tutor.o,$(HOST_FW_OBJ))
	$(HOST_CC) -o $@ $^
