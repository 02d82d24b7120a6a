/* SPDX-License-Identifier: MIT */
/*
 * The serial log: one text line per event, on boards with a free TX pin
 * (the README's "Serial log" lists them). Lines wait in a small ring and
 * leave one byte per main-loop pass, so the display and keys never wait;
 * a line that does not fit is dropped whole, and the next line says how
 * many were.
 * The part "log": a board without it (PARTS in its board.mk) does not
 * compile this file, and the app's calls are behind PART_LOG.
 */
#ifndef LOG_H
#define LOG_H

#include <stdint.h>
#include "flash.h"
#include "game_state.h"

#define LOG_RING 104u   /* bytes of lines waiting: a new puzzle's burst fits (a Versus
                           match against the chip: its settings line and puzzle) */

/* What the log compares before and after an event or a tick. */
typedef struct {
    uint32_t board;
    uint8_t phase, moves, hints, mode, rule, size, wrap, sound, level, par, versus, undo_top;
} log_view_t;

/* Set up the transmitter and log the boot line: board, firmware
 * version and reset cause (HAL_RESET_* bits). */
void log_boot(FLASH char *board, FLASH char *version, uint8_t reset_cause);

/* The fields of g the log compares. */
void log_look(const game_t *g, log_view_t *v);

/* The lines for what changed from was to g (a move, hint, undo, win, new
 * puzzle, settings); ev is the event that changed it, or EV_NONE. */
void log_game(const log_view_t *was, const game_t *g, uint8_t ev);

/* "battery N.NN V": the supply, mv in millivolts (hundredths truncated). */
void log_volts(uint16_t mv);

/* "stats solves N perfect N best N", then once a match was won against
 * the chip "easy N medium N hard N": the statistics of g (stats.h), at
 * boot: it waits for the lines before it to leave until it fits. */
void log_stats(const game_t *g);

/* A line of plain words ("save", "off auto", "wake"). */
void log_line(FLASH char *text);

/* Send the waiting bytes the transmitter takes now (two at most). */
void log_poll(void);

/* Send every waiting byte (before power-down), kicking the watchdog. */
void log_flush(void);

#endif
