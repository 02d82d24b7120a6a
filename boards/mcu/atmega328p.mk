# SPDX-License-Identifier: MIT
# The ATmega328P, for every board built on it: compiler, simulator and
# avrdude names, and its 2 KB of RAM. The board.mk adds clock, supply,
# programmer and the flash its bootloader leaves.
MCU          := atmega328p
SIM_MCU      := atmega328p
AVRDUDE_PART := m328p
RAM_MAX      := 2048
