#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Every board builds: `make BOARD=x` links an ELF for the board's MCU,
# passes the fit check and leaves a .hex holding exactly the flash image.
# (A board that does not fit fails here until the firmware shrinks.)
# So does every build the READMEs give with other parts; a self-test one
# also passes its pin-level test.
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

# The builds the READMEs give with other parts (`make flash BOARD=x
# PARTS="..."`, such as the m88's self-test): each builds its .hex, so
# fits, in a folder of its own (the board's own build stays as it is).
mapfile -t builds < <(grep -rhoE 'make flash BOARD=[a-z0-9]+ PARTS="[^"]*"' README.md boards/*/README.md | sort -u)
check "the READMEs give a build with other parts" '[ ${#builds[@]} -gt 0 ]'
for cmd in "${builds[@]}"; do
    b=$(echo "$cmd" | sed -nE 's/.*BOARD=([a-z0-9]+).*/\1/p')
    parts=$(echo "$cmd" | sed -nE 's/.*PARTS="([^"]*)".*/\1/p')
    dir=build/$b-parts
    out=$(make -s BOARD="$b" PARTS="$parts" B="$dir" "$dir/lightsout.hex" 2>&1); rc=$?
    fit=$(make -s BOARD="$b" PARTS="$parts" B="$dir" size-board 2>&1 | tail -n 1)
    check "$cmd: builds and fits: $fit" '[ $rc -eq 0 ] && [ -s "$dir/lightsout.hex" ]'
    # A self-test build (the m88's, to check a new board's wiring): its
    # pin-level test, built for those parts, on that firmware.
    case " $parts " in *" selftest "*)
        make -s BOARD="$b" PARTS="$parts" B="$dir" "$dir/sim/test_selftest" >/dev/null 2>&1
        res=$("$dir/sim/test_selftest" "$dir/lightsout.elf" 2>&1 | tail -n 1)
        check "$cmd: test_selftest on it: $res" 'echo "$res" | grep -qE "^[1-9][0-9]* passed, 0 failed$"'
    esac
    rm -rf "$dir"
done

finish
