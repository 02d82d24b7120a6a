#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The checked-in wiring diagrams are current: each board's wiring tool,
# built from its pins, gives byte for byte boards/<x>/wiring.svg; every
# pin it names is labelled in it; a pin file missing a signal is refused.
# A bare chip (BOARD_BARE_CHIP) is drawn whole: DIP pins 1..28 in package
# order, every supply pin on its rail with 100 nF per pair, the RESET
# pull-up, the ISP header by its pin numbers, the battery and its switch.
# The LED resistor lines (wiring --leds) are in the diagram and the guide.
. "$(dirname "$0")/lib/boards_lib.sh"

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
    leds=$("$tool" --leds) nl=0 unlisted=""
    while read -r l; do
        nl=$((nl + 1))
        grep -qF "LED resistors, $l" "$tmp/$b.svg" || unlisted="$unlisted svg"
        grep -qF -- "$l" "boards/$b/README.md" 2>/dev/null || unlisted="$unlisted guide"
    done <<< "$leds"
    check "$b: LED resistor and current for each supply ($nl) in the diagram and the guide${unlisted:+ (missing:$unlisted)}" \
        '[ "$nl" -ge 1 ] && [ -z "$unlisted" ] && echo "$leds" | grep -qE ": [0-9.]+ mA per LED, [0-9]+ mA per row pin"'
    gcc -E -dM -Iboards/"$b" -Iboards boards/"$b"/board.h | grep -q '^#define BOARD_BARE_CHIP 1' || continue
    # Pin numbers of the package as drawn: "number x y", in document order.
    awk 'match($0, /x="[0-9]+" y="[0-9]+"[^>]*class="pin dipn">[0-9]+</) {
             s = substr($0, RSTART, RLENGTH); gsub(/[^0-9 ]/, " ", s); split(s, f, " ")
             print f[3], f[1], f[2] }' "$tmp/$b.svg" >"$tmp/dip"
    order=$(sort -n "$tmp/dip" | awk '
        $1 <= 14 { if (NR > 1 && ($2 != lx || $3 <= ly)) bad = 1; lx = $2; ly = $3 }
        $1 == 15 { rx = $2; ry = $3 + 1; if (rx <= lx) bad = 1 }
        $1 >= 15 { if ($2 != rx || $3 >= ry) bad = 1; ry = $3 }
        { if ($1 != NR) bad = 1 }
        END { print (NR == 28 && !bad) ? "ok" : "bad" }')
    check "$b: DIP pins 1..28 labelled, 1-14 down the left, 15-28 up the right" '[ "$order" = ok ]'
    # The net on a pin: the net label at its height, on its side.
    on_pin() { awk -v n="$1" '
        FNR == NR { if ($1 == n) { y = $3; right = n > 14 }; next }
        index($0, "y=\"" y "\"") && /class="net">/ && ((right && / text-anchor="start"/) || (!right && / text-anchor="end"/)) {
            sub(/.*class="net">/, ""); sub(/<.*/, ""); print; exit }' "$tmp/dip" "$tmp/$b.svg"; }
    check "$b: VCC on pins 7 and 20 (AVCC), GND on 8 and 22, RESET on 1" \
        '[ "$(on_pin 7)$(on_pin 20)$(on_pin 8)$(on_pin 22)$(on_pin 1)" = "VCCVCCGNDGNDRESET" ]'
    check "$b: a 100 nF capacitor per supply pair (2)" '[ "$(grep -c ">100 nF<" "$tmp/$b.svg")" -eq 2 ]'
    check "$b: RESET pulled up through 10 kΩ" 'grep -q ">10 kΩ<" "$tmp/$b.svg"'
    isp=$(grep -oE 'class="note isp">[0-9]<' "$tmp/$b.svg" | grep -oE '[0-9]' | sort | tr -d '\n')
    check "$b: ISP header pins 1..6 numbered" '[ "$isp" = 123456 ]'
    check "$b: ISP header wired to the chip: MISO 18, SCK 19, MOSI 17, RESET 1" \
        'for w in "MISO (pin 18)" "SCK (pin 19)" "MOSI (pin 17)" "RESET (pin 1)"; do grep -qF ">$w<" "$tmp/$b.svg" || exit 1; done'
    check "$b: battery and switch" 'grep -q ">battery, " "$tmp/$b.svg" && grep -q ">switch<" "$tmp/$b.svg"'
done

# A pin file without KEY5: the tool does not build, and the compiler names it.
mkdir -p "$tmp/broken/pins"
grep -v 'BOARD_KEY5' boards/pins/uno.h >"$tmp/broken/pins/uno.h"
cp boards/uno/board.h "$tmp/broken/board.h"
gcc -std=gnu11 -I"$tmp/broken" -Iboards -Ihal -Ifirmware -DWIRING_MCU='"m"' -DWIRING_F_CPU='"1"' \
    -DWIRING_SUPPLY='"5 V"' -DWIRING_OHMS='"1"' -o "$tmp/w" tools/wiring/*.c 2>"$tmp/err"; rc=$?
check "a pin file without KEY5 is refused with a message" '[ $rc -ne 0 ] && grep -q KEY5 "$tmp/err"'

finish
