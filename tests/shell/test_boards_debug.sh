#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make debug` brings up simavr's gdb server with avr-gdb attached to the
# ELF with symbols: scripted (batch) gdb stops at main on two boards, sees
# the source line, and simavr is gone when gdb quits. On the DEBUG=1 build
# (-Og, no LTO): `break game_event` by name, a key pressed, the breakpoint
# hits with the key's number, `next` steps game.c line by line and a local
# prints. The m88 has no room for that build: refused, with the reason.
. "$(dirname "$0")/lib/boards_lib.sh"

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# simavr's gdb port is fixed (1234): one debug session on this machine at a time.
exec 9>"${TMPDIR:-/tmp}/lightsout-gdb-1234.lock"; flock 9
# avr-gdb may crash on some DWARF: no core dump left in the tree.
ulimit -c 0

for b in uno promicro; do
    out=$(timeout 60 make -s debug BOARD="$b" \
        GDB_ARGS="-batch -ex 'break main' -ex continue -ex bt" 2>&1); rc=$?
    check "$b: make debug ends when gdb quits" '[ $rc -ne 124 ]'
    check "$b: gdb attached to simavr on :1234" 'echo "$out" | grep -q "connection opened"'
    check "$b: stops at main, with its source line" 'echo "$out" | grep -qE "^Breakpoint 1, main \(\) at [^ ]+\.[ch]:[0-9]+"'
    check "$b: a backtrace from the symbols" 'echo "$out" | grep -qE "^#0 +main \(\)"'
    check "$b: simavr stopped with gdb" 'echo "$out" | grep -q "simavr terminating"'
done

# A key, from gdb: at the entry of input_frame(in, raw, now) the raw keys
# are in r20..r23 (avr-gcc's calling convention); r21 = 0x10 is bit 12,
# the centre cell, for the INPUT_STABLE_FRAMES (3) frames debounce wants.
# The boot animation is skipped (return) to save 0.8 s of slow simulation.
cat >"$tmp/key.gdb" <<'GDB'
set pagination off
set confirm off
define press
  set $r21 = 0x10
  continue
  set $r21 = 0x10
  continue
  set $r21 = 0x10
end
break boot_animation
continue
return
break *input_frame
ignore 2 25
continue
press
break game_event
disable 2
continue
print ev
enable 2
continue
continue
continue
continue
press
disable 2
continue
print ev
next
next
next
next
next
info locals
bt 1
GDB
out=$(timeout 120 nice make -s debug DEBUG=1 BOARD=uno GDB_ARGS="-batch -x $tmp/key.gdb" 2>&1); rc=$?
check "uno DEBUG=1: the session ends (exit $rc)" '[ $rc -ne 124 ]'
check "uno DEBUG=1: break game_event sets a breakpoint by name, in game.c" \
    'echo "$out" | grep -qE "^Breakpoint 3 at 0x[0-9a-f]+: file firmware/game/game\.c"'
hits=$(echo "$out" | grep -cE "^Breakpoint 3, game_event \(g=.*, ev=12 ")
check "uno DEBUG=1: game_event hit for both presses of key 12 ($hits)" '[ "$hits" -eq 2 ]'
prints=$(echo "$out" | grep -cE '^[$][0-9]+ = 12 ')
check "uno DEBUG=1: print ev gives 12, twice ($prints)" '[ "$prints" -eq 2 ]'
# The lines after the second hit: each `next` prints one game.c line number.
steps=$(echo "$out" | sed -n '/^[$]2 = 12 /,$p' | grep -cE "^[0-9]+	")
check "uno DEBUG=1: next steps 5 source lines ($steps)" '[ "$steps" -eq 5 ]'
check "uno DEBUG=1: still in game_event after next" 'echo "$out" | grep -qE "^#0 +game_event \(.*\) at firmware/game/game\.c:[0-9]+"'
check "uno DEBUG=1: a local prints (tone)" 'echo "$out" | grep -qE "^tone = [0-9]+"'
check "uno DEBUG=1: simavr stopped with gdb" 'echo "$out" | grep -q "simavr terminating"'
[ "$fail" -eq 0 ] || echo "$out" | grep -vE "^(Breakpoint 2,|39	)" | tail -n 30

out=$(make -s debug DEBUG=1 BOARD=m88 </dev/null 2>&1); rc=$?
check "m88 DEBUG=1: refused: does not fit, and what to do instead" \
    '[ $rc -ne 0 ] && echo "$out" | grep -q "does not fit" && echo "$out" | grep -q "make debug DEBUG=1 BOARD=uno"'

finish
