# SPDX-License-Identifier: MIT
"""The case, in two printed parts, measured on the saved board (OpenSCAD).

  case.py BOARD.kicad_pcb SHELL.scad PLATE.scad   (then openscad -o X.stl X.scad)
  case.py --check BOARD.kicad_pcb PLATE.stl       the plate covers no joint on the front

- The shell: a floor and four walls around the board. The board lies on
  four posts at its mounting holes, high enough for the parts on its back
  (the battery holder the tallest). The floor has a window under the
  holder (the cells change from below), openings under the serial and
  ISP headers (their pins point down) and sound holes under the piezo;
  the bottom wall is notched for the power switch's lever.
- The plate: keyboard style, 1.5 mm where the switches clip in, 5.0 mm
  over the board's top (the MX standard), as wide as the shell, resting
  on its walls. It covers the keys; a window leaves open the joints of
  the parts on the back (they are soldered on the front, before the
  plate and its switches go on), so the board closes the case there.
  A pillar under each screw hole it covers stands on the board: one
  screw through plate and board into the post; the other holes take a
  screw through the board alone (the parts list names both). The
  function keys' names are cut 0.4 mm into its top, under their keys.
  Written upside down, as it prints: its top on the bed.
Both print without supports: every face that looks down is on the bed.
"""
import sys

import pcbnew

from board import ORIGIN
from check import CAP, ReadBack, box_of, pad_box
from circuit import FN_KEYS, KEY_FP

WALL, FLOOR, GAP = 2.0, 2.0, 0.5     # mm
UNDER = 17.0                         # from the floor to the board: the 2xAA holder stands 16 mm
BOARD_T = 1.6
PLATE_Z, PLATE_T = 5.0, 1.5          # the plate's top over the board's top, its thickness
CUTOUT = 14.0                        # an MX switch's plate hole
POST_D, PILOT_D, SCREW_D = 6.0, 1.8, 2.5   # posts; holes for 2.2 mm self-tapping screws
LABEL_DEPTH, LABEL_ROOM = 0.4, 3.0  # the function keys' names: cut into the plate under their caps
JOINT_MARGIN = 1.0


def measure(board):
    """What the case needs from the board, in board millimetres (y down)."""
    bb = board.GetBoardEdgesBoundingBox()
    rb = ReadBack(board)
    local = lambda x, y: (x - ORIGIN[0], y - ORIGIN[1])
    fps = rb.fps
    m = {'w': pcbnew.ToMM(bb.GetWidth()) - 0.1, 'h': pcbnew.ToMM(bb.GetHeight()) - 0.1}
    m['holes'] = [local(pcbnew.ToMM(fp.GetPosition().x), pcbnew.ToMM(fp.GetPosition().y))
                  for r, fp in sorted(fps.items()) if r.startswith('H')]
    m['keys'] = [local(*rb.centre(fps[r])) for r in sorted(rb.of_kind(KEY_FP[1]))]
    m['labels'] = [(name,) + local(*rb.centre(fps[next(r for r, role in rb.role.items() if role == 'key ' + name)]))
                   for name in FN_KEYS]
    m['fn_keys'] = [(x, y) for _, x, y in m['labels']]

    def box(ref, layer=None):
        fp = fps[ref]
        items = [g for g in fp.GraphicalItems() if g.GetLayer() == layer] if layer else list(fp.Pads())
        x0, y0, x1, y1 = box_of(items)
        return local(x0, y0) + local(x1, y1)

    m['holder'] = box(next(r for r, fp in fps.items() if 'BatteryHolder' in str(fp.GetFPID().GetLibItemName())),
                      pcbnew.B_CrtYd)
    m['headers'] = [box(r) for r, fp in sorted(fps.items()) if 'PinHeader' in str(fp.GetFPID().GetLibItemName())
                    and r.startswith('J')]
    m['piezo'] = box(next(r for r, fp in fps.items() if 'Buzzer' in str(fp.GetFPID().GetLibItemName())))
    m['switch'] = box(next(r for r, fp in fps.items() if 'SPDT' in str(fp.GetFPID().GetLibItemName())))
    # The joints of the parts on the back are on the front: the plate leaves them open.
    joints = [local(*p[:2]) + local(*p[2:]) for fp in fps.values() if fp.IsFlipped()
              for p in [pad_box(q) for q in fp.Pads() if q.GetAttribute() == pcbnew.PAD_ATTRIB_PTH]]
    x0, y0 = min(b[0] for b in joints) - JOINT_MARGIN, min(b[1] for b in joints) - JOINT_MARGIN
    x1, y1 = max(b[2] for b in joints) + JOINT_MARGIN, max(b[3] for b in joints) + JOINT_MARGIN
    m['window'] = (max(x0, 0.5), y0, min(x1, m['w'] - 0.5), min(y1, m['h'] - 0.5))
    m['joints'] = joints
    caps = max(y for _, y in m['keys']) + CAP / 2
    if y0 < caps + LABEL_ROOM:
        raise SystemExit('case: the joints on the front reach y = %.1f mm, into the function keys\' '
                         'names (the caps end at %.1f)' % (y0, caps))
    m['label_y'] = (caps + y0) / 2
    return m


