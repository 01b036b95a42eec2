#!/usr/bin/env bash
# The golden test: plays the example game and compares each season's public.txt and gm-log.txt,
# and `diadoques history` of the game in French and English, byte for byte with
# tests/e2e/golden/ (regenerate with regen-golden.sh, see there).
set -euo pipefail
bin=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$here/play-example.sh" "$bin" "$work/play"
status=0
count=0
for golden in "$here"/golden/*/; do
  season=$(basename "$golden")
  for f in public.txt gm-log.txt; do
    count=$((count + 1))
    if ! diff -u "$golden/$f" "$work/play/game/seasons/$season/results/$f"; then
      echo "golden mismatch: $season/$f" >&2
      status=1
    fi
  done
done
for lang in fr en; do
  count=$((count + 1))
  if ! "$bin" history "$work/play/game" --lang $lang | diff -u "$here/golden/history-$lang.txt" -; then
    echo "golden mismatch: history-$lang.txt" >&2
    status=1
  fi
done
if [[ $count -lt 8 ]]; then
  echo "expected golden files for three seasons and the history, found $count files" >&2
  exit 1
fi
exit $status
