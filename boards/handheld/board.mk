# Board "handheld": bare ATmega328P, 8 MHz internal RC, 2xAA through a 5 V boost module, ISP.
include boards/mcu/atmega328p.mk
F_CPU        := 8000000
# For builders (passed to tools/wiring): supply and LED column resistor.
SUPPLY       := 5 V (2xAA, boost)
LED_OHMS     := 150
ISP_PROG     ?= usbasp
AVRDUDE_PROG := $(ISP_PROG)
AVRDUDE_BAUD :=
PORT         ?= usb
BOOTLOADER   := no
FLASH_MAX    := 32768
# Fuses (a bit is 0 when programmed). `make fuses BOARD=handheld` writes them.
#
#  lfuse 0xE2  CKDIV8 CKOUT SUT1 SUT0 CKSEL3 CKSEL2 CKSEL1 CKSEL0
#                1      1     1    0    0      0      1      0
#              no /8: the core runs at 8 MHz; no clock out on PB0;
#              SUT=10 with CKSEL=0010: calibrated internal RC 8 MHz,
#              start-up 6 CK + 14 CK + 65 ms (slowly rising battery power).
#
#  hfuse 0xD7  RSTDISBL DWEN SPIEN WDTON EESAVE BOOTSZ1 BOOTSZ0 BOOTRST
#                 1       1    0     1     0      1       1       1
#              reset pin kept, debugWIRE off, ISP on (keep it!), watchdog
#              under software control, EEPROM kept over a chip erase (the
#              save survives reflashing), no boot section: start at 0.
#
#  efuse 0xFE  -  -  -  -  -  BODLEVEL2 BODLEVEL1 BODLEVEL0
#              1  1  1  1  1      1         1         0
#              brown-out reset at 1.8 V: the last guard, for a supply
#              that falls faster than the firmware looks (cells pulled).
FUSES        := lfuse:0xE2 hfuse:0xD7 efuse:0xFE
# The supply check (boards/README.md, "The supply check"). The boost
# module holds 5 V (4.8-5.2 V) while the cells have anything left; VCC
# under that means they are spent. Warning under 4.75 V; under 4.60 V no
# EEPROM write and power-down: the LEDs are still within 20 % of their
# 5 V current there, and the chip far inside its 2.4 V minimum at 8 MHz.
# `make battery` models it (tools/battery/battery.c).
VCC_MIN_MV   := 4600
VCC_WARN_MV  := 4750
SUPPLY_MV    := 5000
