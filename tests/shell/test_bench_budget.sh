#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The benchmarks' budgets can fail: bench_device (the quickest) exits 0
# within its budgets, and non-zero with one budget set one below its
# measured figure (BENCH_BUDGET, tests/bench/lib/measure.h).
set -u
cd "$(dirname "$0")/../.."
pass=0 fail=0
check() { if eval "$2"; then echo "ok - $1"; pass=$((pass + 1)); else echo "FAIL - $1"; fail=$((fail + 1)); fi; }

make -s --no-print-directory build/uno/lightsout.elf build/uno/bench/bench_device >/dev/null 2>&1
bench=build/uno/bench/bench_device
out=$("$bench" 2>&1); rc=$?
check "bench_device within its budgets exits 0 (exit $rc)" '[ $rc -eq 0 ] && echo "$out" | grep -q "^bench_device: 0 over budget$"'
flash=$(echo "$out" | sed -n 's/^ *\[flash: \([0-9]*\), budget.*/\1/p')
check "bench_device reports its flash figure ($flash B)" '[ -n "$flash" ] && [ "$flash" -gt 0 ]'
out=$(BENCH_BUDGET="flash=$((flash - 1))" "$bench" 2>&1); rc=$?
check "with the flash budget one below the figure it exits non-zero (exit $rc)" '[ $rc -ne 0 ]'
check "... and says which figure is over" 'echo "$out" | grep -q "\[flash: $flash, budget <= $((flash - 1)): OVER BUDGET\]"'
out=$(BENCH_BUDGET="flash=$flash" "$bench" 2>&1); rc=$?
check "with the budget equal to the figure it passes (exit $rc)" '[ $rc -eq 0 ]'

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
