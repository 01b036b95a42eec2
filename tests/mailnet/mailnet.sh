#!/usr/bin/env bash
# Whole-program checks of network mail (docs/mail.md "Mail by IMAP and SMTP", issue 31) against
# real servers started for the test (servers.sh: Dovecot for IMAP, Postfix for SMTP):
#   mailnet.sh <diadoques-binary> <case>
# Exits 77 (skipped) only when the servers' programs are not installed.
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/../e2e/lib.sh"
source "$here/servers.sh"
imap_tool() { python3 "$here/imap_tool.py" "$@"; }
mbox=$root/examples/mail/001-spring-319.mbox
players=(aurelie@example.org bastien@example.org chloe@example.org david@example.org
  elodie@example.org fabrice@example.org)
sides=(eumene antigone cassandre ptolemee seleucos lysimaque)

# The example game without orders, the judge's password in secret/ (mode 600), and game.yaml's
# mail section: `from`, then the lines given.
new_mail_game() {
  "$bin" new "$work/game" --scenario standard-319 --players "$root/examples/players.yaml" \
    --seed 319 > /dev/null
  mkdir -p "$work/game/secret"
  printf '%s\n' "$MAILNET_PASSWORD" > "$work/game/secret/password"
  chmod 600 "$work/game/secret/password"
  { printf 'mail:\n  from: "Arbitre <mj@arbitre.example>"\n'; printf '%s\n' "$@"; } \
    >> "$work/game/game.yaml"
}
imaps_section=("  imap:" "    url: imaps://127.0.0.1:IMAPS/INBOX" "    user: judge"
  "    password_file: secret/password" "    ca_file: CA")
with_ports() { sed -e "s|IMAPS|$IMAPS_PORT|; s|IMAP143|$IMAP_PORT|; s|SUBMISSION|$SUBMISSION_PORT|; s|SMTPS|$SMTPS_PORT|; s|CA\$|$MAILNET_CA|"; }
# run <expected exit code> <output file> <diadoques arguments...>
run() {
  local want=$1 out=$2 rc=0
  shift 2
  "$bin" "$@" > "$out" 2> "$out.err" || rc=$?
  [[ $rc == "$want" ]] || fail "diadoques $*: exit $rc, expected $want: $(cat "$out" "$out.err")"
}
# Waits until Postfix's queue is empty: what was accepted has been delivered (or bounced).
# append_again <mbox> <tag>: its mails appended to the INBOX again, with new Message-IDs.
append_again() {
  python3 - "$1" "$work/batch.mbox" "$2" <<'PY'
import mailbox, sys
out = mailbox.mbox(sys.argv[2]); out.clear()
for m in mailbox.mbox(sys.argv[1]):
    m.replace_header("Message-ID", m["Message-ID"].replace("@", ".d" + sys.argv[3] + "@"))
    out.add(m)
out.flush()
PY
  imap_tool append "$work/batch.mbox"
}
# killed_after <seconds> <command>: `diadoques <command> $work/game`, killed (kill -9) then.
killed_after() {
  "$bin" "$2" "$work/game" > /dev/null 2>&1 &
  local pid=$!
  sleep "$1"
  kill -9 "$pid" 2> /dev/null || true
  wait "$pid" 2> /dev/null || true
}
wait_queue() {
  local i
  for i in $(seq 100); do
    postqueue -c "$MAILNET/postfix" -p 2>/dev/null | grep -q "Mail queue is empty" && return 0
    sleep 0.1
  done
  fail "Postfix's queue did not empty: $(postqueue -c "$MAILNET/postfix" -p)"
}
# count_delivered <address>: messages delivered into that recipient's Maildir
count_delivered() {
  local dir
  dir=$(mailnet_maildir "$1")
  if [[ -d $dir ]]; then find "$dir/new" "$dir/cur" -type f | wc -l; else echo 0; fi
}
# Each message of mail/sent/ delivered exactly once to each recipient of its To field, by its
# Message-ID; and nothing else delivered.
check_delivered_once() {
  local f id to n total=0
  for f in "$work/game/mail/sent"/*.eml; do
    id=$(grep -m1 -i '^Message-ID:' "$f" | sed 's/^[^:]*: *//; s/\r$//')
    to=$(grep -m1 -i '^To:' "$f" | sed 's/.*<\(.*\)>.*/\1/; s/^To: *//; s/\r$//')
    n=$(grep -rlF -- "$id" "$(mailnet_maildir "$to")" 2> /dev/null | wc -l)
    [[ $n == 1 ]] || fail "$(basename "$f") ($id) reached $to $n time(s)"
    total=$((total + 1))
  done
  local delivered=0 a
  for a in "${players[@]}"; do delivered=$((delivered + $(count_delivered "$a"))); done
  [[ $delivered == "$total" ]] || fail "$delivered messages delivered for $total sent"
}

