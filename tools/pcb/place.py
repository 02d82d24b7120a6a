# SPDX-License-Identifier: MIT
"""Where every part sits, and the key matrix's own wiring (a pattern).

Board coordinates in mm, (0, 0) the top-left corner, y down. The grid
runs on multiples of the router's 0.635 mm so the router meets its lines.
Keys are MX switches at the usual 19.05 mm pitch; each LED stands in its
switch's LED window, 5.08 mm below the switch's centre. Rows run on the
front copper: the key row through the switches' pin 1, the LED row
(a row driver's emitter) under the LEDs. Columns run on the back: the key
column through the switches' pin 2, the LED column beside the switch.
"""
from circuit import FN_KEYS
from router import G

W, H = 100.0, 288 * G                          # 100 x 182.88 mm
PITCH = 30 * G                                  # 19.05 mm, a 1u keycap
FN_Y = 175 * G                                  # the function keys' centres
LED_DY = 8 * G                                  # the LED window: 5.08 mm below the centre
HOLDER = (97.0, 246 * G)                        # the 2xAA holder's + pad, on the back


def key_centre(r, c):
    return (19 + 30 * c) * G, (25 + 30 * r) * G


def key_xy(r, c):
    """The footprint's origin: the switch's pin 1, up and right of its centre."""
    x, y = key_centre(r, c)
    return x + 4 * G, y - 8 * G


def keycol_x(c):
    """Pin 2 of every key of column c, on the back copper."""
    return key_centre(0, c)[0] - 6 * G


def leda_x(c):
    """Column c's LED anode line on the back, right of the switches' pegs."""
    return key_centre(0, c)[0] + 12 * G


def rowl_y(r):
    """Row r's LED cathode line on the front, under the LEDs."""
    return key_centre(r, 0)[1] + 12 * G


def led_xy(r, c):
    """The LED's cathode (pad 1); its anode is 2.54 mm to the right."""
    x, y = key_centre(r, c)
    return x - 2 * G, y + LED_DY


def fn_xy(i):
    """Function key i: under grid column i."""
    x, _ = key_centre(0, i)
    return x + 4 * G, FN_Y - 8 * G


# Every other part: reference -> (x, y, degrees, on the back). All of
# them sit on the back, under the board: the front has only the keys, so
# the case's switch plate covers it whole.
FIXED = {
    'U1': (70 * G, 210 * G, 270, True),    # seen from the back: pin 1 top-left, pins 1-14 rightwards
    'C1': (98 * G, 202 * G, 0, True),      # above VCC 7 / GND 8
    'C2': (102 * G, 229 * G, 0, True),     # under AVCC 20 / GND 22
    'C4': (74 * G, 229 * G, 0, True),      # AREF 21
    'C3': (44 * G, 200 * G, 0, True),      # 10 uF at the boost's output
    'R6': (136 * G, 198 * G, 0, True),     # reset pull-up
    'R7': (36 * G, 236 * G, 0, True),      # piezo series resistor
    'BZ1': (24 * G, 248 * G, 0, True),
    'U2': (6 * G, 198 * G, 0, True),       # the boost module, pins down its left
    'Q1': (30 * G, 228 * G, 0, True),      # the reverse-polarity P-MOSFET
    'SW30': (30 * G, H - 2.9, 0, True),    # power, its lever over the bottom edge
    'J1': (46 * G, 236 * G, 0, True),      # ISP
    'J2': (56 * G, 212 * G, 0, True),      # serial
    'BT1': HOLDER + (0, True),              # 2xAA holder, on the back
    'H1': (3.2, 3.2, 0, False), 'H2': (96.8, 3.2, 0, False),
    'H3': (3.2, H - 3.2, 0, False), 'H4': (96.8, 220 * G, 0, False),
}
RES_Y = [198 + 6 * i for i in range(5)]          # R1-R5 down the left, by the module (in G)
DRV_X = [64, 75, 86, 112, 123]                    # Q2-Q6 along a row over the chip, C1 in the gap
STRIP_Y = 202 * G


def placement(circuit):
    """ref -> (x, y, degrees, back)."""
    pos = {}
    for p in circuit.parts:
        kind, *rest = p.role.split()
        if kind == 'key' and len(rest) == 2:
            pos[p.ref] = key_xy(int(rest[0]), int(rest[1])) + (0, False)
        elif kind == 'key':
            pos[p.ref] = fn_xy(FN_KEYS.index(rest[0])) + (0, False)
        elif kind == 'led':
            pos[p.ref] = led_xy(int(rest[0]), int(rest[1])) + (0, False)
        elif p.ref in ('R1', 'R2', 'R3', 'R4', 'R5'):
            pos[p.ref] = (30 * G, RES_Y[int(p.ref[1]) - 1] * G, 0, True)
        elif p.ref in ('Q2', 'Q3', 'Q4', 'Q5', 'Q6'):
            pos[p.ref] = (DRV_X[int(p.ref[1]) - 2] * G, STRIP_Y, 0, True)
        else:
            pos[p.ref] = FIXED[p.ref]
    return pos


def pattern(rows=5, cols=5):
    """The matrix wiring: [(net, layer 0 front / 1 back, x1, y1, x2, y2)]
    and vias [(net, x, y)]."""
    t, v = [], []
    for r in range(rows):
        y = key_xy(r, 0)[1]
        t.append(('ROW%d' % r, 0, key_xy(r, 0)[0], y, key_xy(r, cols - 1)[0], y))
        ly = rowl_y(r)
        t.append(('ROWL%d' % r, 0, led_xy(r, 0)[0], ly, led_xy(r, cols - 1)[0], ly))
        for c in range(cols):
            lx, lyy = led_xy(r, c)
            t.append(('ROWL%d' % r, 0, lx, lyy, lx, ly))                # cathode down to its line
            t.append(('LEDA%d' % c, 0, lx + 2.54, lyy, leda_x(c), lyy))  # anode to its column
            v.append(('LEDA%d' % c, leda_x(c), lyy))
    for c in range(cols):
        top, bottom = key_xy(0, c)[1], key_xy(rows - 1, c)[1]
        x = keycol_x(c)
        t.append(('KEY%d' % c, 1, x, top + 4 * G, x, bottom + 4 * G))
        t.append(('LEDA%d' % c, 1, leda_x(c), led_xy(0, c)[1], leda_x(c), led_xy(rows - 1, c)[1]))
    return t, v
