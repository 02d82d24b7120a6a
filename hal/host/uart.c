/* SPDX-License-Identifier: MIT */
/* Host fake of the log's transmitter: keeps what was sent (fake_uart.h). */
#include <string.h>
#include "fake_uart.h"

static char sent[FAKE_UART_MAX + 1];
static unsigned n_sent;
static bool powered;
static unsigned busy_polls, busy;

void fake_uart_reset(unsigned polls_per_byte)
{
    n_sent = 0;
    sent[0] = '\0';
    powered = false;
    busy_polls = polls_per_byte;
    busy = 0;
}

const char *fake_uart_text(void) { return sent; }
bool fake_uart_on(void) { return powered; }

void hal_uart_init(void) { powered = true; }

bool hal_uart_ready(void)
{
    if (busy) {
        busy--;
        return false;
    }
    return powered;
}

void hal_uart_put(uint8_t byte)
{
    if (n_sent < FAKE_UART_MAX) {
        sent[n_sent++] = (char)byte;
        sent[n_sent] = '\0';
    }
    busy = busy_polls;
}
