#!/usr/bin/env bash
# maps/diadoques-geography.yaml is what scripts/make-geography.py makes from the installed
# Debian packages (gmt, gmt-gshhg-low, python3-shapely: scripts/setup.sh installs them):
# rerun it into a temporary file and compare byte for byte.
#   geography-reproducible.sh <source-dir>
set -euo pipefail
src=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

command -v gmt > /dev/null || fail "gmt is not installed (scripts/setup.sh installs it)"
"$src"/scripts/make-geography.py -o "$work/geography.yaml" || fail "make-geography.py failed"
cmp "$src"/maps/diadoques-geography.yaml "$work/geography.yaml" || {
  diff "$src"/maps/diadoques-geography.yaml "$work/geography.yaml" | head -20 | cut -c1-200 >&2
  fail "maps/diadoques-geography.yaml differs from what scripts/make-geography.py makes"
}
echo "ok: maps/diadoques-geography.yaml is reproducible"
