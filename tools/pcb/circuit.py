# SPDX-License-Identifier: MIT
"""The circuit the pin source implies: every part and every net.

The pins come from boards/ through the C preprocessor (pins.h); nothing
here names an MCU pin. The board (board.py) and the check (check.py) both
start from circuit(); the check compares the read-back board with it.
"""
import json
import os
import subprocess

FN_KEYS = ('MODE', 'HINT', 'UNDO', 'START')   # rows 0..3 of KEY COL 5
ROWS = COLS = 5
POWER_NETS = ('VCC', 'GND', 'VBAT', 'VPROT', 'VIN') + tuple('ROWL%d' % r for r in range(5))
# The serial header, in the order of the usual 6-pin USB serial adapter
# (FTDI style): pin: (label, chip function, or a net).
SERIAL = ((1, 'GND', 'GND'), (2, 'CTS', None), (3, 'VCC', 'VCC'),
          (4, 'RXI', 'RXD'), (5, 'TXO', 'TXD'), (6, 'DTR', None))
FP = '/usr/share/kicad/footprints'


def read_pins(board):
    """The board's pin source as data: signals, DIP pins, ISP header."""
    out = subprocess.run(['cpp', '-P', '-Iboards/' + board, '-Iboards', 'tools/pcb/pins.h'],
                         check=True, capture_output=True, text=True).stdout
    line = [l for l in out.splitlines() if l.startswith('@json ')]
    if not line:
        raise SystemExit('pcb: no pin data from tools/pcb/pins.h for board ' + board)
    p = json.loads(line[0][6:])
    p['signals'] = {k: tuple(v) for k, v in p['signals'].items() if k}
    p['dip'] = [tuple(d) for d in p['dip'] if d]
    p['isp'] = [tuple(d) for d in p['isp'] if d]
    return p


def load_board(path):
    """A saved board, as a user opens it; a clear error if it cannot be read."""
    import pcbnew
    if not os.path.isfile(path):
        raise SystemExit('pcb: no board file %s (make pcb writes it)' % path)
    try:
        return pcbnew.LoadBoard(path)
    except Exception as e:   # pcbnew raises its own IO_ERROR types
        raise SystemExit('pcb: cannot read %s as a KiCad board: %s' % (path, str(e).strip().splitlines()[0]))


class Part:
    """One footprint: reference, what it is for (role), value, footprint,
    what to buy (a key of parts.BUY), and its pads' nets."""

    def __init__(self, ref, role, value, fp, kind, pads):
        self.ref, self.role, self.value, self.fp, self.kind = ref, role, value, fp, kind
        self.pads = dict(pads)   # pad number -> net name (None: no net)


class Circuit:
    def __init__(self):
        self.parts = []
        self.decoupling = []     # (cap ref, supply pin, gnd pin) on U1

    def add(self, *a, **k):
        p = Part(*a, **k)
        self.parts.append(p)
        return p

    def part(self, ref):
        return next(p for p in self.parts if p.ref == ref)

    def nets(self):
        """net -> sorted [(role, pad)]: the circuit as sets of terminals."""
        n = {}
        for p in self.parts:
            for pad, net in p.pads.items():
                if net:
                    n.setdefault(net, set()).add((p.role, pad))
        return {k: sorted(v) for k, v in n.items()}


def chip_nets(pins, swap_rows=None):
    """DIP pin number -> net: a signal's name, or the pin's function."""
    by_pin = {v: k for k, v in pins['signals'].items()}
    nets = {}
    for n, port, bit, fn in pins['dip']:
        if (port, bit) in by_pin:
            nets[n] = by_pin[(port, bit)]
        elif fn in ('VCC', 'AVCC'):
            nets[n] = 'VCC'
        elif fn in ('GND', 'RESET', 'RXD', 'TXD', 'SCK', 'MOSI', 'MISO'):
            nets[n] = fn
    if swap_rows:   # a deliberate fault, for the tests: two row tracks swapped
        a, b = ('ROW%d' % r for r in swap_rows)
        for n in nets:
            nets[n] = {a: b, b: a}.get(nets[n], nets[n])
    return nets


KEY_FP = ('Button_Switch_Keyboard', 'SW_Cherry_MX_1.00u_PCB')
# The boost module's pins in its own order (Pololu U1V11F5: SHDN, VIN,
# GND, VOUT); SHDN is pulled up on the module: left open, it runs.
BOOST = (('1', 'SHDN', None), ('2', 'VIN', 'VIN'), ('3', 'GND', 'GND'), ('4', 'VOUT', 'VCC'))


