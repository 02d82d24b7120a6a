# SPDX-License-Identifier: MIT
# The handheld's circuit board, generated from the pin source (tools/pcb/README.md):
#   make pcb   build/pcb/lightsout-handheld.kicad_pcb and .kicad_pro, -gerbers.zip
#              (gerbers and drill files), -bom.csv, -pos.csv, -front/-back .svg
#              and .png, the printed case -case-shell and -case-plate .scad and
#              .stl (OpenSCAD), a picture of the handheld assembled -assembled.png;
#              checked by KiCad's DRC and against the pin source, and the
#              wiring read back from it for the simulated board (wiring.txt)
# KiCad 6 has no command line tool: Debian's python3 runs its pcbnew module.

PCB_BOARD := handheld
PCB       := build/pcb
PCB_BASE  := lightsout-$(PCB_BOARD)
PCB_PY    := /usr/bin/python3
PCB_OHMS  := $(shell sed -n 's/^LED_OHMS *:= *//p' boards/$(PCB_BOARD)/board.mk)
PCB_ARGS  := --board $(PCB_BOARD) --ohms $(PCB_OHMS)
PCB_DEPS  := $(wildcard tools/pcb/*.py tools/pcb/*.h boards/pins/*.h boards/pinouts/*.h) \
	boards/signals.h boards/$(PCB_BOARD)/board.h boards/$(PCB_BOARD)/board.mk
# Whether KiCad is here (for make dist; asked only when used).
PCB_HAVE_KICAD = $(shell $(PCB_PY) -c 'import pcbnew' 2>/dev/null && \
	test -d /usr/share/kicad/footprints/Button_Switch_THT.pretty && echo yes)
HELP_MORE += "make pcb                the handheld's circuit board, checked: build/pcb/ (needs KiCad: tools/setup)"

.PHONY: pcb pcb-sim pcb-pictures
PCB_CASE  := $(PCB)/$(PCB_BASE)-case-shell $(PCB)/$(PCB_BASE)-case-plate
pcb: setup $(PCB)/$(PCB_BASE)-gerbers.zip $(PCB)/wiring.txt $(PCB_CASE:=.stl) $(PCB)/$(PCB_BASE)-assembled.png

# The silkscreen carries the version: a new one redraws the board.
$(eval $(call flags_file,$(PCB),$(FW_VERSION)))

$(PCB)/$(PCB_BASE).kicad_pcb: $(PCB_DEPS) $(PCB)/flags
	$(say) PCB $@
	$(Q)$(PCB_PY) tools/pcb/board.py $@ $(PCB_ARGS) --version $(FW_VERSION)

$(PCB)/$(PCB_BASE)-gerbers.zip: $(PCB)/$(PCB_BASE).kicad_pcb
	$(say) GERBER $@
	$(Q)$(PCB_PY) tools/pcb/outputs.py $< $(PCB) $(PCB_BASE) $(PCB_ARGS)

$(PCB)/wiring.txt: $(PCB)/$(PCB_BASE).kicad_pcb
	$(say) DRC $(PCB)/drc.txt
	$(Q)$(PCB_PY) tools/pcb/check.py $< $(PCB_ARGS) --drc $(PCB)/drc.txt --netlist --wiring $@

$(PCB)/$(PCB_BASE)-case-shell.scad: $(PCB)/$(PCB_BASE).kicad_pcb
	$(say) CASE $@
	$(Q)$(PCB_PY) tools/pcb/case.py $< $@ $(PCB)/$(PCB_BASE)-case-plate.scad
$(PCB)/$(PCB_BASE)-case-plate.scad: $(PCB)/$(PCB_BASE)-case-shell.scad

%-case-shell.stl %-case-plate.stl: %-case-shell.scad %-case-plate.scad
	$(say) STL $*-case-shell.stl
	$(Q)openscad --quiet -o $*-case-shell.stl $*-case-shell.scad
	$(say) STL $*-case-plate.stl
	$(Q)openscad --quiet -o $*-case-plate.stl $*-case-plate.scad
	$(Q)$(PCB_PY) tools/pcb/stl.py $*-case-shell.stl $*-case-plate.stl
	$(Q)$(PCB_PY) tools/pcb/case.py --check $*.kicad_pcb $*-case-plate.stl

# The assembled handheld: the board, its switches and caps in the case.
$(PCB)/$(PCB_BASE)-assembled.png: $(PCB_CASE:=.stl) tools/pcb/assembled.py
	$(say) RENDER $@
	$(Q)$(PCB_PY) tools/pcb/assembled.py $(PCB)/$(PCB_BASE).kicad_pcb $(PCB_CASE:=.stl) $@

# The builder's guide shows the renders (boards/handheld/README.md).
pcb-pictures: pcb
	cp $(PCB)/$(PCB_BASE)-front.png boards/$(PCB_BOARD)/pcb-front.png
	cp $(PCB)/$(PCB_BASE)-back.png boards/$(PCB_BOARD)/pcb-back.png
	cp $(PCB)/$(PCB_BASE)-assembled.png boards/$(PCB_BOARD)/assembled.png

# The firmware on the board's read-back wiring (tests/pcb/): built by a
# sub-make for the board, whatever BOARD is.
$(B)/pcb/sim_pcb: $(B)/sim-obj/tests/pcb/sim_pcb.o $(SIM_HELPER) $(SIM_OBJ) $(HOST_FW_OBJ)
	@mkdir -p $(@D)
	$(say) HOSTLD $@
	$(Q)$(HOST_CC) -o $@ $^ $(SIM_LIBS)

$(B)/sim-obj/tests/pcb/sim_pcb.o: $(B)/config/battery_config.h
$(B)/sim-obj/tests/pcb/sim_pcb.o: SIM_CFLAGS += -I$(B)/config -Ifirmware/app

pcb-sim:
	@$(MAKE) -s --no-print-directory BOARD=$(PCB_BOARD) build/$(PCB_BOARD)/lightsout.elf \
	  build/$(PCB_BOARD)/pcb/sim_pcb

TEST_DEPS  += pcb-sim
TEST_PROGS += tests/pcb/test_pcb.sh
