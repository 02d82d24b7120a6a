#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The checked-in wiring diagrams are current: each board's wiring tool,
# built from its pins, gives byte for byte boards/<x>/wiring.svg; every
# pin it names is labelled in it; a pin file missing a signal is refused.
. "$(dirname "$0")/boards_lib.sh"

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

for mk in boards/*/board.mk; do
    b=$(basename "$(dirname "$mk")")
    tool=build/$b/wiring
    make -s BOARD="$b" "$tool" >/dev/null 2>&1 || { bad "$b: build $tool"; continue; }
    "$tool" >"$tmp/$b.svg" 2>"$tmp/err"; rc=$?
    check "$b: wiring runs" '[ $rc -eq 0 ]'
    check "$b: wiring.svg is current (else run: make wiring)" 'cmp -s "$tmp/$b.svg" "boards/$b/wiring.svg"'
    # Each pin shows up as a net label "SIG ... (Pn)".
    missing="" n=0
    while read -r sig port bit; do
        n=$((n + 1))
        grep -qE ">$sig [^<]*\\(P$port$bit\\)<" "$tmp/$b.svg" || missing="$missing $sig"
    done < <("$tool" --pins)
    check "$b: every pin labelled in the diagram${missing:+ (missing:$missing)}" '[ -z "$missing" ]'
    check "$b: the board names 17 signal pins" '[ "$n" -eq 17 ]'
done

# A pin file without KEY5: the tool does not build, and the compiler names it.
mkdir -p "$tmp/broken/pins"
grep -v 'BOARD_KEY5' boards/pins/uno.h >"$tmp/broken/pins/uno.h"
cp boards/uno/board.h "$tmp/broken/board.h"
gcc -std=gnu11 -I"$tmp/broken" -Iboards -Ihal -Ifirmware -DWIRING_MCU='"m"' -DWIRING_F_CPU='"1"' \
    -DWIRING_SUPPLY='"5 V"' -DWIRING_OHMS='"1"' -o "$tmp/w" tools/wiring*.c 2>"$tmp/err"; rc=$?
check "a pin file without KEY5 is refused with a message" '[ $rc -ne 0 ] && grep -q KEY5 "$tmp/err"'

finish
