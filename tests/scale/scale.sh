#!/usr/bin/env bash
# Whole-program tests of a generated club (tests/tools/bench_club.hpp, docs/bench-club.md).
#   scale.sh <diadoques-binary> <make_bench_club-binary> <case>
set -euo pipefail
bin=$1
gen=$2
case=$3
source "$(dirname "${BASH_SOURCE[0]}")/../e2e/lib.sh"
club=$work/club

# A small club: games at the opening and up to three seasons later (more units, neutrals).
make_club() { "$gen" "$club" --games "${1:-6}" --seed 7 --seasons-ahead 3 --vary > /dev/null; }

case $case in
  jobs)
    # --jobs 2 adjudicates the same games as --jobs 1, says the same lines in the games' order,
    # and writes the same files byte for byte; one broken game fails alone in both.
    make_club 7
    broken=$(ls "$club/games" | sed -n 3p)
    season=$(ls "$club/games/$broken/seasons" | tail -1)
    first=$(ls "$club/games/$broken/seasons/$season/orders" | head -1)
    cp "$club/games/$broken/seasons/$season/orders/$first" \
      "$club/games/$broken/seasons/$season/orders/zorglub.txt"
    last=$(ls "$club/games" | tail -1)
    cp -r "$club/games/$last" "$work/alone"
    cp -r "$club" "$work/serial"
    cp -r "$club" "$work/parallel"
    for run in serial parallel; do
      jobs=1
      [[ $run == parallel ]] && jobs=2
      set +e
      "$bin" club adjudicate "$work/$run" --jobs $jobs > "$work/$run.out" 2> "$work/$run.err"
      echo $? > "$work/$run.rc"
      set -e
    done
    [[ $(cat "$work/serial.rc") == 1 ]] || fail "serial run: exit code $(cat "$work/serial.rc")"
    diff "$work/serial.rc" "$work/parallel.rc" || fail "exit codes differ"
    diff "$work/serial.out" "$work/parallel.out" || fail "progress lines differ"
    diff "$work/serial.err" "$work/parallel.err" || fail "errors differ"
    has "$work/serial.out" "6 adjudicated, 1 failed, 0 not ready"
    has "$work/serial.out" "$broken: FAILED (left as it was)"
    has "$work/serial.err" "$broken: seasons/$season/orders/zorglub.txt: error:"
    # The games' lines in the games' order, whatever game finished first.
    diff <(ls "$club/games") <(sed '$d' "$work/parallel.out" | cut -d: -f1) ||
      fail "lines not in the games' order"
    diff -r "$work/serial" "$work/parallel" || fail "the games' files differ"
    [[ "$(fingerprint "$work/parallel/games/$broken")" == "$(fingerprint "$club/games/$broken")" ]] ||
      fail "the broken game was changed"
    # A game adjudicated among others (its map and picture shared with them) is the game
    # adjudicated alone, by a fresh process.
    "$bin" adjudicate "$work/alone" > /dev/null
    diff -r "$work/alone/seasons" "$work/parallel/games/$last/seasons" ||
      fail "the club's game differs from the game adjudicated alone"
    # --jobs wants at least one.
    set +e
    "$bin" club adjudicate "$club" --jobs 0 > /dev/null 2>&1
    rc=$?
    set -e
    [[ $rc == 2 ]] || fail "--jobs 0: exit code $rc, expected 2"
    ;;
  orders)
    # Every orders file the generator writes is read by `check --game` without an error or an
    # ignored order, and `club status` finds every game ready with no file refused.
    make_club 4
    files=0
    for game in "$club"/games/*; do
      season=$(ls "$game/seasons" | tail -1)
      for file in "$game/seasons/$season/orders/"*.txt; do
        side=$(basename "$file" .txt)
        set +e
        "$bin" check "$file" --map "$game/maps/diadoques.yaml" --game "$game" --lang en --player "$side" \
          > "$work/check.out" 2>&1
        rc=$?
        set -e
        [[ $rc == 0 ]] || fail "$file: check exit code $rc: $(cat "$work/check.out")"
        grep -qE "^[0-9]+ order\(s\) understood, 0 line\(s\) ignored, 0 order\(s\) illegal in this position$" \
          "$work/check.out" || fail "$file: $(cat "$work/check.out")"
        ! grep -qE ": error:" "$work/check.out" || fail "$file: $(cat "$work/check.out")"
        files=$((files + 1))
      done
    done
    [[ $files -ge 24 ]] || fail "only $files orders files for 4 games"
    "$bin" club status "$club" > "$work/out" 2> "$work/err" || fail "status: $(cat "$work/err")"
    [[ $(grep -cE "  ready$" "$work/out") == 4 ]] || fail "not every game ready: $(cat "$work/out")"
    # Deterministic: the same seed writes the same club, byte for byte.
    "$gen" "$work/again" --games 4 --seed 7 --seasons-ahead 3 --vary > /dev/null
    diff -r "$club/games" "$work/again/games" || fail "the same seed made another club"
    ;;
  maps)
    # Games share a map only when their copies are the same files: a game whose map copy names a
    # province otherwise is reported with its own name, in the same run as the others.
    make_club 3
    edited=$(ls "$club/games" | sed -n 2p)
    grep -q "name: Macédoine$" "$club/games/$edited/maps/diadoques.yaml" ||
      fail "the map no longer names Macédoine"
    sed -i 's/name: Macédoine$/name: Macédoine du Nord/' "$club/games/$edited/maps/diadoques.yaml"
    "$bin" club adjudicate "$club" --jobs 2 > "$work/out" || fail "club adjudicate: $(cat "$work/out")"
    for game in "$club"/games/*; do
      season=$(ls "$game/seasons" | tail -2 | head -1)
      svg="$game/seasons/$season/results/map.svg"
      [[ -f $svg ]] || fail "$svg missing"
      if [[ $(basename "$game") == "$edited" ]]; then
        has "$svg" "Macédoine du Nord"
      elif grep -q "Macédoine du Nord" "$svg"; then
        fail "$(basename "$game") drawn with the other game's map"
      fi
    done
    ;;
  *)
    fail "unknown case $case"
    ;;
esac
