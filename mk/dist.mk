# SPDX-License-Identifier: MIT
# Release files, for a builder who has only avrdude:
#   make dist   build/dist/lightsout-<board>-<version>.hex for every board,
#               and build/dist/SHA256SUMS (check with: sha256sum -c SHA256SUMS)
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
	  cd $(DIST_DIR) && sha256sum lightsout-*.hex > SHA256SUMS && \
	  echo "dist: $$(ls lightsout-*.hex | wc -l) files, version $$v, in $(DIST_DIR)/ (SHA256SUMS beside them)"
