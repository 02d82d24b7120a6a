#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/version, the firmware's version (boot log line, release names): in
# a fresh clone of this commit it is `git describe` with no -dirty; a
# changed tracked file adds -dirty; a new screenshot of the web player
# (make web-screenshot) does not.
set -u
cd "$(dirname "$0")/../.."
pass=0 fail=0
check() {
    if eval "$2"; then pass=$((pass + 1)); echo "ok - $1"; else fail=$((fail + 1)); echo "FAIL - $1"; fi
}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
git clone -q --no-hardlinks . "$tmp/repo" 2>/dev/null && git -C "$tmp/repo" checkout -q "$(git rev-parse HEAD)"
want=$(git describe --tags --always)
cd "$tmp/repo"
check "a clean clone: $want, no -dirty" '[ "$(tools/version)" = "$want" ]'
echo changed >> tools/web/screenshot.png
check "a new screenshot of the page leaves it clean" '[ "$(tools/version)" = "$want" ]'
echo '# changed' >> README.md
check "a changed tracked file: $want-dirty" '[ "$(tools/version)" = "$want-dirty" ]'
check "the Makefile's FW_VERSION is tools/version" \
    '[ "$(make -s -f - <<<"include Makefile
show: ; @echo \$(FW_VERSION)" show 2>/dev/null | tail -n 1)" = "$want-dirty" ]'
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
