# SPDX-License-Identifier: MIT
"""The files a board house and a builder need, from the saved board.

  outputs.py BOARD.kicad_pcb OUTDIR BASE --board handheld --ohms 220
writes BASE-gerbers.zip (copper, mask, silkscreen, edge cuts, drill
files), BASE-bom.csv, BASE-pos.csv and BASE-front/back .svg and .png.
"""
import argparse
import csv
import os
import re
import shutil
import zipfile

import pcbnew

import circuit as circ
import place
import parts
from check import ReadBack
import render
from board import ORIGIN

GERBER_LAYERS = [(pcbnew.F_Cu, 'F_Cu'), (pcbnew.B_Cu, 'B_Cu'), (pcbnew.F_Mask, 'F_Mask'),
                 (pcbnew.B_Mask, 'B_Mask'), (pcbnew.F_SilkS, 'F_Silkscreen'),
                 (pcbnew.B_SilkS, 'B_Silkscreen'), (pcbnew.Edge_Cuts, 'Edge_Cuts')]
def gerbers(board, outdir, base):
    tmp = os.path.abspath(os.path.join(outdir, 'gerber'))   # plot paths are the board's otherwise
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    pc = pcbnew.PLOT_CONTROLLER(board)
    po = pc.GetPlotOptions()
    po.SetOutputDirectory(tmp)
    po.SetPlotFrameRef(False)
    po.SetUseGerberProtelExtensions(True)   # .gtl, .gbl, ...: what most houses expect
    po.SetUseGerberX2format(True)
    po.SetSubtractMaskFromSilk(True)
    po.SetUseAuxOrigin(False)
    po.SetMirror(False)
    for layer, name in GERBER_LAYERS:
        pc.SetLayer(layer)
        pc.OpenPlotfile(name, pcbnew.PLOT_FORMAT_GERBER, name)
        if not pc.PlotLayer():
            raise SystemExit('pcb: could not plot ' + name)
    pc.ClosePlot()
    dw = pcbnew.EXCELLON_WRITER(board)
    dw.SetOptions(False, False, pcbnew.wxPoint(0, 0), False)
    dw.SetFormat(True)
    dw.CreateDrillandMapFilesSet(tmp, True, False)
    zpath = os.path.join(outdir, base + '-gerbers.zip')
    files = sorted(os.listdir(tmp))
    with zipfile.ZipFile(zpath, 'w', zipfile.ZIP_DEFLATED) as z:
        for f in files:
            z.write(os.path.join(tmp, f), f)
    shutil.rmtree(tmp)
    return zpath, files


def ref_key(ref):
    m = re.match(r'([A-Z]+)(\d+)', ref)
    return (m.group(1), int(m.group(2)))


def ranges(refs):
    """SW1, SW2, SW3, SW5 -> SW1-SW3, SW5."""
    refs = sorted(refs, key=ref_key)
    out, run = [], [refs[0]]
    for r in refs[1:]:
        p, n = ref_key(r)
        if ref_key(run[-1]) == (p, n - 1):
            run.append(r)
        else:
            out.append(run)
            run = [r]
    out.append(run)
    return ', '.join(r[0] if len(r) == 1 else '%s-%s' % (r[0], r[-1]) for r in out)


BOM_HEAD = ['References', 'Quantity', 'Value', 'Footprint', 'Description', 'Manufacturer',
            'Part number', 'Distributor number', 'Unit price USD', 'Price USD']


def bom(c, path):
    """One line per part bought, then the kit's total at the dated prices."""
    groups = {}
    for p in c.parts:
        groups.setdefault((p.value, '%s:%s' % p.fp, p.kind), []).append(p.ref)
    rows = []
    for (v, fp, kind), refs in groups.items():
        if kind not in parts.BUY:
            raise SystemExit('pcb: no parts list entry for %s (%s)' % (kind, ', '.join(refs)))
        rows.append([ranges(refs), len(refs), v, fp] + list(parts.BUY[kind]))
    rows.sort(key=lambda r: ref_key(r[0].split(',')[0].split('-')[0]))
    rows += [[ref, n, v, ''] + list(buy) for ref, n, v, buy in parts.EXTRA]
    for r in rows:
        r += ['%.2f' % (r[1] * r[8])]
        r[8] = '%.2f' % r[8]
    total = sum(float(r[9]) for r in rows)
    with open(path, 'w', newline='') as f:
        w = csv.writer(f)
        w.writerow(BOM_HEAD)
        w.writerows(rows)
        w.writerow(['Total', '', '', '', 'one kit at list prices of %s (%s, Pololu; keycaps, screws, cells)'
                    % (parts.PRICE_DATE, parts.DISTRIBUTOR), '', '', '', '', '%.2f' % total])
    return rows, total


def positions(board, path, origin):
    """The assembly house's (JLCPCB's CPL) layout: each part's centre in mm
    from the board's bottom-left corner, y up, its side and rotation."""
    with open(path, 'w', newline='') as f:
        w = csv.writer(f)
        w.writerow(['Designator', 'Mid X', 'Mid Y', 'Layer', 'Rotation'])
        fps = sorted(board.GetFootprints(), key=lambda fp: ref_key(fp.GetReference()))
        for fp in fps:
            cx, cy = ReadBack.centre(fp) if fp.Pads() else (pcbnew.ToMM(fp.GetPosition().x),
                                                           pcbnew.ToMM(fp.GetPosition().y))
            w.writerow([fp.GetReference(), '%.4fmm' % (cx - origin[0]), '%.4fmm' % (origin[1] - cy),
                        'Bottom' if fp.IsFlipped() else 'Top', '%g' % (fp.GetOrientationDegrees() % 360)])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('pcb')
    ap.add_argument('outdir')
    ap.add_argument('base')
    ap.add_argument('--board', default='handheld')
    ap.add_argument('--ohms', type=int, default=220)
    a = ap.parse_args()
    board = circ.load_board(a.pcb)
    c = circ.circuit(circ.read_pins(a.board), a.ohms)
    zpath, files = gerbers(board, a.outdir, a.base)
    bom(c, os.path.join(a.outdir, a.base + '-bom.csv'))
    positions(board, os.path.join(a.outdir, a.base + '-pos.csv'), (ORIGIN[0], ORIGIN[1] + place.H))
    made = render.render(board, a.outdir, a.base)
    print('pcb: %s (%d files), BOM, positions, %d renders' % (zpath, len(files), len(made)))


if __name__ == '__main__':
    main()