case $case in
  imaps-in)
    # The players' mails, APPENDed to the judge's mailbox, fetched over IMAPS: filed, answered,
    # then marked \Seen; a second run fetches nothing. A run killed after the filing and before
    # the marking (the \Seen flags taken off again) finds them already read: nothing twice.
    mailnet_start
    new_mail_game "${imaps_section[@]}"
    sed -i "$(printf 's|IMAPS|%s|; s|ca_file: CA|ca_file: %s|' "$IMAPS_PORT" "$MAILNET_CA")" \
      "$work/game/game.yaml"
    imap_tool append "$mbox"
    [[ $(imap_tool count INBOX UNSEEN) == 6 ]] || fail "the 6 mails are not unseen before the run"
    run 0 "$work/out" inbox "$work/game"
    has "$work/out" "6 mail(s) read: 6 accepted"
    has "$work/out" "0001 aurelie@example.org: accepted: eumene, 001-spring-319"
    for side in "${sides[@]}"; do
      [[ -f $work/game/seasons/001-spring-319/orders/$side.txt ]] || fail "no orders filed for $side"
      compgen -G "$work/game/mail/outbox/*-ack-$side.eml" > /dev/null ||
        fail "no acknowledgement for $side"
    done
    grep -q "origin: imaps://127.0.0.1:$IMAPS_PORT/INBOX UID 1" "$work/game/mail/inbox.yaml" ||
      fail "the log does not say where the mail was read: $(grep origin "$work/game/mail/inbox.yaml")"
    [[ $(imap_tool count INBOX UNSEEN) == 0 ]] || fail "filed mails are not marked \\Seen"
    [[ $(imap_tool count INBOX ALL) == 6 ]] || fail "filed mails left the mailbox (no filed_folder)"
    # The orders filed are the mails' (the same as from the mbox).
    "$bin" new "$work/bymbox" --scenario standard-319 --players "$root/examples/players.yaml" \
      --seed 319 > /dev/null
    "$bin" inbox "$work/bymbox" "$mbox" > /dev/null
    diff -r "$work/bymbox/seasons/001-spring-319/orders" "$work/game/seasons/001-spring-319/orders" ||
      fail "the orders filed from IMAP differ from those filed from the mbox"
    before=$(fingerprint "$work/game")
    run 0 "$work/out2" inbox "$work/game"
    has "$work/out2" "0 mail(s) read"
    [[ "$(fingerprint "$work/game")" == "$before" ]] || fail "a second run changed the game"
    # The crash window: filed, not marked. Fetched again, read as already read, marked.
    imap_tool unseen INBOX
    run 0 "$work/out3" inbox "$work/game"
    has "$work/out3" "6 mail(s) read: 6 already-read"
    [[ "$(fingerprint "$work/game")" == "$before" ]] || fail "mails fetched again were filed twice"
    [[ $(imap_tool count INBOX UNSEEN) == 0 ]] || fail "already-read mails were not marked \\Seen"
    ;;
  starttls-move)
    # imap:// with STARTTLS, the mailbox given on the command line; filed mails moved to the
    # filed_folder (made on first use) and marked \Seen; a mail that arrives later is fetched
    # alone.
    mailnet_start
    new_mail_game "  imap:" "    url: imaps://127.0.0.1:1/Elsewhere" "    user: judge" \
      "    password_file: secret/password" "    ca_file: $MAILNET_CA" "    filed_folder: Archive/Diadoques"
    python3 - "$mbox" "$work/first.mbox" "$work/last.mbox" <<'PY'
import mailbox, sys
messages = list(mailbox.mbox(sys.argv[1]))
first, last = mailbox.mbox(sys.argv[2]), mailbox.mbox(sys.argv[3])
for m in messages[:5]: first.add(m)
last.add(messages[5])
first.flush(); last.flush()
PY
    imap_tool append "$work/first.mbox"
    url="imap://127.0.0.1:$IMAP_PORT/INBOX"
    run 0 "$work/out" inbox "$work/game" "$url"
    has "$work/out" "5 mail(s) read: 5 accepted"
    [[ $(imap_tool count INBOX ALL) == 0 ]] || fail "filed mails were not moved out of INBOX"
    [[ $(imap_tool count Archive/Diadoques ALL) == 5 ]] || fail "filed mails are not in the filed folder"
    [[ $(imap_tool count Archive/Diadoques UNSEEN) == 0 ]] || fail "moved mails are not \\Seen"
    imap_tool append "$work/last.mbox"
    run 0 "$work/out2" inbox "$work/game" "$url"
    has "$work/out2" "1 mail(s) read: 1 accepted"
    has "$work/out2" "0006 fabrice@example.org: accepted: lysimaque"
    [[ $(imap_tool count Archive/Diadoques ALL) == 6 ]] || fail "the later mail was not moved"
    [[ $(grep -c "verdict:" "$work/game/mail/inbox.yaml") == 6 ]] || fail "not 6 entries in the log"
    ;;
  kill)
    # `inbox` killed (kill -9) at points spread over its run (loading the game, fetching,
    # filing, marking), then run to its end: every mail is filed once, none lost, all marked.
    # A mail marked before its filing was durable (a fetch that set \Seen) would be lost here.
    mailnet_start
    new_mail_game "${imaps_section[@]}"
    sed -i "$(printf 's|IMAPS|%s|; s|ca_file: CA|ca_file: %s|' "$IMAPS_PORT" "$MAILNET_CA")" \
      "$work/game/game.yaml"
    total=0
    for delay in 0.1 0.3 0.5 0.7 0.9 1.1 1.4 1.8; do
      # Six more mails, new Message-IDs: each side's latest stands, the others are superseded.
      append_again "$mbox" "$delay"
      total=$((total + 6))
      killed_after "$delay" inbox
    done
    run 0 "$work/out" inbox "$work/game"
    run 0 "$work/out2" inbox "$work/game"
    has "$work/out2" "0 mail(s) read"
    keys=$(grep -o "key: .*" "$work/game/mail/inbox.yaml" | sort)
    [[ $(printf '%s\n' "$keys" | wc -l) == "$total" ]] ||
      fail "$(printf '%s\n' "$keys" | wc -l) mails in the log for $total appended"
    [[ -z $(printf '%s\n' "$keys" | uniq -d) ]] || fail "a mail was filed twice"
    [[ $(imap_tool count INBOX UNSEEN) == 0 ]] || fail "mails left unmarked"
    ;;
  crash-inbox)
    # `inbox` from IMAPS killed (SIGKILL, tests/crash/crash_shim.cpp) before each of its file
    # operations in turn, N = 1, 2, … until a run ends by itself, the mailbox as before each time;
    # then run again: the game byte-identical to a clean run's, every mail filed once, and every
    # mail marked \Seen. Kills after the filing's commit and before the marking are among them.
    shim=${MAILNET_CRASH_SHIM:?the crash shim library (MAILNET_CRASH_SHIM)}
    mailnet_start
    new_mail_game "${imaps_section[@]}"
    sed -i "$(printf 's|IMAPS|%s|; s|ca_file: CA|ca_file: %s|' "$IMAPS_PORT" "$MAILNET_CA")" \
      "$work/game/game.yaml"
    export DIA_TEST_NOW="2026-12-02 09:00Z" DIA_LOCK_WAIT_MS=200
    python3 - "$mbox" "$work/two.mbox" <<'PY'
