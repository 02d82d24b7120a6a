# Board "nano": Arduino Nano, ATmega328P, 16 MHz crystal, serial bootloader.
# Old bootloader (most clones): 57600 baud. New Optiboot: NANO_BAUD=115200.
# The old bootloader leaves the watchdog running after a watchdog reset and
# then resets in a loop; the game's watchdog only fires on a hang, but
# burning Optiboot removes the trap.
include boards/mcu/atmega328p.mk
F_CPU        := 16000000
# For builders (passed to tools/wiring): supply and LED column resistor.
SUPPLY       := 5 V
LED_OHMS     := 680
AVRDUDE_PROG := arduino
NANO_BAUD    ?= 57600
AVRDUDE_BAUD := $(NANO_BAUD)
PORT         ?= /dev/ttyUSB0
BOOTLOADER   := yes
# Room left by the bootloader: the old one takes 2 KB of the 32 KB.
FLASH_MAX    := 30720
# Bootloader board: fuses come with the bootloader. Brown-out: efuse 0xFD,
# BODLEVEL = 101, reset below 2.7 V: under the 3.78 V 16 MHz needs, so the
# firmware's own 3.85 V limit (below) keeps saves in spec; on USB it
# never matters. An ISP can set 4.3 V (efuse 0xFC) for batteries.
FUSES        :=
# The supply check (boards/README.md, "The supply check"): no EEPROM
# write under 3.85 V, the datasheet's 3.78 V for 16 MHz plus 0.07 V; the
# low-battery warning under 4.05 V. USB's 4.75-5.25 V is never near.
VCC_MIN_MV   := 3850
VCC_WARN_MV  := 4050
SUPPLY_MV    := 5000
