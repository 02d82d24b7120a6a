# SPDX-License-Identifier: MIT
"""Deliberately broken copies of a board, for the tests: each check must
fail on one (board.py --swap-rows makes the wrongly wired one).

  fault.py IN.kicad_pcb OUT.kicad_pcb drop|short|bridge|led
drop: the longest track of KEY0 left out (DRC: an unconnected pad).
short: a back-copper track joining key column 0 to LED column 0 (DRC: a short).
bridge: the P-MOSFET's drain joined to its source (the reverse-polarity check).
led: the top-left key's LED moved 9 mm right, over the gap between two keys.
"""
import sys

import pcbnew

import place
from board import ORIGIN
from circuit import load_board


def main(src, out, what):
    board = load_board(src)
    x0, y0 = ORIGIN
    if what == 'drop':
        tracks = [t for t in board.GetTracks()
                  if t.GetNetname() == 'KEY0' and t.GetClass() == 'PCB_TRACK']
        # The longest: a run of the routed tree, never a stub that overlaps its pad.
        board.Remove(max(tracks, key=lambda t: (t.GetLength(), t.GetStart().x, t.GetStart().y)))
    elif what == 'short':
        t = pcbnew.PCB_TRACK(board)
        y = place.key_centre(1, 0)[1] + 9
        t.SetStart(pcbnew.wxPointMM(x0 + place.keycol_x(0), y0 + y))
        t.SetEnd(pcbnew.wxPointMM(x0 + place.leda_x(0), y0 + y))
        t.SetWidth(pcbnew.FromMM(0.25))
        t.SetLayer(pcbnew.B_Cu)
        t.SetNet(board.FindNet('KEY0'))
        board.Add(t)
    elif what == 'bridge':
        q1 = board.FindFootprintByReference('Q1')
        pad = {p.GetNumber(): p.GetPosition() for p in q1.Pads()}
        t = pcbnew.PCB_TRACK(board)
        t.SetStart(pad['3'])
        t.SetEnd(pad['2'])
        t.SetWidth(pcbnew.FromMM(0.4))
        t.SetLayer(pcbnew.B_Cu if q1.IsFlipped() else pcbnew.F_Cu)
        t.SetNet(board.FindNet('VBAT'))
        board.Add(t)
    elif what == 'led':
        x, y = place.led_xy(0, 0)
        led = next(fp for fp in board.GetFootprints() if fp.GetPosition() == pcbnew.wxPointMM(x0 + x, y0 + y))
        led.Move(pcbnew.wxPointMM(9.0, 0))
    else:
        sys.exit('fault: drop, short, bridge or led, not ' + what)
    pcbnew.SaveBoard(out, board)


if __name__ == '__main__':
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip())
    main(*sys.argv[1:])
