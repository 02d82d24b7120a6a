#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The terminal player as users run it, on the real firmware ELF: scripted
# mode (LED images compared with the Lights Out rules), script errors, and
# the interactive mode in a detached tmux terminal (draw, keystroke, quit).
set -u
cd "$(dirname "$0")/../.."
BUILT_P=build/${BOARD:-uno}/player
BUILT=build/${BOARD:-uno}/lightsout.elf
N1=$((0x15A82B5)) N2=$((0x0EAEEAE))
BOOT="1200 undo"   # start-up animation, then UNDO skips the intro
pass=0 fail=0
tmp=$(mktemp -d)
sock="player-test-$$"   # a private tmux server per interactive run
cleanup() { tmux -L "$sock" kill-server 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT

check() {  # name, then a command that succeeds when the check holds
    local name=$1; shift
    if "$@"; then pass=$((pass + 1)); echo "ok - $name"
    else fail=$((fail + 1)); echo "FAIL - $name"; fi
}

# Image of a script as one 25-char line (row 0 first), or "rc=N".
img() {
    local out rc
    out=$("$P" "$ELF" --script "$1" 2>/dev/null); rc=$?
    if [ $rc -ne 0 ]; then echo "rc=$rc"; return; fi
    printf '%s' "$out" | tr -d '\n'
}
# Mask of the cells of a 25-char image shown as character $2.
mask() {
    local s=$1 ch=$2 m=0 i
    for ((i = 0; i < 25; i++)); do [ "${s:i:1}" = "$ch" ] && m=$((m | 1 << i)); done
    echo $m
}
popcount() { local v=$1 n=0; while ((v)); do n=$((n + (v & 1))); v=$((v >> 1)); done; echo $n; }
cross() {  # cell -> mask of the cell and its orthogonal neighbours
    local c=$1 r=$(($1 / 5)) k=$(($1 % 5)) m=$((1 << $1))
    ((r > 0)) && m=$((m | 1 << (c - 5))); ((r < 4)) && m=$((m | 1 << (c + 5)))
    ((k > 0)) && m=$((m | 1 << (c - 1))); ((k < 4)) && m=$((m | 1 << (c + 1)))
    echo $m
}
letter() { local l=abcdefghijklmnopqrstuvwxy; echo "${l:$1:1}"; }

# A private copy: the shared build may relink the ELF during the run.
ELF=$tmp/lightsout.elf P=$tmp/player
for try in 1 2 3 4 5; do
    cp "$BUILT" "$ELF" 2>/dev/null && cp "$BUILT_P" "$P" 2>/dev/null &&
        "$P" "$ELF" --script 1 >/dev/null 2>&1 && break
    rm -f "$ELF" "$P"; sleep 1
done
if [ ! -x "$P" ] || [ ! -f "$ELF" ]; then
    echo "FAIL - $BUILT_P and $BUILT must be built first (make tools $BUILT)"
    echo "0 passed, 1 failed"; exit 1
fi

# ---- scripted mode ---------------------------------------------------------
raw=$("$P" "$ELF" --script "$BOOT" 2>/dev/null)
check "image: five lines of five '#', '.' or '*'" \
    test "$(printf '%s\n' "$raw" | grep -cE '^[#.*]{5}$')" = 5 -a "$(printf '%s\n' "$raw" | wc -l)" = 5
I0=$(img "$BOOT"); L0=$(mask "$I0" '#')
solvable() { (( $(popcount $((L0 & N1))) % 2 == 0 && $(popcount $((L0 & N2))) % 2 == 0 )); }
check "boot: a steady, non-empty, solvable board" \
    eval '[ "$(mask "$I0" "*")" = 0 ] && [ "$L0" != 0 ] && solvable'
check "the same script gives the same image (ELF also by --elf)" \
    test "$("$P" --elf "$ELF" --script "$BOOT" 2>/dev/null | tr -d '\n')" = "$I0"

bad=""
for ((c = 0; c < 25; c++)); do
    got=$(mask "$(img "$BOOT $(letter $c)")" '#')
    [ "$got" = $((L0 ^ $(cross $c))) ] || bad="$bad $(letter $c)"
done
[ -n "$bad" ] && echo "  cells whose press did not toggle their cross:$bad"
check "each of the 25 grid keys toggles exactly its cross" test -z "$bad"

LM=$((L0 ^ $(cross 12)))
check "a key held 2 s (m:2000) is one move" test "$(mask "$(img "$BOOT m:2000")" '#')" = $LM
check "+m ... -m holds and releases a key" test "$(mask "$(img "$BOOT +m 300 -m 100")" '#')" = $LM
check "three rectangle corners (+a +b +f) are no move" \
    test "$(img "$BOOT +a +b +f 300 -a -b -f 100")" = "$I0"
check "undo takes back the last move only" \
    eval '[ "$(img "$BOOT m undo")" = "$I0" ] && [ "$(mask "$(img "$BOOT m a undo")" "#")" = $LM ]'

H1=$(img "$BOOT hint"); H2=$(img "$BOOT hint hint")
B1=$(mask "$H1" '*') B2=$(mask "$H2" '*')
plan=0
for ((c = 0; c < 25; c++)); do (( B2 >> c & 1 )) && plan=$((plan ^ $(cross $c))); done
check "hint blinks one cell, the rest of the board unchanged" \
    eval '[ "$(popcount $B1)" = 1 ] && [ $(( $(mask "$H1" "#") | B1 )) = $((L0 | B1)) ]'
check "second hint blinks a plan that solves the board, holding the first cell" \
    eval '[ "$B2" != 0 ] && [ $plan = "$L0" ] && [ $((B1 & B2)) = "$B1" ]'
check "START held 2.5 s (power) darkens every LED" test "$(img "$BOOT power 500")" = "........................."
check "a key wakes it on the same board" test "$(img "$BOOT power 500 undo 1500")" = "$I0"

"$P" "$ELF" --eeprom "$tmp/ee" --script "$BOOT m 1000" >/dev/null 2>&1
check "--eeprom: the next run resumes the game a script left" \
    test "$("$P" "$ELF" --eeprom "$tmp/ee" --script 1200 2>/dev/null | tr -d '\n')" = "$(img "$BOOT m")"
check "without --eeprom a script starts from a blank EEPROM" test "$(img "$BOOT")" = "$I0"

check "commas, newlines, comments, s and ms units" \
    test "$(img "$(printf '1.2s,undo # skip the intro\nm, 10ms')")" = "$(img "$BOOT m 10")"
printf '%s\n' "$BOOT" m >"$tmp/script"
check "script from @FILE and from stdin (-)" \
    eval '[ "$("$P" "$ELF" --script @"$tmp/script" | tr -d "\n")" = "$(img "$BOOT m")" ] &&
          [ "$("$P" "$ELF" --script - <"$tmp/script" | tr -d "\n")" = "$(img "$BOOT m")" ]'

bad=""
for w in foo z +zz -q5 m: m:x 12x -5 a:1h '1e9' power:3; do
    out=$("$P" "$ELF" --script "$BOOT $w" 2>"$tmp/err"); rc=$?
    if [ $rc -ne 2 ] || [ -n "$out" ] || ! grep -qF "'$w'" "$tmp/err"; then bad="$bad [$w rc=$rc]"; fi
done
[ -n "$bad" ] && echo "  accepted or unclear:$bad"
check "bad script words: exit 2, the word named, no image" test -z "$bad"
"$P" "$ELF" --script @"$tmp/none" >/dev/null 2>"$tmp/err"; rc=$?
check "unreadable script file: exit 2 with a message" eval '[ $rc = 2 ] && [ -s "$tmp/err" ]'

# Three-state: dim cells print '+', bright '#', as the log's planes say.
out=$("$P" "$ELF" --script "$BOOT mode b h mode 2500 undo" --log 2>/dev/null)
pl=$(echo "$out" | grep '^puzzle level 0 board .* bright ' | tail -n 1)
if [ -n "$pl" ]; then
    im=$(echo "$out" | head -5 | tr -d '\n')
    dim=$((0x$(echo "$pl" | awk '{ print $5 }'))) bright=$((0x$(echo "$pl" | awk '{ print $7 }')))
    check "three-state: '+' marks the dim cells, '#' the bright ones (the log's planes)" \
        eval '[ "$(mask "$im" +)" = $dim ] && [ "$(mask "$im" "#")" = $bright ]'
fi

# ---- tones (--tones: one line per steady tone) ------------------------------
near() {  # got want: within 3 %
    awk -v g="$1" -v w="$2" 'BEGIN { exit !(g > w * 0.97 && g < w * 1.03) }'
}
tones() { "$P" "$ELF" --script "$1" --tones 2>/dev/null | awk '/^tone / { print $2, $4 }'; }
buzz=$(tones "$BOOT undo 300")
check "--tones: UNDO with nothing to undo buzzes 200 Hz for 250 ms" \
    eval '[ "$(printf "%s\n" "$buzz" | wc -l)" = 1 ] && near "${buzz% *}" 200 && near "${buzz#* }" 246'
buzz=$(tones "$BOOT mode c mode 500 start 300" | tail -1)
check "--tones: START on an empty Design is refused with the 200 Hz buzz" \
    eval 'near "${buzz% *}" 200 && near "${buzz#* }" 246'
LO=build/host/lo
if [ -x "$LO" ]; then
    plan=$((0x$("$LO" solve "$("$LO" level 1 | awk 'NR == 1 { print $1 }')" | head -1)))
    keys=""
    for ((c = 0; c < 25; c++)); do (( plan >> c & 1 )) && keys="$keys $(letter $c)"; done
    won=$(tones "$BOOT $keys 1000")
    printf '%s\n' "$won" | awk -v want="4000 4000 1047 1319 1568 2093" '
        BEGIN { n = split(want, w, " ") }
        { i++; if (!(i <= n && $1 > w[i] * 0.97 && $1 < w[i] * 1.03)) bad = 1
          if (w[i] != 4000 && ($2 < 70 || $2 > 85)) bad = 1 }   # notes of 80 ms
        END { exit bad || i != n }'; ok=$?
    [ $ok = 0 ] || echo "  heard (Hz ms):" $won
    check "--tones: a perfect solve of level 1 clicks 4 kHz, then chirps C6 E6 G6 C7" test $ok = 0
fi

log=$("$P" "$ELF" --script "$BOOT m" --log 2>/dev/null | sed -n '6,$p')
if make -s --no-print-directory parts | grep -qw log; then
    lm=$(echo "$log" | grep '^move ' | tail -n 1)
    check "--log: the serial log follows the image, its move line naming m and the board lit" \
        test "$lm" = "move 2 2 board $(printf '%07x' $(( $(mask "$(img "$BOOT m")" '#') ))) moves 1"
else
    check "--log: no serial log on a board without one (its parts: no log)" test -z "$log"
fi

# --hold KEY[:MS]: a key down from power-on. HINT: the self-test's lamp
# step, each LED alone from cell 0 (150 ms each), not the start-up show.
h0=$("$P" "$ELF" --hold hint:100 --script 1 --window 20 2>/dev/null | tr -d '\n')
h1=$("$P" "$ELF" --hold hint:100 --script 150 --window 20 2>/dev/null | tr -d '\n')
check "--hold hint: power-on with HINT held enters the self-test (cell 0 alone, then cell 1)" \
    eval '[ "$(mask "$h0" "#")" = 1 ] && [ "$(mask "$h1" "#")" = 2 ]'
check "--hold hint (1 s by default) is the script +hint 1000 -hint" \
    test "$("$P" "$ELF" --hold hint --script 200 2>/dev/null)" = "$("$P" "$ELF" --script "+hint 1000 -hint 200" 2>/dev/null)"
"$P" "$ELF" --hold hint:x --script 1 >/dev/null 2>"$tmp/err"; rc1=$?
"$P" "$ELF" --hold zz --script 1 >/dev/null 2>"$tmp/err2"; rc2=$?
check "a bad --hold: exit 2, the word named" \
    eval '[ "$rc1:$rc2" = 2:2 ] && grep -qF "hint:x" "$tmp/err" && grep -qF "zz" "$tmp/err2"'
check "make run ARGS='...' passes the options to the player" \
    eval 'make -s -n run ARGS="--hold hint --no-save" 2>/dev/null | grep -q "player .*lightsout.elf --hold hint --no-save\$"'

"$P" "$ELF" --bogus >/dev/null 2>&1; rc1=$?
"$P" "$ELF" --script 1 --window 5 >/dev/null 2>&1; rc2=$?
check "bad options: exit 2" test "$rc1:$rc2" = "2:2"
"$P" "$tmp/none.elf" --script 1 >/dev/null 2>"$tmp/err"; rc=$?
check "missing ELF: exit 1 with a message" eval '[ $rc = 1 ] && [ -s "$tmp/err" ]'
"$P" "$ELF" --no-save </dev/null >/dev/null 2>"$tmp/err"; rc=$?
check "interactive mode without a terminal: exit 2 with a message" \
    eval '[ $rc = 2 ] && grep -q terminal "$tmp/err"'

# ---- interactive mode in tmux ------------------------------------------------
T() { tmux -L "$sock" "$@" 2>/dev/null; }
grid() {  # the LED grid on screen as 25 chars
    T capture-pane -p -t play | awk '/^   [#.*][#.*] [#.*][#.*] [#.*][#.*] [#.*][#.*] [#.*][#.*]    [a-zA-Z] / {
        for (i = 0; i < 5; i++) printf "%s", substr($0, 4 + 3 * i, 1) }'
}
wait_for() {  # until "$@" succeeds, up to 5 s
    local i; for ((i = 0; i < 50; i++)); do "$@" && return 0; sleep 0.1; done; return 1
}
screen_has() { T capture-pane -p -t play | grep -q "$1"; }
steady() { local a; a=$(grid); sleep 0.3; [ ${#a} = 25 ] && [ "$(grid)" = "$a" ]; }
changed_from() { local g; g=$(grid); [ ${#g} = 25 ] && [ "$g" != "$1" ]; }

one_star() { local g; g=$(grid); [ "$(mask "$g" '*')" != 0 ] && [ "$(popcount "$(mask "$g" '*')")" = 1 ] &&
    sleep 0.3 && [ "$(grid)" = "$g" ]; }
no_star() { local g; g=$(grid); [ ${#g} = 25 ] && [ "$(mask "$g" '*')" = 0 ]; }
more_interactive() {  # after the intro is skipped, on board G0
    T send-keys -t play 3
    check "interactive: UNDO with nothing to undo shows the 200 Hz buzz" \
        wait_for screen_has 'buzzer: \(199\|20[01]\) Hz'
    T send-keys -t play 2
    check "interactive: HINT marks its cell with '*' (one cell, steadily)" wait_for one_star
    local g
    T send-keys -t play m; sleep 0.04; T send-keys -t play m   # while m is down
    sleep 1; wait_for no_star; wait_for steady; g=$(grid)
    check "interactive: m typed again while down is a second press (the board is back)" \
        test "$(mask "$g" '#')" = "$(mask "$G0" '#')"
}
labels_on() { screen_has 'MENU: each row is a setting' && screen_has 'row 0 game *\[Classic\]' &&
    screen_has 'row 2 grid .*\[5x5\]' && screen_has 'row 3 sound, brightness *sound off *\[sound on\] .*\[bright high\]' &&
    screen_has 'row 4 .*\[level select\]'; }
labels_interactive() {  # on board G1, in play
    local ok=1
    T send-keys -t play 1; wait_for labels_on || ok=0
    T send-keys -t play 1; wait_for eval '! screen_has MENU:' || ok=0
    wait_for steady; [ "$(grid)" = "$G1" ] || ok=0
    check "interactive: MODE shows the menu's labels, MODE again the game without them" test $ok = 1
    ok=1
    T send-keys -t play 1; wait_for labels_on || ok=0
    T send-keys -t play u; wait_for screen_has 'LEVEL SELECT: 25 levels a page' || ok=0
    screen_has MENU: && ok=0
    T send-keys -t play 1; wait_for eval '! screen_has "LEVEL SELECT"' || ok=0
    wait_for steady; [ "$(grid)" = "$G1" ] || ok=0
    check "interactive: level select is labelled; MODE leaves it for the game" test $ok = 1
}

interactive() {  # $1: how to quit: key or term
    rm -f "$tmp/exit" "$tmp/pid"
    sock="player-test-$$-$1"
    T new-session -d -s play -x 100 -y 24 "stty -g >'$tmp/before'; sh -c 'echo \$\$ >\"$tmp/pid\"; exec \"$P\" \"$ELF\" --eeprom \"$tmp/ee-$1\"'; echo \$? >'$tmp/exit'; stty -g >'$tmp/after'; sleep 30"
    wait_for screen_has 'time: \([2-9]\|[1-9][0-9]\)\.'   # start-up animation over
    check "interactive ($1): draws the LEDs, keys, buzzer and key help" \
        eval 'screen_has "LIGHTS OUT" && screen_has "buzzer: " && screen_has "Esc/^C quit" &&
              [ "$(grid | wc -c)" = 25 ]'
    T send-keys -t play 3
    wait_for steady; G0=$(grid)
    [ "$1" = key ] && more_interactive
    T send-keys -t play m
    wait_for changed_from "$G0"; wait_for no_star; wait_for steady
    G1=$(grid)
    check "interactive ($1): the m key toggles the cross of m" \
        test "$(mask "$G1" '#')" = $(( $(mask "$G0" '#') ^ $(cross 12) ))
    if [ "$1" = key ] && "$P" "$ELF" --script 1200 --log 2>/dev/null | grep -q '^boot '; then
        check "interactive: the serial log's move line shows under the board" \
            wait_for screen_has "move 2 2 board $(printf '%07x' "$(mask "$G1" '#')")"
    fi
    [ "$1" = key ] && labels_interactive
    if [ "$1" = key ]; then T send-keys -t play Escape; else kill -TERM "$(cat "$tmp/pid")"; fi
    wait_for test -s "$tmp/after"; wait_for screen_has "EEPROM saved to"
    check "interactive ($1): quits with 0 and restores the terminal" \
        eval '[ "$(cat "$tmp/exit" 2>/dev/null)" = 0 ] && cmp -s "$tmp/before" "$tmp/after" &&
              screen_has "player: quit after" && screen_has "EEPROM saved to"'
    check "interactive ($1): the next run resumes the game it saved" test \
        "$("$P" "$ELF" --eeprom "$tmp/ee-$1" --script 1200 2>/dev/null | tr -d '\n')" = "$G1"
    [ "$(cat "$tmp/exit" 2>/dev/null)" = 0 ] || { echo "  exit: $(cat "$tmp/exit" 2>/dev/null)"; T capture-pane -p -t play; }
    T kill-server
}
# Versus against the chip: the turn in words under the board, from the
# serial log's settings, turn and "chip thinks" lines.
versus_interactive() {
    sock="player-test-$$-versus"
    T new-session -d -s play -x 100 -y 24 "exec \"$P\" \"$ELF\" --no-save"
    wait_for screen_has 'time: \([2-9]\|[1-9][0-9]\)\.'
    local k
    for k in 3 1 e x 1; do T send-keys -t play $k; sleep 0.4; done   # the intro skipped; menu: Versus, the chip
    check "interactive: Versus names whose solve it is (player 1 first)" \
        wait_for screen_has 'Versus: player 1 to solve'
    sleep 1; T send-keys -t play 3; sleep 0.5; T send-keys -t play 4   # skip the intro; START gives up
    check "interactive: then the chip's turn, in words" wait_for screen_has 'Versus: the chip'
    T kill-server
}

if command -v tmux >/dev/null; then
    interactive key
    interactive term
    [ -z "$(printf '%s' "$ELF" | grep m88)" ] && versus_interactive
else
    echo "ok - interactive mode: skipped, tmux is not installed"
fi

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
