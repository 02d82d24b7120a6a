#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Every board builds: `make BOARD=x` links an ELF for the board's MCU,
# passes the fit check and leaves a .hex holding exactly the flash image.
# (A board that does not fit fails here until the firmware shrinks.)
. "$(dirname "$0")/lib/boards_lib.sh"

get() { board_var "$1" "$2"; }
for mk in boards/*/board.mk; do
    b=$(basename "$(dirname "$mk")")
    mcu=$(get "$b" MCU)
    out=$(make -s BOARD="$b" 2>&1); rc=$?
    # tools/fit prints its line only when make relinks: ask for it again.
    out="$out
$(make -s BOARD="$b" size-board 2>&1)"
    fit=$(echo "$out" | grep -E "^$b: flash [0-9]+ of" | tail -n 1)
    [ -n "$fit" ] || fit=$(echo "$out" | grep -E "does not fit" | tail -n 1)
    check "$b: builds and fits: ${fit:-no fit line}" '[ $rc -eq 0 ]'
    elf=build/$b/lightsout.elf hex=build/$b/lightsout.hex
    [ $rc -eq 0 ] && [ -f "$elf" ] || continue
    check "$b: .hex newer than .elf" '[ -f "$hex" ] && ! [ "$hex" -ot "$elf" ]'
    case $mcu in
        atmega88pa) arch=avr:4 ;; atmega328p | atmega32u4) arch=avr:5 ;; atmega2560) arch=avr:6 ;; *) arch=? ;;
    esac
    check "$b: ELF built for $mcu ($arch)" 'avr-objdump -f "$elf" | grep -q "architecture: $arch,"'
    # The .hex, back to binary, is the flash image fit measured (.text + .data).
    tmp=$(mktemp); avr-objcopy -I ihex -O binary "$hex" "$tmp" && hexbytes=$(stat -c %s "$tmp"); rm -f "$tmp"
    flash=$(echo "$fit" | sed -nE 's/.*flash ([0-9]+) of.*/\1/p')
    check "$b: .hex holds the $flash-byte flash image" '[ "$hexbytes" = "$flash" ]'
done

finish
