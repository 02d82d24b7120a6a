#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The battery figures in the guides are the model's: `make battery` (the
# handheld's current and battery life, tools/battery/battery.c) prints a table,
# and each of its rows must appear as it is in boards/handheld/README.md. A change of the firmware, the model or the
# figures that makes them differ fails here.
. "$(dirname "$0")/lib/boards_lib.sh"
out=$(make -s --no-print-directory battery 2>&1)
check "the model runs and prints its table" '[ "$(printf "%s\n" "$out" | grep -c "^| ")" -eq 5 ]'
while IFS= read -r row; do
    case $row in "| "*) ;; *) continue ;; esac
    for f in boards/handheld/README.md; do
        check "$f quotes: $row" 'grep -qxF -- "$row" "$f"'
    done
done <<<"$out"
# The model's inputs the guides name: the supply check's 2.45 V limit.
check "boards/handheld/board.mk: VCC_MIN_MV 2450" '[ "$(board_var handheld VCC_MIN_MV)" = 2450 ]'
finish
