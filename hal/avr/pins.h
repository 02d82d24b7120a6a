/* SPDX-License-Identifier: MIT */
/*
 * Board pins ("D, 2" in boards/pins/) to registers, by token pasting. Every
 * macro is a compile-time constant, so single-bit writes to low I/O become
 * sbi/cbi and reads become sbic/sbis.
 *   PIN_SET(BOARD_LED0)  PORT bit high    PIN_CLR(BOARD_LED0)  PORT bit low
 *   PIN_OUT(BOARD_ROW0)  DDR bit (output) PIN_IN(BOARD_ROW0)   DDR bit clear
 *   PIN_IS_LOW(BOARD_KEY0)                PIN_TOGGLE(BOARD_BUZZER)
 */
#ifndef HAL_AVR_PINS_H
#define HAL_AVR_PINS_H

#include <avr/io.h>
#include "board.h"

/* One level of indirection so "D, 2" splits into two arguments. */
#define PIN_PORT_(p, b) PORT##p
#define PIN_DDR_(p, b)  DDR##p
#define PIN_PINR_(p, b) PIN##p
#define PIN_MASK_(p, b) ((uint8_t)(1u << (b)))
#define PIN_BIT_(p, b)  b

#define PIN_PORT(...) PIN_PORT_(__VA_ARGS__)
#define PIN_DDR(...) PIN_DDR_(__VA_ARGS__)
#define PIN_PINR(...) PIN_PINR_(__VA_ARGS__)
#define PIN_MASK(...) PIN_MASK_(__VA_ARGS__)
#define PIN_BIT(...) PIN_BIT_(__VA_ARGS__)

#define PIN_SET(pin)    (PIN_PORT(pin) |= PIN_MASK(pin))
#define PIN_CLR(pin)    (PIN_PORT(pin) &= (uint8_t)~PIN_MASK(pin))
#define PIN_OUT(pin)    (PIN_DDR(pin) |= PIN_MASK(pin))
#define PIN_IN(pin)     (PIN_DDR(pin) &= (uint8_t)~PIN_MASK(pin))
#define PIN_IS_LOW(pin) ((PIN_PINR(pin) & PIN_MASK(pin)) == 0)
/* Writing a one to PINx toggles PORTx on every supported MCU. A plain
 * store (not sbi) so no other pin of the port is touched. */
#define PIN_TOGGLE(pin) (PIN_PINR(pin) = PIN_MASK(pin))

/* Port letters as numbers, so #if can tell whether pins share a port. */
#define PORTID_A 1
#define PORTID_B 2
#define PORTID_C 3
#define PORTID_D 4
#define PORTID_E 5
#define PORTID_F 6
#define PORTID_G 7
#define PORTID_H 8
#define PORTID_J 9
#define PORTID_K 10
#define PORTID_L 11
#define PIN_PORTID_(p, b) PORTID_##p
#define PIN_PORTID(...) PIN_PORTID_(__VA_ARGS__)

/*
 * Pin-change interrupts by port letter: PCI_HAS_x, PCI_IDX_x (n of PCMSKn
 * and of the PCICR bit PCIEn), PCI_MAX_x (highest bit with a PCINT).
 */
#if defined(__AVR_ATmega328P__) || defined(__AVR_ATmega328__) || \
    defined(__AVR_ATmega88PA__) || defined(__AVR_ATmega88P__) || \
    defined(__AVR_ATmega88A__) || defined(__AVR_ATmega88__) || \
    defined(__AVR_ATmega168PA__) || defined(__AVR_ATmega168P__) || \
    defined(__AVR_ATmega168A__) || defined(__AVR_ATmega168__) || \
    defined(__AVR_ATmega48PA__) || defined(__AVR_ATmega48P__)
#define PCI_HAS_B 1
#define PCI_IDX_B 0   /* PCMSK0, PCIE0 */
#define PCI_MAX_B 7
#define PCI_HAS_C 1
#define PCI_IDX_C 1   /* PCMSK1, PCIE1 */
#define PCI_MAX_C 6
#define PCI_HAS_D 1
#define PCI_IDX_D 2   /* PCMSK2, PCIE2 */
#define PCI_MAX_D 7
#elif defined(__AVR_ATmega32U4__) || defined(__AVR_ATmega16U4__)
#define PCI_HAS_B 1
#define PCI_IDX_B 0   /* PCMSK0, PCIE0 */
#define PCI_MAX_B 7
#elif defined(__AVR_ATmega2560__) || defined(__AVR_ATmega1280__)
#define PCI_HAS_B 1
#define PCI_IDX_B 0   /* PCMSK0, PCIE0 */
#define PCI_MAX_B 7
#define PCI_HAS_J 1   /* PJ0..PJ6 = PCINT9..15 */
#define PCI_IDX_J 1   /* PCMSK1, PCIE1 */
#define PCI_MAX_J 6
#define PCI_HAS_K 1
#define PCI_IDX_K 2   /* PCMSK2, PCIE2 */
#define PCI_MAX_K 7
#else
#error "hal/avr: no pin-change map for this MCU (add one in pins.h)"
#endif

#define PCI_HAS_(p, b) PCI_HAS_##p
#define PCI_IDX_(p, b) PCI_IDX_##p
#define PCI_MAX_(p, b) PCI_MAX_##p
#define PCI_HAS(...) PCI_HAS_(__VA_ARGS__)
#define PCI_IDX(...) PCI_IDX_(__VA_ARGS__)
#define PCI_MAX(...) PCI_MAX_(__VA_ARGS__)
/* 1 when the pin can wake the chip by pin change (usable in #if). */
#define PCI_OK(pin) (PCI_HAS(pin) + 0 == 1 && PIN_BIT(pin) <= PCI_MAX(pin) + 0)
/* The pin's bit for PCMSKn, or 0 when it belongs to another PCMSK. */
#define PCI_BIT(n, pin) (PCI_IDX(pin) == (n) ? PIN_MASK(pin) : 0u)

#endif
