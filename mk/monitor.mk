# SPDX-License-Identifier: MIT
# The serial log (boards/README.md: UART TX), read on the host:
#   make monitor BOARD=x [PORT=/dev/ttyUSB0]
# picocom at the board's LOG_BAUD, 8N1 (MONITOR_ARGS: more picocom options,
# e.g. --logfile log.txt). Ctrl-A Ctrl-X quits.
# The log leaves the USB port on uno, nano and mega2560 (their USB serial
# chip is on USART0); a bare chip or a Pro Micro (TX1) needs a USB serial
# adapter on the TX pin: LOG_PORT. A board that leaves the log out of
# PARTS (m88: no room) is refused. LOG_BAUD is set in the Makefile.

LOG_PORT     ?= $(if $(filter usb,$(PORT)),/dev/ttyUSB0,$(PORT))
MONITOR_PORT  = $(if $(filter command line,$(origin PORT)),$(PORT),$(LOG_PORT))
MONITOR_ARGS ?=
HELP_MORE    += "make monitor BOARD=x    the board's serial log with picocom [PORT=/dev/ttyUSB0]"

.PHONY: monitor
monitor: setup
	@if [ -z "$(filter log,$(PARTS))" ]; then \
	  echo "monitor: board $(BOARD) has no serial log (no room for it; see boards/$(BOARD)/README.md)" >&2; exit 1; fi
	@echo "monitor: $(MONITOR_PORT) at $(LOG_BAUD) baud, 8N1; Ctrl-A Ctrl-X quits"
	$(strip picocom -b $(LOG_BAUD) -d 8 -y n -p 1 --imap lfcrlf $(MONITOR_ARGS) $(MONITOR_PORT))
