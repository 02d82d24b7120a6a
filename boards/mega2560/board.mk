# Board "mega2560": Arduino Mega 2560, ATmega2560, 16 MHz crystal.
# stk500v2 bootloader over the USB serial chip (auto-reset on open).
MCU          := atmega2560
F_CPU        := 16000000
SIM_MCU      := atmega2560
# For builders (passed to tools/wiring): supply and LED column resistor.
SUPPLY       := 5 V
LED_OHMS     := 680
AVRDUDE_PART := m2560
AVRDUDE_PROG := wiring
AVRDUDE_BAUD := 115200
PORT         ?= /dev/ttyACM0
BOOTLOADER   := yes
# Room left by the 8 KB bootloader; 8 KB RAM.
FLASH_MAX    := 253952
RAM_MAX      := 8192
# Bootloader board: fuses come with the bootloader (lfuse 0xFF, hfuse 0xD8, efuse 0xFD).
# Brown-out: efuse 0xFD has BODLEVEL = 101, reset below 2.7 V, under the
# 3.78 V 16 MHz needs, so the firmware's own 3.85 V limit (below) keeps
# saves in spec; on USB it never matters. An ISP can set 4.3 V (efuse 0xFC).
FUSES        :=
# The supply check (boards/README.md, "The supply check"): no EEPROM
# write under 3.85 V, the datasheet's 3.78 V for 16 MHz plus 0.07 V; the
# low-battery warning under 4.05 V. USB's 4.75-5.25 V is never near.
VCC_MIN_MV   := 3850
VCC_WARN_MV  := 4050
SUPPLY_MV    := 5000
