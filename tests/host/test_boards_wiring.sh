#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The checked-in wiring diagrams are current: tools/wiring, run on each
# board.h now, gives byte for byte boards/<x>/wiring.svg; every pin of
# board.h is labelled in it; a board.h missing a signal is refused.
. "$(dirname "$0")/boards_lib.sh"

tool=build/host/wiring
make -s "$tool" >/dev/null || { bad "build $tool"; finish; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

for dir in boards/*/; do
    b=$(basename "$dir")
    "$tool" "boards/$b" >"$tmp/$b.svg" 2>"$tmp/err"; rc=$?
    check "$b: wiring runs" '[ $rc -eq 0 ]'
    check "$b: wiring.svg is current (else run: make wiring)" 'cmp -s "$tmp/$b.svg" "boards/$b/wiring.svg"'
    # Each `#define BOARD_SIG P, n` shows up as a net label "SIG ... (Pn)".
    missing=""
    while read -r sig port bit; do
        grep -qE ">$sig [^<]*\\(P$port$bit\\)<" "$tmp/$b.svg" || missing="$missing $sig"
    done < <(sed -nE 's/^#define BOARD_([A-Z]+[0-9]*) ([A-L]), ([0-7]).*/\1 \2 \3/p' "boards/$b/board.h")
    check "$b: every board.h pin labelled in the diagram${missing:+ (missing:$missing)}" '[ -z "$missing" ]'
    n=$(grep -cE '^#define BOARD_[A-Z]+[0-9]* [A-L], [0-7]' "boards/$b/board.h")
    check "$b: board.h names 17 signal pins" '[ "$n" -eq 17 ]'
done

mkdir -p "$tmp/broken"
grep -v 'BOARD_KEY5' boards/uno/board.h >"$tmp/broken/board.h"
cp boards/uno/board.mk "$tmp/broken/board.mk"
"$tool" "$tmp/broken" >/dev/null 2>"$tmp/err"; rc=$?
check "a board.h without KEY5 is refused with a message" '[ $rc -ne 0 ] && grep -q KEY5 "$tmp/err"'

finish
