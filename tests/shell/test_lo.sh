#!/bin/sh
# SPDX-License-Identifier: MIT
# The lo command line: output formats, exit codes, batch mode (also at
# 10^6 lines), deal, level, rank/quiet, short and long options, boards
# written as rows, the variants (--wrap, --rule three), and bad input (one
# line on stderr, exit 2, nothing on stdout, never a crash).
LO=${LO:-$(dirname "$0")/../../build/host/lo}
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok - $1"; }
no() { fail=$((fail + 1)); echo "FAIL - $1"; }
check() { if [ "$2" -eq 0 ]; then ok "$1"; else no "$1"; fi; }

# Runs lo with the arguments; sets $out, $err, $rc.
run() {
    "$LO" "$@" >"$T/out" 2>"$T/err"; rc=$?
    out=$(cat "$T/out"); err=$(cat "$T/err")
}

# The seed board 11001/11100/10001/00111/10011 (bit 5*row+col).
run solve 0x19E44F3
[ $rc -eq 0 ] && [ "$out" = "$(printf '%s\n' 0a1450a \
    '. # . # .' '. . . # .' '# . . . #' '. # . . .' '. # . # .')" ]
check "solve_seed_board_prints_hex_and_grid" $?

run par 19e44f3; [ $rc -eq 0 ] && [ "$out" = 8 ]; check "par_seed_board_is_8" $?

run solve 0x15; [ $rc -eq 1 ] && [ "$out" = unsolvable ] && [ -z "$err" ]
check "solve_unsolvable_top_row_10101_exits_1" $?
run par 15; [ $rc -eq 1 ] && [ "$out" = unsolvable ]; check "par_unsolvable_exits_1" $?

run solve --size 3 --target on 0; [ $rc -eq 0 ] && [ "$(echo "$out" | head -n 1)" = 0001445 ] &&
    [ "$(echo "$out" | wc -l)" -eq 4 ]
check "solve_3x3_lights_on" $?
run solve --target=on 1ffffff; [ $rc -eq 0 ] && [ "$(echo "$out" | head -n 1)" = 0000000 ]
check "solve_target_on_already_lit" $?
run par --size 4 --target on 0; [ $rc -eq 0 ] && [ "$out" = 4 ]; check "par_4x4_lights_on" $?

# Batch: mixed case, 0x prefix, spaces and CRLF; each line as solve says.
printf '0x19E44F3\n15\r\n  1FFFFFF \n0\n' | "$LO" batch >"$T/b" 2>"$T/err"; rc=$?
all=$("$LO" solve 1ffffff | head -n 1)
[ $rc -eq 0 ] && [ "$(cat "$T/b")" = "$(printf '%s\n' '19e44f3 0a1450a' \
    '0000015 unsolvable' "1ffffff $all" '0000000 0000000')" ] && [ "$("$LO" par 1ffffff)" = 15 ]
check "batch_formats_and_agrees_with_solve" $?

