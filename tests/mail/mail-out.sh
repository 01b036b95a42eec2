#!/usr/bin/env bash
# Whole-program checks of mail out (docs/mail.md) on the example game:
#   mail-out.sh <diadoques-binary> <results|send|remind|demo-mailbox|status|inbox-errors|past-season>
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/../e2e/lib.sh"
check=$here/check_outbox.py

case $case in
  results)
    # One mail per player: public results, his private note and no one else's, the map attached;
    # they parse back (python's email package, another MIME implementation than GMime's).
    # Bastien reads English: his mail's public results are the English ones, as `report --lang en`
    # prints them; the others read the game's French.
    new_game
    sed -i '/side: antigone/a\    language: en' "$work/game/game.yaml"
    "$bin" adjudicate "$work/game" > /dev/null
    DIA_TEST_NOW="2026-12-02 09:00" "$bin" mail "$work/game" > "$work/out"
    has "$work/out" "wrote mail/outbox/001-spring-319-results-eumene.eml"
    "$bin" report "$work/game" --lang en > "$work/public-en.txt"
    python3 "$check" results "$work/game" 001-spring-319 antigone="$work/public-en.txt" ||
      fail "results mails"
    # Same inputs, same bytes.
    cp -r "$work/game/mail/outbox" "$work/first"
    DIA_TEST_NOW="2026-12-02 09:00" "$bin" mail "$work/game" > /dev/null
    diff -r "$work/first" "$work/game/mail/outbox" || fail "the results mails changed on a second run"
    ;;
  send)
    # --send hands each message to game.yaml's `mail: send:` and moves it to sent/; a failing
    # command leaves the message in the outbox and exits 1.
    new_game
    "$bin" adjudicate "$work/game" > /dev/null
    printf 'mail:\n  from: "Arbitre <mj@arbitre.example>"\n  send: "exit 3"\n' >> "$work/game/game.yaml"
    set +e
    "$bin" mail "$work/game" --send > "$work/out" 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "exit code $rc when the send command fails"
    has "$work/err" "exited with status 3"
    [[ $(ls "$work/game/mail/outbox" | wc -l) == 6 ]] || fail "a message that was not sent left the outbox"
    sed -i 's/send: "exit 3"/send: "cat >> sent.mbox"/' "$work/game/game.yaml"
    (cd "$work" && "$bin" mail game --send > out)
    has "$work/out" "sent mail/sent/001-spring-319-results-eumene.eml"
    [[ -z $(ls "$work/game/mail/outbox") ]] || fail "the outbox is not empty after sending"
    [[ $(ls "$work/game/mail/sent" | wc -l) == 6 ]] || fail "sent/ does not hold the 6 messages"
    [[ $(grep -c '^From: Arbitre <mj@arbitre.example>' "$work/sent.mbox") == 6 ]] ||
      fail "the send command did not receive the 6 messages"
    ;;
  remind)
    # A reminder to each side that has not sent orders, with the deadline and the time left.
    "$bin" new "$work/game" --scenario standard-319 --players "$root/examples/players.yaml" \
      --seed 319 > /dev/null
    cp "$root"/examples/game-319/orders/001-spring-319/{eumene,antigone}.txt \
      "$work/game/seasons/001-spring-319/orders/"
    printf 'deadlines:\n  001-spring-319: 2026-12-01 20:00\n' >> "$work/game/game.yaml"
    DIA_TEST_NOW="2026-11-30 18:30" "$bin" remind "$work/game" > "$work/out"
    [[ $(grep -c '^wrote ' "$work/out") == 4 ]] || fail "not 4 reminders: $(cat "$work/out")"
    python3 "$check" reminders "$work/game" 001-spring-319 || fail "reminders"
    # A side out of the game is waited for by no one, as `status` says: no reminder.
    rm -r "$work/game/mail"
    python3 - "$work/game/seasons/001-spring-319/state.yaml" <<'PY'
import sys
path = sys.argv[1]
lines = open(path, encoding="utf-8").read().split("\n")
start = lines.index("  - id: lysimaque")
for i in range(start + 1, len(lines)):
    if lines[i].strip() == "eliminated: false":
        lines[i] = lines[i].replace("false", "true")
        break
