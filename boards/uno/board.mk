# Board "uno": Arduino Uno (and Nano with the new bootloader), ATmega328P, 16 MHz crystal.
include boards/mcu/atmega328p.mk
F_CPU        := 16000000
# For builders (passed to tools/wiring): supply and LED column resistor.
SUPPLY       := 5 V
LED_OHMS     := 680
AVRDUDE_PROG := arduino
AVRDUDE_BAUD := 115200
PORT         ?= /dev/ttyACM0
BOOTLOADER   := yes
# Room left by the 512-byte Optiboot bootloader.
FLASH_MAX    := 32256
# Bootloader board: fuses are set by the bootloader's installer, not by us.
# The Uno ships with lfuse 0xFF (16 MHz crystal), hfuse 0xDE (512-byte boot
# section, reset into it) and efuse 0xFD: BODLEVEL = 101, brown-out at
# 2.7 V. That is under the 3.78 V the datasheet asks at 16 MHz: on USB
# (4.75-5.25 V) it never matters, and the firmware's own 3.85 V limit
# (below) keeps saves in spec; on batteries, an ISP can set 4.3 V (efuse
# 0xFC), the level that matches 16 MHz.
FUSES        :=
# The supply check (boards/README.md, "The supply check"): no EEPROM
# write under 3.85 V, the datasheet's 3.78 V for 16 MHz plus 0.07 V; the
# low-battery warning under 4.05 V. USB's 4.75-5.25 V is never near.
VCC_MIN_MV   := 3850
VCC_WARN_MV  := 4050
SUPPLY_MV    := 5000
