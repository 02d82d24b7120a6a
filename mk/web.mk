# SPDX-License-Identifier: MIT
# The web player (tools/web/, README "Play in a browser"):
#   make web      build/web/index.html + lightsout.js, opens from file://
# The firmware of each board in WEB_BOARDS is embedded; the pins come from
# its pin file through the C preprocessor (tools/web/pins.h). The npm
# packages are pinned in tools/web/package-lock.json and installed by
# `npm ci`, cached in build/.

WEB_BOARDS ?= uno nano handheld m88
W          := build/web
WEB_NPM    := tools/web/node_modules/.package-lock.json
WEB_SRC    := $(wildcard tools/web/src/*.js tools/web/*.html tools/web/*.css tools/web/*.mjs)

.PHONY: web web-board web-players web-screenshot
web: setup $(W)/index.html

# The README's picture, taken by the browser test in headless Chromium.
web-screenshot: setup $(W)/index.html $(H)/lo
	WEB_SCREENSHOT=1 node tests/web/test_web_page.mjs

$(WEB_NPM): tools/web/package.json tools/web/package-lock.json
	cd tools/web && npm ci --cache ../../build/npm-cache --prefer-offline --ignore-scripts --no-audit --no-fund
	@touch $@

# One board's hex and pin JSON, made by a sub-make with BOARD set.
web-board: $(B)/lightsout.hex $(W)/$(BOARD).json

$(W)/$(BOARD).json: tools/web/pins.h boards/$(BOARD)/board.h boards/$(BOARD)/board.mk
	@mkdir -p $(@D)
	cpp -P -Iboards/$(BOARD) -Iboards -DWEB_MCU='"$(MCU)"' -DWEB_F_CPU=$(F_CPU) -DWEB_SUPPLY_MV=$(SUPPLY_MV) $< | sed -n 's/^@json //p' > $@

$(W)/index.html: $(WEB_NPM) $(WEB_SRC) $(FW_SRC) $(wildcard boards/*/board.* boards/*/*.h boards/*.h)
	@for b in $(WEB_BOARDS); do $(MAKE) -s --no-print-directory BOARD=$$b web-board || exit 1; done
	node tools/web/build.mjs $(W) $(WEB_BOARDS)

# The browser tests and the avr8js-against-simavr tests (the oracle also
# runs the 8 MHz boards' terminal players).
WEB_ORACLE_BOARDS ?= handheld m88
web-players:
	@for b in $(WEB_ORACLE_BOARDS); do \
	  $(MAKE) -s --no-print-directory BOARD=$$b build/$$b/player || exit 1; done

TEST_DEPS  += $(W)/index.html web-players
TEST_PROGS += $(wildcard tests/web/test_*.mjs)
HELP_MORE  += "make web                the web player, build/web/index.html (avr8js; opens from file://)"
