#!/usr/bin/env bash
# Whole-program test of `diadoques inbox` on the corpus of realistic mails (tests/mail/corpus):
#   inbox-corpus.sh <diadoques-binary> <eml|mbox|maildir|twice|password>
# Builds the corpus, makes the example game with the deadline 2026-12-01 20:00 UTC, reads the
# corpus into it, checks each mail's verdict, the filed orders and the answers
# (corpus/check_inbox.py) and adjudicates the season. Exits 0 when the behaviour is right.
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/../e2e/lib.sh"
corpus=$here/corpus

# The times that matter come from the mails; a fixed "now" keeps the answers' "time left" and
# the adjudication the same on every run.
export DIA_TEST_NOW="2026-12-02 09:00Z"

python3 "$corpus/build_corpus.py" "$work/corpus" || fail "the corpus cannot be built"
"$bin" new "$work/game" --scenario standard-319 --players "$root/examples/players.yaml" \
  --seed 319 > /dev/null
printf 'deadlines:\n  001-spring-319: 2026-12-01 20:00\n' >> "$work/game/game.yaml"
if [[ $case == password ]]; then
  sed -i 's/^\(  *\)email: aurelie@example.org$/&\n\1password: cheval/' "$work/game/game.yaml"
  grep -q '^    password: cheval$' "$work/game/game.yaml" || fail "no password set in game.yaml"
fi

# inbox <source> <stdout-file>: one run, which must read its source (exit 0).
inbox() {
  local rc=0
  "$bin" inbox "$work/game" "$1" >> "$2" 2>> "$work/inbox.err" || rc=$?
  [[ $rc == 0 ]] || fail "inbox $1 exited with $rc: $(cat "$work/inbox.err")"
}

out=$work/inbox.out
: > "$out"
case $case in
  eml)
    for mail in "$work"/corpus/eml/*.eml; do inbox "$mail" "$out"; done
    mode=eml
    ;;
  mbox)
    inbox "$work/corpus/inbox.mbox" "$out"
    mode=mbox
    ;;
  maildir | twice)
    inbox "$work/corpus/Maildir" "$out"
    mode=maildir
    ;;
  password)
    inbox "$work/corpus/Maildir" "$out"
    mode=password
    ;;
  *) fail "unknown case $case" ;;
esac

python3 "$corpus/check_inbox.py" "$work/corpus" "$work/game" "$mode" "$bin" "$out" ||
  fail "the inbox's verdicts, filed orders or answers differ from the corpus's descriptions"

if [[ $case == twice ]]; then
  # Reading the same Maildir again changes nothing: every mail is already-read.
  before=$(fingerprint "$work/game")
  inbox "$work/corpus/Maildir" "$work/again.out"
  [[ "$(fingerprint "$work/game")" == "$before" ]] || fail "the second reading changed the game"
  python3 "$corpus/check_inbox.py" --all-already-read "$work/again.out" ||
    fail "the second reading did not find every mail already read"
fi

# Every side has accepted orders: the season can be adjudicated.
"$bin" adjudicate "$work/game" > "$work/adjudicate.out" 2>&1 ||
  fail "adjudicate after the inbox failed: $(cat "$work/adjudicate.out")"
[[ -f "$work/game/seasons/001-spring-319/results/public.txt" ]] || fail "no results written"