import mailbox, sys
out = mailbox.mbox(sys.argv[2])
for m in list(mailbox.mbox(sys.argv[1]))[:2]: out.add(m)
out.flush()
PY
    imap_tool append "$work/two.mbox"
    mv "$work/game" "$work/base"
    cp -a "$work/base" "$work/game"
    run 0 "$work/clean.out" inbox "$work/game"
    has "$work/clean.out" "2 mail(s) read: 2 accepted"
    mv "$work/game" "$work/clean"
    n=1
    imap_tool unseen INBOX
    while :; do
      rm -rf "$work/game" && cp -a "$work/base" "$work/game"
      rc=$( (LD_PRELOAD=$shim DIA_CRASH_AT=$n "$bin" inbox "$work/game" > "$work/killed.out" 2>&1
        echo $?) 2> /dev/null)
      if [[ $rc != 137 ]]; then
        [[ $rc == 0 ]] || fail "with the shim but no kill, inbox failed ($rc): $(cat "$work/killed.out")"
        break
      fi
      run 0 "$work/again.out" inbox "$work/game"
      diff -r "$work/clean" "$work/game" > "$work/diff" ||
        fail "killed before file operation $n, then run again: not the clean run's game: $(head -20 "$work/diff")"
      # (How many are unmarked, and all of them unmarked again for the next kill point.)
      [[ $(imap_tool count-unseen-then-unseen INBOX) == 0 ]] ||
        fail "killed before file operation $n, then run again: mails left unmarked"
      n=$((n + 1))
    done
    [[ $(imap_tool count INBOX UNSEEN) == 0 ]] || fail "the run through the shim left mails unmarked"
    diff -r "$work/clean" "$work/game" > "$work/diff" ||
      fail "the run through the shim differs: $(head -20 "$work/diff")"
    ((n > 10)) || fail "only $((n - 1)) file operations: the shim does not see inbox's writes"
    echo "ok: inbox from IMAPS killed before each of its $((n - 1)) file operations, then run again"
    ;;
  imap-refused)
    # What cannot be used is an error (exit 1) naming the cause, and changes nothing: nothing
    # filed, nothing marked on the server.
    mailnet_start
    new_mail_game "${imaps_section[@]}"
    sed -i "$(printf 's|IMAPS|%s|; s|ca_file: CA|ca_file: %s|' "$IMAPS_PORT" "$MAILNET_CA")" \
      "$work/game/game.yaml"
    imap_tool append "$mbox"
    before=$(fingerprint "$work/game")
    unchanged() {
      [[ "$(fingerprint "$work/game")" == "$before" ]] || fail "$1: the game changed"
      [[ $(imap_tool count INBOX UNSEEN) == 6 ]] || fail "$1: mails were marked on the server"
    }
    # A wrong password.
    printf 'wrong\n' > "$work/game/secret/password"
    run 1 "$work/out" inbox "$work/game"
    has "$work/out.err" "the server refused the login"
    printf '%s\n' "$MAILNET_PASSWORD" > "$work/game/secret/password"
    before=$(fingerprint "$work/game")
    unchanged "wrong password"
    # A certificate the program does not trust (the system's authorities do not know it).
    sed -i '/ca_file:/d' "$work/game/game.yaml"
    before=$(fingerprint "$work/game")
    run 1 "$work/out" inbox "$work/game"
    has "$work/out.err" "certificate is not trusted"
    unchanged "untrusted certificate"
    # A server that is down: nothing listens on that port.
    read -r down < <(mailnet_free_ports 1)
    run 1 "$work/out" inbox "$work/game" "imaps://127.0.0.1:$down/INBOX"
    has "$work/out.err" "imaps://127.0.0.1:$down/INBOX: cannot connect to the server"
    unchanged "server down"
    # A folder that does not exist.
    printf '    ca_file: %s\n' "$MAILNET_CA" >> "$work/game/game.yaml"
    before=$(fingerprint "$work/game")
    run 1 "$work/out" inbox "$work/game" "imaps://127.0.0.1:$IMAPS_PORT/Nowhere"
    has "$work/out.err" "imaps://127.0.0.1:$IMAPS_PORT/Nowhere: the server refused SELECT"
    unchanged "no such folder"
    # A password file others can read: refused before any connection, the file named.
    chmod 640 "$work/game/secret/password"
    before=$(fingerprint "$work/game")
    run 1 "$work/out" inbox "$work/game"
    has "$work/out.err" "secret/password: the password file can be read or changed by others (mode 0640)"
    unchanged "password file mode 640"
    chmod 600 "$work/game/secret/password"
    # A password written in game.yaml.
    printf '    password: %s\n' "$MAILNET_PASSWORD" >> "$work/game/game.yaml"
    before=$(fingerprint "$work/game")
    run 1 "$work/out" inbox "$work/game"
    has "$work/out.err" "a password is never written in game.yaml"
    unchanged "password in game.yaml"
    sed -i '/    password: /d' "$work/game/game.yaml"
    # With all that mended, the mails are filed.
    run 0 "$work/out" inbox "$work/game"
    has "$work/out" "6 mail(s) read: 6 accepted"
    ;;
  submission)
    # `mail --send` through submission with STARTTLS and AUTH: each results mail reaches its
    # player once, and is in mail/sent/; a second --send sends nothing.
    mailnet_start "${players[@]}"
    new_mail_game "  smtp:" "    url: smtp://127.0.0.1:$SUBMISSION_PORT" "    tls: starttls" \
      "    user: judge" "    password_file: secret/password" "    ca_file: $MAILNET_CA"
    cp "$root"/examples/game-319/orders/001-spring-319/*.txt "$work/game/seasons/001-spring-319/orders/"
    "$bin" adjudicate "$work/game" > /dev/null
    run 0 "$work/out" mail "$work/game" --send
    [[ $(grep -c '^sent mail/sent/' "$work/out") == 6 ]] || fail "not 6 sent: $(cat "$work/out")"
    [[ -z $(ls "$work/game/mail/outbox") ]] || fail "the outbox is not empty"
    [[ -z $(ls "$work/game/mail/sending") ]] || fail "sending/ is not empty"
    wait_queue
    check_delivered_once
    grep -q "sasl_username=judge" "$MAILNET/postfix.log" || fail "the server saw no login"
    grep -q "Return-Path: <mj@arbitre.example>" "$(mailnet_maildir aurelie@example.org)"/new/* ||
      fail "the envelope sender is not mail: from:'s address"
    # Sending again (remind --send with every side's summer orders in: no reminder is written)
    # sends nothing: what is in sent/ never leaves again.
    cp "$root"/examples/game-319/orders/002-summer-319/*.txt "$work/game/seasons/002-summer-319/orders/"
    run 0 "$work/out2" remind "$work/game" --send
    has "$work/out2" "no reminder"
    ! grep -q '^sent ' "$work/out2" || fail "a second --send sent again: $(cat "$work/out2")"
    wait_queue
    check_delivered_once
    ;;
  smtps)
    # The whole way round: players' mails fetched over IMAPS, their acknowledgements sent over
    # SMTPS (TLS from the start, port 465's way) by `remind --send`.
    mailnet_start "${players[@]}"
    new_mail_game "${imaps_section[@]}" "  smtp:" "    url: smtps://127.0.0.1:$SMTPS_PORT" \
      "    user: judge" "    password_file: secret/password" "    ca_file: $MAILNET_CA"
    sed -i "$(printf 's|IMAPS|%s|; s|ca_file: CA|ca_file: %s|' "$IMAPS_PORT" "$MAILNET_CA")" \
      "$work/game/game.yaml"
    imap_tool append "$mbox"
    run 0 "$work/out" inbox "$work/game"
    has "$work/out" "6 mail(s) read: 6 accepted"
    run 0 "$work/out2" remind "$work/game" --send
    [[ $(grep -c '^sent mail/sent/.*-ack-' "$work/out2") == 6 ]] ||
      fail "not 6 acknowledgements sent: $(cat "$work/out2")"
    wait_queue
    check_delivered_once
    grep -q "^In-Reply-To: <spring319.cassandre@mail.example.org>" \
      "$(mailnet_maildir chloe@example.org)"/new/* ||
      fail "Chloé did not receive the acknowledgement of her mail"
    ;;
  smtp-refused)
    # A refused login, an untrusted certificate, a server down, a password file others can
    # read: exit 1, the outbox as it was, nothing delivered.
    export DIA_TEST_NOW="2026-12-02 09:00"  # `mail` writes the same bytes at each run
    mailnet_start "${players[@]}"
    new_mail_game "  smtp:" "    url: smtp://127.0.0.1:$SUBMISSION_PORT" "    user: judge" \
      "    password_file: secret/password" "    ca_file: $MAILNET_CA"
    cp "$root"/examples/game-319/orders/001-spring-319/*.txt "$work/game/seasons/001-spring-319/orders/"
    "$bin" adjudicate "$work/game" > /dev/null
    "$bin" mail "$work/game" > /dev/null
    nothing_sent() {
      [[ "$(fingerprint "$work/game")" == "$before" ]] || fail "$1: the game changed"
      [[ $(ls "$work/game/mail/outbox" | wc -l) == 6 ]] || fail "$1: the outbox changed"
      [[ ! -d $work/game/mail/sent || -z $(ls "$work/game/mail/sent") ]] || fail "$1: sent/ is not empty"
      local a
      for a in "${players[@]}"; do [[ $(count_delivered "$a") == 0 ]] || fail "$1: $a received mail"; done
    }
    printf 'wrong\n' > "$work/game/secret/password"
    before=$(fingerprint "$work/game")
    run 1 "$work/out" mail "$work/game" --send
    has "$work/out.err" "smtp://127.0.0.1:$SUBMISSION_PORT: the server refused the login"
    nothing_sent "wrong password"
    printf '%s\n' "$MAILNET_PASSWORD" > "$work/game/secret/password"
    sed -i '/ca_file:/d' "$work/game/game.yaml"
    before=$(fingerprint "$work/game")
    run 1 "$work/out" mail "$work/game" --send
    has "$work/out.err" "certificate is not trusted"
    nothing_sent "untrusted certificate"
    read -r down < <(mailnet_free_ports 1)
    sed -i "s|url: smtp://127.0.0.1:$SUBMISSION_PORT|url: smtps://127.0.0.1:$down|" "$work/game/game.yaml"
    printf '    ca_file: %s\n' "$MAILNET_CA" >> "$work/game/game.yaml"
    before=$(fingerprint "$work/game")
    run 1 "$work/out" mail "$work/game" --send
    has "$work/out.err" "smtps://127.0.0.1:$down: cannot connect to the server"
    nothing_sent "server down"
    sed -i "s|url: smtps://127.0.0.1:$down|url: smtps://127.0.0.1:$SMTPS_PORT|" "$work/game/game.yaml"
    chmod 604 "$work/game/secret/password"
    before=$(fingerprint "$work/game")
    run 1 "$work/out" mail "$work/game" --send
    has "$work/out.err" "the password file can be read or changed by others (mode 0604)"
    nothing_sent "password file mode 604"
    chmod 600 "$work/game/secret/password"
    run 0 "$work/out" mail "$work/game" --send
    wait_queue
    check_delivered_once
    ;;
  smtp-rejected)
    # A message the server refuses (a recipient it does not know: Aurélie's address is not one
    # of its mailboxes) goes back to the outbox and the run stops (exit 1) with the server's
    # reply; what was accepted before it is in sent/ and delivered, the rest waits in outbox/.
    export DIA_TEST_NOW="2026-12-02 09:00"
    mailnet_start "${players[@]:1}"
    new_mail_game "  smtp:" "    url: smtp://127.0.0.1:$SUBMISSION_PORT" "    user: judge" \
      "    password_file: secret/password" "    ca_file: $MAILNET_CA"
    cp "$root"/examples/game-319/orders/001-spring-319/*.txt "$work/game/seasons/001-spring-319/orders/"
    "$bin" adjudicate "$work/game" > /dev/null
    run 1 "$work/out" mail "$work/game" --send
    has "$work/out.err" "001-spring-319-results-eumene.eml: not sent: smtp://127.0.0.1:$SUBMISSION_PORT: the server refused the message (reply 550)"
    [[ $(ls "$work/game/mail/sent") == "$(printf '%s\n' 001-spring-319-results-antigone.eml 001-spring-319-results-cassandre.eml)" ]] ||
      fail "sent/ holds: $(ls "$work/game/mail/sent")"
    [[ $(ls "$work/game/mail/outbox" | wc -l) == 4 ]] || fail "the refused message and the rest are not in outbox/"
    [[ -z $(ls "$work/game/mail/sending") ]] || fail "sending/ is not empty"
    wait_queue
    check_delivered_once
    ;;
  judge-imap)
    # The judge reads the players' mails from game.yaml's `mail: imap:` mailbox (no
    # `judge: source:`) and answers by SMTP: filed, acknowledged once, marked \Seen only after
    # the filing; the crash window (filed, not marked) files nothing twice; cycles killed
    # (kill -9) at points spread over their run lose no mail; `source: imap` says the same.
    mailnet_start "${players[@]}" gm@arbitre.example
    new_mail_game "${imaps_section[@]}" "  smtp:" "    url: smtp://127.0.0.1:SUBMISSION" \
      "    user: judge" "    password_file: secret/password" "    ca_file: CA" \
      '  gm: "MJ <gm@arbitre.example>"' "judge:" "  military: 3 days at 20:00"
    with_ports < "$work/game/game.yaml" > "$work/game.yaml" && mv "$work/game.yaml" "$work/game/game.yaml"
    export DIA_TEST_NOW="2026-11-29 20:00Z" DIA_TEST_NO_PNG=1
    python3 - "$mbox" "$work/first.mbox" "$work/last.mbox" <<'PY'
import mailbox, sys
messages = list(mailbox.mbox(sys.argv[1]))
first, last = mailbox.mbox(sys.argv[2]), mailbox.mbox(sys.argv[3])
for m in messages[:5]: first.add(m)
last.add(messages[5])
first.flush(); last.flush()
PY
    imap_tool append "$work/first.mbox"
    run 0 "$work/out" judge "$work/game"
    has "$work/out" "game: 5 new mail(s) read"
    has "$work/out" "game: waiting: 001-spring-319 waits for 1 side(s)"
    [[ $(imap_tool count INBOX UNSEEN) == 0 ]] || fail "the filed mails are not marked \\Seen"
    [[ $(grep -c "verdict: accepted" "$work/game/mail/inbox.yaml") == 5 ]] || fail "not 5 filed"
    grep -q "origin: imaps://127.0.0.1:$IMAPS_PORT/INBOX UID 1" "$work/game/mail/inbox.yaml" ||
      fail "the log does not say the mail came from IMAP"
    wait_queue
    for a in "${players[@]:0:5}"; do
      [[ $(count_delivered "$a") == 1 ]] || fail "$a: not one acknowledgement delivered"
    done
    [[ $(count_delivered gm@arbitre.example) == 1 ]] || fail "the GM has not one digest"
    # The crash window: filed, then killed before the marking. The next cycle fetches them
    # again, reads them as already read, marks them: nothing filed or answered twice.
    imap_tool unseen INBOX
    before=$(fingerprint "$work/game")
    run 0 "$work/out" judge "$work/game"
    has "$work/out" "game: nothing to do"
    [[ "$(fingerprint "$work/game")" == "$before" ]] || fail "mails fetched again were filed again"
    [[ $(imap_tool count INBOX UNSEEN) == 0 ]] || fail "the mails fetched again were not marked"
    # Cycles killed at points spread over their run: Fabrice mails his orders again and again
    # (new Message-IDs; the latest stands). Then one cycle to the end: each mail filed once,
    # none lost, all marked; every side has sent: the season played, the results sent once.
    total=5
    for delay in 0.05 0.15 0.3 0.5 0.8 1.2; do
      append_again "$work/last.mbox" "$delay"
      total=$((total + 1))
      killed_after "$delay" judge
    done
    run 0 "$work/out" judge "$work/game"
    run 0 "$work/out2" judge "$work/game"
    has "$work/out2" "game: nothing to do"
    keys=$(grep -o "key: .*" "$work/game/mail/inbox.yaml" | sort)
    [[ $(wc -l <<< "$keys") == "$total" ]] || fail "$(wc -l <<< "$keys") mails filed for $total appended"
    [[ -z $(uniq -d <<< "$keys") ]] || fail "a mail was filed twice"
    [[ $(imap_tool count INBOX UNSEEN) == 0 ]] || fail "mails left unmarked"
    [[ -f $work/game/seasons/001-spring-319/results/public.txt ]] || fail "spring not played"
    wait_queue
    for a in "${players[@]}"; do
      [[ $(grep -rlis '^message-id: <results\.001-spring-319\.' "$(mailnet_maildir "$a")" | wc -l) == 1 ]] ||
        fail "$a: not one spring results mail"
    done
    # `judge: source: imap`, said in so many words: the same mailbox.
    sed -i 's/^judge:$/judge:\n  source: imap/' "$work/game/game.yaml"
    imap_tool post "Sun, 29 Nov 2026 21:00:00 +0000" summer \
      aurelie@example.org "$root/examples/game-319/orders/002-summer-319/eumene.txt"
    run 0 "$work/out" judge "$work/game"
    has "$work/out" "game: 1 new mail(s) read"
    has "$work/game/mail/inbox.yaml" "season: 002-summer-319"
    [[ $(imap_tool count INBOX UNSEEN) == 0 ]] || fail "source: imap: the mail is not marked"
    # A source that says imap with no mailbox configured is an error, said, and nothing filed.
    sed -i '/^  imap:$/,/^    ca_file:/d' "$work/game/game.yaml"
    grep -q "^  imap:" "$work/game/game.yaml" && fail "the imap section is still there"
    run 1 "$work/out" judge "$work/game"
    has "$work/out.err" "mail not fetched from imap: judge: source: imap, but game.yaml has no mail: imap: section"
    ;;
  judge-year)
    # Issue 31's "Done when": a whole year (spring, summer, autumn, winter -319) of the six-player
    # example game through the real servers only. The test APPENDs the players' mails to the
    # judge's IMAP mailbox and moves the clock (DIA_TEST_NOW); the judge, run by cycles (each
    # one run again, some killed by kill -9 at a point drawn from a seeded generator first),
    # reads them over IMAPS and sends everything by SMTP submission into the players' Maildirs
    # (Postfix). Each player receives exactly what he should, once: an acknowledgement per mail,
    # a reminder only in a season where his orders were missing at the reminder time, a results
    # mail per season with the next deadline and his order sheet (and, for spring, the PNG
    # boards); the GM one digest per cycle that did something, which together tell each mail
    # and each message sent exactly once.
    mailnet_start "${players[@]}" gm@arbitre.example
    new_mail_game "${imaps_section[@]}" "  smtp:" "    url: smtp://127.0.0.1:SUBMISSION" \
      "    user: judge" "    password_file: secret/password" "    ca_file: CA" \
      '  gm: "MJ <gm@arbitre.example>"' "judge:" "  military: 3 days at 20:00" \
      "  winter: 2 days at 20:00" "  grace: 1h" "  reminders: [24h]" "  early: true"
    with_ports < "$work/game/game.yaml" > "$work/game.yaml" && mv "$work/game.yaml" "$work/game/game.yaml"
    export DIA_TEST_NO_PNG=1
    declare -A player=([eumene]=aurelie@example.org [antigone]=bastien@example.org
      [cassandre]=chloe@example.org [ptolemee]=david@example.org [seleucos]=elodie@example.org
      [lysimaque]=fabrice@example.org)
    orders=$root/examples/game-319/orders
    RANDOM=319  # the kill points: the same at every run of the test
    kills=0
    declare -A may_twice=()  # Message-IDs a kill left in sending/: handed over again, at most
    # post <season> <RFC 5322 date> <side>…: those players mail their orders for the season.
    post() {
      local season=$1 date=$2 side args=()
      shift 2
      for side in "$@"; do args+=("${player[$side]}" "$orders/$season/$side.txt"); done
      imap_tool post "$date" "$season" "${args[@]}"
    }
    # cycle <UTC time> [kill]: one judge cycle at that time (killed first at a random point, with
    # `kill`), then the same cycle again, which must do nothing.
    cycle() {
      local f
      export DIA_TEST_NOW="$1"
      if [[ ${2:-} == kill ]]; then
        "$bin" judge "$work/game" > /dev/null 2>&1 &
        local pid=$! ms=$((RANDOM % 2500))
        sleep "$((ms / 1000)).$(printf '%03d' $((ms % 1000)))"
        kill -9 "$pid" 2> /dev/null && kills=$((kills + 1)) || true
        wait "$pid" 2> /dev/null || true
        for f in "$work/game/mail/sending"/*.eml; do
          [[ -e $f ]] || continue
          may_twice[$(grep -m1 -i '^Message-ID:' "$f" | sed 's/^[^:]*: *//; s/\r$//')]=1
        done
      fi
      run 0 "$work/out" judge "$work/game"
      local before
      before=$(quick_print)
      run 0 "$work/again" judge "$work/game"
      has "$work/again" "game: nothing to do"
      [[ "$(quick_print)" == "$before" ]] || fail "a second cycle at $1 changed the game"
    }
    # Every file of the game and its content, in one line each (fingerprint is slower).
    quick_print() {
      (cd "$work/game" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha1sum &&
        find . -type d | LC_ALL=C sort)
    }
    # got <address> <Message-ID prefix>: how many messages with such Message-IDs he received
    # (each counted once: a copy a kill made is checked below).
    got() {
      local d
      d=$(mailnet_maildir "$1")
      [[ -d $d ]] || { echo 0; return; }
      grep -rhis "^message-id: <$2" "$d" | sort -u | wc -l
    }
    sp=001-spring-319 su=002-summer-319 au=003-autumn-319 wi=004-winter-319
    # Each season's results carry the next one's deadline, set by the rule when it was played.
    declare -A next_deadline=([$sp]="2026-12-07 20:00" [$su]="2026-12-08 20:00"
      [$au]="2026-12-09 20:00" [$wi]="2026-12-12 20:00")

    # Spring: the deadline from the rule (3 days later at 20:00); four sides send at once, the
    # 24h reminder goes to the two others, who send; all in: played early, the results (with
    # the PNG boards) carry summer's deadline.
    cycle "2026-12-01 09:00Z"
    has "$work/game/game.yaml" "  $sp: 2026-12-04 20:00 +00:00"
    post $sp "Tue, 01 Dec 2026 10:00:00 +0000" eumene antigone cassandre ptolemee
    cycle "2026-12-01 11:00Z" kill
    cycle "2026-12-03 21:00Z"
    post $sp "Thu, 03 Dec 2026 22:00:00 +0000" seleucos
    cycle "2026-12-03 23:00Z" kill
    post $sp "Fri, 04 Dec 2026 08:00:00 +0000" lysimaque
    DIA_TEST_NO_PNG=0 cycle "2026-12-04 09:00Z" kill
    [[ -f $work/game/seasons/$sp/results/public.txt ]] || fail "spring not played"
    has "$work/game/game.yaml" "  $su: 2026-12-07 20:00 +00:00"
    # Summer: all six send together: played early, no reminder.
    post $su "Sat, 05 Dec 2026 10:00:00 +0000" eumene antigone cassandre ptolemee seleucos lysimaque
    cycle "2026-12-05 11:00Z" kill
    has "$work/game/game.yaml" "  $au: 2026-12-08 20:00 +00:00"
    # Autumn: five sides send (after summer's deadline: a mail before it would be read as meant
    # for summer, see below), Ptolémée is reminded in the same cycle, then sends: played early.
    post $au "Mon, 07 Dec 2026 20:30:00 +0000" eumene antigone cassandre seleucos lysimaque
    cycle "2026-12-07 21:00Z" kill
    post $au "Mon, 07 Dec 2026 22:00:00 +0000" ptolemee
    cycle "2026-12-07 23:00Z"
    has "$work/game/game.yaml" "  $wi: 2026-12-09 20:00 +00:00"
    # Winter: Antigone never sends (the example has no winter orders of his): reminded with
    # Lysimaque, who then sends; nothing played within the hour of grace; played after it,
    # Antigone's side holding.
    post $wi "Tue, 08 Dec 2026 20:30:00 +0000" eumene cassandre ptolemee seleucos
    cycle "2026-12-08 21:00Z" kill
    post $wi "Wed, 09 Dec 2026 10:00:00 +0000" lysimaque
    cycle "2026-12-09 11:00Z"
    cycle "2026-12-09 20:30Z"
    [[ ! -d $work/game/seasons/$wi/results ]] || fail "winter played within the grace"
    cycle "2026-12-09 21:30Z" kill
    [[ -f $work/game/seasons/$wi/results/public.txt ]] || fail "winter not played after the grace"
    # (The mails above are dated after the previous season's deadline; a season played early
    # and answered at once is the judge test's `seasons` case.)
    ((kills >= 3)) || fail "only $kills cycles were killed: the kill points come too late"

    wait_queue
    [[ $(imap_tool count INBOX UNSEEN) == 0 ]] || fail "mails left unmarked on the server"
    [[ $(grep -c "verdict: accepted" "$work/game/mail/inbox.yaml") == 23 ]] ||
      fail "not the 23 mails filed: $(grep verdict "$work/game/mail/inbox.yaml" | sort | uniq -c)"
    declare -A reminded=([eumene]="" [antigone]="$wi" [cassandre]="" [ptolemee]="$au"
      [seleucos]="$sp" [lysimaque]="$sp $wi")
    for side in "${sides[@]}"; do
      a=${player[$side]}
      sent_by=4
      [[ $side != antigone ]] || sent_by=3
      [[ $(got "$a" "ack\.") == "$sent_by" ]] || fail "$side: not $sent_by acknowledgements"
      [[ $(got "$a" "reminder") == $(wc -w <<< "${reminded[$side]}") ]] ||
        fail "$side: reminders $(grep -rhis '^message-id: <reminder' "$(mailnet_maildir "$a")"), expected: ${reminded[$side]}"
      for season in ${reminded[$side]}; do
        [[ $(got "$a" "reminder-24h\.$season\.$side") == 1 ]] || fail "$side: no 24h reminder in $season"
      done
      for season in $sp $su $au $wi; do
        f=$(grep -rlis "^message-id: <results\.$season\.$side\." "$(mailnet_maildir "$a")" | head -1)
        [[ -n $f ]] || fail "$side: no $season results"
        python3 - "$f" "$work/text" "$work/parts" <<'PY'
