#!/bin/sh
# SPDX-License-Identifier: MIT
# lo versus on 1,000 rounds a pairing (the bench prints 10,000): the five
# pairings in the issue's form; equal strengths: the first solver wins
# 35-65 %; the stronger wins at least 75 %; no round past the rule's bound
# (two solves of at most 45 presses); the same seed, the same lines; bad
# options exit 2.
LO=${LO:-$(dirname "$0")/../../build/host/lo}
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok - $1"; }
no() { fail=$((fail + 1)); echo "FAIL - $1"; }
check() { if [ "$2" -eq 0 ]; then ok "$1"; else no "$1"; fi; }

out=$("$LO" versus --games 1000 --seed 7); rc=$?
check "versus_exits_0" $rc
line() { echo "$out" | grep "^$1 vs $2: $1 wins [0-9.]* %, first player wins [0-9.]* %, longest round [0-9]* presses$"; }
field() { echo "$1" | tr -d ',%' | awk -v n="$2" '{ print $n }'; }
for p in "easy easy" "medium medium" "hard hard" "medium easy" "hard medium"; do
    set -- $p
    l=$(line "$1" "$2")
    [ -n "$l" ]
    check "versus_line_${1}_vs_$2" $?
    wins=$(field "$l" 6) first=$(field "$l" 10) longest=$(field "$l" 13)
    if [ "$1" = "$2" ]; then
        awk -v f="$first" 'BEGIN { exit !(f >= 35 && f <= 65) }'
        check "versus_${1}_first_player_35_to_65 ($first %)" $?
    else
        awk -v w="$wins" 'BEGIN { exit !(w >= 75) }'
        check "versus_${1}_beats_${2}_75 ($wins %)" $?
    fi
    [ "$longest" -gt 0 ] && [ "$longest" -le 90 ]
    check "versus_${1}_vs_${2}_round_within_90 ($longest)" $?
done
[ "$("$LO" versus --games 200 --seed 7)" = "$("$LO" versus --games 200 --seed 7)" ]
check "versus_same_seed_same_lines" $?
"$LO" versus --games 0 >/dev/null 2>&1; [ $? -eq 2 ]
check "versus_bad_games_exits_2" $?
"$LO" versus extra >/dev/null 2>&1; [ $? -eq 2 ]
check "versus_extra_argument_exits_2" $?

echo "$pass passed, $fail failed"
