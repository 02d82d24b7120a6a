/* SPDX-License-Identifier: MIT */
/* Inside the serial log: how a line is written (log_ring.c), for log.c
 * and log_versus.c. */
#ifndef LOG_INT_H
#define LOG_INT_H

#include <stdint.h>
#include "flash.h"
#include "log.h"

void log_put(char c);
void log_put_str(FLASH char *s);
void log_put_num(uint16_t n);       /* " n" in decimal */
void log_put_hex7(uint32_t v);      /* " 0d1a4c0" */
void log_line_start(FLASH char *word);
void log_line_end(void);
/* Wait until the ring has room for n bytes (the log moving on). */
void log_room(uint8_t n);

/* Versus' own lines (log_versus.c): was and g both in Versus; and the
 * end of its settings line (" turn p1 2-1 chip hard"), from versus byte v. */
void log_versus(const log_view_t *was, const game_t *g);
void log_versus_settings(uint8_t v);

#endif
