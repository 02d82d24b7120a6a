# SPDX-License-Identifier: MIT
"""Front and back renders: KiCad plots each layer to SVG in black; the
layers are stacked here in the colours of a green board (mask, copper
under it, bare pads, white silkscreen), the back seen from behind."""
import os
import re
import subprocess

import pcbnew

# layer, colour, opacity, on the front / on the back
STACK = {
    'front': [(pcbnew.F_Cu, '#3c8a3a', 1.0), (pcbnew.F_Mask, '#d4a73a', 1.0),
              (pcbnew.F_SilkS, '#f4f4f4', 1.0), (pcbnew.Edge_Cuts, '#202020', 1.0)],
    'back': [(pcbnew.B_Cu, '#3c8a3a', 1.0), (pcbnew.B_Mask, '#d4a73a', 1.0),
             (pcbnew.B_SilkS, '#f4f4f4', 1.0), (pcbnew.Edge_Cuts, '#202020', 1.0)],
}


def plot_layers(board, tmp, layers, mirror):
    pc = pcbnew.PLOT_CONTROLLER(board)
    po = pc.GetPlotOptions()
    po.SetOutputDirectory(os.path.abspath(tmp))   # else relative to the board file
    po.SetPlotFrameRef(False)
    po.SetMirror(mirror)
    po.SetDrillMarksType(pcbnew.PCB_PLOT_PARAMS.FULL_DRILL_SHAPE)
    out = []
    for layer, colour, alpha in layers:
        name = board.GetLayerName(layer).replace('.', '_')
        pc.SetLayer(layer)
        pc.OpenPlotfile(name, pcbnew.PLOT_FORMAT_SVG, name)
        pc.PlotLayer()
        pc.ClosePlot()
        out.append((pc.GetPlotFileName(), colour, alpha))
    return out


def compose(files, board_box, out):
    """One SVG: the board's shape in mask green, then each layer recoloured."""
    head, body = None, []
    for path, colour, alpha in files:
        svg = open(path).read()
        os.remove(path)
        m = re.search(r'<svg[^>]*>', svg)
        head = head or svg[:m.end()]
        inner = svg[m.end():svg.rfind('</svg>')]
        inner = re.sub(r'<title>.*?</title>|<desc>.*?</desc>|<text.*?</text>', '', inner, flags=re.S)
        inner = re.sub(r'#000000', colour, inner)
        body.append('<g opacity="%g">%s</g>' % (alpha, inner))
    x, y, w, h, _ = board_box
    m = w * 0.02
    head = re.sub(r'viewBox="[^"]+"', 'viewBox="%g %g %g %g"' % (x - m, y - m, w + 2 * m, h + 2 * m), head)
    head = re.sub(r'width="[^"]+"', 'width="%gmm"' % (w / board_box[4] * 1.04), head, count=1)
    head = re.sub(r'height="[^"]+"', 'height="%gmm"' % (h / board_box[4] * 1.04), head, count=1)
    bg = '<rect x="%g" y="%g" width="%g" height="%g" fill="#1d5e2c"/>' % (x, y, w, h)
    with open(out, 'w') as f:
        f.write(head + bg + ''.join(body) + '</svg>\n')


def render(board, outdir, base):
    """base-front.svg, base-back.svg and .png beside them (rsvg-convert)."""
    made = []
    for side, layers in STACK.items():
        files = plot_layers(board, outdir, layers, side == 'back')
        svg = open(files[0][0]).read()
        box = board_box_in_svg(svg, board, side == 'back')
        path = os.path.join(outdir, '%s-%s.svg' % (base, side))
        compose(files, box, path)
        made.append(path)
        png = path[:-4] + '.png'
        try:
            subprocess.run(['rsvg-convert', '-w', '1000', '-o', png, path], check=True)
            made.append(png)
        except (OSError, subprocess.CalledProcessError):
            print('pcb: no rsvg-convert (Debian package librsvg2-bin): SVG renders only')
    return made


def board_box_in_svg(svg, board, mirrored):
    """The board's outline in the plot's units, and those units per mm."""
    vb = [float(v) for v in re.search(r'viewBox="([^"]+)"', svg).group(1).split()]
    wmm = float(re.search(r'width="([\d.]+)cm"', svg).group(1)) * 10
    scale = vb[2] / wmm
    bb = board.GetBoardEdgesBoundingBox()
    x0, y0 = pcbnew.ToMM(bb.GetX()), pcbnew.ToMM(bb.GetY())
    w, h = pcbnew.ToMM(bb.GetWidth()), pcbnew.ToMM(bb.GetHeight())
    if mirrored:
        x0 = wmm - x0 - w
    return x0 * scale + vb[0], y0 * scale + vb[1], w * scale, h * scale, scale
