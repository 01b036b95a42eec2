#!/usr/bin/env bash
# One language per output (R9a.gen.8, issue 13): the example game played in French has no
# English sentence in its public results nor in a private note, and played in English no French
# one; a player who chose his own language (game.yaml `players: - language:`) gets his private
# notes in it, the others in the game's.
#   one-language.sh <diadoques-binary>
set -euo pipefail
bin=$1
case=one-language
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Sentences and words only the tool writes (never a player's own words, which are quoted as
# written: "Achat A A F", "A CAP supports A PHR - PTE").
english=("ignored:" "unreadable order" "bounced by" "is complete before" "did you mean"
  "is captured" "falls to" "siege progresses" "the citadel falls" "no event" "cut by"
  "no convoy" "Public results" "Season facts" "Control changes" "Sieges in progress"
  "Victory points" "neutral" "unexpected" "is not adjacent" "buys")
french=("ignoré" "illisible" "bloquée" "le siège" "tombe aux mains" "capturé" "pas d'événement"
  "Résultats" "Faits de la saison" "coupé" "neutre" "aucun" "inattendu" "achète"
  "n'est pas adjacent" "Changements de contrôle" "Sièges en cours")

# Fails if one of the files "${@:2}" contains a marker of the array named $1.
none_of() {
  local -n markers=$1
  shift
  local m f
  for f in "$@"; do
    for m in "${markers[@]}"; do
      if grep -F -n -- "$m" "$f" >&2; then fail "$f: '$m' in the wrong language"; fi
    done
  done
}

# French: the example game as it is.
"$here/play-example.sh" "$bin" "$work/fr"
fr_outputs=("$work"/fr/game/seasons/*/results/public.txt "$work"/fr/game/seasons/*/results/private/*.txt)
[[ ${#fr_outputs[@]} -ge 21 ]] || fail "expected 3 public results and 18 private notes"
none_of english "${fr_outputs[@]}"

# English, with one player (Chloé, Cassandre) who reads her private notes in French.
cp -r "$root/examples/game-319" "$work/example-en"
sed -i 's/^language: fr$/language: en/; s/^    side: cassandre$/    side: cassandre\n    language: fr/' \
  "$work/example-en/game.yaml"
grep -q '^    language: fr$' "$work/example-en/game.yaml" || fail "could not set Chloé's language"
DIA_EXAMPLE="$work/example-en" "$here/play-example.sh" "$bin" "$work/en"
en_outputs=("$work"/en/game/seasons/*/results/public.txt)
for notes in "$work"/en/game/seasons/*/results/private/*.txt; do
  [[ $(basename "$notes") == cassandre.txt ]] || en_outputs+=("$notes")
done
[[ ${#en_outputs[@]} -ge 18 ]] || fail "expected 3 public results and 15 private notes"
none_of french "${en_outputs[@]}"
chloe=("$work"/en/game/seasons/*/results/private/cassandre.txt)
none_of english "${chloe[@]}"
# The same season's notes in French whether the game is in French or she chose French.
for season in "$work"/fr/game/seasons/*/results; do
  s=$(basename "$(dirname "$season")")
  cmp "$season/private/cassandre.txt" "$work/en/game/seasons/$s/results/private/cassandre.txt" ||
    fail "$s: Chloé's French notes differ from those of the French game"
done
echo "one language per output: ok"
