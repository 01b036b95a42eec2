#!/usr/bin/env bash
# `diadoques map render --state`: the map with a game position on top (issue 3).
#   render-state.sh <diadoques-binary> <source-dir> <work-dir>
set -euo pipefail
bin=$1
src=$2
work=$3
rm -rf "$work" && mkdir -p "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }

# A real position: 18 units of the six sides, each drawn in its side's colour, plus control rings.
"$bin" map render "$src/maps/diadoques.yaml" --state "$src/tests/map/data/state-summer-319.yaml" \
  -o "$work/state.svg" > "$work/out.txt"
grep -q "wrote $work/state.svg" "$work/out.txt" || fail "no 'wrote' line"
units=$(grep -o '<g class="unit [a-z-]*">' "$work/state.svg" | wc -l)
expected=$(grep -c '^  - type: ' "$src/tests/map/data/state-summer-319.yaml")
[[ $units -eq $expected ]] || fail "$units units drawn, the state has $expected"
for side in antigone cassandre eumene lysimaque ptolemee seleucos; do
  grep -q "<g class=\"unit $side\">" "$work/state.svg" || fail "no unit of $side"
  grep -q "<circle class=\"control $side\"" "$work/state.svg" || fail "no control ring of $side"
done
grep -q 'été -319' "$work/state.svg" || fail "the title does not name the season"
# Public facts only: no side's treasury appears in the picture.
while read -r t; do
  grep -q ">$t<" "$work/state.svg" && fail "treasury $t drawn"
done < <(sed -n 's/^    treasury: \([0-9][0-9]*\)$/\1/p' "$src/tests/map/data/state-summer-319.yaml" | sort -u)
# The bare map has no unit at all: the position really comes from the state file.
"$bin" map render "$src/maps/diadoques.yaml" -o "$work/bare.svg" > /dev/null
! grep -q '<g class="unit ' "$work/bare.svg" || fail "units on the bare map"

# A state that does not fit the map: exit 1, file:line:col, and no picture written.
sed 's/space: MAC$/space: ZZZ/' "$src/tests/map/data/state-summer-319.yaml" > "$work/bad.yaml"
set +e
"$bin" map render "$src/maps/diadoques.yaml" --state "$work/bad.yaml" -o "$work/bad.svg" \
  2> "$work/err.txt"
rc=$?
set -e
[[ $rc -eq 1 ]] || fail "bad state: exit $rc, expected 1"
grep -Eq "bad.yaml:[0-9]+:[0-9]+: error: .*unknown space 'ZZZ'" "$work/err.txt" \
  || fail "bad state: no file:line:col error: $(cat "$work/err.txt")"
[[ ! -e $work/bad.svg ]] || fail "bad state: a picture was written"

# A missing state file: exit 1 with the file named.
set +e
"$bin" map render "$src/maps/diadoques.yaml" --state "$work/none.yaml" -o "$work/none.svg" \
  2> "$work/err2.txt"
rc=$?
set -e
[[ $rc -eq 1 ]] || fail "missing state: exit $rc"
grep -q "none.yaml" "$work/err2.txt" || fail "missing state: file not named"
echo "ok"
