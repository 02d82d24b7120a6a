#!/bin/sh
# SPDX-License-Identifier: MIT
# lo tutor: one line per press with its phase, ending on the target; the
# top-row fix when only the bottom row is lit; unsolvable exits 1.
LO=${LO:-$(dirname "$0")/../../build/host/lo}
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok - $1"; }
no() { fail=$((fail + 1)); echo "FAIL - $1"; }
check() { if [ "$2" -eq 0 ]; then ok "$1"; else no "$1"; fi; }

out=$("$LO" tutor 0x1100000); rc=$?
[ $rc -eq 0 ] && [ "$(echo "$out" | head -n 2 | cut -d' ' -f2-4 | tr '\n' ,)" = "fix 0 0,fix 0 1," ] &&
    [ "$(echo "$out" | tail -n 2 | head -n 1 | cut -d' ' -f5)" = 0000000 ] &&
    [ "$(echo "$out" | tail -n 1)" = "11 presses, par 11" ] &&
    [ "$(echo "$out" | grep -c ' chase ')" -eq 9 ]
check "tutor_bottom_row_fix_then_chase" $?

out=$("$LO" tutor --size 3 --target on 0x1); rc=$?
[ $rc -eq 0 ] && [ "$(echo "$out" | tail -n 2 | head -n 1 | cut -d' ' -f5)" = 0001ce7 ] &&
    [ "$(echo "$out" | tail -n 1 | cut -d' ' -f1)" -eq "$(echo "$out" | grep -c ' chase \| fix ')" ]
check "tutor_3x3_lights_on_ends_all_lit" $?

out=$("$LO" tutor 0x15); rc=$?
[ $rc -eq 1 ] && [ "$out" = unsolvable ]
check "tutor_unsolvable_exits_1" $?

"$LO" tutor --size 6 0x1 >/dev/null 2>&1; [ $? -eq 2 ]
check "tutor_bad_size_exits_2" $?

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