def shell(m):
    o = WALL + GAP
    ow, oh = m['w'] + 2 * o, m['h'] + 2 * o
    board_z = FLOOR + UNDER
    top = board_z + BOARD_T + PLATE_Z - PLATE_T
    X = lambda x: o + x
    Y = lambda y: oh - o - y          # OpenSCAD's y runs up
    cut = []
    x0, y0, x1, y1 = m['holder']
    cut.append('translate([%.2f, %.2f, -1]) cube([%.2f, %.2f, %.2f]);  // the cells, from below'
               % (X(x0) + 1, Y(y1) + 1, x1 - x0 - 2, y1 - y0 - 2, FLOOR + 2))
    for x0, y0, x1, y1 in m['headers']:
        cut.append('translate([%.2f, %.2f, -1]) cube([%.2f, %.2f, %.2f]);  // a header, its pins down'
                   % (X(x0) - 2, Y(y1) - 2, x1 - x0 + 4, y1 - y0 + 4, FLOOR + 2))
    x0, y0, x1, y1 = m['piezo']
    cx, cy = X((x0 + x1) / 2), Y((y0 + y1) / 2)
    for dx in (-4, 0, 4):
        for dy in (-4, 0, 4):
            cut.append('translate([%.2f, %.2f, -1]) cylinder(d = 2, h = %.2f);' % (cx + dx, cy + dy, FLOOR + 2))
    x0, y0, x1, y1 = m['switch']
    cut.append('translate([%.2f, -1, %.2f]) cube([%.2f, %.2f, %.2f]);  // the power switch\'s lever'
               % (X(x0) - 2, board_z - 6, x1 - x0 + 4, WALL + GAP + 2, top))
    posts = '\n'.join('    translate([%.2f, %.2f, 0]) post();' % (X(x), Y(y)) for x, y in m['holes'])
    return '''// Lights Out handheld: the case's bottom shell (tools/pcb/case.py).
$fn = 40;
module post() {
    difference() {
        cylinder(d = %(post)g, h = %(board_z).2f);
        translate([0, 0, %(pilot_z).2f]) cylinder(d = %(pilot)g, h = %(board_z).2f);  // 2.2 mm self-tapping
    }
}
union() {
    difference() {
        cube([%(ow).2f, %(oh).2f, %(top).2f]);
        translate([%(wall).2f, %(wall).2f, %(floor).2f]) cube([%(iw).2f, %(ih).2f, %(top).2f]);
        %(cuts)s
    }
%(posts)s
}
''' % dict(post=POST_D, pilot=PILOT_D, board_z=board_z, pilot_z=FLOOR + 2, ow=ow, oh=oh, top=top,
           wall=WALL, floor=FLOOR, iw=ow - 2 * WALL, ih=oh - 2 * WALL, cuts='\n        '.join(cut),
           posts=posts)


