# Board "promicro": SparkFun Pro Micro 5 V, ATmega32U4, 16 MHz crystal.
# Caterina bootloader (avr109 over USB CDC). The game has no USB stack, so
# enter the bootloader by hand: tap RST to GND twice within half a second;
# the LED pulses and the bootloader's port exists for 8 s. `make flash`
# waits up to FLASH_WAIT seconds for PORT to appear.
MCU          := atmega32u4
F_CPU        := 16000000
SIM_MCU      := atmega32u4
# For builders (passed to tools/wiring): supply and LED column resistor.
SUPPLY       := 5 V
LED_OHMS     := 680
AVRDUDE_PART := m32u4
AVRDUDE_PROG := avr109
AVRDUDE_BAUD := 57600
PORT         ?= /dev/ttyACM0
BOOTLOADER   := yes
FLASH_WAIT   := 20
# The serial log is on TX1 (PD3), not on USB: a USB serial adapter reads it.
LOG_PORT     ?= /dev/ttyUSB0
# Room left by the 4 KB bootloader; 2.5 KB RAM.
FLASH_MAX    := 28672
RAM_MAX      := 2560
# Bootloader board: fuses come with Caterina (lfuse 0xFF, hfuse 0xD8, efuse 0xCB).
# Brown-out: efuse 0xCB has BODLEVEL = 011, reset below 2.6 V, under the
# 3.78 V 16 MHz needs, so the firmware's own 3.85 V limit (below) keeps
# saves in spec; on USB it never matters. An ISP can set 4.3 V.
FUSES        :=
# The supply check (boards/README.md, "The supply check"): no EEPROM
# write under 3.85 V, the datasheet's 3.78 V for 16 MHz plus 0.07 V; the
# low-battery warning under 4.05 V. USB's 4.75-5.25 V is never near.
VCC_MIN_MV   := 3850
VCC_WARN_MV  := 4050
SUPPLY_MV    := 5000
