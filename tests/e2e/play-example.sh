#!/usr/bin/env bash
# Plays the example game (examples/game-319) season by season in a fresh copy:
#   play-example.sh <diadoques-binary> <work-dir> [--print]
# For each season that has orders under examples/game-319/orders/<season-id>/, copies them into
# the game, runs `diadoques adjudicate`, and (with --print) prints the public results.
# Used by scripts/demo-run.sh, by the golden tests (tests/e2e/e2e.cmake) and by
# tests/e2e/regen-golden.sh.
set -euo pipefail
bin=$1
work=$2
print=${3:-}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
example=${DIA_EXAMPLE:-$root/examples/game-319}  # DIA_EXAMPLE: an installed copy

rm -rf "$work"
mkdir -p "$work"
cp -r "$example" "$work/game"
rm -rf "$work/game/orders"
# game.yaml names its map and scenario (`map: diadoques`): found wherever the game is.

for orders in "$example"/orders/*/; do
  season=$(basename "$orders")
  mkdir -p "$work/game/seasons/$season/orders"
  cp "$orders"/*.txt "$work/game/seasons/$season/orders/"
  # The GM's ruling on the season's event, if the example has one (docs/gamemaster.md).
  if [[ -f "$orders/event.yaml" ]]; then cp "$orders/event.yaml" "$work/game/seasons/$season/"; fi
  if [[ $print == --print ]]; then
    echo "== diadoques adjudicate (season $season)"
  fi
  "$bin" adjudicate "$work/game" > "$work/adjudicate-$season.log"
  if [[ $print == --print ]]; then
    cat "$work/adjudicate-$season.log"
    echo
    echo "== diadoques report --season $season"
    "$bin" report "$work/game" --season "$season"
    echo
  fi
done
