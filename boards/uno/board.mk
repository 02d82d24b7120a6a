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
# 2.7 V, which keeps EEPROM writes from running at a voltage where the
# core is unreliable.
FUSES        :=
