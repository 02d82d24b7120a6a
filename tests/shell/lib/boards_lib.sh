# SPDX-License-Identifier: MIT
# Sourced by tests/shell/test_*.sh: runs from the top of the tree,
# counts "ok - x" / "FAIL - x" lines, and ends with the "N passed,
# M failed" line that tests/run sums.
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
pass=0 fail=0
ok() { echo "ok - $1"; pass=$((pass + 1)); }
bad() { echo "FAIL - $1"; fail=$((fail + 1)); }
# check NAME 'SHELL TEST': ok if the test (evaluated here) succeeds.
check() { if eval "$2"; then ok "$1"; else bad "$1"; fi; }
# board_var BOARD VAR: a board's make variable, as the Makefile sees it
# (board.mk and what it includes).
board_var() { make -s --no-print-directory BOARD="$1" --eval "board-var: ; @echo \$($2)" board-var; }
# The closing line; its status, last in a script, fails the script on any failure.
finish() { echo "$pass passed, $fail failed"; [ "$fail" -eq 0 ]; }
