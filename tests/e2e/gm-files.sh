#!/usr/bin/env bash
# Whole-program checks of the GM's own inputs of a season (docs/gamemaster.md):
#   gm-files.sh <diadoques-binary> <case>
# annotations.txt (R9a.gen.6) and orders/neutral.txt (G12.1–2), on a new game whose spring -319
# is adjudicated from the example orders, then summer -319 with the example orders too.
# Each case exits 0 when the behaviour is right (see tests/e2e/gm-files.cmake).
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

game=$work/game
summer=$game/seasons/002-summer-319
# A game at summer -319, with the example's summer orders in place.
"$bin" new "$game" --scenario "$root/scenarios/standard-319.yaml" \
  --players "$root/examples/players.yaml" --seed 319 > /dev/null
cp "$root"/examples/game-319/orders/001-spring-319/*.txt "$game/seasons/001-spring-319/orders/"
"$bin" adjudicate "$game" > /dev/null
cp "$root"/examples/game-319/orders/002-summer-319/*.txt "$summer/orders/"
grep -qx 'a mes dam' "$summer/orders/seleucos.txt" || fail "example orders changed: no 'a mes dam'"

# A revolt of the Spartans in ARC (R14d): a neutral unit with its label, as an event would place it.
add_spartans() {
  sed -i '/^units:$/a\  - type: Am\n    side: ""\n    neutral: spartiates\n    space: ARC\n    commander: ""\n    commander_since: ""\n    attached: []\n    counter_corruption: 0' \
    "$summer/state.yaml"
}

case $case in
  annotation-applied)
    # Séleucos wrote a place nobody can read; the GM reads it as he meant it.
    sed -i 's/^a mes dam$/a mes xyz/' "$summer/orders/seleucos.txt"
    printf '// GM annotations\nSéleucos | 3 | a mes xyz | read A MES DAM\n' > "$summer/annotations.txt"
    "$bin" status "$game" | grep -q "GM: annotations (annotations.txt)" || fail "status does not list the annotations"
    "$bin" adjudicate "$game" > /dev/null
    has "$summer/results/public.txt" "  a mes xyz (lu : A MES DAM) — lu par l'arbitre (R9a.gen.6)"
    has "$summer/results/gm-log.txt" "R9a.gen.6 : annotation de l'arbitre : seleucos ligne 3 « a mes xyz » lue comme « A MES DAM »"
    has "$summer/results/public.txt" "DAM (Damascène) : neutre → Séleucos"
    ;;
  annotation-stale)
    # Written for the file as it was; the player's corrected email then replaced the file.
    printf 'seleucos | 3 | a mes dam | read A MES DAM\n' > "$summer/annotations.txt"
    sed -i 's/^a mes dam$/a mes syr/' "$summer/orders/seleucos.txt"
    before=$(fingerprint "$game")
    set +e
    "$bin" adjudicate "$game" > "$work/out" 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "exit code $rc with a stale annotation"
    has "$work/err" "seasons/002-summer-319/annotations.txt:1:16: error: stale annotation: line 3 of seasons/002-summer-319/orders/seleucos.txt reads 'a mes syr', not 'a mes dam'"
    has "$work/err" "nothing was changed"
    [[ "$(fingerprint "$game")" == "$before" ]] || fail "the game directory changed"
    ;;
  neutral-applied)
    add_spartans
    printf '// neutral orders, summer -319\n[Spartiates] Am ARC LAC\n' > "$summer/orders/neutral.txt"
    "$bin" status "$game" > "$work/status"
    has "$work/status" "GM: neutral orders (neutral.txt)"
    grep -q "^  neutral " "$work/status" && fail "status lists the neutral file as a player"
    "$bin" adjudicate "$game" > /dev/null
    grep -A1 -x 'Neutres' "$summer/results/public.txt" | grep -qxF '  [Spartiates] Am ARC LAC — réussi' ||
      fail "no Neutres heading with the Spartan order and its outcome"
    grep -A3 'neutral: spartiates' "$game/seasons/003-autumn-319/state.yaml" | grep -q 'space: LAC' ||
      fail "the Spartans did not move to LAC"
    has "$summer/results/gm-log.txt" "neutres : seasons/002-summer-319/orders/neutral.txt (1 ordre compris, 0 ligne ignorée)"
    "$bin" report "$game" --lang en | grep -q "^Neutrals$" || fail "no Neutrals heading in English"
    ;;
  neutral-not-neutral)
    add_spartans
    printf '[Spartiates] A MES DAM\n' > "$summer/orders/neutral.txt"
    "$bin" adjudicate "$game" > /dev/null
    has "$summer/results/public.txt" "  [Spartiates] A MES DAM — ignoré : l'unité en MES n'est pas neutre (G12.1)"
    has "$summer/results/gm-log.txt" "neutre : ligne 1 : « [Spartiates] A MES DAM » ignoré : l'unité en MES n'est pas neutre (G12.1)"
    # Séleucos's own order for that army is untouched.
    has "$summer/results/public.txt" "DAM (Damascène) : neutre → Séleucos"
    ;;
  check)
    # `check --game` shows a side's file with the GM's annotations, and checks the neutral file.
    sed -i 's/^a mes dam$/a mes xyz/' "$summer/orders/seleucos.txt"
    printf 'seleucos | 3 | a mes xyz | read A MES DAM\n' > "$summer/annotations.txt"
    "$bin" check "$summer/orders/seleucos.txt" --map "$root/maps/diadoques.yaml" --game "$game" --lang en \
      --player seleucos > "$work/out" || true
    has "$work/out" "GM annotation (R9a.gen.6), line 3: 'a mes xyz' read as 'A MES DAM'"
    has "$work/out" "  line 3: A MES DAM  -> accepted"
    # Audit 3, item 21: a French answer gives the annotation in French too.
    "$bin" check "$summer/orders/seleucos.txt" --map "$root/maps/diadoques.yaml" --game "$game" --lang fr \
      --player seleucos > "$work/out" || true
    has "$work/out" "annotation de l'arbitre (R9a.gen.6), ligne 3 : « a mes xyz » lue comme « A MES DAM »"
    grep -q "GM annotation" "$work/out" && fail "the French answer's annotation line is in English"
    add_spartans
    printf '[Spartiates] Am ARC LAC\n[Spartiates] A MES DAM\n' > "$summer/orders/neutral.txt"
    set +e
    "$bin" check "$summer/orders/neutral.txt" --map "$root/maps/diadoques.yaml" --game "$game" --lang en \
      --player neutral > "$work/out"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "exit code $rc for a neutral file with an illegal order"
    has "$work/out" "  line 1: [Spartiates] Am ARC LAC  -> accepted"
    has "$work/out" "  line 2: [Spartiates] A MES DAM  -> IGNORED: the unit in MES is not neutral (G12.1)"
    ;;
  *)
    fail "unknown case $case"
    ;;
esac
echo "ok: $case"
