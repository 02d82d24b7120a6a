#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The battery figures in the guides are the model's: `make battery` (the
# handheld's current and battery life, tools/battery/battery.c) prints a table,
# and each of its rows must appear as it is in boards/handheld/README.md and
# in every other README that quotes the table. A change of the firmware, the
# model or the figures that makes them differ fails here. The design's
# figures: at least 90 % of the cells' energy usable, the LEDs within 20 %
# over that range, no pin over its 20 mA.
. "$(dirname "$0")/lib/boards_lib.sh"
out=$(make -s --no-print-directory battery 2>&1)
check "the model runs and prints its table" '[ "$(printf "%s\n" "$out" | grep -c "^| ")" -eq 5 ]'
quoting=$(grep -rl --include=README.md -e "^| brightness | LED on-time |" . | grep -v "^./build/" | sort)
check "boards/handheld/README.md quotes the table" 'printf "%s\n" "$quoting" | grep -qx ./boards/handheld/README.md'
while IFS= read -r row; do
    case $row in "| "*) ;; *) continue ;; esac
    for f in $quoting; do
        check "$f quotes: $row" 'grep -qxF -- "$row" "$f"'
    done
done <<<"$out"
used=$(printf "%s\n" "$out" | sed -n "s/^usable energy: \([0-9]*\) % of the cells'.*/\1/p")
check "usable energy: ${used:-?} % of the cells', at least 90" '[ -n "$used" ] && [ "$used" -ge 90 ]'
spread=$(printf "%s\n" "$out" | sed -n "s/^LED current: .*, within \([0-9]*\) %$/\1/p")
check "the LED current within ${spread:-?} % over the supply's range, at most 20" '[ -n "$spread" ] && [ "$spread" -le 20 ]'
pins=$(printf "%s\n" "$out" | sed -n "s/^row pin: \([0-9.]*\) mA .*column pin: \([0-9.]*\) mA.*/\1 \2/p")
check "row and column pins under 20 mA (${pins:-?})" '[ -n "$pins" ] && awk "{ exit !(\$1 < 20 && \$2 < 20) }" <<<"$pins"'
# The model's inputs the guides name: the supply check stops at 4.60 V.
check "boards/handheld/board.mk: VCC_MIN_MV 4600" '[ "$(board_var handheld VCC_MIN_MV)" = 4600 ]'
finish
