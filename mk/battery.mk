# SPDX-License-Identifier: MIT
# The supply check (firmware/app/battery.c, hal/avr/adc.c): each board's
# board.mk gives VCC_MIN_MV (no EEPROM write below it: the datasheet's
# minimum for its clock, plus a margin), VCC_WARN_MV (the low-battery
# warning below it) and SUPPLY_MV (its usual supply: the simulated
# board's). BANDGAP_MV is the chip's 1.1 V reference: calibrate it once
# against a meter (boards/README.md, "The supply check").
BANDGAP_MV ?= 1100
VCC_MIN_MV ?= 3850
VCC_WARN_MV ?= $(shell echo $$(( $(VCC_MIN_MV) + 200 )))
SUPPLY_MV  ?= 5000

# One header per build folder, rewritten only when a value changes. The
# host's has the 8 MHz boards' limits, which the host tests use.
hash := \#
define battery_config
$(1)/config/battery_config.h: FORCE
	@mkdir -p $$(@D); printf '%s\n' '/* Written by mk/battery.mk. */' \
	  '$(hash)define BANDGAP_MV $(2)u' '$(hash)define VCC_MIN_MV $(3)u' '$(hash)define VCC_WARN_MV $(4)u' \
	  '$(hash)define SUPPLY_MV $(5)' \
	  > $$@.new; if cmp -s $$@.new $$@; then rm $$@.new; else mv $$@.new $$@; fi
endef
$(eval $(call battery_config,$(B),$(BANDGAP_MV),$(VCC_MIN_MV),$(VCC_WARN_MV),$(SUPPLY_MV)))
$(eval $(call battery_config,$(H),1100,2450,2650,3000))
BATTERY_HOST_OBJ := $(foreach h,$(H) $(H)/small $(H)/nodesign,$(h)/obj/firmware/app/battery.o)
$(B)/obj/firmware/app/battery.o $(B)/obj/hal/avr/adc.o: $(B)/config/battery_config.h
$(B)/obj/firmware/app/battery.o: INC_app += -I$(B)/config
$(B)/obj/hal/avr/adc.o: INC_all += -I$(B)/config
$(BATTERY_HOST_OBJ): $(H)/config/battery_config.h
$(BATTERY_HOST_OBJ): INC_app += -I$(H)/config
$(H)/obj/tests/host/test_battery.o $(H)/obj/tests/host/test_battery_edges.o: INC_all += -I$(H)/config
$(H)/obj/tests/host/test_battery_edges.o: $(H)/config/battery_config.h

$(B)/sim-obj/tests/sim/test_supply_reading.o: $(B)/config/battery_config.h
$(B)/sim-obj/tests/sim/test_supply_reading.o: SIM_CFLAGS += -I$(B)/config

# The simulated board starts at the board's supply (tools/sim/rig_supply.c);
# the supply test knows a board on its cells from one behind a regulator.
$(B)/sim-obj/tests/sim/test_battery.o: SIM_CFLAGS += -DSIM_VCC_WARN_MV=$(VCC_WARN_MV)
$(B)/sim-obj/tests/sim/test_battery.o: boards/$(BOARD)/board.mk
$(B)/sim-obj/tools/sim/rig_supply.o: SIM_CFLAGS += -DSIM_SUPPLY_MV=$(SUPPLY_MV)
$(B)/sim-obj/tools/sim/rig_supply.o: boards/$(BOARD)/board.mk

# The battery model (tools/battery/battery.c): current and battery life
# from the simulated pins and datasheet figures; `make battery` prints the
# table the guides quote (tests/shell/test_battery_model.sh compares them).
$(B)/battery: $(B)/sim-obj/tools/battery/battery.o $(SIM_OBJ)
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) -o $@ $^ $(SIM_LIBS)
$(B)/sim-obj/tools/battery/battery.o: $(B)/config/battery_config.h
$(B)/sim-obj/tools/battery/battery.o: SIM_CFLAGS += -I$(B)/config
.PHONY: battery
battery: setup
	@$(MAKE) -s --no-print-directory BOARD=handheld build/handheld/lightsout.elf build/handheld/battery
	@build/handheld/battery build/handheld/lightsout.elf
HELP_MORE  += "make battery            the handheld's current and battery life, from the simulated pins (the guides quote it)"
