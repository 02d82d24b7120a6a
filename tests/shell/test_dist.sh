#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make dist`: one lightsout-<board>-<version>.hex per board in build/dist,
# each the same bytes as that board's build, the handheld's gerber zip,
# BOM and case STL files where KiCad is installed (make pcb's), and a SHA256SUMS that
# `sha256sum -c` accepts (and that catches a changed file). Each board's
# guide shows the avrdude line for its release file: the line `make flash`
# runs, with the release file name; an ISP board's guide, the line
# `make fuses` runs.
. "$(dirname "$0")/lib/boards_lib.sh"

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
out=$(nice make -s dist 2>&1); rc=$?
check "make dist succeeds" '[ $rc -eq 0 ]' || echo "$out" | tail -n 5
v=$(tools/version)
boards=$(ls boards/*/board.mk | cut -d/ -f2)
nb=$(echo "$boards" | wc -w)
np=0
if /usr/bin/python3 -c 'import pcbnew' 2>/dev/null; then
    np=4
    for f in gerbers.zip bom.csv case-shell.stl case-plate.stl; do
        check "the circuit board's $f, as make pcb wrote it" \
            'cmp -s "build/dist/lightsout-handheld-$v-$f" "build/pcb/lightsout-handheld-$f"'
    done
fi
check "one hex per board ($nb), the board files ($np), nothing else" \
    '[ "$(ls build/dist | grep -c "^lightsout-.*\.hex$")" -eq "$nb" ] && [ "$(ls build/dist | wc -l)" -eq $((nb + np + 1)) ]'
for b in $boards; do
    f=build/dist/lightsout-$b-$v.hex
    check "$b: $f is the board's build" '[ -s "$f" ] && cmp -s "$f" "build/$b/lightsout.hex"'
    check "$b: an Intel HEX file ending in its end record" 'head -c1 "$f" | grep -q : && tail -n1 "$f" | grep -q "^:00000001FF"'
    line=$(make -s -n flash BOARD="$b" | grep '^avrdude ' | sed "s|build/$b/lightsout.hex|lightsout-$b-VERSION.hex|")
    check "$b: guide shows: $line" 'grep -qF -- "$line" "boards/$b/README.md"'
    [ "$(board_var "$b" BOOTLOADER)" = no ] || continue
    fuses=$(make -s -n fuses BOARD="$b" | sed -n '/^avrdude/,$p' | tr '\n' ' ' | sed 's/\\ */ /g; s/  */ /g; s/ $//')
    check "$b: guide shows the fuse line: $fuses" '[ -n "$fuses" ] && grep -qxF -- "$fuses" "boards/$b/README.md"'
done
check "SHA256SUMS lists every file" '[ "$(grep -c "  lightsout-" build/dist/SHA256SUMS)" -eq $((nb + np)) ]'
check "sha256sum -c SHA256SUMS passes" '(cd build/dist && sha256sum -c --quiet SHA256SUMS)'
cp build/dist/* "$tmp/" && sed -i '2s/^:10/:1F/' "$tmp/lightsout-uno-$v.hex"
check "a changed file fails sha256sum -c" '! (cd "$tmp" && sha256sum -c --quiet SHA256SUMS >/dev/null 2>&1)'
check "make help lists make dist" 'make -s help | grep "^make dist " >/dev/null'

finish
