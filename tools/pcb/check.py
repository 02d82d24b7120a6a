# SPDX-License-Identifier: MIT
"""Check a saved board as a user would open it, and read its wiring back.

  check.py BOARD.kicad_pcb --board handheld [--drc REPORT] [--netlist]
           [--wiring OUT]

--drc: KiCad's DRC (pcbnew.WriteDRCReport): 0 violations, 0 unconnected;
  and what the cheapest process of common board houses makes: two
  copper layers, tracks 0.25 mm or wider (supply 0.4 mm), clearance
  0.2 mm, drills 0.4 mm, four mounting holes; the size and its price tier.
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
from router import seg_dist
from board import ORIGIN

DECOUPLE_MM = 10.0
CAP = 19.05          # a 1u keycap's outline, centred on its switch
LED_BODY = 3.0


def pad_box(p):
    b = p.GetBoundingBox()
    return (pcbnew.ToMM(b.GetLeft()), pcbnew.ToMM(b.GetTop()), pcbnew.ToMM(b.GetRight()), pcbnew.ToMM(b.GetBottom()))


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
    print('  board %.2f x %.2f mm: %s' % (w, h, 'the 100 x 100 mm tier' if max(w, h) <= 100.001
                                          else 'over 100 x 100 mm, priced by area'))
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
        """A key's centre is its switch's centre hole (the largest); another
        part's, the middle of its numbered pads."""
        holes = [p for p in fp.Pads() if not p.GetNumber()]
        if holes:
            p = max(holes, key=lambda p: p.GetDrillSize().x).GetPosition()
            return pcbnew.ToMM(p.x), pcbnew.ToMM(p.y)
        ps = [p.GetPosition() for p in fp.Pads() if p.GetNumber()]
        return (sum(pcbnew.ToMM(p.x) for p in ps) / len(ps), sum(pcbnew.ToMM(p.y) for p in ps) / len(ps))

    def of_kind(self, name):
        return [r for r, fp in self.fps.items() if str(fp.GetFPID().GetLibItemName()) == name]

    def identify(self):
        keys = sorted(self.of_kind(circ.KEY_FP[1]), key=lambda r: self.centre(self.fps[r])[1])
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
        self.keys = where
        taken = {}
        for ref in self.of_kind('LED_D3.0mm'):
            inside = [k for k in where if self.led_in_key(ref, k)]
            if len(inside) != 1 or inside[0] in taken:
                x, y = self.centre(self.fps[ref])
                self.errors.append('LED %s at (%.2f, %.2f) lies inside %s, not inside one key of its own' % (
                    ref, x - ORIGIN[0], y - ORIGIN[1], ', '.join(sorted(inside)) or 'no key'))
                continue
            taken[inside[0]] = ref
            self.role[ref] = 'led' + self.role[inside[0]][3:]
        missing = sorted(set(where) - set(taken))
        if missing:
            self.errors.append('keys without an LED of their own: ' + ', '.join(missing))

    def led_in_key(self, led, key):
        """The LED's body (a 3 mm circle over its pads' middle, and its pads)
        lies wholly inside the key's 19.05 mm cap outline."""
        x, y = self.centre(self.fps[led])
        kx, ky = self.keys[key]
        r = LED_BODY / 2
        boxes = [(x - r, y - r, x + r, y + r)] + [pad_box(p) for p in self.fps[led].Pads()]
        return all(abs(b[0] - kx) < CAP / 2 and abs(b[2] - kx) < CAP / 2 and
                   abs(b[1] - ky) < CAP / 2 and abs(b[3] - ky) < CAP / 2 for b in boxes)

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
    """Each key's and LED's ends as MCU pins, through a resistor or a row
    driver (a PNP follower: its emitter follows the pin on its base)."""
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
            kind = str(fp.GetFPID().GetLibItemName())
            other = None
            if kind.startswith('R_') and len(fp.Pads()) == 2:
                other = next(p for p in fp.Pads() if p.GetNumber() != num)
            elif kind.startswith('TO-92') and num == '3':   # a row driver: the emitter follows the base
                other = rb.pad(ref, '2')
            if other is not None:
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


def box_of(items):
    bs = [item.GetBoundingBox() for item in items]
    return (min(pcbnew.ToMM(b.GetLeft()) for b in bs), min(pcbnew.ToMM(b.GetTop()) for b in bs),
            max(pcbnew.ToMM(b.GetRight()) for b in bs), max(pcbnew.ToMM(b.GetBottom()) for b in bs))


