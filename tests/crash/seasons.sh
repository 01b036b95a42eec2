#!/usr/bin/env bash
# The seasons of a game follow one another (issue 34): a season folder missing in the middle, a
# stray season after one not adjudicated, or a write left half-done by a killed command, is an
# error of `status` and `adjudicate`, and of the readers of the whole game (`report`, `history`,
# `club site`), never skipped nor read as a whole season.
#   seasons.sh <diadoques-binary> <gap|stray|misnamed|interrupted|site>
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/../e2e/lib.sh"
game=$work/game
# refuses <text> <command…>: exit 1, the text on stderr, the game unchanged.
refuses() {
  local text=$1 rc=0
  shift
  local before
  before=$(fingerprint "$game")
  "$bin" "$@" > "$work/out" 2> "$work/err" || rc=$?
  [[ $rc == 1 ]] || fail "$*: exit code $rc, expected 1: $(cat "$work/out" "$work/err")"
  grep -qF -- "$text" "$work/err" || fail "$*: the error does not say '$text': $(cat "$work/err")"
  [[ "$(fingerprint "$game")" == "$before" ]] || fail "$*: the game changed"
}

case $case in
  gap)
    # Spring and summer adjudicated, autumn waiting; summer's folder taken away by hand.
    new_game
    "$bin" adjudicate "$game" > /dev/null
    cp "$root"/examples/game-319/orders/002-summer-319/*.txt "$game/seasons/002-summer-319/orders/"
    "$bin" adjudicate "$game" > /dev/null
    mv "$game/seasons/002-summer-319" "$work/summer"
    refuses "the season 002-summer-319 is missing between 001-spring-319 and 003-autumn-319" \
      status "$game"
    refuses "the season 002-summer-319 is missing between 001-spring-319 and 003-autumn-319" \
      adjudicate "$game" --force
    for reader in report history; do
      refuses "the season 002-summer-319 is missing between 001-spring-319 and 003-autumn-319" \
        $reader "$game"
    done
    # Also when the season asked for is whole: the game it belongs to is not.
    refuses "the season 002-summer-319 is missing between 001-spring-319 and 003-autumn-319" \
      report "$game" --season 001-spring-319
    ;;
  stray)
    # Spring not adjudicated, and a summer folder already there (copied by hand).
    new_game
    mkdir -p "$game/seasons/002-summer-319/orders"
    refuses "the season 002-summer-319 exists although 001-spring-319 before it is not adjudicated" \
      status "$game"
    refuses "the season 002-summer-319 exists although 001-spring-319 before it is not adjudicated" \
      adjudicate "$game"
    # The stray summer taken away; spring adjudicated, summer played too, and a stray winter
    # after autumn (not adjudicated).
    rm -r "$game/seasons/002-summer-319"
    "$bin" adjudicate "$game" > /dev/null
    cp "$root"/examples/game-319/orders/002-summer-319/*.txt "$game/seasons/002-summer-319/orders/"
    "$bin" adjudicate "$game" > /dev/null
    mkdir -p "$game/seasons/004-winter-319/orders"
    for reader in report history; do
      refuses "the season 004-winter-319 exists although 003-autumn-319 before it is not adjudicated" \
        $reader "$game"
    done
    ;;
  misnamed)
    # A season folder copied by hand under a wrong number (audit p59): named, with the right
    # number, never passed over as if the game had no season.
    new_game
    mv "$game/seasons/001-spring-319" "$game/seasons/004-spring-319"
    for command in status adjudicate; do
      refuses "004-spring-319 is not a season folder: that season is numbered 001-spring-319" \
        $command "$game"
    done
    mv "$game/seasons/004-spring-319" "$game/seasons/spring"
    refuses "spring is not a season folder: a season's folder is named <number>-<season>-<year BC>" \
      adjudicate "$game"
    ;;
  interrupted)
    # A committed write left unfinished (as a kill leaves it, see crash.sh): the readers refuse
    # and say what to do; the next writing command finishes it.
    new_game
    "$bin" adjudicate "$game" > /dev/null
    mkdir "$game/.diadoques-write"
    printf 'diadoques-write 1\nwhat\tadjudicate 002-summer-319\nmkdir\tseasons/002-summer-319/orders\n' \
      > "$game/.diadoques-write/journal"
    export DIA_LOCK_WAIT_MS=100  # no live command here: the readers need not wait for one
    for reader in status report history; do
      refuses "\`adjudicate 002-summer-319\` was interrupted (killed or crashed) in the middle of its writes" \
        $reader "$game"
    done
    "$bin" remind "$game" > "$work/out" 2> "$work/err" || fail "remind failed: $(cat "$work/err")"
    has "$work/err" "finished \`adjudicate 002-summer-319\`, which was interrupted"
    [[ ! -e "$game/.diadoques-write" ]] || fail "the journal was left behind"
    "$bin" status "$game" > /dev/null || fail "status still refuses"
    ;;
  site)
    # A club's game with spring and summer adjudicated: its summer taken away by hand, then a
    # write of it left half-done; `club site` refuses both, naming the game, and writes nothing.
    club=$work/club
    "$bin" club new "$club" --name "Club" --players "$root/examples/players.yaml" > /dev/null
    "$bin" club game "$club" g-a --scenario standard-319 --seed 319 \
      --players Aurélie,Bastien,Chloé,David,Élodie,Fabrice > /dev/null
    for s in 001-spring-319 002-summer-319; do
      cp "$root"/examples/game-319/orders/$s/*.txt "$club/games/g-a/seasons/$s/orders/"
      "$bin" club adjudicate "$club" --all > /dev/null
    done
    game=$club/games/g-a
    mv "$game/seasons/002-summer-319" "$work/summer"
    refuses "$game/seasons: error: the season 002-summer-319 is missing between 001-spring-319 and 003-autumn-319" \
      club site "$club" "$work/site"
    [[ ! -e "$work/site" ]] || fail "a site was written"
    mv "$work/summer" "$game/seasons/002-summer-319"
    mkdir "$game/.diadoques-write"
    printf 'diadoques-write 1\nwhat\tadjudicate 003-autumn-319\nmkdir\tseasons/003-autumn-319/orders\n' \
      > "$game/.diadoques-write/journal"
    export DIA_LOCK_WAIT_MS=100  # no live command here: the readers need not wait for one
    refuses "\`adjudicate 003-autumn-319\` was interrupted (killed or crashed) in the middle of its writes" \
      club site "$club" "$work/site"
    [[ ! -e "$work/site" ]] || fail "a site was written"
    ;;
  *) fail "unknown case $case" ;;
esac
echo "ok: $case"