open(path, "w", encoding="utf-8").write("\n".join(lines))
PY
    DIA_TEST_NOW="2026-11-30 18:30" "$bin" remind "$work/game" > "$work/out"
    [[ $(grep -c '^wrote ' "$work/out") == 3 ]] || fail "an eliminated side was reminded: $(cat "$work/out")"
    ! grep -q "reminder-lysimaque" "$work/out" || fail "lysimaque, eliminated, was reminded"
    ;;
  demo-mailbox)
    # The example game played from a mailbox: the spring mails in, adjudication, results out.
    cp -r "$root/examples/game-319" "$work/game"
    rm -rf "$work/game/orders"
    "$bin" inbox "$work/game" "$root/examples/mail/001-spring-319.mbox" > "$work/out"
    has "$work/out" "6 mail(s) read: 6 accepted"
    for side in eumene antigone cassandre ptolemee seleucos lysimaque; do
      [[ -f $work/game/seasons/001-spring-319/orders/$side.txt ]] || fail "no orders filed for $side"
      compgen -G "$work/game/mail/outbox/*-ack-$side.eml" > /dev/null ||
        fail "no acknowledgement for $side"
    done
    "$bin" adjudicate "$work/game" > /dev/null
    # The public results are those of the orders files copied by hand (the golden season).
    mkdir -p "$work/byhand"
    "$root/tests/e2e/play-example.sh" "$bin" "$work/byhand" > /dev/null
    cmp "$work/game/seasons/001-spring-319/results/public.txt" \
      "$work/byhand/game/seasons/001-spring-319/results/public.txt" ||
      fail "the season played from the mailbox differs from the season played from the files"
    "$bin" mail "$work/game" > /dev/null
    python3 "$check" results "$work/game" 001-spring-319 || fail "results mails"
    ;;
  status)
    # status lists the players' mails the inbox set aside or refused, and counts the strangers'.
    python3 "$root/tests/mail/corpus/build_corpus.py" "$work/corpus" > /dev/null
    "$bin" new "$work/game" --scenario standard-319 --players "$root/examples/players.yaml" \
      --seed 319 > /dev/null
    printf 'deadlines:\n  001-spring-319: 2026-12-01 20:00\n' >> "$work/game/game.yaml"
    DIA_TEST_NOW="2026-12-02 09:00" "$bin" inbox "$work/game" "$work/corpus/inbox.mbox" > "$work/inbox"
    DIA_TEST_NOW="2026-12-02 09:00" "$bin" status "$work/game" > "$work/out"
    for verdict in late wrong-side other-season no-orders; do
      n_inbox=$(grep -c ": $verdict" "$work/inbox" || true)
      n_status=$(grep -c "GM: mail .*: $verdict (" "$work/out" || true)
      [[ $n_inbox -gt 0 && $n_inbox == "$n_status" ]] ||
        fail "$verdict: $n_inbox in the inbox, $n_status in status: $(cat "$work/out")"
    done
    strangers=$(grep -c ": unknown-sender" "$work/inbox")
    has "$work/out" "GM: $strangers mail(s) from unknown senders refused"
    ! grep -q "GM: mail .*: accepted" "$work/out" || fail "status lists accepted mails"
    ;;
  inbox-errors)
    # Bytes that are no mail are kept and logged unreadable, never answered; a source that cannot
    # be read is refused (exit 1) and leaves the game as it was.
    "$bin" new "$work/game" --scenario standard-319 --players "$root/examples/players.yaml" \
      --seed 319 > /dev/null
    before=$(fingerprint "$work/game")
    set +e
    "$bin" inbox "$work/game" "$work/no-such.mbox" 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "exit code $rc for a missing source"
    has "$work/err" "no-such.mbox"
    [[ "$(fingerprint "$work/game")" == "$before" ]] || fail "a refused source changed the game"
    head -c 300 /dev/zero | tr '\0' '\001' > "$work/junk.eml"
    "$bin" inbox "$work/game" "$work/junk.eml" > "$work/out"
    has "$work/out" "0001 ?: unreadable"
    cmp "$work/junk.eml" "$work/game/mail/received/0001.eml" || fail "the unreadable mail is not kept"
    [[ ! -d $work/game/mail/outbox ]] || fail "an unreadable mail was answered"
    grep -q "verdict: unreadable" "$work/game/mail/inbox.yaml" || fail "not logged"
    ;;
  past-season)
    # Mails received before the deadline of a season already adjudicated are that season's: set
    # aside (other-season), never filed as the next season's orders.
    new_game
    printf 'deadlines:\n  001-spring-319: 2026-12-01 20:00\n' >> "$work/game/game.yaml"
    DIA_TEST_NOW="2026-12-01 21:00" "$bin" adjudicate "$work/game" > /dev/null
    DIA_TEST_NOW="2026-12-01 21:00" "$bin" inbox "$work/game" "$root/examples/mail/001-spring-319.mbox" > "$work/out"
    has "$work/out" "6 mail(s) read: 6 other-season"
    has "$work/out" "before the deadline of 001-spring-319, a season already played"
    [[ -z $(ls "$work/game/seasons/002-summer-319/orders") ]] || fail "spring mails filed as summer orders"
    ;;
  *) fail "unknown case $case" ;;
esac
