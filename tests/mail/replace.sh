#!/usr/bin/env bash
# `diadoques replace <game> <side> --name … --email …` (issue 31) on the example game.
#   replace.sh <diadoques-binary> <takes-over|refused>
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/../e2e/lib.sh"
game=$work/game
export DIA_TEST_NOW="2026-12-02 09:00Z"
# Eumène's player in the example game, as game.yaml has it.
eumene_player() { grep -B3 'side: eumene' "$game/game.yaml" | sed -n 's/^ *- name: //p'; }

case $case in
  takes-over)
    new_game
    "$bin" adjudicate "$game" > /dev/null
    before=$(eumene_player)
    [[ -n $before ]] || fail "no player of Eumène in game.yaml"
    # The GM's own lines are kept: only players: and replacements: are rewritten.
    printf '# le MJ : partie du club\nx-note: tours le dimanche\nmail:\n  gm: "MJ <mj@example.org>"  # digest\n' \
      >> "$game/game.yaml"
    "$bin" replace "$game" Eumène --name Gérard --email gerard@example.org > "$work/out" ||
      fail "replace failed"
    has "$work/out" "Gérard replaces $before as eumene from summer 319 BC"
    # game.yaml: the new player, and the change recorded.
    [[ $(eumene_player) == "Gérard" ]] || fail "game.yaml: Eumène is played by $(eumene_player)"
    has "$game/game.yaml" "email: gerard@example.org"
    has "$game/game.yaml" "{season: 002-summer-319, side: eumene, before: $before, after: Gérard}"
    has "$game/game.yaml" "# le MJ : partie du club"
    has "$game/game.yaml" "x-note: tours le dimanche"
    has "$game/game.yaml" '  gm: "MJ <mj@example.org>"  # digest'
    # The welcome mail: who he replaces, his units and characters with what they may do, the
    # last public results, the map.
    mail=$game/mail/outbox/002-summer-319-welcome-eumene.eml
    [[ -f $mail ]] || fail "no welcome mail: $(ls "$game/mail/outbox" 2>&1)"
    python3 - "$mail" "$before" > "$work/body" << 'PY' || fail "the welcome mail does not parse"
import email, email.policy, sys
m = email.message_from_bytes(open(sys.argv[1], 'rb').read(), policy=email.policy.default)
assert m['To'].addresses[0].addr_spec == 'gerard@example.org', m['To']
print(m['Subject'])
print(m.get_body(('plain',)).get_content())
names = [p.get_filename() for p in m.iter_attachments()]
assert names == ['map.svg'], names
PY
    has "$work/body" "vous reprenez un camp (été -319)"
    has "$work/body" "Vous jouez désormais Eumène, à la place $( [[ $before =~ ^[AEIOUÉaeiou] ]] && echo "d'" || echo "de ")$before, à partir de l'été -319."
    has "$work/body" "Feuille d'ordres d'Eumène pour été -319"
    has "$work/body" "entretien des unités au prochain hiver"
    has "$work/body" "Les derniers résultats publics (printemps -319)"
    # His mails are accepted as Eumène's orders, the previous player's no longer.
    cp "$root"/examples/game-319/orders/002-summer-319/*.txt "$game/seasons/002-summer-319/orders/"
    "$bin" adjudicate "$game" > /dev/null
    "$bin" history "$game" > "$work/history"
    has "$work/history" "Gérard remplace $before (Eumène)"
    "$bin" history "$game" --lang en > "$work/history-en"
    has "$work/history-en" "Gérard takes over from $before (Eumène)"
    ;;
  refused)
    new_game
    "$bin" adjudicate "$game" > /dev/null
    refuses() {
      local text=$1 rc=0 before
      shift
      before=$(fingerprint "$game")
      "$bin" replace "$game" "$@" > "$work/out" 2> "$work/err" || rc=$?
      [[ $rc == 1 ]] || fail "replace $*: exit code $rc, expected 1"
      has "$work/err" "$text"
      [[ "$(fingerprint "$game")" == "$before" ]] || fail "replace $*: the game changed"
    }
    refuses "the game has no side 'eumen'; did you mean 'eumene'?" eumen --name Gérard
    refuses "already plays" eumene --name Bastien
    refuses "already plays" eumene --name Gérard --email bastien@example.org
    refuses "'gérard at example' is not a mail address" eumene --name Gérard --email "gérard at example"
    ;;
  *) fail "unknown case $case" ;;
esac
echo "ok: $case"
