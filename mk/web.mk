# SPDX-License-Identifier: MIT
# The web player (tools/web/README.md):
#   make web      build/web/index.html + lightsout.js, opens from file://
# The firmware of each board in WEB_BOARDS is embedded; the pins come from
# its pin file through the C preprocessor (tools/web/pins.h). The npm
# packages are pinned in tools/web/package-lock.json and installed by
# `npm ci`, cached in build/.

WEB_BOARDS ?= uno nano handheld m88
W          := build/web
WEB_NPM    := tools/web/node_modules/.package-lock.json

.PHONY: web web-board web-players web-screenshot
web: setup $(W)/index.html

# The README's pictures (tools/web/screenshot.png, 1280x800 with the menu
# open, and screenshot-phone.png, 390x844), taken by the browser test in
# headless Chromium, of a committed tree: the page
# shows the firmware's version, which must not be -dirty.
web-screenshot: setup $(W)/index.html $(H)/lo
	@case "$(FW_VERSION)" in *-dirty) echo "web-screenshot: commit first: the page would show version $(FW_VERSION)"; exit 1;; esac
	WEB_SCREENSHOT=1 node tests/web/test_web_play.mjs

$(WEB_NPM): tools/web/package.json tools/web/package-lock.json
	$(say) NPM tools/web/node_modules
	$(Q)cd tools/web && npm ci --cache ../../build/npm-cache --prefer-offline --ignore-scripts --no-audit \
	  --no-fund $(if $(Q),>/dev/null)
	@touch $@

# One board's hex and pin JSON, made by a sub-make with BOARD set.
web-board: $(B)/lightsout.hex $(W)/$(BOARD).json

$(W)/$(BOARD).json: tools/web/pins.h boards/$(BOARD)/board.h boards/$(BOARD)/board.mk
	@mkdir -p $(@D)
	$(say) GEN $@
	$(Q)cpp -P -Iboards/$(BOARD) -Iboards -DWEB_MCU='"$(MCU)"' -DWEB_F_CPU=$(F_CPU) -DWEB_SUPPLY_MV=$(SUPPLY_MV) \
	  -DWEB_LOG=$(if $(filter log,$(PARTS)),true,false) $< | sed -n 's/^@json //p' > $@

# The menu's labels (the terminal player's table), levels, key timing.
$(W)/game.json: tools/web/game.h tools/player/player_menu.h firmware/game/levels.h firmware/app/input.h \
		hal/hal_tick.h
	@mkdir -p $(@D)
	$(say) GEN $@
	$(Q)cpp -P -Itools/player -Ifirmware/game -Ifirmware/app -Ihal $< | sed -n 's/^@json //p' | sed -e 's/\([0-9]\)u\b/\1/g' -e 's/, null ]/ ]/' > $@

# Every board's sub-make runs each time (a new commit is a new version in
# the firmware's boot line); build.mjs rewrites only what changed.
$(W)/index.html: $(WEB_NPM) $(W)/game.json FORCE
	@for b in $(WEB_BOARDS); do $(MAKE) -s --no-print-directory BOARD=$$b web-board || exit 1; done
	$(say) WEB $(W)/index.html
	@node tools/web/build.mjs $(W) $(WEB_BOARDS)

# The browser tests and the avr8js-against-simavr tests (the oracle also
# runs the 8 MHz boards' terminal players).
WEB_ORACLE_BOARDS ?= handheld m88
web-players:
	@for b in $(WEB_ORACLE_BOARDS); do \
	  $(MAKE) -s --no-print-directory BOARD=$$b build/$$b/player || exit 1; done

TEST_DEPS  += $(W)/index.html web-players
TEST_PROGS += $(wildcard tests/web/test_*.mjs)
HELP_MORE  += "make web                the web player, build/web/index.html (avr8js; opens from file://)"

# make bench: tap-to-LED latency and real-time speed on a phone, with
# Chromium's CPU throttling (tests/web/bench_web_latency.mjs).
BENCHES += tests/web/bench_web_latency.mjs
bench: $(W)/index.html
