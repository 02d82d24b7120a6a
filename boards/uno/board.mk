# Board "uno": Arduino Uno (and Nano with the new bootloader), ATmega328P, 16 MHz crystal.
MCU          := atmega328p
F_CPU        := 16000000
SIM_MCU      := atmega328p
AVRDUDE_PART := m328p
AVRDUDE_PROG := arduino
AVRDUDE_BAUD := 115200
PORT         ?= /dev/ttyACM0
# Bootloader board: fuses are set by the bootloader's installer, not by us.
# Brown-out: the Uno ships with extended fuse 0xFD, BODLEVEL = 2.7 V, which
# keeps EEPROM writes from running at a voltage where the core is unreliable.
FUSES        :=
