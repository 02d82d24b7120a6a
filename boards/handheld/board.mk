# Board "handheld": bare ATmega328P, 8 MHz internal RC, 2xAA (3 V), ISP.
include boards/mcu/atmega328p.mk
F_CPU        := 8000000
# For builders (passed to tools/wiring): supply and LED column resistor.
SUPPLY       := 3 V (2xAA)
LED_OHMS     := 220
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
#              brown-out reset at 1.8 V: the last guard. The firmware's
#              own limit is 2.45 V (VCC_MIN_MV below; the datasheet wants
#              2.4 V at 8 MHz): it writes no EEPROM under it and powers
#              down. A 2.7 V brown-out (2.5-2.9 V from chip to chip) would
#              reset with cells still half full and hide the warning.
FUSES        := lfuse:0xE2 hfuse:0xD7 efuse:0xFE
# The supply check (boards/README.md, "The supply check"): no EEPROM
# write under 2.45 V, the datasheet's 2.4 V for 8 MHz plus 0.05 V for the
# ADC's step and ripple; the low-battery warning under 2.65 V.
VCC_MIN_MV   := 2450
VCC_WARN_MV  := 2650
SUPPLY_MV    := 3000
