#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# lo and the tie rule (lo --help, firmware/README.md "Ties"): boards with
# several fewest-press plans print the plan the rule picks, one per kind
# with ties (tests/host/test_rule_ties.c has the model and more boards);
# the help states the rule for every kind. A reversed --par range is
# refused at once as bad input, naming the range, before any deal: with
# a CPU-time limit of 1 s, where 5,000,000 deals would take longer.
. "$(dirname "$0")/lib/boards_lib.sh"
LO=${LO:-build/host/lo}
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT

# name, expected first line, lo solve arguments...
tie() {
    name=$1 want=$2; shift 2
    got=$("$LO" solve "$@" | head -n 1)
    check "tie_$name" '[ "$got" = "$want" ]'
}
tie three_4x4 0122/0020/1102/0000 -r three -s 4 2022/2220/1111/2201
tie three_5x5 00100/20022/02222/20000/20000 -r three 12201/12100/02010/22111/21000
tie three_4x4_torus 0020/0102/1200/0000 -r three -s 4 -w 0012/2011/0210/2110
tie three_5x5_torus 21011/10010/10000/00101/10100 -r three -w 00002/21210/12221/02112/00110
tie off_5x5_torus 0105042 -w 11ad624
tie on_5x5_torus 1080119 -w -r on 0fb1f51

"$LO" --help >"$T/help"
check "help_states_the_tie_rule_for_every_kind" 'grep -q "plain grids give the smallest mask" "$T/help" &&
    grep -q "Merlin, three-state 3x3 and the 4x4 torus under off/on have one plan" "$T/help" &&
    grep -q "first fewest plan of the rule" "$T/help"'

# name, args...: exit 2 within 1 s of CPU, nothing on stdout, one line
# naming the range given and the one allowed.
refused() {
    name=$1 given="--par '$2'" allowed=$3; shift 3
    (ulimit -t 1; exec "$LO" "$@") >"$T/out" 2>"$T/err"; rc=$?
    check "par_refused_at_once_$name" '[ $rc -eq 2 ] && [ ! -s "$T/out" ] &&
        [ "$(wc -l <"$T/err")" -eq 1 ] && grep -qF -- "$given" "$T/err" && grep -qF "$allowed" "$T/err"'
}
refused reversed 9-3 'from 9 to 15' deal --par 9-3
refused reversed_seeded 12-4 'from 12 to 15' deal --seed 7 --par 12-4
refused reversed_three_torus 30-2 'from 30 to' deal --rule three --wrap --par 30-2
refused above_the_3x3_max 12 'from 1 to 9' deal --size 3 --par 12

finish
