/* SPDX-License-Identifier: MIT */
/* SVG primitives for the wiring diagrams: wires, labels and parts. */
#include <stdio.h>

#include "wiring.h"

void line(int x1, int y1, int x2, int y2)
{
    printf("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", x1, y1, x2, y2);
}

void dot(int x, int y)
{
    printf("<circle cx=\"%d\" cy=\"%d\" r=\"3\" class=\"dot\"/>\n", x, y);
}

void text(int x, int y, const char *anchor, const char *cls, const char *s)
{
    printf("<text x=\"%d\" y=\"%d\" text-anchor=\"%s\" class=\"%s\">%s</text>\n",
           x, y, anchor, cls, s);
}

/* Vertical text reading upwards, starting at (x, y). */
void vtext(int x, int y, const char *cls, const char *s)
{
    printf("<text transform=\"translate(%d,%d) rotate(-90)\" class=\"%s\">%s</text>\n",
           x, y, cls, s);
}

/* Resistor body on a vertical wire from y to y+30. */
void resistor_v(int x, int y)
{
    printf("<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"30\" class=\"part\"/>\n", x - 5, y);
}

/* LED from (x, y) down to (x, y + 40): anode at the top, cathode bar below. */
void led_v(int x, int y)
{
    line(x, y, x, y + 12);
    printf("<path d=\"M%d %d h16 l-8 12 z\" class=\"led\"/>\n", x - 8, y + 12);
    line(x - 8, y + 24, x + 8, y + 24);
    line(x, y + 24, x, y + 40);
    printf("<path d=\"M%d %d l6 -6 M%d %d l6 -6\" class=\"ray\"/>\n",
           x + 10, y + 16, x + 12, y + 22);
}

/* Push button from (x, y) down to (x, y + 40). */
void key_v(int x, int y)
{
    line(x, y, x, y + 14);
    line(x, y + 26, x, y + 40);
    dot(x, y + 14);
    dot(x, y + 26);
    line(x - 8, y + 11, x - 8, y + 29);
    line(x - 8, y + 20, x - 14, y + 20);
}
