#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The handheld's circuit board (make pcb, tools/pcb/): every file is
# written; KiCad's DRC and the netlist check against the pin source pass;
# the real firmware runs on the wiring read back from the board; and each
# check fails on a deliberately broken board: two row tracks swapped (the
# netlist check and the simulated run), a track left out and a short (DRC),
# the P-MOSFET bridged (the reverse-polarity check), an LED moved out of
# its key (the LED check). The kit: LEDs inside their keys, no pad under the
# battery holder, silkscreen sizes, outlines and polarity marks, a parts
# list that can be ordered, the case's STL files closed.
# Skipped, and counted as skipped, where KiCad is not installed.
set -u
cd "$(dirname "$0")/../.."
P=build/pcb
T=$P/test
B=$P/lightsout-handheld
PY=/usr/bin/python3
SIM=build/handheld/pcb/sim_pcb
ELF=build/handheld/lightsout.elf
OHMS=$(sed -n 's/^LED_OHMS *:= *//p' boards/handheld/board.mk)
CHECKS=25
pass=0 fail=0
ok() { echo "ok - $1"; pass=$((pass + 1)); }
bad() { echo "FAIL - $1"; fail=$((fail + 1)); }
check() { if eval "$2"; then ok "$1"; else bad "$1"; fi; }

if ! "$PY" -c 'import pcbnew' 2>/dev/null || [ ! -d /usr/share/kicad/footprints/Button_Switch_THT.pretty ]; then
    echo "SKIP - pcb: KiCad 6 is not installed (Debian packages kicad and kicad-footprints; tools/setup installs them)"
    echo "0 passed, 0 failed, $CHECKS skipped"
    exit 0
fi
rm -rf "$T" && mkdir -p "$T"

start=$(date +%s%N)
check "make pcb writes the board and checks it" \
    "make -s --no-print-directory pcb > $T/make.log 2>&1 || { cat $T/make.log; false; }"
echo "  make pcb: $(( ($(date +%s%N) - start) / 1000000 )) ms"
missing=""
for f in $B.kicad_pcb $B.kicad_pro $B-gerbers.zip $B-bom.csv $B-pos.csv $B-front.svg $B-back.svg \
         $B-front.png $B-back.png $B-case-shell.scad $B-case-shell.stl $B-case-plate.scad $B-case-plate.stl \
         $B-assembled.png $P/wiring.txt $P/drc.txt; do
    [ -s "$f" ] || missing="$missing $f"
done
check "every file is there${missing:+ (missing:$missing)}" '[ -z "$missing" ]'

"$PY" tools/pcb/stl.py $B-case-shell.stl $B-case-plate.stl > $T/stl.log 2>&1
check "the case's two STL files: closed (every edge shared by two facets), printable without supports" \
    '[ "$(grep -c "^ok - " $T/stl.log)" = 4 ] || { cat $T/stl.log; false; }'
"$PY" - $B-case-shell.stl $T/open.stl $T/flipped.stl <<'EOF'
import sys
src = open(sys.argv[1]).read()
head, _, rest = src.partition("\n")
facets = rest.split("endfacet\n")
open(sys.argv[2], "w").write(head + "\n" + "endfacet\n".join(facets[1:]))   # a facet left out
flip = lambda l: " ".join(l.split()[:-1] + [str(-float(l.split()[-1]))]) if l.split()[:1] in (["vertex"], ["facet"]) else l
open(sys.argv[3], "w").write("\n".join(flip(l) for l in src.splitlines()) + "\n")   # upside down
EOF
"$PY" tools/pcb/stl.py $T/open.stl $T/flipped.stl > $T/stl-bad.log 2>&1
check "the checks fail on a mesh with a facet left out and on the shell upside down" \
    'grep -q "^FAIL - $T/open.stl: closed" $T/stl-bad.log && grep -q "^FAIL - $T/flipped.stl: prints without" $T/stl-bad.log'

"$PY" tools/pcb/case.py --check $B.kicad_pcb $B-case-plate.stl > $T/cover.log 2>&1
"$PY" tools/pcb/case.py --check $B.kicad_pcb $B-case-shell.stl > $T/cover-bad.log 2>&1
check "the switch plate covers no joint on the front (the shell's floor in its place does)" \
    '{ grep -q "^ok - " $T/cover.log && grep -q "^FAIL - " $T/cover-bad.log && grep -q "a joint at" $T/cover-bad.log; } ||
     { cat $T/cover.log $T/cover-bad.log; false; }'

