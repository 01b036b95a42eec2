#!/usr/bin/env bash
# Issue 34, whole program: a value of the wrong kind in game.yaml (and the other files a reader
# reads: state.yaml, mail/inbox.yaml, results/public.json) is refused (exit 1) with its file,
# line and column, its key and what was expected and found, and changes nothing.
#   yaml-errors.sh <diadoques-binary> <seed|alias|players|state-key|inbox-log|public-json>
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

new_game
yaml=$work/game/game.yaml
# The reader run on the game (status by default).
reader=(status "$work/game")
case $case in
  seed)
    grep -q '^seed: 319$' "$yaml" || fail "game.yaml has no 'seed: 319' line"
    sed -i 's/^seed: 319$/seed: abc/' "$yaml"
    line=$(grep -n '^seed: abc$' "$yaml" | cut -d: -f1)
    want="game.yaml:$line:7: error: seed: expected a whole number, 0 or more, found 'abc'"
    ;;
  alias)
    # The second player's side is an alias of a list anchored on the first line (under an x- key,
    # the GM's own: any other unknown key is refused): reported at the use, with its key path.
    sed -i '1i # the sides of the club\nx-sides: &all [eumene, antigone]' "$yaml"
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
  state-key)
    # A key misspelt in the current season's state.yaml: `status` refuses it as `adjudicate`
    # does, with the nearest key, instead of reading the state without it.
    state=$work/game/seasons/001-spring-319/state.yaml
    line=$(grep -n '^ *treasury: ' "$state" | head -1 | cut -d: -f1)
    sed -i "${line}s/treasury:/tresury:/" "$state"
    col=$(($(sed -n "${line}p" "$state" | sed 's/[^ ].*//' | wc -c)))
    want="seasons/001-spring-319/state.yaml:$line:$col: error: unknown key 'tresury' (did you mean 'treasury'?)"
    ;;
  inbox-log)
    # The log of the mails read, edited by hand: a number that is not one. `inbox` reading a
    # new mail refuses it (`status` only warns).
    mkdir -p "$work/game/mail"
    printf -- '- number: two\n  key: abc\n  time: 2026-12-01 10:00:00 UTC\n  verdict: accepted\n' \
      > "$work/game/mail/inbox.yaml"
    printf 'From: aurelie@example.org\nTo: mj@example.org\nSubject: ordres\nMessage-ID: <1@x>\n\nA MAC tient\n' \
      > "$work/mail.eml"
    want="mail/inbox.yaml:1:11: error: [0].number: expected an integer, found 'two'"
    reader=(inbox "$work/game" "$work/mail.eml")
    ;;
  public-json)
    # A season's public results with a word for the second side's PV: `report` names it.
    "$bin" adjudicate "$work/game" > /dev/null
    json=$work/game/seasons/001-spring-319/results/public.json
    line=$(grep -n '"pv": ' "$json" | sed -n 2p | cut -d: -f1)
    sed -i "${line}s/\"pv\": [0-9]*/\"pv\": \"lots\"/" "$json"
    col=$(($(sed -n "${line}p" "$json" | sed 's/"lots".*//' | wc -c)))
    want="001-spring-319/results/public.json:$line:$col: error: scores[1].pv: expected an integer, found 'lots'"
    reader=(report "$work/game")
    ;;
  *) fail "unknown case $case" ;;
esac
before=$(fingerprint "$work/game")
rc=0
"$bin" "${reader[@]}" > "$work/out" 2> "$work/err" || rc=$?
[[ $rc == 1 ]] || fail "${reader[0]} exited with $rc, not 1: $(cat "$work/err")"
has "$work/err" "$want"
grep -q "bad conversion" "$work/err" && fail "yaml-cpp's bare 'bad conversion': $(cat "$work/err")"
[[ "$(fingerprint "$work/game")" == "$before" ]] || fail "the game changed"
exit 0
