#!/usr/bin/env bash
# Whole-program checks of `diadoques adjudicate` and `diadoques report` on the example game:
#   cli-checks.sh <diadoques-binary> <case>
# Each case exits 0 when the behaviour is right (see tests/e2e/e2e.cmake).
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

case $case in
  interrupted)
    # A failure injected before each rename of the transaction leaves the directory as it was.
    new_game
    before=$(fingerprint "$work/game")
    for n in 0 1 5 9; do
      set +e
      DIA_TEST_FAIL_AT_RENAME=$n "$bin" adjudicate "$work/game" > "$work/out" 2> "$work/err"
      rc=$?
      set -e
      [[ $rc == 1 ]] || fail "exit code $rc with a failure injected at rename $n"
      grep -q "injected failure" "$work/err" || fail "no error message: $(cat "$work/err")"
      [[ "$(fingerprint "$work/game")" == "$before" ]] || fail "directory changed after failure at rename $n"
    done
    "$bin" adjudicate "$work/game" > /dev/null || fail "the uninterrupted run failed"
    ;;
  no-overwrite)
    new_game
    "$bin" adjudicate "$work/game" > /dev/null
    before=$(fingerprint "$work/game")
    set +e
    "$bin" adjudicate "$work/game" --season 001-spring-319 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "exit code $rc re-adjudicating without --redo"
    grep -q "already adjudicated" "$work/err" || fail "unclear message: $(cat "$work/err")"
    [[ "$(fingerprint "$work/game")" == "$before" ]] || fail "an adjudicated season was overwritten"
    ;;
  redo)
    new_game
    "$bin" adjudicate "$work/game" > /dev/null
    cp "$work/game/seasons/001-spring-319/results/public.txt" "$work/first.txt"
    "$bin" adjudicate "$work/game" --redo > /dev/null
    cmp "$work/first.txt" "$work/game/seasons/001-spring-319/results.previous-1/public.txt" ||
      fail "previous results not kept"
    cmp "$work/first.txt" "$work/game/seasons/001-spring-319/results/public.txt" ||
      fail "same inputs, different results"
    ;;
  preview)
    # --preview prints the whole season, public, private and GM log, and writes nothing; the
    # adjudication that follows writes exactly what was previewed.
    new_game
    before=$(fingerprint "$work/game")
    "$bin" adjudicate "$work/game" --preview > "$work/preview"
    [[ "$(fingerprint "$work/game")" == "$before" ]] || fail "--preview changed the game directory"
    "$bin" adjudicate "$work/game" > /dev/null
    results=$work/game/seasons/001-spring-319/results
    expected=$work/expected
    echo "PREVIEW of 001-spring-319: nothing was written" > "$expected"
    n=0
    while IFS= read -r f; do
      n=$((n + 1))
      printf '\n===== results/%s =====\n' "$f" >> "$expected"
      cat "$results/$f" >> "$expected"
    done < <(grep -o '^===== results/.* =====$' "$work/preview" | sed 's/^===== results\/\(.*\) =====$/\1/')
    [[ $n -ge 9 ]] || fail "the preview shows $n files, expected public, private notes and GM log"
    for f in public.txt gm-log.txt private/ptolemee.txt; do
      grep -qx "===== results/$f =====" "$work/preview" || fail "the preview lacks $f"
    done
    diff -u "$expected" "$work/preview" || fail "the preview differs from the files written"
    ;;
  rollback)
    # The whole example game, rolled back to summer: summer's results and every later season are
    # archived, nothing deleted; adjudicating summer and the later seasons again gives
    # byte-identical files.
    "$here/play-example.sh" "$bin" "$work/play"
    g=$work/play/game
    cp -r "$g" "$work/before"
    set +e
    "$bin" rollback "$g" --to 002-sumer-319 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "exit code $rc for an unknown season"
    grep -q "has no season 002-sumer-319" "$work/err" || fail "unclear message: $(cat "$work/err")"
    diff -r "$work/before" "$g" > /dev/null || fail "a refused rollback changed the game"
    "$bin" rollback "$g" --to 002-summer-319 > "$work/out"
    [[ ! -e $g/seasons/002-summer-319/results ]] || fail "summer still has results"
    [[ -f $g/seasons/002-summer-319/state.yaml ]] || fail "summer's state was moved"
    [[ ! -e $g/seasons/003-autumn-319 ]] || fail "autumn was not archived"
    [[ ! -e $g/seasons/004-winter-319 ]] || fail "winter was not archived"
    archive=$(find "$g/archive" -mindepth 1 -maxdepth 1 -type d -name '*-rollback-to-002-summer-319')
    [[ -n $archive ]] || fail "no dated archive: $(ls "$g/archive")"
    for f in seasons/002-summer-319/results/public.txt seasons/003-autumn-319/state.yaml \
             seasons/003-autumn-319/results/gm-log.txt seasons/004-winter-319/state.yaml; do
      cmp "$work/before/$f" "$archive/$f" || fail "$f not archived as it was"
    done
    grep -q "rollback to 002-summer-319" "$g/archive/rollbacks.txt" || fail "the rollback is not recorded"
    "$bin" status "$g" | grep -q "002-summer-319), waiting for orders" || fail "status: $("$bin" status "$g")"
    "$bin" adjudicate "$g" > /dev/null
    # Every later season again, from its archived orders, in order (winters included).
    for season in "$archive"/seasons/*/; do
      season=$(basename "$season")
      compgen -G "$archive/seasons/$season/orders/*.txt" > /dev/null || continue
      mkdir -p "$g/seasons/$season/orders"
      cp "$archive/seasons/$season/orders/"*.txt "$g/seasons/$season/orders/"
      # The GM's ruling on the season's event is his input too (autumn -318's Gauls).
      if [[ -f $archive/seasons/$season/event.yaml ]]; then
        cp "$archive/seasons/$season/event.yaml" "$g/seasons/$season/"
      fi
      "$bin" adjudicate "$g" > /dev/null
    done
    diff -r -x archive "$work/before/seasons" "$g/seasons" || fail "re-adjudicated seasons differ"
    ;;
  deadline)
    # Before the deadline a season where a side sent nothing is refused (unless --force); after
    # it, `status` says who is late and the results say the side sent nothing.
    new_game
    rm "$work/game/seasons/001-spring-319/orders/seleucos.txt"
    printf 'deadlines:\n  001-spring-319: 2026-12-01 21:00 +01:00\n' >> "$work/game/game.yaml"
    before=$(fingerprint "$work/game")
    export DIA_TEST_NOW="2026-12-01 18:30Z"
    "$bin" status "$work/game" > "$work/status"
    grep -q "deadline 2026-12-01 20:00 UTC (in 1 hour 30 minutes)" "$work/status" ||
      fail "no deadline in status: $(cat "$work/status")"
    grep -q "^  seleucos .*no orders yet" "$work/status" || fail "status: $(cat "$work/status")"
    set +e
    "$bin" adjudicate "$work/game" > /dev/null 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "exit code $rc before the deadline with a side missing"
    grep -q "is due 2026-12-01 20:00 UTC (in 1 hour 30 minutes) and seleucos sent no orders yet" \
      "$work/err" || fail "unclear refusal: $(cat "$work/err")"
    [[ "$(fingerprint "$work/game")" == "$before" ]] || fail "a refused season changed the game"
    # --force: adjudicated now, as it would be after the deadline.
    cp -r "$work/game" "$work/forced"
    "$bin" adjudicate "$work/forced" --force > /dev/null || fail "--force was refused"
    export DIA_TEST_NOW="2026-12-01 20:05Z"
    "$bin" status "$work/game" > "$work/status"
    grep -q "deadline 2026-12-01 20:00 UTC (passed 5 minutes ago)" "$work/status" ||
      fail "status after the deadline: $(cat "$work/status")"
    grep -q "^  seleucos .*LATE: no orders, the deadline has passed" "$work/status" ||
      fail "the late side is not shown: $(cat "$work/status")"
    grep -q "^  ptolemee .*orders received" "$work/status" || fail "status: $(cat "$work/status")"
    "$bin" adjudicate "$work/game" > /dev/null || fail "refused after the deadline"
    results=$work/game/seasons/001-spring-319/results
    # Public: the wording of any side with nothing public, which does not tell a side that sent
    # nothing from one that sent only secret orders (R9b.val.4); the GM log tells them apart.
    grep -A1 "^Séleucos" "$results/public.txt" | grep -q "(aucun ordre publié : ses unités tiennent (R9a.gen.7))" ||
      fail "public.txt does not say Séleucos's units hold: $(cat "$results/public.txt")"
    grep -q "^seleucos : pas d'ordres, tout tient (R9a.gen.7)" "$results/gm-log.txt" ||
      fail "the GM log does not say Séleucos sent nothing"
    "$bin" report "$work/game" --lang en | grep -q "no orders published: its units hold" ||
      fail "no English wording"
    diff -r "$results" "$work/forced/seasons/001-spring-319/results" ||
      fail "--force before the deadline and a run after it differ"
    ;;
  replay)
    # The whole example game twice: every file of every season is byte-identical.
    "$here/play-example.sh" "$bin" "$work/a"
    "$here/play-example.sh" "$bin" "$work/b"
    diff -r "$work/a/game" "$work/b/game" || fail "two runs differ"
    [[ $(find "$work/a/game/seasons" -path '*results*' -type f | wc -l) -ge 30 ]] || fail "too few results"
    ;;
  report)
    "$here/play-example.sh" "$bin" "$work/play"
    g=$work/play/game
    "$bin" report "$g" --season 001-spring-319 > "$work/txt"
    cmp "$work/txt" "$g/seasons/001-spring-319/results/public.txt" || fail "report differs from public.txt"
    "$bin" report "$g" --season 001-spring-319 --format md > "$work/md"
    cmp "$work/md" "$g/seasons/001-spring-319/results/public.md" || fail "report --format md differs"
    "$bin" report "$g" --season 001-spring-319 --format json > "$work/json"
    cmp "$work/json" "$g/seasons/001-spring-319/results/public.json" || fail "report --format json differs"
    "$bin" report "$g" --season 001-spring-319 --lang en | grep -q "Public results" || fail "no English"
    ;;
  history)
    # Before any adjudication there is no history: refused (1); without a directory: usage (2).
    new_game
    set +e
    "$bin" history "$work/game" > "$work/out" 2> "$work/err"
    rc=$?
    "$bin" history 2> /dev/null
    usage=$?
    set -e
    [[ $rc == 1 ]] || fail "exit code $rc for a game with no adjudicated season"
    grep -q "no season of .* has been adjudicated yet" "$work/err" || fail "unclear message: $(cat "$work/err")"
    [[ ! -s "$work/out" ]] || fail "printed a history of nothing"
    [[ $usage == 2 ]] || fail "exit code $usage without a directory"
    # After the first season: that season, and one row of standings per side.
    "$bin" adjudicate "$work/game" > /dev/null
    "$bin" history "$work/game" > "$work/out"
    grep -q "^printemps -319 (001-spring-319)$" "$work/out" || fail "no season in $(cat "$work/out")"
    grep -q "^  printemps -319 .* 3 / 50 " "$work/out" || fail "no standings in $(cat "$work/out")"
    "$bin" history "$work/game" --lang en | grep -q "^Standings at the end of each season" ||
      fail "no English history"
    ;;
  *)
    fail "unknown case $case"
    ;;
esac
echo "ok: $case"