import email, sys
m = email.message_from_binary_file(open(sys.argv[1], "rb"))
parts = [p.get_content_type() + " " + (p.get_filename() or "") for p in m.walk()]
text = next(p for p in m.walk() if p.get_content_type() == "text/plain")
open(sys.argv[2], "w").write(text.get_payload(decode=True).decode("utf-8"))
open(sys.argv[3], "w").write("\n".join(parts) + "\n")
PY
        has "$work/text" "${next_deadline[$season]} UTC"
        grep -qi "feuille d'ordres\|order sheet" "$work/text" || fail "$side: $season results without his order sheet"
        has "$work/parts" "image/svg+xml map.svg"
        if [[ $season == "$sp" ]]; then
          has "$work/parts" "image/png map.png"
          has "$work/parts" "image/png map-$side.png"
        fi
      done
    done
    # Every message sent reached its reader once (twice only for one a kill left in sending/,
    # with the same Message-ID); nothing else was delivered.
    total=0
    for f in "$work/game/mail/sent"/*.eml; do
      id=$(grep -m1 -i '^Message-ID:' "$f" | sed 's/^[^:]*: *//; s/\r$//')
      to=$(grep -m1 -i '^To:' "$f" | sed 's/.*<\(.*\)>.*/\1/; s/^To: *//; s/\r$//')
      n=$(grep -rlF -- "$id" "$(mailnet_maildir "$to")" 2> /dev/null | wc -l)
      [[ $n == 1 || ($n == 2 && -n ${may_twice[$id]:-}) ]] || fail "$(basename "$f") ($id) reached $to $n time(s)"
      total=$((total + n))
    done
    delivered=0
    for a in "${players[@]}" gm@arbitre.example; do delivered=$((delivered + $(count_delivered "$a"))); done
    [[ $delivered == "$total" ]] || fail "$delivered messages delivered for $total sent"
    # The GM's digests: one per log entry; together they tell each of the 23 mails and each
    # message sent to a player exactly once, whatever the kills.
    digests=$(ls "$work/game/mail/sent" | grep -c '^digest-')
    [[ $digests == $(grep -c 'cycle of' "$work/game/mail/judge.log") ]] || fail "not one log entry per digest"
    [[ $(count_delivered gm@arbitre.example) -ge $digests ]] || fail "digests not delivered"
    for f in "$work/game/mail/sent"/digest-*.eml; do
      python3 - "$f" <<'PY' >> "$work/digests.txt"
