#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# For every board, `make -n flash` must show one avrdude command naming the
# right part, programmer, port and baud rate (none for USB programmers),
# -D for bootloaders, and the board's own .hex. `make fuses` must refuse
# bootloader boards and write bit-checked fuses on ISP boards.
. "$(dirname "$0")/lib/boards_lib.sh"

# board part programmer baud(- = none) bootloader, as the boards' guides (boards/<name>/README.md) give them.
expect="uno m328p arduino 115200 yes
nano m328p arduino 57600 yes
handheld m328p usbasp - no
promicro m32u4 avr109 57600 yes
mega2560 m2560 wiring 115200 yes
m88 m88pa usbasp - no"

boards=$(ls boards/*/board.mk | cut -d/ -f2 | sort | tr '\n' ' ')
want=$(echo "$expect" | cut -d' ' -f1 | sort | tr '\n' ' ')
check "board list is $want" '[ "$boards" = "$want" ]'

# The avrdude line of `make -n TARGET BOARD=b [VAR=...]`.
# Continued lines (backslash-newline) are joined first.
avrdude_line() {
    make -n "$@" 2>/dev/null | sed -e ':a' -e '/\\$/N; s/\\\n//; ta' |
        grep -E '^avrdude ' | tail -n 1 | tr -s ' '
}
has() { case " $1 " in *" $2 "*) return 0 ;; esac; return 1; }

while read -r b part prog baud boot; do
    cmd=$(avrdude_line flash BOARD="$b" PORT=/dev/ttyTEST0)
    check "$b: one avrdude command" '[ -n "$cmd" ]'
    check "$b: part $part" 'has "$cmd" "-p $part"'
    check "$b: programmer $prog" 'has "$cmd" "-c $prog"'
    check "$b: writes build/$b/lightsout.hex" 'has "$cmd" "-U flash:w:build/$b/lightsout.hex:i"'
    if [ "$baud" = - ]; then
        check "$b: no port, no baud for $prog" '! has "$cmd" "-P" && ! has "$cmd" "-b"'
    else
        check "$b: port and baud $baud" 'has "$cmd" "-P /dev/ttyTEST0" && has "$cmd" "-b $baud"'
    fi
    if [ "$boot" = yes ]; then
        check "$b: bootloader, no chip erase (-D)" 'has "$cmd" "-D"'
        out=$(make fuses BOARD="$b" 2>&1); rc=$?
        check "$b: make fuses refuses a bootloader board" \
            '[ $rc -ne 0 ] && echo "$out" | grep -q "has a bootloader" && ! echo "$out" | grep -q "^avrdude"'
    else
        check "$b: ISP, chip erase allowed" '! has "$cmd" "-D"'
    fi
done <<< "$expect"

cmd=$(avrdude_line flash BOARD=nano NANO_BAUD=115200 PORT=/dev/ttyTEST0)
check "nano: NANO_BAUD=115200 for the new bootloader" 'has "$cmd" "-b 115200"'
cmd=$(avrdude_line flash BOARD=handheld ISP_PROG=stk500v1 PORT=/dev/ttyTEST1 AVRDUDE_BAUD=19200)
check "handheld: Arduino as ISP takes port and baud" \
    'has "$cmd" "-c stk500v1" && has "$cmd" "-P /dev/ttyTEST1" && has "$cmd" "-b 19200"'

# Fuse bytes, decoded bit by bit (a bit is 0 when programmed).
fuse() { echo "$1" | grep -oE "$2:w:0x[0-9A-Fa-f]{2}:m" | grep -oE '0x[0-9A-Fa-f]{2}'; }
for b in handheld m88; do
    cmd=$(avrdude_line fuses BOARD="$b")
    lf=$(fuse "$cmd" lfuse) hf=$(fuse "$cmd" hfuse) ef=$(fuse "$cmd" efuse)
    check "$b: fuses writes lfuse, hfuse, efuse" '[ -n "$lf" ] && [ -n "$hf" ] && [ -n "$ef" ]'
    lf=${lf:-0} hf=${hf:-0} ef=${ef:-0}
    check "$b: CKSEL=0010, internal 8 MHz RC" '[ $((lf & 0x0F)) -eq 2 ]'
    check "$b: CKDIV8 unprogrammed, runs at 8 MHz" '[ $((lf & 0x80)) -ne 0 ]'
    check "$b: CKOUT unprogrammed" '[ $((lf & 0x40)) -ne 0 ]'
    check "$b: SPIEN programmed, ISP stays usable" '[ $((hf & 0x20)) -eq 0 ]'
    check "$b: RSTDISBL and DWEN unprogrammed" '[ $((hf & 0xC0)) -eq $((0xC0)) ]'
    check "$b: WDTON unprogrammed, watchdog under software" '[ $((hf & 0x10)) -ne 0 ]'
    check "$b: slow ISP clock for a new 1 MHz chip" 'has "$cmd" "-B 32"'
done
cmd=$(avrdude_line fuses BOARD=handheld); ef=$(fuse "$cmd" efuse); ef=${ef:-0}
check "handheld: BODLEVEL=110, brown-out at 1.8 V" '[ $((ef & 0x07)) -eq 6 ]'
cmd=$(avrdude_line fuses BOARD=m88); hf=$(fuse "$cmd" hfuse); ef=$(fuse "$cmd" efuse)
check "m88: BODLEVEL=110 in hfuse, brown-out at 1.8 V" '[ $(( ${hf:-0} & 0x07)) -eq 6 ]'
check "m88: BOOTRST unprogrammed, starts at 0" '[ $(( ${ef:-0} & 0x01)) -eq 1 ]'

finish
