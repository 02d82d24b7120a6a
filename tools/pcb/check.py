# SPDX-License-Identifier: MIT
"""Check a saved board as a user would open it, and read its wiring back.

  check.py BOARD.kicad_pcb --board handheld [--drc REPORT] [--netlist]
           [--wiring OUT]

--drc: KiCad's DRC (pcbnew.WriteDRCReport): 0 violations, 0 unconnected;
  and what the cheapest tier of common board houses makes: at most
  100 x 100 mm, two copper layers, tracks 0.25 mm or wider (supply
  0.4 mm), clearance 0.2 mm, drills 0.4 mm, four mounting holes.
--netlist: the board's nets against the circuit the pin source implies,
  net by net. Keys and LEDs are known by where they sit (the top-left key
  is (0, 0); an LED belongs to the key nearest it), not by reference.
  Each decoupling capacitor within 10 mm of its pins.
--wiring: what the board joins, for the simulated board (tools/sim).
Prints "ok - ..." or "FAIL - ..." per check; exit 1 on any failure.
"""
import argparse
import math
import re
import sys

import pcbnew

import circuit as circ

DECOUPLE_MM = 10.0


def drc(board, report):
    pcbnew.WriteDRCReport(board, report, pcbnew.EDA_UNITS_MILLIMETRES, True)
    text = open(report).read()
    found = dict((k, int(n)) for n, k in re.findall(r'\*\* Found (\d+) (DRC violations|unconnected pads)', text))
    if len(found) != 2:
        return ['no DRC totals in ' + report]
    errs = []
    if found['DRC violations'] or found['unconnected pads']:
        errs.append('%d DRC violations, %d unconnected (%s)' % (
            found['DRC violations'], found['unconnected pads'], report))
        errs += ['  ' + l for l in text.splitlines() if l.startswith('[')][:10]
    return errs


def fab(board):
    errs = []
    bb = board.GetBoardEdgesBoundingBox()
    w, h = pcbnew.ToMM(bb.GetWidth()) - 0.1, pcbnew.ToMM(bb.GetHeight()) - 0.1   # less the line
    if w > 100.001 or h > 100.001:
        errs.append('board %.1f x %.1f mm, over 100 x 100' % (w, h))
    if board.GetCopperLayerCount() != 2:
        errs.append('%d copper layers, not 2' % board.GetCopperLayerCount())
    nc = board.GetDesignSettings().GetNetClasses().GetDefault()
    if pcbnew.ToMM(nc.GetClearance()) < 0.2:
        errs.append('clearance %.2f mm, under 0.2' % pcbnew.ToMM(nc.GetClearance()))
    for t in board.GetTracks():
        wmm = pcbnew.ToMM(t.GetWidth())
        least = 0.4 if t.GetNetname() in circ.POWER_NETS else 0.25
        if t.GetClass() == 'PCB_VIA':
            if pcbnew.ToMM(t.GetDrillValue()) < 0.4:
                errs.append('via drill %.2f mm at %s' % (pcbnew.ToMM(t.GetDrillValue()), t.GetPosition()))
        elif wmm < least - 1e-6:
            errs.append('%s track %.2f mm wide, under %.2f' % (t.GetNetname(), wmm, least))
    holes = [fp for fp in board.GetFootprints() if fp.GetReference().startswith('H')]
    if len(holes) != 4:
        errs.append('%d mounting holes, not 4' % len(holes))
    return errs[:10]


class ReadBack:
    """The footprints and nets of a saved board, parts known by role."""

    def __init__(self, board):
        self.fps = {fp.GetReference(): fp for fp in board.GetFootprints()}
        self.errors = []
        self.role = {ref: ref for ref in self.fps}
        self.identify()

    @staticmethod
    def centre(fp):
        ps = [p.GetPosition() for p in fp.Pads() if p.GetNumber()]
        return (sum(pcbnew.ToMM(p.x) for p in ps) / len(ps), sum(pcbnew.ToMM(p.y) for p in ps) / len(ps))

    def of_kind(self, name):
        return [r for r, fp in self.fps.items() if str(fp.GetFPID().GetLibItemName()) == name]

    def identify(self):
        keys = sorted(self.of_kind('SW_PUSH_6mm'), key=lambda r: self.centre(self.fps[r])[1])
        rows, cur = [], []
        for r in keys:   # keys whose centres lie within 3 mm in y make a row
            if cur and abs(self.centre(self.fps[r])[1] - self.centre(self.fps[cur[0]])[1]) > 3:
                rows.append(cur)
                cur = []
            cur.append(r)
        rows += [cur] if cur else []
        shape = [len(r) for r in rows]
        if shape != [circ.COLS] * circ.ROWS + [len(circ.FN_KEYS)]:
            self.errors.append('keys in rows of %s, not 5 rows of 5 and the 4 function keys below' % shape)
            return
        where = {}
        for i, row in enumerate(rows):
            row.sort(key=lambda r: self.centre(self.fps[r])[0])
            for j, ref in enumerate(row):
                self.role[ref] = 'key %d %d' % (i, j) if i < circ.ROWS else 'key ' + circ.FN_KEYS[j]
                if i < circ.ROWS:
                    where[ref] = self.centre(self.fps[ref])
        taken = {}
        for ref in self.of_kind('LED_D3.0mm'):
            x, y = self.centre(self.fps[ref])
            key = min(where, key=lambda k: math.hypot(where[k][0] - x, where[k][1] - y))
            d = math.hypot(where[key][0] - x, where[key][1] - y)
            if d > 10 or key in taken:
                self.errors.append('LED %s belongs to no key of its own (nearest %s, %.1f mm)' % (ref, key, d))
            taken[key] = ref
            self.role[ref] = 'led' + self.role[key][3:]

    def nets(self):
        n = {}
        for ref, fp in self.fps.items():
            for p in fp.Pads():
                if p.GetNetname():
                    n.setdefault(p.GetNetname(), set()).add((self.role[ref], p.GetNumber()))
        return n

    def pad(self, ref, number):
        return next(p for p in self.fps[ref].Pads() if p.GetNumber() == number)


