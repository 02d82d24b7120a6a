# SPDX-License-Identifier: MIT
"""Build the handheld's circuit board from the pin source and save it.

  board.py OUT.kicad_pcb --board handheld --ohms 220 --version V [--swap-rows A,B]

--swap-rows makes a deliberately wrong board for the tests: two row
tracks swapped at the chip, routed cleanly (fault.py makes the others).
"""
import argparse
import sys
import time

import pcbnew

import circuit as circ
import place
import router
import silk

ORIGIN = (30.0, 30.0)          # where the board's (0, 0) sits on the page
LAYER = (pcbnew.F_Cu, pcbnew.B_Cu)
TRACK, POWER_TRACK = 0.25, 0.4


def pt(x, y):
    return pcbnew.wxPointMM(ORIGIN[0] + x, ORIGIN[1] + y)


def mm(p):
    return pcbnew.ToMM(p.x) - ORIGIN[0], pcbnew.ToMM(p.y) - ORIGIN[1]


def setup_rules(board):
    ds = board.GetDesignSettings()
    ds.m_TrackMinWidth = pcbnew.FromMM(0.25)
    ds.m_MinClearance = pcbnew.FromMM(0.2)
    ds.m_ViasMinSize = pcbnew.FromMM(0.8)
    ds.m_MinThroughDrill = pcbnew.FromMM(0.4)
    ds.m_HoleClearance = pcbnew.FromMM(0.25)
    ds.m_CopperEdgeClearance = pcbnew.FromMM(0.5)
    nc = ds.GetNetClasses().GetDefault()
    nc.SetClearance(pcbnew.FromMM(0.2))
    nc.SetTrackWidth(pcbnew.FromMM(TRACK))
    nc.SetViaDiameter(pcbnew.FromMM(0.8))
    nc.SetViaDrill(pcbnew.FromMM(0.4))


def outline(board):
    c = [(0, 0), (place.W, 0), (place.W, place.H), (0, place.H)]
    for (x1, y1), (x2, y2) in zip(c, c[1:] + c[:1]):
        s = pcbnew.PCB_SHAPE(board)
        s.SetShape(pcbnew.SHAPE_T_SEGMENT)
        s.SetStart(pt(x1, y1))
        s.SetEnd(pt(x2, y2))
        s.SetLayer(pcbnew.Edge_Cuts)
        s.SetWidth(pcbnew.FromMM(0.1))
        board.Add(s)


def add_parts(board, c, nets):
    fps = {}
    for p, (x, y, deg, back) in ((p, place.placement(c)[p.ref]) for p in c.parts):
        lib, name = p.fp
        fp = pcbnew.FootprintLoad('%s/%s.pretty' % (circ.FP, lib), name)
        if fp is None:
            sys.exit('pcb: footprint %s:%s missing (Debian package kicad-footprints)' % (lib, name))
        fp.SetReference(p.ref)
        fp.SetValue(p.value)
        board.Add(fp)
        fp.SetPosition(pt(x, y))
        fp.SetOrientationDegrees(deg)
        if back:
            fp.Flip(fp.GetPosition(), True)
        for pad in fp.Pads():
            net = p.pads.get(pad.GetNumber())
            if net:
                pad.SetNet(nets[net])
        fps[p.ref] = fp
        if p.kind == 'led':    # it stands in its switch's window: the switch's courtyard is its own
            for g in list(fp.GraphicalItems()):
                if g.GetLayer() == pcbnew.F_CrtYd:
                    g.SetLayer(pcbnew.Cmts_User)
    return fps


MODULE = (-2.54, -3.81, 10.16, 11.43)   # the boost module's board over its pins (x0, y0, x1, y1)


def module_outline(board, x, y):
    """A module without a library footprint (on the back, as every part but
    the keys): its board's outline on the silkscreen and as a courtyard,
    so nothing is placed under it."""
    x0, y0, x1, y1 = MODULE
    for layer, grow in ((pcbnew.B_SilkS, 0.0), (pcbnew.B_CrtYd, 0.25)):
        c = [(x0 - grow, y0 - grow), (x1 + grow, y0 - grow), (x1 + grow, y1 + grow), (x0 - grow, y1 + grow)]
        for (ax, ay), (bx, by) in zip(c, c[1:] + c[:1]):
            g = pcbnew.PCB_SHAPE(board)
            g.SetShape(pcbnew.SHAPE_T_SEGMENT)
            g.SetStart(pt(x + ax, y + ay))
            g.SetEnd(pt(x + bx, y + by))
            g.SetLayer(layer)
            g.SetWidth(pcbnew.FromMM(0.15 if layer == pcbnew.B_SilkS else 0.05))
            board.Add(g)


