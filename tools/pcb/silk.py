# SPDX-License-Identifier: MIT
"""The silkscreen: name, version, key labels, values, header pins."""
import pcbnew

import circuit as circ
import place


def text(board, s, xy, pt, size=1.0, layer=pcbnew.F_SilkS, mirror=False):
    t = pcbnew.PCB_TEXT(board)
    t.SetText(s)
    t.SetPosition(pt(*xy))
    t.SetLayer(layer)
    t.SetTextSize(pcbnew.wxSizeMM(size, size))
    t.SetTextThickness(pcbnew.FromMM(0.15 * size))
    t.SetMirrored(mirror)
    board.Add(t)


def bbox(item):
    b = item.GetBoundingBox()
    return (pcbnew.ToMM(b.GetLeft()), pcbnew.ToMM(b.GetTop()),
            pcbnew.ToMM(b.GetRight()), pcbnew.ToMM(b.GetBottom()))


def overlaps(a, b, m=0.25):
    return a[0] < b[2] + m and b[0] < a[2] + m and a[1] < b[3] + m and b[1] < a[3] + m


def courtyard(fp):
    lay = pcbnew.B_CrtYd if fp.IsFlipped() else pcbnew.F_CrtYd
    bs = [bbox(g) for g in fp.GraphicalItems() if g.GetLayer() == lay] or [bbox(p) for p in fp.Pads()]
    return (min(b[0] for b in bs), min(b[1] for b in bs), max(b[2] for b in bs), max(b[3] for b in bs))


def place_text(t, fp, obstacles, parts, edge):
    """Beside its part where it covers no pad, part or other text."""
    x0, y0, x1, y1 = courtyard(fp)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    h = pcbnew.ToMM(t.GetTextHeight())
    q = (y1 - y0) / 4
    for x, y, deg in ((cx, cy, 90), (cx, cy - q, 0), (cx, cy + q, 0), (cx, y1 + h, 0), (cx, y0 - h, 0), (cx, y1 + 2 * h, 0),
                      (cx, y0 - 2 * h, 0), (x1 + h, cy, 90), (x0 - h, cy, 90),
                      (x1 + 2 * h, cy, 0), (x0 - 2 * h, cy, 0)):
        t.SetTextAngle(deg * 10)
        t.SetPosition(pcbnew.wxPointMM(x, y))
        t.SetLocalCoord()
        b = bbox(t)
        if b[0] < edge[0] or b[1] < edge[1] or b[2] > edge[2] or b[3] > edge[3]:
            continue
        if not any(overlaps(b, o) for o in obstacles + parts):
            obstacles.append(b)
            return True
    t.SetVisible(False)
    return False


TITLE = (22.0, 172.0)


def decorate(board, fps, c, version, pt):
    for p in c.parts:
        fp = fps[p.ref]
        fp.Value().SetVisible(False)
        grid = p.role.split()[0] in ('key', 'led') and len(p.role.split()) == 3
        fp.Reference().SetVisible(not grid and p.ref[0] != 'H' and p.ref not in ('SW30', 'BT1') and
                                  p.kind not in ('r150', 'pnp'))
        if p.kind == 'led':   # inside its switch's outline: drawn on the fab layer
            for g in fp.GraphicalItems():
                if g.GetLayer() == pcbnew.F_SilkS:
                    g.SetLayer(pcbnew.F_Fab)
    x, y = place.HOLDER   # its pads: + (square) and -
    text(board, '+', (x - 3.5, y), pt, 1.5, pcbnew.B_SilkS, True)
    text(board, '-', (x - 3.5, y + 14.99), pt, 1.5, pcbnew.B_SilkS, True)
    back = dict(layer=pcbnew.B_SilkS, mirror=True)
    text(board, 'LIGHTS OUT handheld', TITLE, pt, 1.6, **back)
    text(board, version, (TITLE[0], TITLE[1] + 2.5), pt, 1.0, **back)
    for i, name in enumerate(circ.FN_KEYS):   # under the switch, inside its cap
        x, y = place.key_centre(0, i)[0], place.FN_Y
        text(board, name, (x, y + 8.4), pt, 1.2)
    for r in range(circ.ROWS):   # each LED's legs, beside its switch: its outline is the switch's window
        for col in range(circ.COLS):
            x, y = place.led_xy(r, col)
            text(board, '-', (x - 0.6, y + 3.9), pt, 1.2)
            text(board, '+', (x + 3.1, y + 3.9), pt, 1.2)
    x, y = place.FIXED['J2'][:2]
    for n, label, _ in circ.SERIAL:
        text(board, label, (x - 3.2, y + 2.54 * (n - 1)), pt, 1.0, **back)
    x, y = place.placement(c)['R1'][:2]   # groups whose references do not fit one by one
    text(board, 'R1-R5', (x - 1.27, y - 2.6), pt, 1.0, **back)
    x, y = place.placement(c)['Q2'][:2]
    text(board, 'Q2-Q6', (x - 6.0, y + 3.4), pt, 1.0, **back)
    x, y = place.FIXED['U2'][:2]
    for n, label, _ in circ.BOOST:
        text(board, label, (x + 4.2, y + 2.54 * (int(n) - 1)), pt, 1.0, **back)
    text(board, '5V boost', (x + 4.5, y + 9.6), pt, 1.0, **back)
    obstacles = [bbox(t) for t in board.GetDrawings() if t.GetClass() == 'PTEXT' or
                 t.GetLayer() in (pcbnew.F_SilkS, pcbnew.B_SilkS)]
    for fp in fps.values():
        obstacles += [bbox(pad) for pad in fp.Pads()]
    e = pcbnew.ToMM(pt(0, 0).x), pcbnew.ToMM(pt(0, 0).y)
    edge = (e[0] + 0.5, e[1] + 0.5, e[0] + place.W - 0.5, e[1] + place.H - 0.5)
    texts = []
    for p in c.parts:   # references and values beside their parts
        fp = fps[p.ref]
        if p.ref[0] in 'RC' or p.ref in ('U1', 'BZ1', 'J1', 'J2', 'SW30'):
            fp.Value().SetVisible(True)
            fp.Value().SetLayer(pcbnew.B_SilkS if fp.IsFlipped() else pcbnew.F_SilkS)
            texts.append((fp.Value(), fp))
        if fp.Reference().IsVisible():
            texts.append((fp.Reference(), fp))
    def others(fp):   # the other parts, and this one's own drawing
        side = pcbnew.B_SilkS if fp.IsFlipped() else pcbnew.F_SilkS
        return [courtyard(f) for f in fps.values() if f is not fp and f.IsFlipped() == fp.IsFlipped()] + [
            bbox(g) for g in fp.GraphicalItems() if g.GetLayer() == side
            and getattr(g, "GetShape", lambda: None)() != pcbnew.SHAPE_T_CIRCLE]
    for t, fp in texts:
        if not place_text(t, fp, obstacles, others(fp), edge):
            print('pcb: no room on the silkscreen for %s of %s' % (t.GetText(), fp.GetReference()))
