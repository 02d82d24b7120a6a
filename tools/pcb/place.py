# SPDX-License-Identifier: MIT
"""Where every part sits, and the key matrix's own wiring (a pattern).

Board coordinates in mm, (0, 0) the top-left corner, y down. The grid
runs on multiples of the router's 0.635 mm so the router meets its lines.
Rows run on the front copper through the keys' row pins, columns on the
back: for each column a key column line beside the keys and an LED line
beside it that ends on the column's resistor.
"""
from circuit import FN_KEYS
from router import G

W = H = 100.0
KEY_PITCH_X, KEY_PITCH_Y = 20 * G, 22 * G     # 12.7 x 13.97 mm
RES_Y = 115 * G                                 # the LED resistors' row
FN_Y = 120 * G                                  # the function keys' row
LED_DY = -4.6                                   # an LED sits above its key


def key_xy(r, c):
    """Pin 1 (top-left pin) of grid key (r, c)."""
    return (8 + 20 * c) * G, (14 + 22 * r) * G


def keycol_x(c):
    return key_xy(0, c)[0] + 14 * G


def leda_x(c):
    return key_xy(0, c)[0] + 17 * G


def led_xy(r, c):
    """The LED's cathode (pad 1); its anode is 2.54 mm to the right."""
    x, y = key_xy(r, c)
    return x + 3.25 - 1.27, y + LED_DY


def fn_xy(i):
    """Function key i, centred in the gap between columns i and i + 1."""
    return (leda_x(i) + keycol_x(i + 1)) / 2 - 3.25, FN_Y


# Every other part: reference -> (x, y, degrees, on the back)
FIXED = {
    'U1': (122 * G, 76 * G, 0, False),      # pin 1 top-left, pins 1-14 down
    'C1': (116 * G, 67.23, 90, False),      # beside VCC 7 / GND 8
    'C2': (140 * G, 68.58, 90, False),      # beside AVCC 20 / GND 22
    'C3': (92.71, 54.61, 0, False),
    'R6': (122 * G, 43.18, 0, False),       # reset pull-up, above pin 1
    'R7': (89.535, 88.9, 0, False),         # piezo series resistor
    'BZ1': (76.2, 92.71, 0, False),
    'J1': (136 * G, 16 * G, 0, False),      # ISP
    'J2': (152 * G, 16 * G, 0, False),      # serial
    'SW30': (76.2, 2.9, 180, False),        # power, its lever over the top edge
    'BT1': (97.0, 29.85, 0, True),          # 2xAA holder, on the back
    'H1': (3.2, 3.2, 0, False), 'H2': (96.8, 3.2, 0, False),
    'H3': (3.2, 96.8, 0, False), 'H4': (96.8, 96.8, 0, False),
}


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
            pos[p.ref] = (leda_x(int(p.ref[1]) - 1), RES_Y, 0, False)
        else:
            pos[p.ref] = FIXED[p.ref]
    return pos


def pattern(rows=5, cols=5):
    """The matrix wiring: [(net, layer 0 front / 1 back, x1, y1, x2, y2)]
    and vias [(net, x, y)]."""
    t, v = [], []
    for r in range(rows):
        y = key_xy(r, 0)[1]
        t.append(('ROW%d' % r, 0, key_xy(r, 0)[0], y, key_xy(r, cols - 1)[0] + 6.5, y))
        for c in range(cols):
            kx, ky = key_xy(r, c)
            lx, ly = led_xy(r, c)
            t.append(('ROW%d' % r, 0, lx, ly, lx, ky))                 # cathode down to the row
            t.append(('LEDA%d' % c, 0, lx + 2.54, ly, leda_x(c), ly))  # anode to its line
            v.append(('LEDA%d' % c, leda_x(c), ly))
            t.append(('KEY%d' % c, 1, kx, ky + 4.5, keycol_x(c), ky + 4.5))
    for c in range(cols):
        top, bottom = key_xy(0, c)[1], key_xy(rows - 1, c)[1]
        t.append(('KEY%d' % c, 1, keycol_x(c), top + 4.5, keycol_x(c), bottom + 4.5))
        t.append(('LEDA%d' % c, 1, leda_x(c), top + LED_DY, leda_x(c), RES_Y))
    return t, v