def track(board, net, layer, x1, y1, x2, y2, width):
    t = pcbnew.PCB_TRACK(board)
    t.SetStart(pt(x1, y1))
    t.SetEnd(pt(x2, y2))
    t.SetWidth(pcbnew.FromMM(width))
    t.SetLayer(LAYER[layer])
    t.SetNet(net)
    board.Add(t)


def via(board, net, x, y):
    v = pcbnew.PCB_VIA(board)
    v.SetPosition(pt(x, y))
    v.SetWidth(pcbnew.FromMM(router.VIA_R * 2))
    v.SetDrill(pcbnew.FromMM(0.4))
    v.SetNet(net)
    board.Add(v)


def pad_box(pad):
    bb = pad.GetBoundingBox()
    x, y = mm(bb.Centre())
    return x, y, pcbnew.ToMM(bb.GetWidth()) / 2, pcbnew.ToMM(bb.GetHeight()) / 2


def route(board, c, fps, nets, net_ids):
    """Stamp every pad and the pattern, then connect each net's pieces."""
    g = router.Grid(place.W, place.H)
    edge = router.CLEAR + 0.25
    for x0, y0, x1, y1 in ((0, 0, place.W, edge), (0, place.H - edge, place.W, place.H),
                           (0, 0, edge, place.H), (place.W - edge, 0, place.W, place.H)):
        g.stamp_rect(router.NOBODY, (0, 1), (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2)
    pieces = {}   # net -> [set of (layer, node)]
    for ref, fp in fps.items():
        for pad in fp.Pads():
            x, y, hx, hy = pad_box(pad)
            name = pad.GetNetname()
            nid = net_ids.get(name, router.NOBODY)
            if pad.GetAttribute() == pcbnew.PAD_ATTRIB_NPTH:
                g.stamp_circle(router.NOBODY, (0, 1), x, y, max(hx, hy) + 0.1)
                continue
            layers = pad_layers(pad)
            g.stamp_rect(nid, layers, x, y, hx, hy)
            if name and not in_pattern(c.part(ref), pad.GetNumber()):
                pieces.setdefault(name, []).append(set(g.pad_nodes(x, y, hx, hy, layers)))
    tracks, vias = place.pattern()
    for name, L, x1, y1, x2, y2 in tracks:
        w = POWER_TRACK if name in circ.POWER_NETS else TRACK
        track(board, nets[name], L, x1, y1, x2, y2, w)
        g.stamp_segment(net_ids[name], L, x1, y1, x2, y2, w / 2)
    for name, x, y in vias:
        via(board, nets[name], x, y)
        g.stamp_circle(net_ids[name], (0, 1), x, y, router.VIA_R)
    for name in set(t[0] for t in tracks):   # the pattern and its pads: one piece
        pieces[name] = [set(g.tree[net_ids[name]])] + pieces.get(name, [])
    failed = []
    order = sorted(pieces, key=lambda n: (n not in circ.POWER_NETS, spread(g, pieces[n])))
    for name in order:
        nid, width = net_ids[name], POWER_TRACK if name in circ.POWER_NETS else TRACK
        todo = pieces[name]
        tree = set(todo[0])
        todo = todo[1:]
        while todo:
            todo.sort(key=lambda p: gap(g, p, tree))
            piece = todo.pop(0)
            path = g.search(nid, piece, tree)
            if path is None:
                failed.append(name)
                continue
            while len(path) > 1 and path[0][1] == path[1][1] and in_through_pad(fps, nets[name], *g.xy(path[0][1])):
                path.pop(0)                                 # a layer change on a pad: the pad does it
            while len(path) > 1 and path[-1][1] == path[-2][1] and in_through_pad(fps, nets[name], *g.xy(path[-1][1])):
                path.pop()
            runs, vs = g.segments(path)
            for L, x1, y1, x2, y2 in runs:
                track(board, nets[name], L, x1, y1, x2, y2, width)
                g.stamp_segment(nid, L, x1, y1, x2, y2, width / 2)
            for x, y in vs:
                if in_through_pad(fps, nets[name], x, y):   # a through-hole pad joins the layers itself
                    continue
                via(board, nets[name], x, y)
                g.stamp_circle(nid, (0, 1), x, y, router.VIA_R)
            for end in (path[0], path[-1]) if runs else ():   # into the pad's centre
                stub_to_pad(board, fps, nets[name], g, end, width)
            tree |= piece | set(path) | g.tree.get(nid, set())
    return failed


def pad_layers(pad):
    """Router layers a pad is on: both for a through-hole pad, else its side."""
    if pad.GetAttribute() == pcbnew.PAD_ATTRIB_SMD:
        return (1,) if pad.IsOnLayer(pcbnew.B_Cu) else (0,)
    return (0, 1)


def in_through_pad(fps, net, x, y):
    for fp in fps.values():
        for pad in fp.Pads():
            if pad.GetNetCode() == net.GetNetCode() and pad.GetAttribute() == pcbnew.PAD_ATTRIB_PTH:
                px, py, hx, hy = pad_box(pad)
                if abs(px - x) <= hx and abs(py - y) <= hy:
                    return True
    return False


def in_pattern(part, pad):
    """Pads the matrix pattern wires: the grid's keys and LEDs."""
    kind = part.role.split()
    return kind[0] in ('key', 'led') and len(kind) == 3


def centre(g, piece):
    xs = [g.xy(k) for _, k in piece]
    return sum(x for x, _ in xs) / len(xs), sum(y for _, y in xs) / len(xs)


def gap(g, piece, tree):
    x, y = centre(g, piece)
    return min(abs(g.xy(k)[0] - x) + abs(g.xy(k)[1] - y) for _, k in tree)


def spread(g, pieces):
    cs = [centre(g, p) for p in pieces]
    return max(x for x, _ in cs) - min(x for x, _ in cs) + max(y for _, y in cs) - min(y for _, y in cs)


def stub_to_pad(board, fps, net, g, end, width):
    """A path ends on a grid node inside a pad: finish it at the pad's centre."""
    L, k = end
    x, y = g.xy(k)
    for fp in fps.values():
        for pad in fp.Pads():
            if pad.GetNetCode() != net.GetNetCode():
                continue
            px, py, hx, hy = pad_box(pad)
            if abs(px - x) <= hx and abs(py - y) <= hy and (abs(px - x) > 1e-3 or abs(py - y) > 1e-3):
                track(board, net, L, px, py, x, y, width)
                return


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('out')
    ap.add_argument('--board', default='handheld')
    ap.add_argument('--ohms', type=int, default=220)
    ap.add_argument('--version', default='unknown')
    ap.add_argument('--swap-rows')
    a = ap.parse_args()
    t0 = time.time()
    pins = circ.read_pins(a.board)
    swap = tuple(int(x) for x in a.swap_rows.split(',')) if a.swap_rows else None
    c = circ.circuit(pins, a.ohms, swap)
    pcbnew.KIID.SeedGenerator(1)   # the same UUIDs, so the same file, every run
    board = pcbnew.BOARD()
    setup_rules(board)
    names = sorted({n for p in c.parts for n in p.pads.values() if n})
    nets, net_ids = {}, {}
    for i, n in enumerate(names):
        nets[n] = pcbnew.NETINFO_ITEM(board, n)
        board.Add(nets[n])
        net_ids[n] = i
    outline(board)
    fps = add_parts(board, c, nets)
    module_outline(board, *place.FIXED['U2'][:2])
    failed = route(board, c, fps, nets, net_ids)
    silk.decorate(board, fps, c, a.version, pt)
    pcbnew.SaveBoard(a.out, board)
    print('pcb: %s: %d parts, %d nets, %d tracks, %.1f s%s' % (
        a.out, len(c.parts), len(names), len(board.GetTracks()), time.time() - t0,
        ', unrouted: ' + ' '.join(sorted(set(failed))) if failed else ''))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
