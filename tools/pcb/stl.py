# SPDX-License-Identifier: MIT
"""Check STL meshes as a slicer would take them.

  stl.py FILE.stl...

closed: every edge is shared by exactly two facets, once in each
  direction (a closed, consistently oriented surface: a solid).
supports: every facet that looks down more steeply than 45 degrees lies
  on the bed (within the first 0.5 mm: the first layers bridge a name cut
  into the face on the bed), so the part prints without supports.
Prints "ok - ..." or "FAIL - ..." per file and check; exit 1 on a failure.
"""
import sys
from collections import Counter

BED = 0.5


def read(path):
    """[(normal, (v1, v2, v3))] of an ASCII STL file."""
    facets, normal, verts = [], None, []
    try:
        text = open(path).read()
    except OSError as e:
        raise SystemExit('stl: cannot read %s: %s' % (path, e.strerror))
    if not text.startswith('solid'):
        raise SystemExit('stl: %s is not an ASCII STL file' % path)
    for line in text.splitlines():
        w = line.split()
        if w[:2] == ['facet', 'normal']:
            normal, verts = tuple(float(v) for v in w[2:5]), []
        elif w[:1] == ['vertex']:
            verts.append(tuple(round(float(v), 4) for v in w[1:4]))
        elif w[:1] == ['endfacet']:
            if len(verts) != 3:
                raise SystemExit('stl: %s: a facet with %d vertices' % (path, len(verts)))
            facets.append((normal, tuple(verts)))
    return facets


def closed(facets):
    edges = Counter()
    for _, (a, b, c) in facets:
        for e in ((a, b), (b, c), (c, a)):
            edges[e] += 1
    bad = [e for e, n in edges.items() if n != 1 or edges.get((e[1], e[0]), 0) != 1]
    return ['%d edges not shared by exactly two facets in opposite directions (one at %s)' % (len(bad), bad[0][0])] \
        if bad else ([] if facets else ['no facets'])


def supports(facets):
    zmin = min(v[2] for _, vs in facets for v in vs)
    bad = [vs for (nx, ny, nz), vs in facets if nz < -0.7071 and max(v[2] for v in vs) > zmin + BED]
    return ['%d facets look down above the bed (one at %s)' % (len(bad), bad[0][0])] if bad else []


def main(paths):
    ok = True
    for p in paths:
        f = read(p)
        for name, errs in (('closed', closed(f)), ('prints without supports', supports(f))):
            print(('ok - ' if not errs else 'FAIL - ') + '%s: %s (%d facets)' % (p, name, len(f)))
            for e in errs:
                print('  ' + e)
            ok &= not errs
    return 0 if ok else 1


if __name__ == '__main__':
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip())
    sys.exit(main(sys.argv[1:]))