zip=$(unzip -Z1 $B-gerbers.zip 2>/dev/null | sort | tr '\n' ' ')
want="lightsout-handheld-B_Cu.gbl lightsout-handheld-B_Mask.gbs lightsout-handheld-B_Silkscreen.gbo lightsout-handheld-Edge_Cuts.gm1 lightsout-handheld-F_Cu.gtl lightsout-handheld-F_Mask.gts lightsout-handheld-F_Silkscreen.gto lightsout-handheld-NPTH.drl lightsout-handheld-PTH.drl "
check "the gerber zip holds copper, mask, silkscreen, edge cuts and drill files" '[ "$zip" = "$want" ] || { echo "  zip: $zip"; false; }'

qty() {   # parts whose description holds $1
    "$PY" -c 'import csv, sys
print(sum(int(r["Quantity"]) for r in csv.DictReader(open(sys.argv[1])) if sys.argv[2] in r["Description"] and r["References"] != "Total"))' "$B-bom.csv" "$1"
}
check "BOM: 25 LEDs, 29 key switches and caps, 5 PNPs, a P-MOSFET, 3 x 100 nF, 10 uF, 10 k, 5 x 150 ohm" \
    '[ "$(qty "LED 3 mm")" = 25 ] && [ "$(qty "key switch")" = 29 ] && [ "$(qty "keycap")" = 29 ] &&
     [ "$(qty "PNP")" = 5 ] && [ "$(qty "P-channel")" = 1 ] && [ "$(qty "100 nF")" = 3 ] &&
     [ "$(qty "10 uF")" = 1 ] && [ "$(qty "10 kohm")" = 1 ] && [ "$(qty "150 ohm")" = 5 ]'

complete=$("$PY" - "$B-bom.csv" <<'EOF'
import csv, re, sys
rows = list(csv.DictReader(open(sys.argv[1])))
total = [r for r in rows if r["References"] == "Total"]
lines = [r for r in rows if r["References"] != "Total"]
for r in lines:
    for k in ("Manufacturer", "Part number", "Distributor number", "Unit price USD"):
        if not r[k].strip():
            print("%s: no %s" % (r["References"], k))
    if int(r["Quantity"]) < 1 or abs(float(r["Price USD"]) - int(r["Quantity"]) * float(r["Unit price USD"])) > 0.005:
        print("%s: quantity or price wrong" % r["References"])
refs = [r["References"] for r in lines]
if "U1" not in refs or "XU1" not in refs:
    print("the chip and its socket are not two lines (U1, XU1)")
if len(total) != 1 or not re.search(r"\d{4}-\d\d-\d\d", total[0]["Description"]):
    print("no dated total")
elif abs(float(total[0]["Price USD"]) - sum(float(r["Price USD"]) for r in lines)) > 0.01:
    print("the total is not the sum of the lines")
EOF
)
check "the parts list can be ordered: every line a maker, a part number, a distributor's number, a price; a dated total${complete:+ ($complete)}" '[ -z "$complete" ]'