def netlist(rb, c):
    """Every net of the circuit is exactly one net of the board."""
    errs = list(rb.errors)
    if errs:
        return errs
    got = list(rb.nets().values())
    for name, want in sorted(c.nets().items()):
        want = set(want)
        match = [g for g in got if g & want]
        if len(match) == 1 and match[0] == want:
            continue
        have = set().union(*match) if match else set()
        errs.append('net %s: %s%s%s' % (
            name, 'on %d nets of the board; ' % len(match) if len(match) > 1 else '',
            'missing ' + ', '.join('%s.%s' % t for t in sorted(want - have)) + '; ' if want - have else '',
            'joined to ' + ', '.join('%s.%s' % t for t in sorted(have - want)) if have - want else ''))
    for cap, supply, gnd in c.decoupling:
        for pad, pin in (('1', supply), ('2', gnd)):
            a, b = rb.pad(cap, pad).GetPosition(), rb.pad('U1', str(pin)).GetPosition()
            d = pcbnew.ToMM(math.hypot(a.x - b.x, a.y - b.y))
            if d > DECOUPLE_MM:
                errs.append('%s pad %s is %.1f mm from U1 pin %d (at most %g)' % (cap, pad, d, pin, DECOUPLE_MM))
    return errs


def wiring(rb, pins, out):
    """Each key's and LED's ends as MCU pins, through a resistor where one is."""
    dip = {str(n): port + str(bit) for n, port, bit, _ in pins['dip'] if port != '_'}
    by_net = {}
    for ref, fp in rb.fps.items():
        for p in fp.Pads():
            by_net.setdefault(p.GetNetname(), []).append((ref, p.GetNumber()))

    def mcu(net, through=True):
        for ref, num in by_net.get(net, []) if net else []:
            if ref == 'U1' and num in dip:
                return dip[num]
        for ref, num in by_net.get(net, []) if net and through else []:
            fp = rb.fps[ref]
            if str(fp.GetFPID().GetLibItemName()).startswith('R_') and len(fp.Pads()) == 2:
                other = next(p for p in fp.Pads() if p.GetNumber() != num)
                pin = mcu(other.GetNetname(), False)
                if pin != '-':
                    return pin
        return '-'

    lines = ['# What the board joins, read back from its nets (tools/pcb/check.py).']
    role = {v: k for k, v in rb.role.items()}
    for k in range(circ.ROWS * circ.COLS + len(circ.FN_KEYS)):
        name = 'key %d %d' % divmod(k, circ.COLS) if k < 25 else 'key ' + circ.FN_KEYS[k - 25]
        fp = rb.fps[role[name]]
        lines.append('key %d %s %s' % (k, mcu(rb.pad(fp.GetReference(), '1').GetNetname()),
                                      mcu(rb.pad(fp.GetReference(), '2').GetNetname())))
    for k in range(circ.ROWS * circ.COLS):
        ref = role['led %d %d' % divmod(k, circ.COLS)]
        lines.append('led %d %s %s' % (k, mcu(rb.pad(ref, '2').GetNetname()),
                                      mcu(rb.pad(ref, '1').GetNetname())))
    lines.append('buzzer %s' % mcu(rb.pad('BZ1', '1').GetNetname()))
    with open(out, 'w') as f:
        f.write('\n'.join(lines) + '\n')


def report(name, errs):
    print(('ok - ' if not errs else 'FAIL - ') + name)
    for e in errs:
        print('  ' + e)
    return not errs


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('pcb')
    ap.add_argument('--board', default='handheld')
    ap.add_argument('--ohms', type=int, default=220)
    ap.add_argument('--drc')
    ap.add_argument('--netlist', action='store_true')
    ap.add_argument('--wiring')
    a = ap.parse_args()
    board = circ.load_board(a.pcb)
    pins = circ.read_pins(a.board)
    ok = True
    if a.drc:
        ok &= report('DRC of %s' % a.pcb, drc(board, a.drc))
        ok &= report('%s within the cheapest fab tier' % a.pcb, fab(board))
    rb = ReadBack(board)
    if a.netlist:
        ok &= report('netlist of %s against the pin source' % a.pcb, netlist(rb, circ.circuit(pins, a.ohms)))
    if a.wiring:
        if rb.errors:
            ok &= report('wiring of %s' % a.pcb, rb.errors)
        else:
            wiring(rb, pins, a.wiring)
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