# 10^6 boards: every 25-bit board stepping by 33, answers verified by a
# sample against lo solve; must take seconds, not minutes.
awk 'BEGIN { for (i = 0; i < 1000000; i++) printf "%x\n", (i * 33) % 33554432 }' >"$T/big"
start=$(date +%s)
"$LO" batch <"$T/big" >"$T/bigout"; rc=$?
secs=$(( $(date +%s) - start ))
[ $rc -eq 0 ] && [ "$(wc -l <"$T/bigout")" -eq 1000000 ] && [ "$secs" -le 20 ]
check "batch_1e6_lines_in_${secs}s" $?
bad=0
for n in 1 2 77777 500000 999999 1000000; do
    line=$(sed -n "${n}p" "$T/bigout"); b=${line% *}; x=${line#* }
    s=$("$LO" solve "$b" | head -n 1)
    [ "$s" = "$x" ] || { echo "  line $n: batch '$x', solve '$s'"; bad=1; }
done
check "batch_1e6_sample_matches_solve" $bad
[ "$(grep -c unsolvable "$T/bigout")" -gt 700000 ]; check "batch_1e6_three_quarters_unsolvable" $?

# Deal: reproducible with a seed, par in range, solvable, not at target.
run deal --seed 7 --par 12-13; a=$out
run deal --seed 7 --par 12-13; [ "$out" = "$a" ] && [ $rc -eq 0 ]; check "deal_seed_reproducible" $?
bad=0
for s in 1 2 3 4 5 6 7 8 9 10; do
    run deal --seed $s --par 9-11; b=${out% *}; p=${out#* }
    [ $rc -eq 0 ] && [ "$p" -ge 9 ] && [ "$p" -le 11 ] && [ "$b" != 0000000 ] &&
        [ "$("$LO" par "$b")" = "$p" ] || bad=1
    run deal --seed $s --size 4 --target on --par 7; b=${out% *}; p=${out#* }
    [ "$p" = 7 ] && [ "$("$LO" par --size 4 --target on "$b")" = 7 ] && [ "$b" != 007bdef ] || bad=1
done
check "deal_par_range_and_target" $bad

run level 1; [ $rc -eq 0 ] && [ "$(echo "$out" | wc -l)" -eq 6 ] &&
    [ "$("$LO" par "$(echo "$out" | head -n 1 | cut -d' ' -f1)")" = "$(echo "$out" | head -n 1 | cut -d' ' -f2)" ]
check "level_1_board_and_par" $?
run level 100; [ $rc -eq 0 ] && [ "$(echo "$out" | head -n 1 | cut -d' ' -f2)" = 15 ]
check "level_100_par_15" $?

run rank 5 5; [ "$out" = "5x5: rank 23, nullity 2" ]; check "rank_5x5" $?
run quiet 5 5; [ "$(echo "$out" | grep -c '^quiet pattern')" -eq 2 ] &&
    echo "$out" | grep -q '^# . # . #$'
check "quiet_5x5_lists_two_patterns" $?
run --help; [ $rc -eq 0 ] && echo "$out" | grep -q 'lo batch' && echo "$out" | grep -q 'lo quiet'
check "help" $?

# Options: short forms, -- before a board, --help per command.
run solve -s 3 -t on 0; a=$out
run solve --size 3 --target on 0; [ "$out" = "$a" ] && [ $rc -eq 0 ]; check "short_options_match_long" $?
run solve -s 3 -- 1ce7; [ $rc -eq 0 ] && [ "$(echo "$out" | head -n 1)" = "$("$LO" solve -s 3 1ce7 | head -n 1)" ]
check "double_dash_before_board" $?
run solve --help; [ $rc -eq 0 ] && echo "$out" | grep -q '^  lo solve' && ! echo "$out" | grep -q 'lo batch'
check "help_per_command" $?
run deal -h; [ $rc -eq 0 ] && echo "$out" | grep -q '^  lo deal' && ! echo "$out" | grep -q 'lo solve'
check "help_per_command_short" $?

# Boards written as rows, anywhere a board goes.
run solve 11001/11100/10001/00111/10011; [ "$out" = "$("$LO" solve 0x19E44F3)" ] && [ $rc -eq 0 ]
check "row_form_board_solves_as_hex" $?
run par --size 3 111/101/111; [ $rc -eq 0 ] && [ "$out" = "$("$LO" par --size 3 1ca7)" ]
check "row_form_board_3x3" $?
printf '11001/11100/10001/00111/10011\n' | "$LO" batch >"$T/out" 2>"$T/err"
[ "$(cat "$T/out")" = "19e44f3 0a1450a" ]; check "row_form_board_in_batch" $?

# Wrap grids: 5x5 all lit takes 5 presses (one cross per row), 4x4 wrap
# solves every board, a single lit cell on 5x5 wrap has no solution.
run solve --wrap 1ffffff; [ $rc -eq 0 ] && [ "$(echo "$out" | tail -n 5 | grep -o '#' | wc -l)" -eq 5 ]
check "wrap_5x5_all_lit_in_5" $?
run solve --wrap 1; [ $rc -eq 1 ] && [ "$out" = unsolvable ]; check "wrap_5x5_single_cell_unsolvable" $?
awk 'BEGIN { for (i = 0; i < 65536; i += 7) { k = i; s = "";
    for (c = 0; c < 16; c++) { s = s (k % 2) ((c % 4 == 3 && c < 15) ? "/" : ""); k = int(k / 2) }
    print s } }' >"$T/w4"
"$LO" batch -s 4 -w <"$T/w4" >"$T/w4out" 2>"$T/err"; rc=$?
[ $rc -eq 0 ] && [ "$(wc -l <"$T/w4out")" -eq 9363 ] && [ "$(grep -c unsolvable "$T/w4out")" -eq 0 ]
check "wrap_4x4_solves_every_board" $?
run par -s 4 -w -r on 0; [ $rc -eq 0 ] && [ "$out" = "$("$LO" par -s 4 -w 7bdef)" ]
check "wrap_4x4_lights_on_is_all_lit" $?

# Three-state: a dealt board, solved; the par is the sum of the plan.
run deal --rule three --seed 9; b=${out% *}; p=${out#* }
run solve --rule three "$b"; plan=$(echo "$out" | head -n 1)
sum=$(echo "$plan" | fold -w1 | grep '[0-9]' | paste -sd+ | bc)
[ $rc -eq 0 ] && [ "$sum" = "$p" ] && [ "$("$LO" par --rule three "$b")" = "$p" ] &&
    echo "$b" | grep -Eq '^[0-2]{5}(/[0-2]{5}){4}$' && [ "$(echo "$out" | wc -l)" -eq 6 ]
check "three_state_deal_solve_par_agree" $?
run deal --rule three --wrap --seed 4 --par 6-7; b=${out% *}; p=${out#* }
[ $rc -eq 0 ] && [ "$p" -ge 6 ] && [ "$p" -le 7 ] && [ "$("$LO" par -r three -w "$b")" = "$p" ]
check "three_state_wrap_deal_in_range" $?
printf '%s\n' "$b" 00000/00000/00000/00000/00000 | "$LO" batch -r three -w >"$T/out" 2>"$T/err"
[ "$(sed -n 2p "$T/out")" = "00000/00000/00000/00000/00000 00000/00000/00000/00000/00000" ] &&
    [ "$(head -n 1 "$T/out" | cut -d' ' -f2)" = "$("$LO" solve -r three -w "$b" | head -n 1)" ]
check "three_state_batch_agrees_with_solve" $?
run solve --rule three -s 3 222/222/222; [ $rc -eq 0 ] || [ $rc -eq 1 ]; check "three_state_3x3_rows" $?

# Bad input: exit 2, one line on stderr starting "lo: ", nothing on stdout.
bad_input() {  # name, args...
    name=$1; shift
    run "$@"
    if [ $rc -eq 2 ] && [ -z "$out" ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] &&
       printf '%s\n' "$err" | grep -q '^lo: '; then ok "bad_input_$name"
    else no "bad_input_$name (rc $rc, out '$out', err '$err')"; fi
}
bad_input no_command
bad_input unknown_command frobnicate
bad_input not_hex solve 0xZZ
bad_input empty_hex solve 0x
bad_input trailing_garbage solve 12g
bad_input too_many_digits solve 0000000001
bad_input above_bit_24 solve 2000000
bad_input outside_3x3 solve --size 3 0x8
bad_input outside_4x4 solve --size 4 0x10
bad_input missing_board solve
bad_input extra_argument solve 1 2
bad_input unknown_option solve --colour 1
bad_input missing_option_value solve 1 --size
bad_input size_out_of_range solve --size 6 1
bad_input size_not_number solve --size five 1
bad_input bad_target solve --target dim 1
bad_input par_range_reversed deal --par 9-3
bad_input par_above_max deal --par 16
bad_input par_above_max_3x3 deal --size 3 --par 10
bad_input bad_seed deal --seed -4
bad_input rank_zero rank 0 5
bad_input rank_17 rank 5 17
bad_input rank_missing rank 5
bad_input quiet_not_number quiet 5 x
bad_input level_0 level 0
bad_input level_101 level 101
bad_input negative_number par -1
bad_input long_word_not_hex solve zzzzzzzzz
bad_input newline_in_board solve "$(printf '1\nz')"
bad_input newline_in_option solve --size "$(printf '5\n6')" 1
bad_input newline_in_command "$(printf 'so\nlve')"
bad_input row_form_short_row solve 1100/11100/10001/00111/10011
bad_input row_form_rows_3x3 solve --size 3 111/101
bad_input row_form_digit_2 solve 21001/11100/10001/00111/10011
bad_input three_state_hex solve --rule three 19e44f3
bad_input three_state_digit_3 solve --rule three 31200/00000/00000/00000/00000
bad_input wrap_3x3 solve --wrap --size 3 1
bad_input bad_rule solve --rule four 1
bad_input rule_and_target_disagree solve --rule three --target on 00000/00000/00000/00000/00000
bad_input wrap_par_above_max deal --wrap --par 9
bad_input three_par_above_max deal --rule three --size 3 --par 19
bad_input short_option_missing_value solve 1 -s
bad_input unknown_short_option solve -x 1
printf '1\n2\nxyz\n4\n' | "$LO" batch >"$T/out" 2>"$T/err"; rc=$?
[ $rc -eq 2 ] && [ "$(wc -l <"$T/out")" -eq 2 ] && grep -q '^lo: line 3: ' "$T/err"
check "bad_input_batch_line_3" $?
printf '10\n' | "$LO" batch --size 4 >"$T/out" 2>"$T/err"; rc=$?
[ $rc -eq 2 ] && grep -q '^lo: line 1: ' "$T/err"; check "bad_input_batch_outside_grid" $?
head -c 300 /dev/zero | tr '\0' 'a' | "$LO" batch >"$T/out" 2>"$T/err"; rc=$?
[ $rc -eq 2 ]; check "bad_input_batch_long_line" $?

printf '12\0zz\n' | "$LO" batch >"$T/out" 2>"$T/err"; rc=$?
[ $rc -eq 2 ] && [ ! -s "$T/out" ] && [ "$(wc -l <"$T/err")" -eq 1 ] && grep -q '^lo: line 1: .*NUL' "$T/err"
check "bad_input_batch_nul_byte" $?
"$LO" solve "$(printf 'ab\ncd')" 2>"$T/err"; [ "$(wc -l <"$T/err")" -eq 1 ] && grep -q "'ab\\\\ncd'" "$T/err"
check "newline_in_argument_is_escaped" $?
"$LO" solve zzzzzzzzz 2>"$T/err"; grep -q 'not a hex' "$T/err" && ! grep -q 'too many' "$T/err"
check "long_non_hex_word_is_not_hex" $?
"$LO" solve 0000000001 2>"$T/err"; grep -q 'too many digits' "$T/err"; check "long_hex_word_too_many_digits" $?

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
