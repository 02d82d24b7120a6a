#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A firmware that does not fit its board fails the build with a clear
# message and leaves no .hex: small AVR programs go through the real %.hex
# rule. The linker alone lets both misfits pass: 32400 bytes fit the
# ATmega328P but not the room the Uno's bootloader leaves, and it does
# not check RAM at all.
# Also: every board's limits agree with its MCU and bootloader.
. "$(dirname "$0")/lib/boards_lib.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# Programs for the ATmega88PA (8 KB flash, 1 KB RAM) and the ATmega328P.
cat >"$tmp/small.c" <<'C'
int main(void) { return 0; }
C
cat >"$tmp/bigflash.c" <<'C'
const __flash unsigned char table[32400] = { 1, 2, 3 };
volatile unsigned char out;
int main(void) { out = table[out]; return 0; }
C
cat >"$tmp/bigram.c" <<'C'
volatile unsigned char buf[950];
int main(void) { buf[buf[0]] = 1; return 0; }
C
for p in small bigram; do
    avr-gcc -mmcu=atmega88pa -Os -o "$tmp/$p.elf" "$tmp/$p.c" || bad "compile $p"
done
avr-gcc -mmcu=atmega328p -Os -o "$tmp/bigflash.elf" "$tmp/bigflash.c" || bad "compile bigflash"

# tools/fit measures flash as .text + .data, the bytes of the flash image.
img=$(avr-objcopy -O binary -R .eeprom "$tmp/small.elf" "$tmp/small.bin" && stat -c %s "$tmp/small.bin")
line=$(tools/fit "$tmp/small.elf" 8192 1024 128 m88)
check "fit: flash counted as the flash image ($img bytes)" 'echo "$line" | grep -q "flash $img of 8192"'
tools/fit "$tmp/small.elf" "$img" 1024 128 m88 >/dev/null 2>&1
check "fit: exactly full flash fits" '[ $? -eq 0 ]'
tools/fit "$tmp/small.elf" "$((img - 1))" 1024 128 m88 >/dev/null 2>&1
check "fit: one byte over does not" '[ $? -ne 0 ]'

out=$(make BOARD=m88 "$tmp/small.hex" 2>&1); rc=$?
check "m88: a small program gets its .hex" '[ $rc -eq 0 ] && [ -s "$tmp/small.hex" ]'
out=$(make BOARD=uno "$tmp/bigflash.hex" 2>&1); rc=$?
check "uno: 32400 bytes of flash fail the build" '[ $rc -ne 0 ]'
check "uno: ... with a clear message" 'echo "$out" | grep -q "does not fit: flash"'
check "uno: ... and no .hex" '[ ! -e "$tmp/bigflash.hex" ]'
out=$(make BOARD=m88 "$tmp/bigram.hex" 2>&1); rc=$?
check "m88: 950 bytes of RAM + stack reserve fail the build" '[ $rc -ne 0 ]'
check "m88: ... with a clear message" 'echo "$out" | grep -q "does not fit: RAM"'
check "m88: ... and no .hex" '[ ! -e "$tmp/bigram.hex" ]'
out=$(make BOARD=handheld "$tmp/bigflash.hex" 2>&1); rc=$?
check "handheld: the same 32400 bytes fit without a bootloader" '[ $rc -eq 0 ] && [ -s "$tmp/bigflash.hex" ]'

# Limits per board: RAM is the MCU's; flash is the MCU's minus the bootloader.
get() { board_var "$1" "$2"; }
for mk in boards/*/board.mk; do
    b=$(basename "$(dirname "$mk")")
    mcu=$(get "$b" MCU) fmax=$(get "$b" FLASH_MAX) rmax=$(get "$b" RAM_MAX) boot=$(get "$b" BOOTLOADER)
    case $mcu in
        atmega328p) total=32768 ram=2048 ;;
        atmega32u4) total=32768 ram=2560 ;;
        atmega2560) total=262144 ram=8192 ;;
        atmega88pa) total=8192 ram=1024 ;;
        *) total=0 ram=0 ;;
    esac
    check "$b: known MCU $mcu" '[ "$total" -ne 0 ]'
    check "$b: RAM_MAX is the MCU's $ram bytes" '[ "${rmax:-0}" -eq "$ram" ]'
    if [ "$boot" = yes ]; then
        check "$b: FLASH_MAX leaves room for the bootloader" '[ "${fmax:-0}" -lt "$total" ] && [ "${fmax:-0}" -ge $((total - 8192)) ]'
    else
        check "$b: FLASH_MAX is all $total bytes (ISP)" '[ "${fmax:-0}" -eq "$total" ]'
    fi
done

finish
