#!/usr/bin/env bash
# Issue 12, on the example game: `Roxane MAC Pella` without Alexandre IV passed `check` and then
# aborted `adjudicate` ("the adjudicated position is inconsistent"). What `check --game` accepts
# adjudicates; the pair moves together (R6b.rox.1).
#   no-abort.sh <diadoques-binary>
set -euo pipefail
bin=$1
case=roxane
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
example=$root/examples/game-319
game=$work/game
cp -r "$example" "$game"
rm -rf "$game/orders"
sed -i -e "s|^map: .*|map: $root/maps/diadoques.yaml|" \
       -e "s|^scenario: .*|scenario: $root/scenarios/standard-319.yaml|" "$game/game.yaml"
cp "$example"/orders/001-spring-319/*.txt "$game/seasons/001-spring-319/orders/"
"$bin" adjudicate "$game" > /dev/null
summer=$game/seasons/002-summer-319
cp "$example"/orders/002-summer-319/*.txt "$summer/orders/"
sed -i 's/^A\* Pella X$/A* Pella X\nRoxane MAC Pella/' "$summer/orders/cassandre.txt"
grep -q "^Roxane MAC Pella$" "$summer/orders/cassandre.txt" || fail "the order was not added"

"$bin" check "$summer/orders/cassandre.txt" --map "$root/maps/diadoques.yaml" --game "$game" --lang en \
  --player cassandre > "$work/check.out" || fail "check refused: $(cat "$work/check.out")"
grep -q "Roxane MAC Pella  -> accepted" "$work/check.out" || fail "not accepted: $(cat "$work/check.out")"
grep -q "Alexandre IV goes with Roxane: the pair is never separated (R6b.rox.1)" "$work/check.out" ||
  fail "no note on the pair: $(cat "$work/check.out")"
"$bin" adjudicate "$game" > "$work/adj.out" 2> "$work/adj.err" ||
  fail "adjudicate aborted: $(cat "$work/adj.err")"
autumn=$game/seasons/003-autumn-319/state.yaml
for who in roxane alexandre-iv; do
  grep -A6 "^  - id: $who$" "$autumn" | grep -q "space: Pella" || fail "$who is not in Pella"
done
echo "ok: $case"
