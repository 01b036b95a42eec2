#!/usr/bin/env bash
# Regenerates the golden results of the example game (tests/e2e/golden/<season>/{public.txt,
# gm-log.txt}, golden/history-{fr,en}.txt) from what the tool does now:
#   tests/e2e/regen-golden.sh <diadoques-binary>
#
# Run it only when a rule or a report layout changed on purpose, read the diff (git diff
# tests/e2e/golden) and say in the commit message why the results changed. Never run it to make
# a failing golden test pass without understanding the difference: that is how bugs hide.
set -euo pipefail
bin=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$here/play-example.sh" "$bin" "$work/play"
rm -rf "$here/golden"
for results in "$work"/play/game/seasons/*/results; do
  season=$(basename "$(dirname "$results")")
  mkdir -p "$here/golden/$season"
  cp "$results/public.txt" "$results/gm-log.txt" "$here/golden/$season/"
done
for lang in fr en; do
  "$bin" history "$work/play/game" --lang $lang > "$here/golden/history-$lang.txt"
done
echo "golden results written to $here/golden; review them with: git diff -- $here/golden"
