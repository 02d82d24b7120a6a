#!/bin/sh
# SPDX-License-Identifier: MIT
# `lo rank M N` reproduces Dave Rusin's table of nullities (the codimension
# of the solvable boards) of the m x n Lights Out press matrix over GF(2),
# m <= n <= 9, and the symmetric n x m entries too. The table is transcribed
# from his 14 Feb 1998 sci.math post
# ("these codimensions are ... when m <= n <= 9"); row m lists n = m..9.
LO=${LO:-$(dirname "$0")/../../build/host/lo}
pass=0 fail=0
table='1: 0 1 0 0 1 0 0 1 0
2: 0 2 0 1 0 2 0 1
3: 0 0 3 0 0 2 0
4: 4 0 0 0 0 4
5: 2 0 4 1 1
6: 0 0 6 0
7: 0 2 0
8: 0 1
9: 8'
check() {  # name, condition result
    if [ "$2" -eq 0 ]; then pass=$((pass + 1)); echo "ok - $1"
    else fail=$((fail + 1)); echo "FAIL - $1"; fi
}
echo "$table" | while IFS=: read -r m rest; do
    n=$m
    for k in $rest; do
        got=$("$LO" rank "$m" "$n")
        want="${m}x${n}: rank $((m * n - k)), nullity $k"
        [ "$got" = "$want" ] || echo "  ${m}x${n}: got '$got', want '$want'"
        got2=$("$LO" rank "$n" "$m" | sed 's/.*nullity //')
        [ "$got2" = "$k" ] || echo "  ${n}x${m}: nullity '$got2', want $k"
        n=$((n + 1))
    done
done >/tmp/rusin.$$ 2>&1
[ ! -s /tmp/rusin.$$ ]; check "rusin_nullity_table_m_le_n_le_9" $?
cat /tmp/rusin.$$; rm -f /tmp/rusin.$$
# The quiet patterns that `lo quiet` prints are as many as the nullity.
[ "$("$LO" quiet 9 9 | grep -c '^quiet pattern')" -eq 8 ]; check "quiet_9x9_has_8_patterns" $?
[ "$("$LO" quiet 16 16 | head -n 1)" = "16x16: rank 248, nullity 8" ]; check "rank_16x16" $?
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
