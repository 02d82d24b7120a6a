#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The build is quiet (Makefile, "Quiet by default"): one short line a step,
# the full command with V=1, nothing with -s, and a compiler's warning or
# error in full whatever the level.
set -u
cd "$(dirname "$0")/../.."
pass=0 fail=0
check() { if eval "$2"; then echo "ok - $1"; pass=$((pass + 1)); else echo "FAIL - $1"; fail=$((fail + 1)); fi; }

obj=build/uno/obj/firmware/game/font.o
make -s "$obj" >/dev/null 2>&1; rm -f "$obj"
out=$(make "$obj" 2>&1)
check "a compile prints one line: '$out'" '[ "$(printf "%s\n" "$out" | wc -l)" -eq 1 ] && [ "$out" = "  CC      $obj" ]'
rm -f "$obj"; out=$(make V=1 "$obj" 2>&1)
rm -f "$obj"; out2=$(make -s "$obj" 2>&1)
check "make -s prints nothing" '[ -z "$out2" ]'
check "V=1 prints the command in full" 'printf "%s\n" "$out" | grep -q "^avr-gcc .*-c firmware/game/font.c -o $obj"'

# A warning shows in full, and so does an error, with its file and line.
tmp=build/quiet-test; mkdir -p $tmp
printf 'int f(int a) { int b; return a; }\n' > $tmp/w.c
out=$(make -s "build/host/obj/$tmp/w.o" 2>&1)
check "a warning prints in full" 'printf "%s\n" "$out" | grep -q "w.c:1:.*warning: unused variable"'
printf 'int f(void) { return nope; }\n' > $tmp/e.c
out=$(make -s "build/host/obj/$tmp/e.o" 2>&1)
check "an error prints in full and fails" 'printf "%s\n" "$out" | grep -q "e.c:1:.*error:.*nope"'
rm -rf $tmp build/host/obj/$tmp

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
