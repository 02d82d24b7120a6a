/* SPDX-License-Identifier: MIT */
/*
 * The serial log as the rig sees it: every byte the firmware writes to a
 * USART, kept as text. simavr's own console printing (its STDIO flag) is
 * turned off, so a test's output stays its own.
 */
#include <avr_uart.h>
#include <sim_irq.h>

#include "rig_int.h"

static void on_byte(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    rig_t *r = param;
    if (r->uart_n < RIG_UART_MAX) {
        r->uart[r->uart_n++] = (char)value;
        r->uart[r->uart_n] = '\0';
    }
}

void rig_uart_attach(rig_t *r)
{
    for (char n = '0'; n <= '3'; n++) {
        avr_irq_t *irq = avr_io_getirq(r->avr, AVR_IOCTL_UART_GETIRQ(n), UART_IRQ_OUTPUT);
        if (!irq) {
            continue;   /* no such USART on this MCU */
        }
        uint32_t flags = 0;
        avr_ioctl(r->avr, AVR_IOCTL_UART_GET_FLAGS(n), &flags);
        flags &= ~(uint32_t)(AVR_UART_FLAG_STDIO | AVR_UART_FLAG_POLL_SLEEP);
        avr_ioctl(r->avr, AVR_IOCTL_UART_SET_FLAGS(n), &flags);
        avr_irq_register_notify(irq, on_byte, r);
    }
}

const char *rig_uart_text(rig_t *r)
{
    return r->uart;
}

void rig_uart_clear(rig_t *r)
{
    r->uart_n = 0;
    r->uart[0] = '\0';
}
