# SPDX-License-Identifier: MIT
"""A 3D-printable tray for the board, in OpenSCAD, from the same placement.

  case.py BOARD.kicad_pcb OUT.scad     (then: openscad -o OUT.stl OUT.scad)

Everything is measured on the saved board: its outline, the mounting
holes, the battery holder's and the switch's outlines.
The board sits on four posts at its mounting holes (M2 screws, 6 mm,
self-tapping into the posts), high enough for the battery holder on its
back; the floor has a window under the holder, so the cells change from
below; the top wall is cut for the power switch's lever.
"""
import sys

import pcbnew

from board import ORIGIN
from circuit import load_board
from silk import courtyard

WALL, FLOOR, GAP = 2.0, 2.0, 0.5        # mm
POST_H = 18.0                           # the holder and its cells: about 16 mm
BOARD_T = 1.6
LIP = 2.0                               # the wall above the board's top


def local(box):
    """A box in board coordinates, clipped to the board."""
    return (box[0] - ORIGIN[0], box[1] - ORIGIN[1], box[2] - ORIGIN[0], box[3] - ORIGIN[1])


def scad(board):
    bb = board.GetBoardEdgesBoundingBox()
    W, H = pcbnew.ToMM(bb.GetWidth()) - 0.1, pcbnew.ToMM(bb.GetHeight()) - 0.1
    fps = {fp.GetReference(): fp for fp in board.GetFootprints()}
    HOLES = [(pcbnew.ToMM(fp.GetPosition().x) - ORIGIN[0], pcbnew.ToMM(fp.GetPosition().y) - ORIGIN[1])
             for r, fp in sorted(fps.items()) if r.startswith('H')]
    x0, y0, x1, y1 = local(courtyard(fps['BT1']))
    x0, x1 = max(x0, 0.5), min(x1, W - 0.5)
    s0, _, s1, _ = local(courtyard(fps['SW30']))
    SWITCH_X = (s0, s1)
    o = WALL + GAP                       # board corner inside the tray
    top = FLOOR + POST_H + BOARD_T + LIP
    fy = lambda y: H - y                 # OpenSCAD's y runs up
    posts = '\n'.join('    translate([%.2f, %.2f, 0]) post();' % (o + x, o + fy(y)) for x, y in HOLES)
    return '''// Lights Out handheld: a tray for the circuit board (tools/pcb/case.py).
$fn = 48;
outer = [%(ow).2f, %(oh).2f];
module post() {
    difference() {
        cylinder(d = 5.5, h = %(post_top).2f);
        translate([0, 0, %(floor).2f]) cylinder(d = 1.7, h = %(post_top).2f);  // M2, self-tapping
    }
}
difference() {
    cube([outer[0], outer[1], %(top).2f]);
    translate([%(wall).2f, %(wall).2f, %(floor).2f])
        cube([outer[0] - 2 * %(wall).2f, outer[1] - 2 * %(wall).2f, %(top).2f]);
    // the battery window, under the holder
    translate([%(hx).2f, %(hy).2f, -1]) cube([%(hw).2f, %(hh).2f, %(floor).2f + 2]);
    // the power switch's lever, over the top edge
    translate([%(sx).2f, outer[1] - %(wall).2f - 1, %(board_top).2f - 1])
        cube([%(sw).2f, %(wall).2f + 2, %(top).2f]);
}
%(posts)s
''' % dict(ow=W + 2 * o, oh=H + 2 * o, top=top, wall=WALL, floor=FLOOR,
           post_top=FLOOR + POST_H, board_top=FLOOR + POST_H + BOARD_T,
           hx=o + x0 - 1, hy=o + fy(y1) - 1, hw=x1 - x0 + 2, hh=y1 - y0 + 2,
           sx=o + SWITCH_X[0], sw=SWITCH_X[1] - SWITCH_X[0], posts=posts)


if __name__ == '__main__':
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip())
    with open(sys.argv[2], 'w') as f:
        f.write(scad(load_board(sys.argv[1])))
