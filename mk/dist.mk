# SPDX-License-Identifier: MIT
# Release files, for a builder who has only avrdude:
#   make dist   build/dist/lightsout-<board>-<version>.hex for every board,
#               the handheld's gerber zip, BOM and case STL files (make pcb;
#               where KiCad is installed), and build/dist/SHA256SUMS
# The version is the firmware's own (FW_VERSION: `git describe`, in the boot log line).

DIST_DIR     := build/dist
DIST_VERSION  = $(FW_VERSION)
HELP_MORE    += "make dist               release hex files of every board + SHA256SUMS, in $(DIST_DIR)/"

.PHONY: dist
# Each board is built as `make BOARD=x` builds it (never the DEBUG=1 build).
dist: setup
	@rm -rf $(DIST_DIR) && mkdir -p $(DIST_DIR) && v='$(DIST_VERSION)' && \
	  for b in $(BOARDS); do \
	    $(MAKE) -s --no-print-directory BOARD=$$b DEBUG=0 build/$$b/lightsout.hex || exit 1; \
	    cp build/$$b/lightsout.hex $(DIST_DIR)/lightsout-$$b-$$v.hex; \
	  done && \
	  $(if $(PCB_HAVE_KICAD),$(MAKE) -s --no-print-directory pcb && \
	    cp $(PCB)/$(PCB_BASE)-gerbers.zip $(DIST_DIR)/$(PCB_BASE)-$$v-gerbers.zip && \
	    cp $(PCB)/$(PCB_BASE)-bom.csv $(DIST_DIR)/$(PCB_BASE)-$$v-bom.csv && \
	    cp $(PCB)/$(PCB_BASE)-case-shell.stl $(DIST_DIR)/$(PCB_BASE)-$$v-case-shell.stl && \
	    cp $(PCB)/$(PCB_BASE)-case-plate.stl $(DIST_DIR)/$(PCB_BASE)-$$v-case-plate.stl &&, \
	    echo "dist: no KiCad (tools/setup installs it): the circuit board files left out" &&) \
	  cd $(DIST_DIR) && sha256sum lightsout-* > SHA256SUMS && \
	  echo "dist: $$(ls lightsout-* | wc -l) files, version $$v, in $(DIST_DIR)/ (SHA256SUMS beside them)"
