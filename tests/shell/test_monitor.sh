#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make monitor`: picocom on the board's log port at LOG_BAUD, 8N1 (a
# PORT given wins, LOG_BAUD follows the board), m88 refused with a reason,
# and the command run for real against a pseudo-terminal shows the lines
# written to it.
. "$(dirname "$0")/lib/boards_lib.sh"

cmd() { make -s -n monitor "$@" | grep '^picocom '; }
want="picocom -b 38400 -d 8 -y n -p 1 --imap lfcrlf"
check "uno: make -n monitor shows picocom on /dev/ttyACM0 at 38400 8N1" \
    '[ "$(cmd BOARD=uno)" = "$want /dev/ttyACM0" ]'
check "nano: /dev/ttyUSB0 (its CH340/FT232)" '[ "$(cmd BOARD=nano)" = "$want /dev/ttyUSB0" ]'
check "mega2560: /dev/ttyACM0 (USART0 is on its USB chip)" '[ "$(cmd BOARD=mega2560)" = "$want /dev/ttyACM0" ]'
check "promicro: TX1 is read by an adapter: /dev/ttyUSB0, not its USB port" \
    '[ "$(cmd BOARD=promicro)" = "$want /dev/ttyUSB0" ]'
check "handheld: an adapter on PD1: /dev/ttyUSB0" '[ "$(cmd BOARD=handheld)" = "$want /dev/ttyUSB0" ]'
check "PORT= on the command line wins" '[ "$(cmd BOARD=uno PORT=/dev/ttyS3)" = "$want /dev/ttyS3" ]'
check "LOG_BAUD= sets the speed" 'cmd BOARD=uno LOG_BAUD=9600 | grep -q "^picocom -b 9600 "'
out=$(make -s monitor BOARD=m88 2>&1); rc=$?
check "m88: refused (no serial log in 8 KB), exit non-zero" \
    '[ $rc -ne 0 ] && echo "$out" | grep -q "m88 has no serial log"'
check "make help lists make monitor" 'make -s help | grep "^make monitor BOARD=x" >/dev/null'

# The real target against a pseudo-terminal: two log lines come through.
if command -v python3 >/dev/null && command -v picocom >/dev/null; then
    got=$(python3 - <<'PY'
import os, pty, subprocess, time
m, s = pty.openpty()
p = subprocess.Popen("sleep 3 | make -s monitor BOARD=uno PORT=%s MONITOR_ARGS='-q -x 1500'"
                     % os.ttyname(s), shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
time.sleep(0.8)
os.write(m, b"boot uno\nmove 2 2 board 0d1a4c0 moves 1\n")
print(p.communicate()[0].decode(errors="replace"))
PY
)
    check "make monitor shows the lines the board sends" \
        'echo "$got" | tr -d "\r" | grep -qx "move 2 2 board 0d1a4c0 moves 1"'
else
    bad "python3 and picocom are needed for the pseudo-terminal check (tools/setup installs picocom)"
fi

finish