import email, sys
m = email.message_from_binary_file(open(sys.argv[1], "rb"))
print(next(p for p in m.walk() if p.get_content_type() == "text/plain").get_payload(decode=True).decode("utf-8"))
PY
    done
    for n in $(seq -f %04g 1 23); do
      [[ $(grep -c "^  $n [a-z]*@example.org: accepted" "$work/digests.txt") == 1 ]] ||
        fail "mail $n is not told once by the digests"
    done
    for f in "$work/game/mail/sent"/*.eml; do
      b=$(basename "$f")
      [[ $b == digest-* ]] && continue
      [[ $(grep -c "^  mail/sent/$b\$" "$work/digests.txt") == 1 ]] || fail "$b: its sending is not told once"
    done
    echo "ok: a year in $(ls "$work/game/mail/sent" | wc -l) messages, $kills cycles killed"
    ;;
  judge-club)
    # `club judge` over three games, through the real servers: g-imap reads its players' mails
    # over IMAPS and plays spring (all six in), g-waiting has two sides' orders before its
    # deadline, g-silent none. One cycle: g-imap's acknowledgements and results reach the
    # players by SMTP, the waiting games are reported, exit 0; a second cycle sends nothing.
    mailnet_start "${players[@]}" gm@arbitre.example
    export DIA_TEST_NOW="2026-11-29 20:00Z" DIA_TEST_NO_PNG=1
    club=$work/club
    "$bin" club new "$club" --name "Club d'essai" --players "$root/examples/players.yaml" > /dev/null
    printf 'judge:\n  military: 3 days at 20:00\n  reminders: [24h]\n' >> "$club/club.yaml"
    for g in g-imap g-waiting g-silent; do
      "$bin" club game "$club" $g --scenario standard-319 --seed 319 \
        --players Aurélie,Bastien,Chloé,David,Élodie,Fabrice > /dev/null
      d=$club/games/$g
      mkdir -p "$d/secret"
      printf '%s\n' "$MAILNET_PASSWORD" > "$d/secret/password"
      chmod 600 "$d/secret/password"
      {
        printf 'mail:\n  from: "Arbitre <mj@arbitre.example>"\n  gm: "MJ <gm@arbitre.example>"\n'
        [[ $g != g-imap ]] || printf '%s\n' "${imaps_section[@]}"
        printf '%s\n' "  smtp:" "    url: smtp://127.0.0.1:SUBMISSION" "    user: judge" \
          "    password_file: secret/password" "    ca_file: CA"
      } | with_ports >> "$d/game.yaml"
    done
    cp "$root"/examples/game-319/orders/001-spring-319/{eumene,antigone}.txt \
      "$club/games/g-waiting/seasons/001-spring-319/orders/"
    # g-imap's players mail the example orders of the sides the club gave them.
    args=()
    while read -r email side; do
      args+=("$email" "$root/examples/game-319/orders/001-spring-319/$side.txt")
    done < <(grep -A2 '^  - name:' "$club/games/g-imap/game.yaml" |
      awk '/email:/ {e=$2} /side:/ {print e, $2}')
    imap_tool post "Sun, 29 Nov 2026 10:00:00 +0000" club "${args[@]}"
    run 0 "$work/out" club judge "$club"
    has "$work/out" "g-imap: 6 new mail(s) read"
    has "$work/out" "g-imap: 001-spring-319 adjudicated"
    has "$work/out" "g-waiting: waiting: 001-spring-319 waits for 4 side(s)"
    has "$work/out" "g-silent: waiting: 001-spring-319 waits for 6 side(s)"
    has "$work/out" "3 game(s), 0 failed"
    [[ $(imap_tool count INBOX UNSEEN) == 0 ]] || fail "g-imap's mails are not marked"
    wait_queue
    for a in "${players[@]}"; do
      [[ $(count_delivered "$a") == 2 ]] || fail "$a: not an acknowledgement and the results"
      [[ $(grep -rlis '^message-id: <results\.001-spring-319\.' "$(mailnet_maildir "$a")" | wc -l) == 1 ]] ||
        fail "$a: not one results mail"
    done
    # The GM: a digest of each game whose cycle did something (the deadlines recorded).
    [[ $(count_delivered gm@arbitre.example) == 3 ]] || fail "the GM has not three digests"
    before=$(fingerprint "$club")
    run 0 "$work/out2" club judge "$club"
    has "$work/out2" "g-imap: nothing to do"
    [[ "$(fingerprint "$club")" == "$before" ]] || fail "a second club cycle changed a game"
    wait_queue
    total=0
    for a in "${players[@]}" gm@arbitre.example; do total=$((total + $(count_delivered "$a"))); done
    [[ $total == 15 ]] || fail "a second club cycle sent mail ($total delivered)"
    ;;
  *) fail "unknown case $case" ;;
esac
