#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make debug` brings up simavr's gdb server with avr-gdb attached to the
# ELF with symbols: scripted (batch) gdb stops at main on two boards, sees
# the source line, and simavr is gone when gdb quits.
. "$(dirname "$0")/boards_lib.sh"

for b in uno promicro; do
    out=$(timeout 60 make -s debug BOARD="$b" \
        GDB_ARGS="-batch -ex 'break main' -ex continue -ex bt" 2>&1); rc=$?
    check "$b: make debug ends when gdb quits" '[ $rc -ne 124 ]'
    check "$b: gdb attached to simavr on :1234" 'echo "$out" | grep -q "connection opened"'
    check "$b: stops at main, with its source line" 'echo "$out" | grep -qE "^Breakpoint 1, main \(\) at [^ ]+\.[ch]:[0-9]+"'
    check "$b: a backtrace from the symbols" 'echo "$out" | grep -qE "^#0 +main \(\)"'
    check "$b: simavr stopped with gdb" 'echo "$out" | grep -q "simavr terminating"'
done

finish
