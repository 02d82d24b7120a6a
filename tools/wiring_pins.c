/* SPDX-License-Identifier: MIT */
/* What each board family prints next to an MCU pin. */
#include <stdio.h>
#include <string.h>

#include "wiring.h"

/* Pin names per board family: "PD2" -> what is printed on the board. */
struct pname {
    const char *pin, *name;
};
static const struct pname uno_names[] = {
    {"PD0", "D0"}, {"PD1", "D1"}, {"PD2", "D2"}, {"PD3", "D3"}, {"PD4", "D4"},
    {"PD5", "D5"}, {"PD6", "D6"}, {"PD7", "D7"}, {"PB0", "D8"}, {"PB1", "D9"},
    {"PB2", "D10"}, {"PB3", "D11"}, {"PB4", "D12"}, {"PB5", "D13"},
    {"PC0", "A0"}, {"PC1", "A1"}, {"PC2", "A2"}, {"PC3", "A3"}, {"PC4", "A4"},
    {"PC5", "A5"}, {NULL, NULL},
};
static const struct pname dip28_names[] = {
    {"PC6", "pin 1"}, {"PD0", "pin 2"}, {"PD1", "pin 3"}, {"PD2", "pin 4"},
    {"PD3", "pin 5"}, {"PD4", "pin 6"}, {"PB6", "pin 9"}, {"PB7", "pin 10"},
    {"PD5", "pin 11"}, {"PD6", "pin 12"}, {"PD7", "pin 13"}, {"PB0", "pin 14"},
    {"PB1", "pin 15"}, {"PB2", "pin 16"}, {"PB3", "pin 17"}, {"PB4", "pin 18"},
    {"PB5", "pin 19"}, {"PC0", "pin 23"}, {"PC1", "pin 24"}, {"PC2", "pin 25"},
    {"PC3", "pin 26"}, {"PC4", "pin 27"}, {"PC5", "pin 28"}, {NULL, NULL},
};
static const struct pname promicro_names[] = {
    {"PD2", "D0"}, {"PD3", "D1"}, {"PD1", "D2"}, {"PD0", "D3"}, {"PD4", "D4"},
    {"PC6", "D5"}, {"PD7", "D6"}, {"PE6", "D7"}, {"PB4", "D8"}, {"PB5", "D9"},
    {"PB6", "D10"}, {"PB3", "D14"}, {"PB1", "D15"}, {"PB2", "D16"},
    {"PF7", "A0"}, {"PF6", "A1"}, {"PF5", "A2"}, {"PF4", "A3"}, {NULL, NULL},
};
static const struct pname mega_names[] = {
    {"PE0", "D0"}, {"PE1", "D1"}, {"PE4", "D2"}, {"PE5", "D3"}, {"PG5", "D4"},
    {"PE3", "D5"}, {"PH3", "D6"}, {"PH4", "D7"}, {"PH5", "D8"}, {"PH6", "D9"},
    {"PB4", "D10"}, {"PB5", "D11"}, {"PB6", "D12"}, {"PB7", "D13"},
    {"PA0", "D22"}, {"PA1", "D23"}, {"PA2", "D24"}, {"PA3", "D25"},
    {"PA4", "D26"}, {"PA5", "D27"}, {"PA6", "D28"}, {"PA7", "D29"},
    {"PC7", "D30"}, {"PC6", "D31"}, {"PC5", "D32"}, {"PC4", "D33"},
    {"PC3", "D34"}, {"PC2", "D35"}, {"PC1", "D36"}, {"PC0", "D37"},
    {"PB3", "D50"}, {"PB2", "D51"}, {"PB1", "D52"}, {"PB0", "D53"},
    {"PF0", "A0"}, {"PF1", "A1"}, {"PF2", "A2"}, {"PF3", "A3"}, {"PF4", "A4"},
    {"PF5", "A5"}, {"PF6", "A6"}, {"PF7", "A7"}, {"PK0", "A8"}, {"PK1", "A9"},
    {"PK2", "A10"}, {"PK3", "A11"}, {"PK4", "A12"}, {"PK5", "A13"},
    {"PK6", "A14"}, {"PK7", "A15"}, {NULL, NULL},
};

/* Name of port pin P<port><bit> on the pinout ("uno", "dip28", "promicro",
 * "mega"); "" when the pin has no name there, NULL for an unknown pinout. */
const char *pin_name(const char *pinout, char port, int bit)
{
    const struct pname *t = strcmp(pinout, "uno") == 0 ? uno_names
        : strcmp(pinout, "dip28") == 0 ? dip28_names
        : strcmp(pinout, "promicro") == 0 ? promicro_names
        : strcmp(pinout, "mega") == 0 ? mega_names : NULL;
    if (!t) {
        return NULL;
    }
    char pin[4] = { 'P', port, (char)('0' + bit), 0 };
    for (; t->pin; t++) {
        if (strcmp(t->pin, pin) == 0) {
            return t->name;
        }
    }
    return "";
}
