#!/usr/bin/env bash
# The installed program (issue: installable, self-contained): `cmake --install` into a temporary
# prefix, move the prefix elsewhere, then from an unrelated working directory create a game by
# scenario name and play the installed example game; its results equal the golden files.
#   install.sh <build-dir>
set -euo pipefail
build=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$work/first" > "$work/install.log"
# An installed tree works wherever it is put: the binary finds its data relative to itself.
mv "$work/first" "$work/prefix"
prefix=$work/prefix
bin=$prefix/bin/diadoques
docdir=$prefix/share/doc/diadoques
for f in "$bin" "$prefix/share/diadoques/maps/diadoques.yaml" \
         "$prefix/share/diadoques/maps/diadoques-facts.yaml" \
         "$prefix/share/diadoques/maps/diadoques-geography.yaml" \
         "$prefix/share/diadoques/maps/classical.yaml" \
         "$prefix/share/diadoques/scenarios/standard-319.yaml" \
         "$docdir/README.md" "$docdir/gamemaster.md" "$docdir/orders.md" \
         "$docdir/examples/players.yaml" "$docdir/examples/game-319/game.yaml"; do
  [[ -f $f ]] || fail "not installed: ${f#$prefix/}"
done

mkdir -p "$work/elsewhere"
cd "$work/elsewhere"
unset DIADOQUES_DATA_DIR
# The names are found in the moved prefix first.
"$bin" data > data.txt
grep -q "^  diadoques *$prefix/share/diadoques/maps/diadoques.yaml$" data.txt ||
  fail "the installed map is not the one found by name: $(cat data.txt)"
grep -q "^  standard-319 *$prefix/share/diadoques/scenarios/standard-319.yaml$" data.txt ||
  fail "the installed scenario is not the one found by name: $(cat data.txt)"

# A new game by scenario name carries its own map and scenario: it still plays once moved.
"$bin" new club-game --scenario standard-319 --players "$docdir/examples/players.yaml" \
  --seed 11 --name "Partie du club" > new.txt
grep -q '^name: Partie du club$' club-game/game.yaml || fail "the game's name is not in game.yaml"
grep -q '^map: maps/diadoques.yaml$' club-game/game.yaml || fail "the map is not the game's copy"
grep -q '^scenario: scenarios/standard-319.yaml$' club-game/game.yaml ||
  fail "the scenario is not the game's copy"
cmp -s club-game/maps/diadoques.yaml "$prefix/share/diadoques/maps/diadoques.yaml" ||
  fail "the game's map is not a copy of the installed one"
[[ -f club-game/maps/diadoques-facts.yaml ]] || fail "the map's facts file was not copied"
cmp -s club-game/maps/diadoques-geography.yaml "$prefix/share/diadoques/maps/diadoques-geography.yaml" ||
  fail "the board's geography file was not copied into the game"
mv club-game moved-game
"$bin" status moved-game | grep -q '^Partie du club: printemps -319' ||
  fail "a moved game does not open: $("$bin" status moved-game 2>&1)"
cp "$docdir"/examples/game-319/orders/001-spring-319/*.txt moved-game/seasons/001-spring-319/orders/
"$bin" adjudicate moved-game > adjudicate.txt || fail "a moved game does not adjudicate"
[[ -f moved-game/seasons/002-summer-319/state.yaml ]] || fail "no next state after adjudicate"

# The installed example game, played season by season, gives the golden results.
DIA_EXAMPLE=$docdir/examples/game-319 "$here/play-example.sh" "$bin" "$work/play"
count=0
for golden in "$here"/golden/*/; do
  season=$(basename "$golden")
  for f in public.txt gm-log.txt; do
    diff -u "$golden/$f" "$work/play/game/seasons/$season/results/$f" ||
      fail "the installed example differs from the golden $season/$f"
    count=$((count + 1))
  done
done
[[ $count -ge 6 ]] || fail "expected golden files for three seasons, found $count"
echo "installed, moved and played from $prefix"
