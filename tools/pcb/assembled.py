# SPDX-License-Identifier: MIT
"""A picture of the handheld assembled: the case's two printed parts (the
STL files make pcb writes), the board in them, its switches and keycaps.

  assembled.py BOARD.kicad_pcb SHELL.stl PLATE.stl OUT.png

Drawn in code (no OpenGL here): an oblique view from the front, each part
a set of flat-shaded facets painted back to front, the parts in the order
they stack. Some caps are lit, as in a game; the function keys' names
are the ones cut into the plate.
"""
import math
import sys

from PIL import Image, ImageDraw

import case
import stl
from circuit import load_board

SIZE, AA = (1200, 1000), 2            # the picture, and its oversampling
AZ, EL = math.radians(-20), math.radians(56)
LIGHT = (-0.35, -0.55, 0.76)
HOUSING_H, CAP_H, CAP_BASE, CAP_TOP = 6.6, 7.5, 18.0, 12.5
COLOUR = {'shell': (120, 128, 150), 'plate': (150, 158, 180), 'board': (29, 94, 44), 'joint': (212, 175, 80),
          'housing': (55, 55, 60), 'cap': (238, 238, 242), 'lit': (255, 92, 80), 'fn': (205, 210, 222)}
LIT = {1, 5, 6, 7, 11, 13, 17, 18, 19, 23}   # a board as it might look mid-game


def view(p):
    x, y, z = p
    x1 = x * math.cos(AZ) - y * math.sin(AZ)
    y1 = x * math.sin(AZ) + y * math.cos(AZ)
    return x1, -(z * math.cos(EL) + y1 * math.sin(EL)), y1 * math.cos(EL) - z * math.sin(EL)


def normal(a, b, c):
    u = [b[i] - a[i] for i in range(3)]
    v = [c[i] - a[i] for i in range(3)]
    n = (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
    length = math.sqrt(sum(k * k for k in n)) or 1.0
    return tuple(k / length for k in n)


def box(x0, y0, z0, x1, y1, z1, top_shrink=0.0):
    """A box (or a frustum: its top shrunk on each side) as facets, outward."""
    s = top_shrink
    b = [(x0, y0, z0), (x1, y0, z0), (x1, y1, z0), (x0, y1, z0)]
    t = [(x0 + s, y0 + s, z1), (x1 - s, y0 + s, z1), (x1 - s, y1 - s, z1), (x0 + s, y1 - s, z1)]
    quads = [b[::-1], t] + [[b[i], b[(i + 1) % 4], t[(i + 1) % 4], t[i]] for i in range(4)]
    return [(q[0], q[1], q[2]) for q in quads] + [(q[0], q[2], q[3]) for q in quads]


def parts(board_path, shell_path, plate_path):
    """[(colour, [facet])] in the order they stack, in the case's frame."""
    m = case.measure(load_board(board_path))
    o = case.WALL + case.GAP
    ow, oh = m['w'] + 2 * o, m['h'] + 2 * o
    board_z = case.FLOOR + case.UNDER
    plate_top = board_z + case.BOARD_T + case.PLATE_Z
    outer = lambda f: any(all(abs(p[i] - edge) < 0.01 for p in f) for i, edge in ((0, 0), (0, ow), (1, 0), (1, oh)))
    shell = [vs for _, vs in stl.read(shell_path) if outer(vs)]   # under the plate only its outside shows
    plate = [tuple((ow - x, y, plate_top - z) for x, y, z in vs) for _, vs in stl.read(plate_path)]
    board = box(o, o, board_z, o + m['w'], o + m['h'], board_z + case.BOARD_T)
    top = board_z + case.BOARD_T
    joints = [f for x0, y0, x1, y1 in m['joints']   # the back parts' joints, seen through the plate's window
              for f in box(o + x0, oh - o - y1, top, o + x1, oh - o - y0, top + 0.05)]
    out = [('board', board), ('joint', joints), ('shell', shell), ('plate', plate)]
    for i, (x, y) in enumerate(sorted(m['keys'], key=lambda k: (round(k[1], 1), k[0]))):
        cx, cy = o + x, oh - o - y
        fn = (x, y) in m['fn_keys']
        h = CAP_BASE / 2
        housing = box(cx - 7, cy - 7, plate_top, cx + 7, cy + 7, plate_top + HOUSING_H - 1.0)
        cap = box(cx - h, cy - h, plate_top + HOUSING_H - 1.5, cx + h, cy + h,
                  plate_top + HOUSING_H - 1.5 + CAP_H, (CAP_BASE - CAP_TOP) / 2)
        out.append((oh - cy, 'housing', housing))   # far rows first, each cap over its switch
        out.append((oh - cy + 0.1, 'fn' if fn else 'lit' if i in LIT else 'cap', cap))
    return out[:4] + [(c, f) for _, c, f in sorted(out[4:], key=lambda t: t[0])]


def draw(groups, out):
    pts = [view(p) for _, fs in groups for f in fs for p in f]
    x0, x1 = min(p[0] for p in pts), max(p[0] for p in pts)
    y0, y1 = min(p[1] for p in pts), max(p[1] for p in pts)
    w, h = SIZE[0] * AA, SIZE[1] * AA
    k = min(w * 0.94 / (x1 - x0), h * 0.94 / (y1 - y0))
    ox, oy = (w - k * (x1 - x0)) / 2 - k * x0, (h - k * (y1 - y0)) / 2 - k * y0
    img = Image.new('RGB', (w, h), (246, 246, 242))
    d = ImageDraw.Draw(img)
    for colour, facets in groups:
        shaded = []
        for f in facets:
            n = normal(*f)
            nv = view((n[0], n[1], n[2]))
            facing = -(view((0, 0, 0))[2] - nv[2])   # the normal's depth: negative looks at the eye
            if facing > 1e-6:
                continue
            lum = 0.42 + 0.58 * max(0.0, sum(n[i] * LIGHT[i] for i in range(3)))
            vs = [view(p) for p in f]
            shaded.append((sum(v[2] for v in vs) / 3, [(ox + k * v[0], oy + k * v[1]) for v in vs], lum))
        base = COLOUR[colour]
        edged = colour in ('cap', 'lit', 'fn')   # a cap's edges drawn, so rows stand apart
        for _, poly, lum in sorted(shaded, key=lambda t: -t[0]):
            c = tuple(min(255, int(ch * lum)) for ch in base)
            d.polygon(poly, fill=c, outline=c)
            if edged:   # not the longest side: the diagonal that split a face in two
                sides = sorted(((poly[i], poly[(i + 1) % 3]) for i in range(3)),
                               key=lambda e: (e[0][0] - e[1][0]) ** 2 + (e[0][1] - e[1][1]) ** 2)
                for a, b in sides[:2]:
                    d.line([a, b], fill=tuple(int(ch * 0.55) for ch in c), width=AA)
    img.resize(SIZE, Image.LANCZOS).save(out, optimize=True)


def main(board_path, shell_path, plate_path, out):
    groups = parts(board_path, shell_path, plate_path)
    draw(groups, out)
    print('pcb: %s: the handheld assembled, %d facets' % (out, sum(len(f) for _, f in groups)))


if __name__ == '__main__':
    if len(sys.argv) != 5:
        sys.exit(__doc__.strip())
    main(*sys.argv[1:])
