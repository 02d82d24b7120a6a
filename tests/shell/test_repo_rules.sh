#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The tree's own rules (firmware/README.md "Layout"): no tracked file over
# 1 MB and no crash dump; C files at most 300 lines; registers and AVR
# headers only in hal/ (and firmware/main.c); no heap; each firmware layer
# includes only its own headers and those below it.
set -u
cd "$(dirname "$0")/../.."
pass=0 fail=0
check() { if eval "$2"; then echo "ok - $1"; pass=$((pass + 1)); else echo "FAIL - $1"; fail=$((fail + 1)); fi; }

files=$(git ls-files)
big=$(git ls-files -z | xargs -0 stat -c '%s %n' | awk '$1 > 1048576 {print $2}')
check "no tracked file over 1 MB ${big:+($big)}" '[ -z "$big" ]'
dumps=$(echo "$files" | grep -E '(^|/)(core|core\.[0-9]+|vgcore\.[0-9]+)$')
check "no crash dump tracked ${dumps:+($dumps)}" '[ -z "$dumps" ]'
long=$(echo "$files" | grep -E '\.(c|h|S|inc)$' | xargs wc -l | awk '$2 != "total" && $1 > 300 {print $2}')
check "no C file over 300 lines ${long:+($long)}" '[ -z "$long" ]'
regs=$(grep -rlE '\b(PORT|DDR|PIN)[A-L]\b|\bTCCR[0-9]|\bTIMSK|\bEECR\b|\bSREG\b' firmware --include='*.[ch]')
check "no register outside hal/ ${regs:+($regs)}" '[ -z "$regs" ]'
avrinc=$(grep -rl '#include <avr/' firmware --include='*.[ch]' | grep -v '^firmware/main.c$')
check "no AVR header in firmware/ but main.c ${avrinc:+($avrinc)}" '[ -z "$avrinc" ]'
heap=$(grep -rnE '\b(malloc|calloc|realloc|free)\s*\(' firmware hal --include='*.[ch]')
check "no heap in the firmware" '[ -z "$heap" ]'

# A layer's quoted includes: its own headers, those of the layers below,
# the generated tables and the top headers (firmware/*.h).
up() {   # files of layer $1 that include a header of a layer in $2
    local f h hits=""
    for f in $(find "firmware/$1" -name '*.[ch]'); do
        for h in $(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f"); do
            for l in $2; do
                [ -n "$(find "firmware/$l" -maxdepth 2 -name "$h" 2>/dev/null)" ] && hits="$hits $f:$h"
            done
        done
    done
    echo "$hits"
}
s=$(up solver "game app"); check "firmware/solver includes nothing above it ${s:+($s)}" '[ -z "$s" ]'
s=$(up game app); check "firmware/game includes nothing of firmware/app ${s:+($s)}" '[ -z "$s" ]'
s=$(grep -rnE '\bin_(versus|action)\b|GAME_(RANDOM|DESIGN|VERSUS|ACTION)\b' firmware/game |
    grep -vE '^firmware/game/modes/|^[^:]*:[0-9]+:\s*(/?\*)' | cut -d: -f1 | sort -u | tr '\n' ' ')
check "the game asks the mode list (mode_has), not which mode it is ${s:+($s)}" '[ -z "$s" ]'
s=$(grep -rl '#include "hal.h"' firmware/solver firmware/game)
check "the solver and the game do not call the HAL ${s:+($s)}" '[ -z "$s" ]'

# Every relative link of every README resolves: the file (or folder) is
# tracked, and an anchor (#...) names a heading of the file it points into,
# as the heading's GitHub anchor (lower case, punctuation dropped, spaces
# as hyphens).
anchors() { sed -n 's/^#\{1,6\} \(.*\)/\1/p' "$1" | tr 'A-Z' 'a-z' | sed -e 's/[^a-z0-9 _-]//g' -e 's/ /-/g'; }
bad=""
for md in $(echo "$files" | grep -E '(^|/)[^/]*\.md$'); do
    dir=$(dirname "$md")
    for link in $(grep -oE '\]\([^) ]+\)' "$md" | sed -e 's/^](//' -e 's/)$//' | grep -vE '^[a-z]+:'); do
        path=${link%%#*} anchor=""
        case $link in *'#'*) anchor=${link#*#} ;; esac
        target=$md
        if [ -n "$path" ]; then
            target=$(realpath -m --relative-to=. "$dir/$path")
            if ! echo "$files" | grep -qxF -- "$target" && ! echo "$files" | grep -q "^$target/"; then
                bad="$bad $md:$link"; continue
            fi
        fi
        if [ -n "$anchor" ] && { [ -d "$target" ] || ! anchors "$target" | grep -qxF -- "$anchor"; }; then
            bad="$bad $md:$link"
        fi
    done
done
check "every relative link in a README resolves ${bad:+(${bad# })}" '[ -z "$bad" ]'
long=$(wc -l < README.md)
check "the top README is at most 200 lines ($long)" '[ "$long" -le 200 ]'

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
