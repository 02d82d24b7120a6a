# SPDX-License-Identifier: MIT
"""A two-layer maze router on a 0.635 mm grid (a quarter of 2.54 mm).

Every piece of copper is stamped onto the grid with its clearance: a node
near one net's copper is that net's alone, a node near two nets' copper
nobody's. A connection is an A* search from a pad (or a piece of its net)
to the copper its net already has, front layer preferring horizontal runs,
back layer vertical, a via costing as much as a few steps.
"""
import heapq
import math

G = 0.635
CLEAR = 0.25        # router clearance (the board's rule is 0.2: a margin)
MAX_HALF = 0.2      # the widest routed track is 0.4 mm
VIA_R = 0.4         # vias 0.8 mm, drill 0.4 mm
FREE, NOBODY = -1, -2
VIA_COST, TURN_COST, WRONG_WAY = 8, 1, 2


def seg_dist(px, py, x1, y1, x2, y2):
    dx, dy = x2 - x1, y2 - y1
    L = dx * dx + dy * dy
    t = 0.0 if L == 0 else max(0.0, min(1.0, ((px - x1) * dx + (py - y1) * dy) / L))
    return math.hypot(px - (x1 + t * dx), py - (y1 + t * dy))


class Grid:
    def __init__(self, w, h):
        self.nx, self.ny = int(w / G) + 1, int(h / G) + 1
        n = self.nx * self.ny
        self.track = [[FREE] * n, [FREE] * n]   # per layer: who may run a track here
        self.via = [[FREE] * n, [FREE] * n]     # who may put a via here
        self.tree = {}                          # net -> {(layer, node)}

    def node(self, x, y):
        return int(round(y / G)) * self.nx + int(round(x / G))

    def xy(self, i):
        return (i % self.nx) * G, (i // self.nx) * G

    def _mark(self, arr, i, net):
        v = arr[i]
        if v == FREE:
            arr[i] = net
        elif v != net:
            arr[i] = NOBODY

    def stamp(self, net, layers, dist, box, extent=0.0):
        """Copper of net on layers: dist(x, y) is the distance from its
        edge; box = (x0, y0, x1, y1) bounds it. net NOBODY: a keep-out."""
        rt, rv = CLEAR + MAX_HALF, CLEAR + VIA_R
        x0, y0, x1, y1 = box
        i0, i1 = max(0, int((x0 - rv) / G)), min(self.nx - 1, int((x1 + rv) / G) + 1)
        j0, j1 = max(0, int((y0 - rv) / G)), min(self.ny - 1, int((y1 + rv) / G) + 1)
        for j in range(j0, j1 + 1):
            y = j * G
            for i in range(i0, i1 + 1):
                d = dist(i * G, y)
                if d >= rv:
                    continue
                k = j * self.nx + i
                for L in layers:
                    self._mark(self.via[L], k, net)
                    if d < rt:
                        self._mark(self.track[L], k, net)

    def stamp_segment(self, net, layer, x1, y1, x2, y2, half):
        self.stamp(net, (layer,), lambda x, y: seg_dist(x, y, x1, y1, x2, y2) - half,
                   (min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2)))
        if net >= 0:
            t = self.tree.setdefault(net, set())
            n = int(max(abs(x2 - x1), abs(y2 - y1)) / G * 2) + 1
            for s in range(n + 1):
                x, y = x1 + (x2 - x1) * s / n, y1 + (y2 - y1) * s / n
                k = self.node(x, y)
                kx, ky = self.xy(k)
                if math.hypot(kx - x, ky - y) < 0.02 or seg_dist(kx, ky, x1, y1, x2, y2) < 0.02:
                    t.add((layer, k))

    def stamp_circle(self, net, layers, cx, cy, r):
        self.stamp(net, layers, lambda x, y: math.hypot(x - cx, y - cy) - r,
                   (cx - r, cy - r, cx + r, cy + r))

    def stamp_rect(self, net, layers, cx, cy, hx, hy):
        def d(x, y):
            dx, dy = max(abs(x - cx) - hx, 0.0), max(abs(y - cy) - hy, 0.0)
            return math.hypot(dx, dy)
        self.stamp(net, layers, d, (cx - hx, cy - hy, cx + hx, cy + hy))

    def pad_nodes(self, cx, cy, hx, hy, layers):
        """Grid nodes inside a pad (the nearest one if none is)."""
        out = []
        for j in range(int((cy - hy) / G), int((cy + hy) / G) + 2):
            for i in range(int((cx - hx) / G), int((cx + hx) / G) + 2):
                if abs(i * G - cx) <= hx - 0.15 and abs(j * G - cy) <= hy - 0.15:
                    out += [(L, j * self.nx + i) for L in layers]
        return out or [(L, self.node(cx, cy)) for L in layers]

    def search(self, net, starts, goals):
        """Cheapest path from any start to any goal; [(layer, node)] or None."""
        goals = set(goals)
        if not goals:
            return None
        gx = [self.xy(k)[0] for _, k in goals]
        gy = [self.xy(k)[1] for _, k in goals]
        bx0, bx1, by0, by1 = min(gx) / G, max(gx) / G, min(gy) / G, max(gy) / G
        nx, track, via = self.nx, self.track, self.via

        def h(k):
            x, y = k % nx, k // nx
            return max(bx0 - x, 0, x - bx1) + max(by0 - y, 0, y - by1)

        ok = lambda L, k: track[L][k] in (FREE, net)
        best, prev, heap = {}, {}, []
        for s in starts:
            if ok(*s):
                best[s] = 0
                prev[s] = None
                heapq.heappush(heap, (h(s[1]), 0, s))
        while heap:
            f, c, s = heapq.heappop(heap)
            if c > best.get(s, 1e18):
                continue
            if s in goals:
                path = []
                while s is not None:
                    path.append(s)
                    s = prev[s]
                return path[::-1]
            L, k = s
            x, y = k % nx, k // nx
            steps = []
            if x > 0:
                steps.append((L, k - 1, 1 + (WRONG_WAY if L == 1 else 0)))
            if x < nx - 1:
                steps.append((L, k + 1, 1 + (WRONG_WAY if L == 1 else 0)))
            if y > 0:
                steps.append((L, k - nx, 1 + (WRONG_WAY if L == 0 else 0)))
            if y < self.ny - 1:
                steps.append((L, k + nx, 1 + (WRONG_WAY if L == 0 else 0)))
            if via[0][k] in (FREE, net) and via[1][k] in (FREE, net):
                steps.append((1 - L, k, VIA_COST))
            p = prev[s]
            for L2, k2, cost in steps:
                if not ok(L2, k2):
                    continue
                if p is not None and L2 == L and p[0] == L and (k2 - k) != (k - p[1]):
                    cost += TURN_COST
                t = (L2, k2)
                nc = c + cost
                if nc < best.get(t, 1e18):
                    best[t] = nc
                    prev[t] = s
                    heapq.heappush(heap, (nc + h(k2), nc, t))
        return None

    def segments(self, path):
        """A path as straight runs [(layer, x1, y1, x2, y2)] and vias [(x, y)]."""
        runs, vias = [], []
        i = 0
        while i < len(path) - 1:
            L, k = path[i]
            if path[i + 1][0] != L:
                vias.append(self.xy(k))
                i += 1
                continue
            d = path[i + 1][1] - k
            j = i + 1
            while j + 1 < len(path) and path[j + 1][0] == L and path[j + 1][1] - path[j][1] == d:
                j += 1
            runs.append((L,) + self.xy(k) + self.xy(path[j][1]))
            i = j
        return runs, vias