rows=$("$PY" -c 'import csv, sys
for r in csv.DictReader(open(sys.argv[1])):
    print("| %s | %s | %s | %s | %s | %s | %s |" % (r["References"], r["Quantity"], r["Description"],
          r["Manufacturer"], r["Part number"], r["Distributor number"], r["Price USD"]))' "$B-bom.csv")
missing=$(echo "$rows" | while IFS= read -r l; do grep -qxF -- "$l" boards/handheld/README.md || echo "$l"; done)
check "the builder's guide shows the BOM as generated${missing:+ (not: $missing)}" '[ -z "$missing" ]'

"$PY" tools/pcb/check.py $B.kicad_pcb --ohms $OHMS --drc $T/drc.txt --netlist --kit > $T/check.log 2>&1
check "DRC: 0 violations, 0 unconnected; the netlist is the pin source's" \
    'grep -q "^ok - DRC" $T/check.log && grep -q "^ok - netlist" $T/check.log || { cat $T/check.log; false; }'
for c in "each LED inside its own key" "no pad under the battery holder" "silkscreen text at least 1.0 mm" \
         "every part outlined, every polarised part marked" "reverse polarity"; do
    check "the kit: $c" 'grep -q "^ok - $c" $T/check.log || { grep -A5 "^FAIL - $c" $T/check.log; false; }'
done

"$PY" tools/pcb/fault.py $B.kicad_pcb $T/bridge.kicad_pcb bridge &&
    "$PY" tools/pcb/check.py $T/bridge.kicad_pcb --ohms $OHMS --kit > $T/bridge.log 2>&1
check "the P-MOSFET bridged: the reverse-polarity check fails, naming its drain and source" \
    'grep -q "^FAIL - reverse polarity" $T/bridge.log && grep -q "joins BT1.1, Q1.2, Q1.3" $T/bridge.log'
"$PY" tools/pcb/fault.py $B.kicad_pcb $T/led.kicad_pcb led &&
    "$PY" tools/pcb/check.py $T/led.kicad_pcb --ohms $OHMS --kit > $T/led.log 2>&1
check "an LED moved over the gap between two keys: the LED check fails" \
    'grep -q "^FAIL - each LED inside its own key" $T/led.log && grep -q "LED D1 .* lies inside no key" $T/led.log'

"$SIM" $ELF $P/wiring.txt > $T/sim.log 2>&1
check "the firmware on the board's read-back wiring: self-test, a game, the supply check" \
    'grep -q "^9 passed, 0 failed$" $T/sim.log || { cat $T/sim.log; false; }'

# Two row tracks swapped at the chip: routed cleanly, so the DRC passes,
# but the netlist check and the simulated run both fail.
"$PY" tools/pcb/board.py $T/again.kicad_pcb --board handheld --ohms $OHMS --version "$(tools/version)" > $T/again.log 2>&1
check "the board rebuilt is the same file, byte for byte" 'cmp -s $B.kicad_pcb $T/again.kicad_pcb'

"$PY" tools/pcb/board.py $T/swap.kicad_pcb --board handheld --ohms $OHMS --swap-rows 1,2 > $T/swap.log 2>&1
"$PY" tools/pcb/check.py $T/swap.kicad_pcb --ohms $OHMS --drc $T/swap-drc.txt --netlist --wiring $T/swap-wiring.txt \
    > $T/swap-check.log 2>&1
check "rows 1 and 2 swapped: the DRC passes" 'grep -q "^ok - DRC" $T/swap-check.log'
check "rows 1 and 2 swapped: the netlist check names both rows" \
    'grep -q "^FAIL - netlist" $T/swap-check.log && grep -q "net ROW1:" $T/swap-check.log &&
     grep -q "net ROW2:" $T/swap-check.log'
"$SIM" $ELF $T/swap-wiring.txt > $T/swap-sim.log 2>&1
check "rows 1 and 2 swapped: the simulated lamp test and game fail" \
    '! grep -q " 0 failed$" $T/swap-sim.log && grep -q "^FAIL - lamp_test" $T/swap-sim.log'

"$PY" tools/pcb/fault.py $B.kicad_pcb $T/drop.kicad_pcb drop &&
    "$PY" tools/pcb/check.py $T/drop.kicad_pcb --drc $T/drop-drc.txt > $T/drop.log 2>&1
check "a track left out: the DRC finds the unconnected pad" \
    'grep -q "^FAIL - DRC" $T/drop.log && grep -q "Found [1-9][0-9]* unconnected" $T/drop-drc.txt'
"$PY" tools/pcb/fault.py $B.kicad_pcb $T/short.kicad_pcb short &&
    "$PY" tools/pcb/check.py $T/short.kicad_pcb --drc $T/short-drc.txt > $T/short.log 2>&1
check "two nets joined: the DRC finds the short" \
    'grep -q "^FAIL - DRC" $T/short.log && grep -q "clearance.*actual 0.0000 mm" $T/short-drc.txt'

printf 'key 0 D2 B0\nled 3 C0\n' > $T/bad-wiring.txt
"$SIM" $ELF $T/bad-wiring.txt > $T/bad.log 2>&1
rc=$?
check "a bad wiring file: a clear error with its line" \
    '[ $rc -ne 0 ] && grep -q "bad-wiring.txt:2: want: led 0..24 ANODE CATHODE" $T/bad.log'

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
