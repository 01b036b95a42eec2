#!/usr/bin/env bash
# The demo itself, once built: $1 is the diadoques binary.
# Plays the example six-player game (examples/game-319): spring, summer and autumn -319, from
# the players' orders as they sent them to the public results the GM sends back.
set -euo pipefail
bin=$1
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"

echo "== The example game: examples/game-319 (six players, seed 319), played in $work"
"$bin" status examples/game-319
echo
"$root/tests/e2e/play-example.sh" "$bin" "$work/play" --print

echo "== diadoques datc (the DATC, standard Diplomacy test cases, godip edition; summary)"
"$bin" datc tests/data/datc/godip/datc_v2.4_06.txt --map maps/classical.yaml | tail -n 3
