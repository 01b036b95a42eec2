#!/usr/bin/env bash
# Issue 34, whole program: a value of the wrong kind in game.yaml is refused (exit 1) with its
# file, line and column, its key and what was expected and found, and changes nothing.
#   yaml-errors.sh <diadoques-binary> <seed|alias|players>
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

new_game
yaml=$work/game/game.yaml
case $case in
  seed)
    grep -q '^seed: 319$' "$yaml" || fail "game.yaml has no 'seed: 319' line"
    sed -i 's/^seed: 319$/seed: abc/' "$yaml"
    line=$(grep -n '^seed: abc$' "$yaml" | cut -d: -f1)
    want="game.yaml:$line:7: error: seed: expected a whole number, 0 or more, found 'abc'"
    ;;
  alias)
    # The second player's side is an alias of a list anchored on the first line: reported at
    # the use, with its key path.
    sed -i '1i # the sides of the club\nall_sides: &all [eumene, antigone]' "$yaml"
    first=$(grep -n '^ *side: ' "$yaml" | sed -n 2p | cut -d: -f1)
    sed -i "${first}s/side: .*/side: *all/" "$yaml"
    line=$first
    want="game.yaml:$line:5: error: players[1].side: expected a string, found a list (through an alias: the value is the anchor's, line 2)"
    ;;
  players)
    # players.yaml, read by `new`: a list where an address is expected.
    printf 'players:\n  - name: A\n    email: [a@example.org, b@example.org]\n' > "$work/p.yaml"
    rc=0
    "$bin" new "$work/other" --scenario standard-319 --players "$work/p.yaml" --seed 1 \
      > "$work/out" 2> "$work/err" || rc=$?
    [[ $rc == 1 ]] || fail "new exited with $rc, not 1: $(cat "$work/err")"
    has "$work/err" "p.yaml:3:12: error: players[0].email: expected a string, found a list"
    exit 0
    ;;
  *) fail "unknown case $case" ;;
esac
before=$(fingerprint "$work/game")
rc=0
"$bin" status "$work/game" > "$work/out" 2> "$work/err" || rc=$?
[[ $rc == 1 ]] || fail "status exited with $rc, not 1: $(cat "$work/err")"
has "$work/err" "$want"
grep -q "bad conversion" "$work/err" && fail "yaml-cpp's bare 'bad conversion': $(cat "$work/err")"
[[ "$(fingerprint "$work/game")" == "$before" ]] || fail "the game changed"
exit 0
