#!/usr/bin/env bash
# Whole-program tests of a club's directory (docs/club.md): `club new`, `club game`, `club
# status` and `club adjudicate` on a club of three games made from examples/players.yaml.
#   club.sh <diadoques-binary> <case>
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/../e2e/lib.sh"
club=$work/club
spring=001-spring-319
everyone=Aurélie,Bastien,Chloé,David,Élodie,Fabrice
orders=$root/examples/game-319/orders/$spring

# The club and its three games: g-ready has every side's orders, g-broken too plus a file no
# side claims (which `adjudicate` refuses), g-waiting two sides' orders and no deadline.
make_club() {
  "$bin" club new "$club" --name "Club d'essai" --players "$root/examples/players.yaml" \
    --languages fr,en > /dev/null
  for g in g-ready g-broken g-waiting; do
    "$bin" club game "$club" "$g" --scenario standard-319 --players "$everyone" --seed 319 \
      > /dev/null
  done
  cp "$orders"/*.txt "$club/games/g-ready/seasons/$spring/orders/"
  cp "$orders"/*.txt "$club/games/g-broken/seasons/$spring/orders/"
  cp "$orders/antigone.txt" "$club/games/g-broken/seasons/$spring/orders/zorglub.txt"
  cp "$orders"/{antigone,eumene}.txt "$club/games/g-waiting/seasons/$spring/orders/"
}

case $case in
  new)
    # club.yaml holds the players of players.yaml and the scoring; a game copies the players'
    # emails from it; an unknown player is refused with the nearest name and leaves no folder.
    make_club
    has "$club/club.yaml" "name: Club d'essai"
    has "$club/club.yaml" "languages: [fr, en]"
    has "$club/club.yaml" "email: chloe@example.org"
    has "$club/club.yaml" "scoring: {win: 10, shared: 5, survived: 1, eliminated: 0}"
    has "$club/games/g-ready/game.yaml" "email: elodie@example.org"
    has "$club/games/g-ready/game.yaml" "language: fr"
    set +e
    "$bin" club game "$club" g-typo --scenario standard-319 \
      --players Aurélie,Bastien,Chloé,David,Élodie,Fabrise 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "an unknown player: exit code $rc, expected 1"
    has "$work/err" "the club has no player 'Fabrise'; did you mean 'Fabrice'?"
    [[ ! -e "$club/games/g-typo" ]] || fail "a refused game left its folder"
    ;;
  status)
    # One line per game: season, deadline, ready or waiting; who has sent, who has not.
    make_club
    set +e
    "$bin" club status "$club" > "$work/out" 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "status with a refused orders file: exit code $rc, expected 1"
    grep -qE "^g-ready +printemps -319 \($spring\)  no deadline  ready$" "$work/out" ||
      fail "g-ready: $(cat "$work/out")"
    grep -qE "^g-broken .* orders file refused$" "$work/out" || fail "g-broken: $(cat "$work/out")"
    grep -qE "^g-waiting .* waiting$" "$work/out" || fail "g-waiting: $(cat "$work/out")"
    grep -qE "^ +not yet: .*seleucos" "$work/out" || fail "no side waited for: $(cat "$work/out")"
    has "$work/err" "g-broken: seasons/$spring/orders/zorglub.txt: error:"
    # Once the deadline has passed, the late sides are named and the game is ready.
    printf 'deadlines:\n  %s: 2026-01-01 20:00\n' "$spring" >> "$club/games/g-waiting/game.yaml"
    DIA_TEST_NOW="2026-01-02 20:00" "$bin" club status "$club" > "$work/out" 2> /dev/null || true
    grep -qE "^g-waiting .* 2026-01-01 20:00 UTC \(passed 1 day ago\)  ready$" "$work/out" ||
      fail "g-waiting after its deadline: $(cat "$work/out")"
    grep -qE "^ +LATE: .*seleucos" "$work/out" || fail "no late side: $(cat "$work/out")"
    ;;
  ready)
    # Issue 31: a game whose deadline passed with no orders at all was "ready" for `club status`
    # and FAILED in `club adjudicate` (exit 1: a cron job failing every run). One function
    # decides now (game::readiness): both say it waits, for the GM to decide; exit 0.
    "$bin" club new "$club" --name "Club d'essai" --players "$root/examples/players.yaml" > /dev/null
    "$bin" club game "$club" g-silent --scenario standard-319 --players "$everyone" --seed 319 \
      > /dev/null
    printf 'deadlines:\n  %s: 2026-01-01 20:00\n' "$spring" >> "$club/games/g-silent/game.yaml"
    DIA_TEST_NOW="2026-01-02 20:00" "$bin" club status "$club" > "$work/out" ||
      fail "club status: exit code $?"
    grep -qE "^g-silent .* waiting$" "$work/out" || fail "g-silent in club status: $(cat "$work/out")"
    DIA_TEST_NOW="2026-01-02 20:00" "$bin" club adjudicate "$club" > "$work/out" 2> "$work/err" ||
      fail "club adjudicate failed on a game club status calls waiting: $(cat "$work/out" "$work/err")"
    has "$work/out" "g-silent: not ready: no side has sent orders for $spring"
    has "$work/out" "0 adjudicated, 0 failed, 1 not ready"
    ;;
  adjudicate)
    # The ready game is adjudicated, the broken one reported and left byte for byte as it was,
    # the waiting one left alone; plain lines (stdout is not a terminal), exit code 1.
    make_club
    before=$(fingerprint "$club/games/g-broken")
    waiting=$(fingerprint "$club/games/g-waiting")
    set +e
    "$bin" club adjudicate "$club" > "$work/out" 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "a failed game: exit code $rc, expected 1"
    diff <(printf '%s\n' "g-broken: FAILED (left as it was)" "g-ready: $spring adjudicated" \
      "g-waiting: not ready: $spring waits for 4 side(s)" "1 adjudicated, 1 failed, 1 not ready") \
      "$work/out" || fail "unexpected progress lines"
    has "$work/err" "g-broken: seasons/$spring/orders/zorglub.txt: error:"
    [[ -f "$club/games/g-ready/seasons/$spring/results/public.txt" ]] || fail "g-ready not adjudicated"
    [[ -f "$club/games/g-ready/seasons/002-summer-319/state.yaml" ]] || fail "no next season"
    [[ "$(fingerprint "$club/games/g-broken")" == "$before" ]] || fail "g-broken was changed"
    [[ "$(fingerprint "$club/games/g-waiting")" == "$waiting" ]] || fail "g-waiting was changed"
    # The same game as `diadoques adjudicate` makes it.
    cp -r "$club/games/g-waiting" "$work/alone"
    rm "$work/alone/seasons/$spring/orders/"*.txt
    cp "$orders"/*.txt "$work/alone/seasons/$spring/orders/"
    sed -i 's/^name: g-waiting$/name: g-ready/' "$work/alone/game.yaml"
    "$bin" adjudicate "$work/alone" > /dev/null
    diff "$work/alone/seasons/$spring/results/public.txt" \
      "$club/games/g-ready/seasons/$spring/results/public.txt" || fail "results differ"
    diff "$work/alone/seasons/002-summer-319/state.yaml" \
      "$club/games/g-ready/seasons/002-summer-319/state.yaml" || fail "next states differ"
    # The broken game fixed, the club adjudicates it and nothing else: exit 0.
    rm "$club/games/g-broken/seasons/$spring/orders/zorglub.txt"
    "$bin" club adjudicate "$club" > "$work/out" || fail "second run failed: $(cat "$work/out")"
    has "$work/out" "g-broken: $spring adjudicated"
    has "$work/out" "g-ready: not ready: 002-summer-319 waits for 6 side(s)"
    has "$work/out" "1 adjudicated, 0 failed, 2 not ready"
    ;;
  all)
    # --all: every game with orders, although sides are missing before the deadline (they
    # hold, R9a.gen.7); a game without orders is still not adjudicated.
    make_club
    rm "$club/games/g-broken/seasons/$spring/orders/"*.txt
    "$bin" club adjudicate "$club" --all > "$work/out" || fail "--all failed: $(cat "$work/out")"
    has "$work/out" "g-waiting: $spring adjudicated"
    has "$work/out" "g-broken: not ready: no orders for $spring"
    has "$work/out" "2 adjudicated, 0 failed, 1 not ready"
    ;;
  terminal)
    # On a terminal the progress is one bar redrawn with \r, then the games' lines.
    command -v script > /dev/null || { echo "no script(1): skipped"; exit 0; }
    make_club
    script -qec "$bin club adjudicate $club" /dev/null > "$work/out" || true
    grep -q $'\r\[####################\] 3/3' "$work/out" || fail "no full bar: $(cat -A "$work/out")"
    grep -q $'\r\[######\.\.\.\.\.\.\.\.\.\.\.\.\.\.\] 1/3 g-ready' "$work/out" ||
      fail "no bar while working: $(cat -A "$work/out")"
    has "$work/out" "1 adjudicated, 1 failed, 1 not ready"
    ;;
  standings)
    # Games not yet played are listed as such, every player at the start; a game whose results
    # cannot be read stops the standings with the file's name and exit code 1.
    make_club
    "$bin" club standings "$club" --lang en > "$work/out" || fail "standings: $(cat "$work/out")"
    has "$work/out" "g-ready: not started"
    grep -qE "^  1 +Aurélie +Séleucos +0 +0$" "$work/out" || fail "sides named: $(cat "$work/out")"
    # A game made counts as played by its players (playing: 3), from its first season on.
    grep -qE "^1 +Aurélie +0 +3 +0 +0 +0 +0 +0 +0 +1500$" "$work/out" ||
      fail "Aurélie's line: $(cat "$work/out")"
    "$bin" club adjudicate "$club" > /dev/null || true
    "$bin" club standings "$club" --format csv > "$work/out" || fail "csv after a season"
    has "$work/out" "1,Aurélie,0,3,0,0,0,0,0,0,1500"
    json=$club/games/g-ready/seasons/$spring/results/public.json
    echo "{" > "$json"
    set +e
    "$bin" club standings "$club" > "$work/out" 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "an unreadable public.json: exit code $rc, expected 1"
    has "$work/err" "diadoques club standings: $json:2:1: error:"
    ;;
  *)
    fail "unknown case $case"
    ;;
esac