def circuit(pins, led_ohms, swap_rows=None):
    """Every part and the net of each pad (boards/handheld/README.md draws it).

    The keys are MX switches; each LED stands in its switch's window.
    A row pin drives its keys directly and its five LED cathodes through
    a PNP follower (ROWLn: the emitter), so the pin carries the base
    current only and its active level is unchanged: low selects the row.
    Power: 2xAA, a P-MOSFET against reversed cells, the switch, a 5 V
    boost module; the ISP header's VCC is the board's 5 V."""
    c = Circuit()
    chip = chip_nets(pins, swap_rows)
    fn_pin = {fn: n for n, _, _, fn in pins['dip'] if fn}
    c.add('U1', 'U1', 'ATmega328P-PU', ('Package_DIP', 'DIP-28_W7.62mm_Socket'), 'mcu',
          {str(n): chip.get(n) for n, *_ in pins['dip']})
    for r in range(ROWS):
        for col in range(COLS):
            i = r * COLS + col + 1
            c.add('SW%d' % i, 'key %d %d' % (r, col), 'MX', KEY_FP, 'switch',
                  {'1': 'ROW%d' % r, '2': 'KEY%d' % col})
            c.add('D%d' % i, 'led %d %d' % (r, col), 'red', ('LED_THT', 'LED_D3.0mm'), 'led',
                  {'1': 'ROWL%d' % r, '2': 'LEDA%d' % col})
    for i, name in enumerate(FN_KEYS):
        c.add('SW%d' % (26 + i), 'key ' + name, 'MX', KEY_FP, 'switch', {'1': 'ROW%d' % i, '2': 'KEY5'})
    c.add('SW30', 'SW30', 'power', ('Button_Switch_THT', 'SW_CuK_OS102011MA1QN1_SPDT_Angled'), 'slide',
          {'1': 'VIN', '2': 'VPROT', '3': None})
    res = ('Resistor_THT', 'R_Axial_DIN0207_L6.3mm_D2.5mm_P2.54mm_Vertical')
    for col in range(COLS):
        c.add('R%d' % (col + 1), 'R%d' % (col + 1), '%d' % led_ohms, res, 'r%d' % led_ohms,
              {'1': 'LEDA%d' % col, '2': 'LED%d' % col})
    c.add('R6', 'R6', '10k', res, 'r10k', {'1': 'RESET', '2': 'VCC'})
    c.add('R7', 'R7', '220', res, 'r220', {'1': 'BUZZER', '2': 'BUZZ'})
    for r in range(ROWS):   # row drivers: TO-92 C, B, E
        c.add('Q%d' % (r + 2), 'Q%d' % (r + 2), 'BC327', ('Package_TO_SOT_THT', 'TO-92_Inline'), 'pnp',
              {'1': 'GND', '2': 'ROW%d' % r, '3': 'ROWL%d' % r})
    c.add('Q1', 'Q1', 'P-MOSFET', ('Package_TO_SOT_SMD', 'SOT-23'), 'pmos',
          {'1': 'GND', '2': 'VPROT', '3': 'VBAT'})   # G, S, D: cells on the drain
    c.add('BZ1', 'BZ1', 'piezo', ('Buzzer_Beeper', 'Buzzer_TDK_PS1240P02BT_D12.2mm_H6.5mm'), 'piezo', {'1': 'BUZZ', '2': 'GND'})
    # 100 nF at each supply pin and its neighbouring ground pin.
    gnds = [n for n, _, _, fn in pins['dip'] if fn == 'GND']
    caps = 0
    for n, _, _, fn in pins['dip']:
        if fn in ('VCC', 'AVCC'):
            caps += 1
            g = min(gnds, key=lambda x: abs(x - n))
            c.add('C%d' % caps, 'C%d' % caps, '100n', ('Capacitor_THT', 'C_Disc_D5.0mm_W2.5mm_P5.00mm'),
                  'c100n', {'1': 'VCC', '2': 'GND'})
            c.decoupling.append(('C%d' % caps, n, g))
    c.add('C%d' % (caps + 1), 'C%d' % (caps + 1), '10u', ('Capacitor_THT', 'CP_Radial_D5.0mm_P2.00mm'),
          'c10u', {'1': 'VCC', '2': 'GND'})
    aref = [n for n, _, _, fn in pins['dip'] if fn == 'AREF']
    if aref:
        c.part('U1').pads[str(aref[0])] = 'AREF'
        c.add('C%d' % (caps + 2), 'C%d' % (caps + 2), '100n', ('Capacitor_THT', 'C_Disc_D5.0mm_W2.5mm_P5.00mm'),
              'c100n', {'1': 'AREF', '2': 'GND'})
    c.add('U2', 'U2', '5V boost', ('Connector_PinHeader_2.54mm', 'PinHeader_1x04_P2.54mm_Vertical'), 'boost',
          {n: net for n, _, net in BOOST})
    c.add('J1', 'J1', 'ISP', ('Connector_PinHeader_2.54mm', 'PinHeader_2x03_P2.54mm_Vertical'), 'isp',
          {str(n): chip.get(fn_pin[fn]) for n, fn in pins['isp']})
    c.add('J2', 'J2', 'serial', ('Connector_PinHeader_2.54mm', 'PinHeader_1x06_P2.54mm_Vertical'), 'serial',
          {str(n): (chip.get(fn_pin[f]) if f in fn_pin else f) for n, _, f in SERIAL})
    c.add('BT1', 'BT1', '2xAA', ('Battery', 'BatteryHolder_Keystone_2462_2xAA'), 'holder',
          {'1': 'VBAT', '2': 'GND'})
    for i in range(4):   # the top two under the case's plate: their screws go through it too
        c.add('H%d' % (i + 1), 'H%d' % (i + 1), 'M2', ('MountingHole', 'MountingHole_2.2mm_M2'),
              'hole_plate' if i < 2 else 'hole', {})
    return c
