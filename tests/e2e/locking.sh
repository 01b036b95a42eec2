#!/usr/bin/env bash
# Two commands started at once on one game (issue 12): only one writes it.
#   locking.sh <diadoques-binary> <case>
# The first process holds the game's lock for a while (DIA_TEST_HOLD_LOCK_MS, see
# src/cli/game_lock.hpp) and the second one is started meanwhile.
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
# Starts `diadoques "$@"` in the background holding the lock for 4 s; waits until it holds it.
# The lock file: the game's, or for `new` the one beside the game (state/whole_dir.hpp).
lock=$work/game/.diadoques.lock
start_holder() {
  DIA_TEST_HOLD_LOCK_MS=4000 "$bin" "$@" > "$work/first.out" 2> "$work/first.err" &
  first=$!
  for _ in $(seq 200); do
    [[ -s "$lock" ]] && return
    sleep 0.05
  done
  fail "the first command never took the lock"
}

case $case in
  refuse)
    # The second adjudicate gives up after its wait: exit 1, a message naming the game and the
    # command that holds it; the first one adjudicates; the season is written once.
    new_game
    start_holder adjudicate "$work/game"
    set +e
    DIA_LOCK_WAIT_MS=200 "$bin" adjudicate "$work/game" > "$work/second.out" 2> "$work/second.err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "second adjudicate: exit code $rc, expected 1"
    grep -q "the game $work/game is in use: another diadoques command (adjudicate, process $first) holds its lock" \
      "$work/second.err" || fail "unclear message: $(cat "$work/second.err")"
    grep -q "nothing was changed" "$work/second.err" || fail "no 'nothing was changed'"
    [[ ! -s "$work/second.out" ]] || fail "the second run reported: $(cat "$work/second.out")"
    wait "$first" || fail "the first adjudicate failed: $(cat "$work/first.err")"
    grep -q "adjudicated" "$work/first.out" || fail "first run: $(cat "$work/first.out")"
    [[ ! -e "$work/game/.diadoques.lock" ]] || fail "the lock file was left behind"
    [[ ! -e "$work/game/seasons/001-spring-319/results.previous-1" ]] || fail "season rewritten"
    ;;
  wait)
    # The second adjudicate waits for the first, then finds the season adjudicated: it refuses
    # (no --redo) instead of rewriting it.
    new_game
    start_holder adjudicate "$work/game"
    set +e
    DIA_LOCK_WAIT_MS=60000 "$bin" adjudicate "$work/game" --season 001-spring-319 \
      > "$work/second.out" 2> "$work/second.err"
    rc=$?
    set -e
    wait "$first" || fail "the first adjudicate failed: $(cat "$work/first.err")"
    [[ $rc == 1 ]] || fail "second adjudicate: exit code $rc, expected 1"
    grep -q "already adjudicated" "$work/second.err" || fail "unclear message: $(cat "$work/second.err")"
    cmp -s <("$bin" report "$work/game" --season 001-spring-319) \
      "$work/game/seasons/001-spring-319/results/public.txt" || fail "results changed"
    ;;
  force)
    # Two `adjudicate --force` started together (issue 34): the second waits for the first, then
    # finds that the season it was started for is adjudicated; it refuses rather than play the
    # next season with no orders, every unit holding.
    new_game
    start_holder adjudicate --force "$work/game"
    set +e
    DIA_LOCK_WAIT_MS=60000 "$bin" adjudicate --force "$work/game" > "$work/second.out" 2> "$work/second.err"
    rc=$?
    set -e
    wait "$first" || fail "the first adjudicate failed: $(cat "$work/first.err")"
    [[ $rc == 1 ]] || fail "second adjudicate: exit code $rc, expected 1: $(cat "$work/second.out")"
    grep -q "the game changed while this command waited for its lock" "$work/second.err" ||
      fail "unclear message: $(cat "$work/second.err")"
    grep -q "started to adjudicate 001-spring-319, and 002-summer-319 would be adjudicated now" \
      "$work/second.err" || fail "the seasons are not named: $(cat "$work/second.err")"
    [[ ! -e "$work/game/seasons/002-summer-319/results" ]] || fail "a second season was played"
    [[ ! -e "$work/game/seasons/003-autumn-319" ]] || fail "a third season exists"
    ;;
  new)
    # Two `new` on one directory: the second refuses once the first has made its game.
    mkdir -p "$work/game"
    lock=$work/.game.diadoques.lock
    start_holder new "$work/game" --scenario "$root/scenarios/standard-319.yaml" \
      --players "$root/examples/players.yaml" --seed 319
    set +e
    DIA_LOCK_WAIT_MS=60000 "$bin" new "$work/game" --scenario "$root/scenarios/standard-319.yaml" \
      --players "$root/examples/players.yaml" --seed 7 > "$work/second.out" 2> "$work/second.err"
    rc=$?
    set -e
    wait "$first" || fail "the first new failed: $(cat "$work/first.err")"
    [[ $rc == 1 ]] || fail "second new: exit code $rc, expected 1"
    grep -q "exists and is not empty" "$work/second.err" || fail "unclear message: $(cat "$work/second.err")"
    grep -q "^seed: 319$" "$work/game/game.yaml" || fail "the first game was overwritten"
    [[ ! -e "$lock" ]] || fail "the lock file was left behind"
    ;;
  *)
    fail "unknown case $case"
    ;;
esac
echo "ok: $case"
