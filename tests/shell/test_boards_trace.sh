#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make trace` on every board whose firmware fits: the VCD names the 18
# signals and, read back sample by sample, shows the hardware contract:
# rows strobe at >= 200 frames/s, at most one row selected, LED columns
# high only while a row is selected, a key column low only while the
# script holds a key at (selected row, that column), every key column and
# the buzzer in use. A board whose pins the rig does not model fails here.
# Beside it, trace.gtkw: each VCD signal once, in groups (rows, LED
# columns, key columns, buzzer), key columns alone shown inverted.
. "$(dirname "$0")/lib/boards_lib.sh"

boards=${TRACE_BOARDS:-$(ls boards/*/board.mk | cut -d/ -f2)}
for b in $boards; do
    vcd=build/$b/trace.vcd
    rm -f "$vcd"
    out=$(make -s trace BOARD="$b" 2>&1); rc=$?
    if [ $rc -ne 0 ] && echo "$out" | grep -q "does not fit"; then
        echo "# $b: firmware does not fit (test_boards_build reports it); no trace"
        continue
    fi
    check "$b: make trace writes $vcd" '[ $rc -eq 0 ] && [ -s "$vcd" ]'
    [ -s "$vcd" ] || continue
    gtkw=build/$b/trace.gtkw
    check "$b: make trace names the command that opens both" \
        'echo "$out" | grep -qxF "view it: gtkwave $vcd $gtkw"'
    # "signal flag group" per signal of the save file, then each VCD signal
    # not in it; the flag's bit 0x40 is GTKWave's invert.
    gres=$(awk '
        function hex(s,  v, i) { v = 0; for (i = 1; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", tolower(substr(s, i, 1))) - 1; return v }
        function bit(v, k) { return int(v / 2 ^ k) % 2 }
        FNR == NR { if ($1 == "$var") vcd["logic." $5 ($3 > 1 ? "[" $3 - 1 ":0]" : "")] = 1; next }
        /^@/ { flag = hex(substr($0, 2)); next }
        /^-/ { if (bit(flag, 23)) { group = substr($0, 2); open++ } else if (bit(flag, 24)) { group = ""; closed++ }; next }
        /^logic\./ { n[$0]++; split(group, w, " ")
            print $0, (bit(flag, 6) ? "inv" : "plain"), w[1] (w[2] == "columns" ? "_columns" : ""); next }
        END { for (s in vcd) if (n[s] != 1) print s, "count", n[s] + 0; print "groups", open, closed }
    ' "$vcd" "$gtkw" 2>/dev/null)
    check "$b: $gtkw lists each of the 18 VCD signals once" \
        '[ "$(echo "$gres" | grep -c "^logic\.")" -eq 18 ] && ! echo "$gres" | grep -q " count "'
    check "$b: 5 groups, each closed" 'echo "$gres" | grep -qx "groups 5 5"'
    check "$b: rows, LED columns, key columns, buzzer in their groups" \
        '[ "$(echo "$gres" | grep -cE "^logic\.row[0-4] plain rows$")" -eq 5 ] &&
         [ "$(echo "$gres" | grep -cE "^logic\.led[0-4] plain LED_columns$")" -eq 5 ] &&
         [ "$(echo "$gres" | grep -cE "^logic\.key([0-4]|5_fn) inv key_columns$")" -eq 6 ] &&
         echo "$gres" | grep -qx "logic.buzzer plain buzzer"'
    check "$b: only the key columns inverted (pressed = 1)" '[ "$(echo "$gres" | grep -c " inv ")" -eq 6 ]'
    n=$(grep -cE '^\$var wire (1|32) .+ (row[0-4]|led[0-4]|key[0-4]|key5_fn|buzzer|keys_held) \$end' "$vcd")
    check "$b: 18 signals declared" '[ "$n" -eq 18 ]'
    # One line of counts and violations from the samples.
    res=$(awk '
        function bin(s,  v, i) { v = 0; for (i = 2; i <= length(s); i++) v = v * 2 + (substr(s, i, 1) == "1"); return v }
        function bit(v, k) { return int(v / 2 ^ k) % 2 }
        function judge(  r, c, sel, nsel, k) {
            nsel = 0; sel = -1
            for (r = 0; r < 5; r++) if (val["row" r] == 1) { nsel++; sel = r }
            if (nsel > 1) multi++
            for (c = 0; c < 5; c++) if (val["led" c] == 1 && nsel == 0) ledoff++
            for (c = 0; c < 6; c++) {
                if (val[c < 5 ? "key" c : "key5_fn"] != 0 || !(c in seen)) continue
                k = (c < 5) ? 5 * sel + c : 25 + sel
                if (nsel != 1 || (c == 5 && sel > 3) || !bit(held, k)) phantom++
            }
        }
        /^\$var/ { name[$4] = $5; next }
        /^\$enddefinitions/ { body = 1; next }
        !body { next }
        /^#/ { judge(); t = substr($0, 2) + 0; next }
        /^[01x]/ {
            id = substr($0, 2); s = name[id]; v = substr($0, 1, 1)
            if (v == "x") next
            v += 0
            if (s ~ /^key/) seen[s == "key5_fn" ? 5 : substr(s, 4) + 0] = 1
            if (s == "row0" && v == 1 && val[s] != 1) frames++
            if (val[s] != v) edges[s]++
            val[s] = v; next
        }
        /^b/ { if (name[$2] == "keys_held" && $1 !~ /x/) held = bin($1); next }
        END {
            judge(); secs = t * 1e-8; low = 0
            for (c = 0; c < 5; c++) if (edges["key" c] >= 2) low++
            if (edges["key5_fn"] >= 2) low++
            printf "%d %d %d %d %d %d %.0f\n", multi, ledoff, phantom, low, edges["buzzer"], frames, (secs > 0 ? frames / secs : 0)
        }' "$vcd")
    read -r multi ledoff phantom low buzz frames hz <<< "$res"
    check "$b: rows strobe at >= 200 frames/s ($hz)" '[ "${hz:-0}" -ge 200 ]'
    check "$b: never two rows selected at once" '[ "$multi" -eq 0 ]'
    check "$b: no LED column high without a selected row" '[ "$ledoff" -eq 0 ]'
    check "$b: key columns low only under a held key on the selected row" '[ "$phantom" -eq 0 ]'
    check "$b: all 6 key columns pulled low by the scenario ($low)" '[ "$low" -eq 6 ]'
    check "$b: the buzzer sounds ($buzz edges)" '[ "$buzz" -ge 20 ]'
done

finish
