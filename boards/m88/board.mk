# Board "m88": bare ATmega88PA, 8 MHz internal RC, 3 to 5 V, ISP.
# 8 KB flash and 1 KB RAM: the full game must fit (checked after linking).
MCU          := atmega88pa
F_CPU        := 8000000
SIM_MCU      := atmega88pa
# For builders (passed to tools/wiring): supply and LED column resistor,
# and the other supply it runs from, as VOLTS:OHMS (boards/m88/README.md).
SUPPLY       := 5 V
LED_OHMS     := 680
LED_OHMS_ALT := 3:220
AVRDUDE_PART := m88pa
ISP_PROG     ?= usbasp
AVRDUDE_PROG := $(ISP_PROG)
AVRDUDE_BAUD :=
PORT         ?= usb
BOOTLOADER   := no
FLASH_MAX    := 8192
RAM_MAX      := 1024
# Fuses (a bit is 0 when programmed). `make fuses BOARD=m88` writes them.
# On the 88PA the brown-out level sits in hfuse, the boot bits in efuse.
#
#  lfuse 0xE2  CKDIV8 CKOUT SUT1 SUT0 CKSEL3 CKSEL2 CKSEL1 CKSEL0
#                1      1     1    0    0      0      1      0
#              no /8: 8 MHz; no clock out; calibrated internal RC,
#              start-up 6 CK + 14 CK + 65 ms.
#
#  hfuse 0xD6  RSTDISBL DWEN SPIEN WDTON EESAVE BODLEVEL2 BODLEVEL1 BODLEVEL0
#                 1       1    0     1     0       1         1         0
#              reset pin kept, debugWIRE off, ISP on, watchdog under
#              software control, EEPROM kept over a chip erase,
#              brown-out at 1.8 V: the last guard under the firmware's
#              own 2.45 V limit, as on the handheld. 2.7 V (2.5-2.9 V
#              from chip to chip) would reset a 2xAA board with cells
#              still half full and never let the low-battery warning
#              (2.45-2.65 V) show.
#
#  efuse 0xFF  -  -  -  -  -  BOOTSZ1 BOOTSZ0 BOOTRST
#              1  1  1  1  1     1       1       1
#              no boot section: start at address 0.
FUSES        := lfuse:0xE2 hfuse:0xD6 efuse:0xFF
# 8 KB: the game of the 328P boards and the supply check, but Action,
# Versus, the tutor, the statistics, the serial log, the variants (their
# menu cells are dark and buzz),
# the upgrade of the previous firmware's saves, the fast 5x5 solver (it
# keeps the small one: firmware/README.md "The solver") and the self-test (README:
# `make BOARD=m88 PARTS="random selftest"` builds it with the self-test
# instead of the supply check and Design, to check the wiring).
PARTS        := random design battery
# Size flags (Makefile): 60 B less here; the tick interrupt keeps gcse
# (hal/avr/scan.c), so its code is the same.
AVR_OPT_BOARD := -fno-tree-pre -fno-ipa-pure-const -fira-algorithm=priority -fno-tree-copy-prop -fno-gcse \
                 -fno-tree-coalesce-vars
# The supply check (boards/README.md, "The supply check"): no EEPROM
# write under 2.45 V, the datasheet's 2.4 V for 8 MHz plus 0.05 V for the
# ADC's step and ripple; the low-battery warning under 2.65 V.
VCC_MIN_MV   := 2450
VCC_WARN_MV  := 2650
SUPPLY_MV    := 5000
