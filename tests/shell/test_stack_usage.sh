#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Stack of the uno firmware: every frame static, no
# recursion, no indirect call, and the worst case printed as a number.
# With -flto, the .su files the compile step leaves (and the Makefile
# moves into build/<board>/) are empty: GCC writes the real ones from the
# link-time units, as <tmp>/ccXXXX.ltransN.ltrans.su in $TMPDIR. So the
# firmware is linked once more here with the Makefile's own flags and
# TMPDIR pointing at a scratch directory, and checked to be the same code
# as build/uno/lightsout.elf. Each source is also compiled alone without
# LTO (every function as written). tools/stack_usage reads the call graph
# and the frames from the disassembly of build/uno/lightsout.elf.
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
root=$PWD
pass=0 fail=0
ok() { echo "ok - $1"; pass=$((pass + 1)); }
bad() { echo "FAIL - $1"; fail=$((fail + 1)); }
finish() { echo "$pass passed, $fail failed"; [ "$fail" -eq 0 ]; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
elf=build/uno/lightsout.elf

# The Makefile's flags and sources for the uno board.
vars=$(make -s --no-print-directory BOARD=uno \
    --eval 'stack-vars: ; @echo "$(AVR_CFLAGS) $(INC_app) -I$(B)/config $(AVR_LDFLAGS)"; echo "$(FW_SRC)"' stack-vars)
flags=$(echo "$vars" | sed -n 1p | sed "s| -I| -I$root/|g")
srcs=$(echo "$vars" | sed -n 2p)
abs_srcs=$(for s in $srcs; do echo "$root/$s"; done)
if [ ! -f "$elf" ] || [ -z "$srcs" ]; then
    bad "build/uno/lightsout.elf and the Makefile's source list (run make first)"
    finish; exit
fi

# The LTO link again, its link-time .su files caught in $tmp/lto.
mkdir -p "$tmp/lto" "$tmp/plain"
# shellcheck disable=SC2086
if (cd "$tmp/lto" && TMPDIR="$tmp/lto" avr-gcc $flags -o "$tmp/lto/fw.elf" $abs_srcs) \
        >"$tmp/lto.log" 2>&1; then
    ok "firmware links again with the Makefile's flags"
else
    bad "firmware links again with the Makefile's flags"; cat "$tmp/lto.log"
fi
for e in "$elf" "$tmp/lto/fw.elf"; do
    avr-objcopy -O binary -j .text "$e" "$tmp/$(basename "$e").text" 2>/dev/null
done
if cmp -s "$tmp/lightsout.elf.text" "$tmp/fw.elf.text"; then
    ok "that link is the same code as $elf"
else
    bad "that link is the same code as $elf (stale build? run make)"
fi
lto_su=$(find "$tmp/lto" -name '*.ltrans*.su' -size +0 | sort)
empty_su=$(find "$tmp/lto" -maxdepth 1 -name '*.su' ! -name '*.ltrans*' -size +0 | wc -l)
n_lto=$(cat $lto_su /dev/null | wc -l)
check_lto() { [ "$n_lto" -ge 20 ] && [ "$empty_su" -eq 0 ]; }
if check_lto; then
    ok "with -flto the frames come from the link-time units ($n_lto functions; compile-step .su empty)"
else
    bad "with -flto the frames come from the link-time units ($n_lto functions, $empty_su non-empty compile-step .su)"
fi

# Each source alone, without LTO.
plain_flags=$(echo "$flags" | sed 's/ -flto//g; s/-Wl,[^ ]*//g')
nok=0
for s in $abs_srcs; do
    # shellcheck disable=SC2086
    (cd "$tmp/plain" && avr-gcc $plain_flags -c -o "$(basename "$s" .c).o" "$s") \
        >>"$tmp/plain.log" 2>&1 || nok=$((nok + 1))
done
n_plain=$(cat "$tmp"/plain/*.su /dev/null | wc -l)
if [ "$nok" -eq 0 ] && [ "$n_plain" -ge 40 ]; then
    ok "each source compiles alone without -flto with -fstack-usage ($n_plain functions)"
else
    bad "each source compiles alone without -flto ($nok failed)"; tail -20 "$tmp/plain.log"
fi

# Every frame static: no 'dynamic' (alloca, VLA) nor 'bounded' frame.
notstatic=$(cat $lto_su "$tmp"/plain/*.su /dev/null | awk -F'\t' '$3 != "static"')
if [ -z "$notstatic" ] && [ $((n_lto + n_plain)) -gt 0 ]; then
    ok "every frame is static ($((n_lto + n_plain)) frames, LTO and per file)"
else
    bad "every frame is static:"; echo "$notstatic"
fi

# Call graph and frames from the disassembly of the ELF.
# shellcheck disable=SC2086
tools/stack_usage "$elf" $lto_su >"$tmp/report" || bad "tools/stack_usage runs"
edges=$(grep -c '^edge ' "$tmp/report")
if grep -q '^edge main game_tick' "$tmp/report" && [ "$edges" -ge 20 ]; then
    ok "call graph read from the disassembly ($edges edges, main calls game_tick)"
else
    bad "call graph read from the disassembly ($edges edges)"
fi
mism=$(awk '$1 == "su" && $3 != $4' "$tmp/report")
nsu=$(grep -c '^su ' "$tmp/report")
if [ -z "$mism" ] && [ "$nsu" -ge 15 ]; then
    ok "frames read from the disassembly equal GCC's -fstack-usage ($nsu functions)"
else
    bad "frames read from the disassembly equal GCC's ($nsu compared; name ours gcc):"
    echo "$mism"
fi
ind=$(grep '^indirect ' "$tmp/report")
if [ -z "$ind" ]; then
    ok "no icall/eicall (the only ijmp is __prologue_saves__ jumping back into its caller)"
else
    bad "no indirect calls:"; echo "$ind"
fi
cyc=$(grep '^cycle ' "$tmp/report")
if [ -z "$cyc" ]; then
    ok "no recursion: the call graph has no cycle"
else
    bad "no recursion:"; echo "$cyc"
fi

# Worst case: main's deepest chain plus the deepest interrupt on top,
# against the RAM above .bss/.noinit (ATmega328P: RAMEND 0x8FF).
worst=$(awk '$1 == "worst" { print $2 }' "$tmp/report")
grep '^chain ' "$tmp/report" | sort -k3 -n -r | head -3 | sed 's/^/  /'
end=$(avr-nm "$elf" | awk '$3 == "_end" { print $1 }')
room=$(( 0x900 - (0x$end & 0xFFFF) ))
if [ -n "$worst" ] && [ "$worst" -gt 0 ] && [ $((room - worst)) -ge 64 ]; then
    ok "worst-case stack $worst bytes; $room bytes above .bss: margin $((room - worst)) >= 64"
else
    bad "worst-case stack ${worst:-?} bytes within $room bytes above .bss with 64 to spare"
fi
finish