def inside(a, b):
    """Boxes (x0, y0, x1, y1) a and b overlap."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def covers(board, rb):
    """The parts fitted last, over others: the battery holder (on the back)
    and the boost module (on its pins). Their outlines, by reference."""
    out = {}
    for ref, fp in rb.fps.items():
        if 'BatteryHolder' in str(fp.GetFPID().GetLibItemName()):
            out[ref] = box_of([g for g in fp.GraphicalItems() if g.GetLayer() == pcbnew.B_CrtYd])
    crt = [d for d in board.GetDrawings() if d.GetLayer() in (pcbnew.F_CrtYd, pcbnew.B_CrtYd)]
    if crt:   # a module's courtyard drawn on the board (board.py module_outline)
        box = box_of(crt)
        out.update({ref: box for ref, fp in rb.fps.items() if inside(box, box_of(fp.Pads()))})
    return out


def no_pad_under(board, rb):
    """No pad of another part inside the outline of a part fitted later."""
    errs = []
    for ref, box in sorted(covers(board, rb).items()):
        for other, fp in sorted(rb.fps.items()):
            if other == ref:
                continue
            for p in fp.Pads():
                if inside(pad_box(p), box):
                    errs.append('%s pad %s lies under %s' % (other, p.GetNumber() or '(hole)', ref))
    return errs or ([] if covers(board, rb) else ['no battery holder on the board'])


def silk_texts(board):
    """Every visible text on a silkscreen layer: (what, height, stroke)."""
    silk = (pcbnew.F_SilkS, pcbnew.B_SilkS)
    out = [('"%s"' % t.GetText(), t) for t in board.GetDrawings()
           if t.GetClass() == 'PTEXT' and t.GetLayer() in silk]
    for fp in board.GetFootprints():
        ts = [fp.Reference(), fp.Value()] + [g for g in fp.GraphicalItems() if g.GetClass() == 'MTEXT']
        out += [('%s "%s"' % (fp.GetReference(), t.GetText()), t) for t in ts
                if t.IsVisible() and t.GetLayer() in silk]
    return [(w, pcbnew.ToMM(t.GetTextHeight()), pcbnew.ToMM(t.GetTextThickness())) for w, t in out]


def silk_size(board, height=1.0, stroke=0.15):
    errs = ['%s: %.2f mm high, %.2f mm stroke (at least %g / %g)' % (w, h, s, height, stroke)
            for w, h, s in silk_texts(board) if h < height - 1e-6 or s < stroke - 1e-6]
    return errs or ([] if silk_texts(board) else ['no silkscreen text'])


def islands(board):
    """Copper as it is joined on the board, whatever the nets say: each
    pad -> an island number. Tracks join at their ends or where one ends
    on another, vias join the layers, a track on a pad joins the pad."""
    parent = {}

    def find(a):
        while parent.setdefault(a, a) != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    def join(a, b):
        parent[find(a)] = find(b)

    q = lambda p: (round(pcbnew.ToMM(p.x), 3), round(pcbnew.ToMM(p.y), 3))
    both = (pcbnew.F_Cu, pcbnew.B_Cu)
    segs, ends = [], []   # (layer, a, b, half width, item); (layer, point, item)
    for i, t in enumerate(board.GetTracks()):
        half = pcbnew.ToMM(t.GetWidth()) / 2
        if t.GetClass() == 'PCB_VIA':
            segs += [(L, q(t.GetPosition()), q(t.GetPosition()), half, i) for L in both]
            ends += [(L, q(t.GetPosition()), half, i) for L in both]
        else:
            segs.append((t.GetLayer(), q(t.GetStart()), q(t.GetEnd()), half, i))
            ends += [(t.GetLayer(), q(t.GetStart()), half, i), (t.GetLayer(), q(t.GetEnd()), half, i)]
    for L, (x, y), _, item in ends:   # ends meeting, a tee on another's middle, a via
        for L2, a, b, half, other in segs:
            if L2 == L and other != item and seg_dist(x, y, a[0], a[1], b[0], b[1]) <= half + 1e-3:
                join(item, other)
    pads = {}
    for fp in board.GetFootprints():
        for p in fp.Pads():
            key = (fp.GetReference(), p.GetNumber())
            if not p.GetNumber():
                continue
            pads[key] = ('pad',) + key
            x0, y0, x1, y1 = pad_box(p)
            cx, cy, r = (x0 + x1) / 2, (y0 + y1) / 2, min(x1 - x0, y1 - y0) / 2
            for L, (x, y), m, item in ends:   # a track ending on the pad
                if p.IsOnLayer(L) and x0 - m <= x <= x1 + m and y0 - m <= y <= y1 + m:
                    join(pads[key], item)
            for L, a, b, m, item in segs:     # or running through it
                if p.IsOnLayer(L) and seg_dist(cx, cy, a[0], a[1], b[0], b[1]) <= m + r:
                    join(pads[key], item)
    return {k: find(v) for k, v in pads.items()}


def reverse_protection(board, rb):
    """The cells reach the board only through the P-MOSFET: the holder's +
    joins the MOSFET's drain and nothing else; its gate is on the holder's
    -, its source elsewhere. Read from the copper, so a bridge shows."""
    holder = [r for r, fp in rb.fps.items() if 'BatteryHolder' in str(fp.GetFPID().GetLibItemName())]
    fets = [r for r, fp in rb.fps.items() if str(fp.GetFPID().GetLibItemName()) == 'SOT-23']
    if len(holder) != 1 or len(fets) != 1:
        return ['want one battery holder and one SOT-23 MOSFET, not %d and %d' % (len(holder), len(fets))]
    isl = islands(board)
    (bt,), (q,) = holder, fets
    plus = sorted(k for k, v in isl.items() if v == isl[(bt, '1')])
    errs = []
    if plus != sorted([(bt, '1'), (q, '3')]):
        errs.append('the cells\' + joins %s, not only %s drain' % (
            ', '.join('%s.%s' % k for k in plus), q))
    if isl[(q, '1')] != isl[(bt, '2')]:
        errs.append('%s gate is not on the cells\' -' % q)
    if isl[(q, '2')] in (isl[(q, '3')], isl[(bt, '2')]):
        errs.append('%s source joined to its drain or to the cells\' -' % q)
    return errs


# Parts that fit one way round, by footprint: each needs a mark on the board.
POLARISED = ('LED_D3.0mm', 'CP_Radial', 'Buzzer_', 'BatteryHolder', 'DIP-28', 'TO-92', 'SOT-23', 'PinHeader')


def marks(board, rb):
    """Every part has an outline on the silkscreen (an LED: its switch's,
    and a - and + by its legs); every polarised part a polarity mark:
    its library outline's mark, or a + or - within 5 mm of its pads."""
    texts = [(t.GetText(), pcbnew.ToMM(t.GetPosition().x), pcbnew.ToMM(t.GetPosition().y))
             for t in board.GetDrawings() if t.GetClass() == 'PTEXT']
    drawn = [box_of([d]) for d in board.GetDrawings()
             if d.GetClass() != 'PTEXT' and d.GetLayer() in (pcbnew.F_SilkS, pcbnew.B_SilkS)]
    errs = []
    for ref, fp in sorted(rb.fps.items()):
        name = str(fp.GetFPID().GetLibItemName())
        if name.startswith('MountingHole'):
            continue
        own = [g for g in fp.GraphicalItems() if g.GetLayer() in (pcbnew.F_SilkS, pcbnew.B_SilkS)
               and g.GetClass() != 'MTEXT']
        pads = box_of(fp.Pads())
        signs = {s for s, x, y in texts if s in '+-' and
                 pads[0] - 5 < x < pads[2] + 5 and pads[1] - 5 < y < pads[3] + 5}
        outline = own or any(inside(b, pads) for b in drawn) or (
            name == 'LED_D3.0mm' and signs == {'+', '-'})
        if not outline:
            errs.append('%s (%s) has no outline on the silkscreen' % (ref, name))
        if any(name.startswith(k) for k in POLARISED) and not (own or signs):
            errs.append('%s (%s) has no polarity mark' % (ref, name))
    return errs


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
    ap.add_argument('--kit', action='store_true', help='what a builder needs: LEDs in their keys, '
                    'nothing under the holder, silkscreen sizes, marks, reverse protection')
    a = ap.parse_args()
    board = circ.load_board(a.pcb)
    pins = circ.read_pins(a.board)
    ok = True
    if a.drc:
        ok &= report('DRC of %s' % a.pcb, drc(board, a.drc))
        ok &= report('%s within the cheapest process of common board houses' % a.pcb, fab(board))
    rb = ReadBack(board)
    if a.netlist:
        ok &= report('netlist of %s against the pin source' % a.pcb, netlist(rb, circ.circuit(pins, a.ohms)))
    if a.kit:
        ok &= report('each LED inside its own key\'s outline', [e for e in rb.errors if 'LED' in e])
        ok &= report('no pad under the battery holder or the boost module', no_pad_under(board, rb))
        ok &= report('silkscreen text at least 1.0 mm high, 0.15 mm stroke', silk_size(board))
        ok &= report('every part outlined, every polarised part marked', marks(board, rb))
        ok &= report('reverse polarity: the cells reach the board only through the P-MOSFET',
                     reverse_protection(board, rb))
    if a.wiring:
        if rb.errors:
            ok &= report('wiring of %s' % a.pcb, rb.errors)
        else:
            wiring(rb, pins, a.wiring)
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