def plate(m):
    """Upside down, as it prints: its top face at z = 0."""
    o = WALL + GAP
    ow, oh = m['w'] + 2 * o, m['h'] + 2 * o
    X = lambda x: ow - o - x          # seen from below: mirrored
    Y = lambda y: oh - o - y
    keys = '\n        '.join('translate([%.2f, %.2f, 0]) cube([%g, %g, %g], center = true);'
                             % (X(x), Y(y), CUTOUT, CUTOUT, 3 * PLATE_T) for x, y in m['keys'])
    labels = '\n        '.join(
        'translate([%.2f, %.2f, -1]) mirror([1, 0, 0]) linear_extrude(%.2f) '
        'text("%s", size = 2.2, halign = "center", valign = "center");'
        % (X(x), Y(m['label_y']), LABEL_DEPTH + 1, name) for name, x, _ in m['labels'])
    x0, y0, x1, y1 = m['window']
    window = 'translate([%.2f, %.2f, -1]) cube([%.2f, %.2f, %.2f]);' % (X(x1), Y(y1), x1 - x0, y1 - y0, PLATE_T + 2)
    holes = [(x, y) for x, y in m['holes'] if not (x0 - 3 < x < x1 + 3 and y0 - 3 < y < y1 + 3)]
    pillar_h = PLATE_Z - PLATE_T
    pillars = '\n        '.join('translate([%.2f, %.2f, 0]) cylinder(d = %g, h = %.2f);'
                               % (X(x), Y(y), POST_D, PLATE_T + pillar_h) for x, y in holes)
    screws = '\n        '.join('translate([%.2f, %.2f, -1]) cylinder(d = %g, h = %.2f);'
                               % (X(x), Y(y), SCREW_D, PLATE_T + pillar_h + 2) for x, y in holes)
    return '''// Lights Out handheld: the case's switch plate (tools/pcb/case.py), upside down as it prints.
$fn = 40;
difference() {
    union() {
        cube([%(ow).2f, %(oh).2f, %(t).2f]);
        %(pillars)s
    }
    union() {
        %(keys)s
        %(window)s
        %(labels)s
        %(screws)s
    }
}
''' % dict(ow=ow, oh=oh, t=PLATE_T, pillars=pillars, keys=keys, window=window, labels=labels, screws=screws)


def covered(m, plate_stl):
    """Joints on the board's front that the plate (as it prints: its top
    face on the bed, mirrored) lies over: each pad's centre tested against
    the facets of the plate's top face."""
    import stl
    o = WALL + GAP
    ow, oh = m['w'] + 2 * o, m['h'] + 2 * o
    top = [vs for n, vs in stl.read(plate_stl) if n[2] < -0.99 and all(abs(v[2]) < 1e-3 for v in vs)]

    def inside(px, py, a, b, c):
        d = lambda p, q, r: (p[0] - r[0]) * (q[1] - r[1]) - (q[0] - r[0]) * (p[1] - r[1])
        s1, s2, s3 = d((px, py), a, b), d((px, py), b, c), d((px, py), c, a)
        return not ((s1 < 0 or s2 < 0 or s3 < 0) and (s1 > 0 or s2 > 0 or s3 > 0))

    out = []
    for x0, y0, x1, y1 in m['joints']:
        x, y = ow - o - (x0 + x1) / 2, oh - o - (y0 + y1) / 2
        if any(inside(x, y, *vs) for vs in top):
            out.append(((x0 + x1) / 2, (y0 + y1) / 2))
    return out


if __name__ == '__main__':
    from circuit import load_board
    if len(sys.argv) == 4 and sys.argv[1] == '--check':
        hid = covered(measure(load_board(sys.argv[2])), sys.argv[3])
        print(('ok - ' if not hid else 'FAIL - ') + '%s covers no solder joint on the front' % sys.argv[3])
        for x, y in hid[:5]:
            print('  a joint at (%.2f, %.2f) lies under it (%d in all)' % (x, y, len(hid)))
        sys.exit(1 if hid else 0)
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip())
    m = measure(load_board(sys.argv[1]))
    with open(sys.argv[2], 'w') as f:
        f.write(shell(m))
    with open(sys.argv[3], 'w') as f:
        f.write(plate(m))
