#!/usr/bin/env bash
# `diadoques map validate` checks the map's event tables (R14T) against the map: a copy of the
# Diadoques map whose tables carry a wrong space, a wrong event id and two rows for one roll is
# refused (exit 1) with each error at its file:line:column and the nearest valid name.
#   event-tables-validate.sh <diadoques-binary> <source-dir>
set -euo pipefail
bin=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cp "$src"/maps/diadoques.yaml "$src"/maps/diadoques-events.yaml "$src"/maps/diadoques-facts.yaml \
  "$src"/maps/diadoques-geography.yaml "$work/"
"$bin" map validate "$work/diadoques.yaml" > /dev/null || fail "the bundled map does not validate"
sed -i 's/spaces: \[EUB, CYC\]/spaces: [EUB, CYX]/; s/event: spartiates}/event: spartiate}/;
        s/- {row: T3.9, roll: 9,/- {row: T3.9, roll: 10,/' "$work/diadoques-events.yaml"
line_of() { grep -n -- "$1" "$work/diadoques-events.yaml" | cut -d: -f1; }
set +e
"$bin" map validate "$work/diadoques.yaml" > "$work/out" 2>&1
rc=$?
set -e
[[ $rc == 1 ]] || fail "exit code $rc for broken tables"
for expected in \
  "diadoques-events.yaml:$(line_of 'row: T2.5,'):5: error: row T2.5: unknown space 'CYX' (did you mean 'CYC'?)" \
  "diadoques-events.yaml:$(line_of 'row: T3.7,'):5: error: row T3.7: unknown event 'spartiate' (did you mean 'spartiates'?)" \
  "diadoques-events.yaml:$(line_of 'row: T3.10,'):5: error: Table III: rows T3.9 and T3.10 both have the roll 10; give each a 'sub' roll, or correct one roll" \
  "error: Table III: no row for 9"; do
  grep -qF -- "$expected" "$work/out" || fail "missing: $expected
got:
$(cat "$work/out")"
done
