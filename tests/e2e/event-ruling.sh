#!/usr/bin/env bash
# Whole-program checks of the GM's ruling on a season's event (seasons/<id>/event.yaml, R8a.gm.1,
# docs/gamemaster.md):   event-ruling.sh <diadoques-binary> <case>
# The example game is played up to summer -318, whose draw gives the Athenian revolt and whose
# orders carry a corruption (a 1d100 on the game's generator); the GM then rules otherwise and
# re-adjudicates with --redo. Each case exits 0 when the behaviour is right (event-ruling.cmake).
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# The example up to summer -318 only (the redo of a season needs the next one unplayed).
example=$work/example
mkdir -p "$example/orders"
cp "$root/examples/game-319/game.yaml" "$example/"
cp -r "$root/examples/game-319/seasons" "$example/"
for s in 001-spring-319 002-summer-319 003-autumn-319 004-winter-319 005-spring-318 006-summer-318; do
  cp -r "$root/examples/game-319/orders/$s" "$example/orders/"
done
DIA_EXAMPLE=$example bash "$root/tests/e2e/play-example.sh" "$bin" "$work/play"
game=$work/play/game
summer=$game/seasons/006-summer-318
autumn=$game/seasons/007-autumn-318
corruption_roll='1d100 corruption de A COM par seleucos (R9b.roll.1)'
has "$summer/results/public.txt" "révolte : Révolte des Athéniens"
has "$summer/results/gm-log.txt" "$corruption_roll"
rng_drawn=$(grep '^rng:' "$autumn/state.yaml")
# The roll as the log's list of dice gives it, without its rank (fewer event rolls come first).
roll_of() { grep -F "$corruption_roll" "$summer/results/gm-log.txt" | sed 's/^ *[0-9]*\. //'; }
roll_drawn=$(roll_of)

redo_with() {
  printf '%s\n' "$@" > "$summer/event.yaml"
  "$bin" adjudicate "$game" --redo > /dev/null
}
# The ruling changes the event and nothing else the dice decide.
same_dice() {
  [[ "$(grep '^rng:' "$autumn/state.yaml")" == "$rng_drawn" ]] ||
    fail "the game's generator moved: the ruling changed other rolls"
  [[ "$(roll_of)" == "$roll_drawn" ]] ||
    fail "the corruption roll changed with the ruling"
}

case $case in
  none)
    redo_with 'row: none' 'note: "la révolte athénienne est reportée"'
    has "$summer/results/public.txt" "Événement de la saison : décision de l'arbitre : aucun événement (la révolte athénienne est reportée)"
    has "$summer/results/gm-log.txt" "R8a.gm.1 : la décision de l'arbitre remplace le tirage de l'événement : aucun événement"
    grep -q 'événement : table' "$summer/results/gm-log.txt" && fail "a ruled season still rolled on the tables"
    grep -q 'neutral: atheniens' "$autumn/state.yaml" && fail "the Athenian fleet appeared despite the ruling"
    same_dice
    # The drawn results are kept beside the ruled ones (--redo).
    has "$summer/results.previous-1/public.txt" "révolte : Révolte des Athéniens"
    ;;
  revolt)
    redo_with 'row: T3.7' 'note: "les Spartiates se soulèvent"'
    has "$summer/results/public.txt" "décision de l'arbitre : révolte : Révolte des Spartiates (les Spartiates se soulèvent)"
    grep -A3 'neutral: spartiates' "$autumn/state.yaml" | grep -q 'space: LAC' ||
      fail "no Spartan army in LAC after the ruling"
    grep -q 'neutral: atheniens' "$autumn/state.yaml" && fail "the drawn Athenians appeared too"
    same_dice
    ;;
  redo-identical)
    # The same ruling twice gives byte-identical results and state.
    redo_with 'row: T2.6'
    cp "$autumn/state.yaml" "$work/state-1"
    redo_with 'row: T2.6'
    diff -r "$summer/results" "$summer/results.previous-2" > /dev/null ||
      fail "the same ruling gave different results"
    cmp -s "$autumn/state.yaml" "$work/state-1" || fail "the same ruling gave another state"
    has "$summer/results/public.txt" "décision de l'arbitre : tempête en mer : ADR, MIO"
    same_dice
    ;;
  status)
    printf 'row: none\n' > "$autumn/event.yaml"
    "$bin" status "$game" | grep -qF "GM: event ruling (event.yaml), replaces the draw" ||
      fail "status does not list the ruling"
    ;;
  errors)
    check_refused() {  # <expected message> : the ruling in $summer/event.yaml is refused
      before=$(fingerprint "$game")
      set +e
      "$bin" adjudicate "$game" --redo > "$work/out" 2> "$work/err"
      rc=$?
      set -e
      [[ $rc == 1 ]] || fail "exit code $rc for a wrong ruling ($1)"
      has "$work/err" "$1"
      [[ "$(fingerprint "$game")" == "$before" ]] || fail "the game directory changed"
    }
    printf 'row: T3.88\n' > "$summer/event.yaml"
    check_refused "seasons/006-summer-318/event.yaml:1:6: error: no row 'T3.88' in the event tables; did you mean 'T3.8'?"
    printf 'row: T1.SU.8\n' > "$summer/event.yaml"
    check_refused "seasons/006-summer-318/event.yaml:1:6: error: row T1.SU.8 only sends to Table III (revolts): name the row of that table"
    printf 'row: none\nnotes: "x"\n' > "$summer/event.yaml"
    check_refused "seasons/006-summer-318/event.yaml:2:1: error: unknown key 'notes'"
    printf 'row: T4.1a\nvariant: Pelle\n' > "$summer/event.yaml"
    check_refused "seasons/006-summer-318/event.yaml:2:10: error: 'Pelle' is not a space of the map"
    rm "$summer/event.yaml"
    # The Athenian revolt is under way in autumn -318: ruling it again is what R14.gen.4 redraws.
    cp "$root"/examples/game-319/orders/007-autumn-318/*.txt "$autumn/orders/"
    printf 'row: T3.8\n' > "$autumn/event.yaml"
    before=$(fingerprint "$game")
    "$bin" adjudicate "$game" > "$work/out" 2> "$work/err" && fail "a ruling of an event under way was accepted"
    has "$work/err" "seasons/007-autumn-318/event.yaml:1:6: error: atheniens is already under way: the draw would draw again (R14.gen.4); rule another row"
    [[ "$(fingerprint "$game")" == "$before" ]] || fail "the game directory changed"
    # No event in the first turn (R14.gen.1): a ruling there is refused.
    "$bin" new "$work/fresh" --scenario standard-319 --players "$root/examples/players.yaml" --seed 1 > /dev/null
    cp "$root"/examples/game-319/orders/001-spring-319/*.txt "$work/fresh/seasons/001-spring-319/orders/"
    printf 'row: none\n' > "$work/fresh/seasons/001-spring-319/event.yaml"
    "$bin" adjudicate "$work/fresh" > "$work/out" 2> "$work/err" && fail "a first-turn ruling was accepted"
    has "$work/err" "seasons/001-spring-319/event.yaml: error: 001-spring-319 draws no event (R14.gen.1"
    ;;
  *) fail "unknown case $case" ;;
esac
