/* SPDX-License-Identifier: MIT */
/* Inside the serial log (log.c): how a line is written, for log_versus.c. */
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

/* Versus' own lines (log_versus.c): was and g both in Versus; and the
 * end of its settings line (" turn p1 2-1 chip hard"), from versus byte v. */
void log_versus(const log_view_t *was, const game_t *g);
void log_versus_settings(uint8_t v);

#endif
