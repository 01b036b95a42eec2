#!/usr/bin/env bash
# Whole-program checks of the unattended judge (issue 31; docs/gamemaster.md "Running a judge"):
#   judge.sh <diadoques-binary> <case>
#   seasons  the example game run by judge cycles from a Maildir, the clock moved by the test
#   stale    `mail --send` after `remind` and `adjudicate`: the stale reminders are dropped
#   club     `club judge`: one game adjudicated, one waiting (exit 0), one never asked twice
#   config   a misspelt `judge:` key refused with game.yaml:line:col and the nearest key
#   lock     the game's lock is held for the whole cycle
#   cli      a misspelt command names the nearest one (exit 2); `judge --help` is judge's own
#   watch    `judge --watch`: cycles every --interval seconds until SIGTERM or SIGINT, which
#            lets the cycle under way finish
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/../e2e/lib.sh"
orders=$root/examples/game-319/orders
game=$work/game
maildir=$work/maildir
delivered=$work/delivered
mkdir -p "$maildir"/{new,cur,tmp} "$delivered"

declare -A address=([eumene]=aurelie@example.org [antigone]=bastien@example.org
  [cassandre]=chloe@example.org [ptolemee]=david@example.org [seleucos]=elodie@example.org
  [lysimaque]=fabrice@example.org)

# The example game (Aurélie plays Eumène, …), no orders yet; every message sent is delivered
# into a file of its own under $delivered; the judge reads $maildir.
example_game() {
  cp -r "$root/examples/game-319" "$game"
  rm -rf "$game/orders"
  cat >> "$game/game.yaml" << EOF
mail:
  from: "Arbitre <mj@arbitre.example>"
  send: "cat > \$(mktemp -p $delivered m.XXXXXX)"
  gm: "Le MJ <gm@arbitre.example>"
judge:
  source: $maildir
  zone: "+01:00"
  military: 3 days at 20:00
  winter: 2 days at 20:00
  grace: 1h
  reminders: [24h, 2h]
  early: true
EOF
}

# post <side> <season> <time, RFC 5322> [first line]: the side's player mails his orders.
post() {
  local side=$1 season=$2 when=$3 extra=${4:-}
  {
    printf 'From: %s\nTo: mj@arbitre.example\nSubject: ordres\nDate: %s\n' "${address[$side]}" "$when"
    printf 'Message-ID: <%s.%s@example.org>\nMIME-Version: 1.0\n' "$season" "$side"
    printf 'Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n'
    [[ -z $extra ]] || printf '%s\n' "$extra"
    cat "$orders/$season/$side.txt"
  } > "$maildir/new/$season.$side"
}

# text_of <message>: its text, decoded (quoted-printable lines are cut at 76 characters).
text_of() {
  python3 -c 'import email, sys
m = email.message_from_binary_file(open(sys.argv[1], "rb"))
for part in m.walk():
    if part.get_content_type() == "text/plain":
        sys.stdout.write(part.get_payload(decode=True).decode("utf-8"))
        break' "$1"
}

# cycle <UTC time>: one judge cycle at that time; its output in $work/out.
cycle() {
  DIA_TEST_NOW="$1" "$bin" judge "$game" > "$work/out" 2> "$work/err" ||
    fail "judge at $1 failed: $(cat "$work/out" "$work/err")"
}

# delivered <message-id prefix>: how many delivered messages have that Message-ID prefix
# (ack.0003.eumene, results.001-spring-319.antigone, reminder-24h.001-spring-319.seleucos).
delivered() {
  grep -lis "^message-id: <$1" "$delivered"/* 2> /dev/null | wc -l
}
# The Message-IDs delivered so far, one per message.
ids() { grep -his '^message-id:' "$delivered"/* 2> /dev/null | sort || true; }

# again <UTC time>: a second cycle at the same time changes nothing and sends nothing.
again() {
  local before sent
  before=$(fingerprint "$game")
  sent=$(ls "$delivered" | wc -l)
  cycle "$1"
  [[ "$(fingerprint "$game")" == "$before" ]] || fail "a second cycle at $1 changed the game"
  [[ $(ls "$delivered" | wc -l) == "$sent" ]] || fail "a second cycle at $1 sent mail"
  has "$work/out" "game: nothing to do"
}

case $case in
  seasons)
    example_game
    spring=001-spring-319
    summer=002-summer-319
    autumn=003-autumn-319
    # First cycle: the spring deadline set from the rule, 3 days later at 20:00 (+01:00).
    cycle "2026-12-01 10:00Z"
    has "$game/game.yaml" "  $spring: 2026-12-04 20:00 +01:00"
    has "$work/out" "game: deadline $spring: 2026-12-04 20:00 +01:00"
    again "2026-12-01 10:05Z"

    # Four sides send; each is acknowledged at once, once. Eumène's mail has a line that looks
    # like an order and is not read: the GM's digest names it.
    post eumene $spring "Wed, 02 Dec 2026 09:00:00 +0000" "A CAP - ZORGLUB"
    for side in antigone cassandre ptolemee; do
      post $side $spring "Wed, 02 Dec 2026 10:00:00 +0000"
    done
    cycle "2026-12-02 12:00Z"
    has "$work/out" "game: 4 new mail(s) read"
    for side in eumene antigone cassandre ptolemee; do
      [[ $(grep -lis "^message-id: <ack\.[0-9]*\.$side\." "$delivered"/* | wc -l) == 1 ]] ||
        fail "$side: not one acknowledgement"
    done
    [[ $(delivered reminder) == 0 ]] || fail "a reminder before its time"
    digest=$(grep -lis '^message-id: <digest-202612021200' "$delivered"/*) || fail "no digest"
    has "$digest" "To: Le MJ <gm@arbitre.example>"
    text_of "$digest" > "$work/digest"
    digest=$work/digest
    has "$digest" "Lines that look like orders but were not read"
    has "$digest" "ZORGLUB"
    has "$digest" "Sides without orders: seleucos, lysimaque"
    again "2026-12-02 12:30Z"

    # 23 hours before the deadline: the 24h reminder to the two sides without orders, once.
    cycle "2026-12-03 20:00Z"
    for side in seleucos lysimaque; do
      [[ $(delivered "reminder-24h.$spring.$side") == 1 ]] || fail "$side: not one 24h reminder"
    done
    [[ $(delivered reminder) == 2 ]] || fail "reminders to sides that have sent: $(ids)"
    again "2026-12-03 21:00Z"

    # Séleucos sends; 1h30 before the deadline the 2h reminder goes to Lysimaque alone.
    post seleucos $spring "Fri, 04 Dec 2026 17:00:00 +0000"
    cycle "2026-12-04 17:30Z"
    [[ $(delivered "reminder-2h.$spring.lysimaque") == 1 ]] || fail "no 2h reminder to lysimaque"
    [[ $(delivered "reminder-2h.$spring.seleucos") == 0 ]] || fail "a 2h reminder to seleucos, who sent"
    again "2026-12-04 17:45Z"

    # The deadline (19:00 UTC) passed, within the hour of grace: nothing adjudicated, no
    # reminder after the deadline.
    cycle "2026-12-04 19:30Z"
    [[ ! -d $game/seasons/$spring/results ]] || fail "adjudicated within the grace"
    [[ $(delivered reminder) == 3 ]] || fail "a reminder after the deadline: $(ids)"

    # Lysimaque's mail arrives in the grace: filed; every side has sent: adjudicated early; the
    # results go to all six with summer's deadline (3 days later at 20:00 +01:00 = 19:00 UTC).
    post lysimaque $spring "Fri, 04 Dec 2026 19:40:00 +0000"
    cycle "2026-12-04 19:45Z"
    grep -q "accepted" "$game/mail/inbox.yaml" || fail "inbox"
    [[ -f $game/seasons/$spring/orders/lysimaque.txt ]] || fail "the mail in the grace was not filed"
    has "$work/out" "game: $spring adjudicated"
    has "$game/game.yaml" "  $summer: 2026-12-07 20:00 +01:00"
    for side in "${!address[@]}"; do
      f=$(grep -lis "^message-id: <results\.$spring\.$side\." "$delivered"/*)
      [[ $(wc -l <<< "$f") == 1 ]] || fail "$side: not one spring results mail"
      text_of "$f" > "$work/text"
      has "$work/text" "2026-12-07 19:00 UTC"
    done
    again "2026-12-04 19:50Z"

    # Summer, early adjudication turned off: every side sends, nothing is played before the
    # deadline (+ grace), no reminder goes to anyone.
    sed -i 's/^  early: true$/  early: false/' "$game/game.yaml"
    for side in "${!address[@]}"; do
      post $side $summer "Sat, 05 Dec 2026 10:00:00 +0000"
    done
    cycle "2026-12-05 12:00Z"
    has "$work/out" "every side has sent; early adjudication is off"
    [[ ! -d $game/seasons/$summer/results ]] || fail "adjudicated early although early: false"
    cycle "2026-12-07 18:00Z"
    [[ $(delivered "reminder-2h.$summer") == 0 && $(delivered "reminder-24h.$summer") == 0 ]] ||
      fail "a summer reminder although every side has sent"
    [[ ! -d $game/seasons/$summer/results ]] || fail "adjudicated before the deadline"
    cycle "2026-12-07 20:01Z"
    has "$work/out" "game: $summer adjudicated"
    has "$game/game.yaml" "  $autumn: 2026-12-10 20:00 +01:00"
    [[ $(delivered "results.$summer") == 6 ]] || fail "not 6 summer results"
    again "2026-12-07 20:30Z"

    # Autumn, early adjudication on again: every side sends two days before the deadline
    # (2026-12-10 19:00 UTC); played at once, the season closes then: its deadline becomes the
    # time it was played, and a player who answers the results at once (his winter orders, sent
    # before autumn's first deadline) is filed for winter, not set aside as meant for autumn.
    winter=004-winter-319
    sed -i 's/^  early: false$/  early: true/' "$game/game.yaml"
    for side in "${!address[@]}"; do
      post $side $autumn "Tue, 08 Dec 2026 10:00:00 +0000"
    done
    cycle "2026-12-08 12:00Z"
    has "$work/out" "game: $autumn adjudicated"
    has "$game/game.yaml" "  $autumn: 2026-12-08 13:00 +01:00"
    post lysimaque $winter "Tue, 08 Dec 2026 15:00:00 +0000"
    cycle "2026-12-08 16:00Z"
    [[ -f $game/seasons/$winter/orders/lysimaque.txt ]] ||
      fail "winter orders sent after autumn was played early were not filed: $(cat "$work/out")"
    again "2026-12-08 16:30Z"

    # Never a message twice; the judge's log has an entry per cycle that did something.
    [[ -z $(ids | uniq -d) ]] || fail "delivered twice: $(ids | uniq -d)"
    [[ $(grep -c 'cycle of' "$game/mail/judge.log") == $(delivered digest) ]] ||
      fail "not one log entry per digest"
    ;;
  stale)
    # Issue 31: a GM ran `remind`, then the season was adjudicated, then `mail --send` sent six
    # stale "your orders have not arrived" reminders with the results. Now they are dropped.
    cp -r "$root/examples/game-319" "$game"
    rm -rf "$game/orders"
    printf 'deadlines:\n  001-spring-319: 2026-12-03 20:00\n' >> "$game/game.yaml"
    printf 'mail:\n  send: "cat > $(mktemp -p %s m.XXXXXX)"\n' "$delivered" >> "$game/game.yaml"
    DIA_TEST_NOW="2026-12-02 09:00Z" "$bin" remind "$game" > /dev/null
    [[ $(ls "$game/mail/outbox" | wc -l) == 6 ]] || fail "not six reminders queued"
    cp "$orders"/001-spring-319/*.txt "$game/seasons/001-spring-319/orders/"
    "$bin" adjudicate "$game" > /dev/null
    DIA_TEST_NOW="2026-12-02 10:00Z" "$bin" mail "$game" --send > "$work/out"
    [[ $(delivered results) == 6 ]] || fail "not the six results"
    [[ $(delivered reminder) == 0 ]] || fail "$(delivered reminder) stale reminder(s) sent with the results"
    [[ $(ls "$game/mail/dropped" | wc -l) == 6 ]] || fail "the stale reminders are not in dropped/"
    has "$work/out" "dropped mail/dropped/001-spring-319-reminder-eumene.eml (its season is adjudicated)"
    ;;
  club)
    # Three games: g-ready has all its orders in, g-waiting two sides' orders before its
    # deadline, g-silent nothing. One club cycle: g-ready played and mailed, the others reported
    # waiting, exit 0; a second cycle sends nothing more.
    club=$work/club
    "$bin" club new "$club" --name "Club d'essai" --players "$root/examples/players.yaml" > /dev/null
    cat >> "$club/club.yaml" << EOF
judge:
  military: 3 days at 20:00
  reminders: [24h]
EOF
    for g in g-ready g-waiting g-silent; do
      "$bin" club game "$club" $g --scenario standard-319 --seed 319 \
        --players Aurélie,Bastien,Chloé,David,Élodie,Fabrice > /dev/null
      printf 'mail:\n  send: "cat > $(mktemp -p %s %s.XXXXXX)"\n' "$delivered" $g >> "$club/games/$g/game.yaml"
    done
    cp "$orders"/001-spring-319/*.txt "$club/games/g-ready/seasons/001-spring-319/orders/"
    cp "$orders"/001-spring-319/{eumene,antigone}.txt "$club/games/g-waiting/seasons/001-spring-319/orders/"
    DIA_TEST_NOW="2026-12-01 10:00Z" "$bin" club judge "$club" > "$work/out" 2> "$work/err" ||
      fail "club judge failed: $(cat "$work/out" "$work/err")"
    has "$work/out" "g-ready: 001-spring-319 adjudicated"
    has "$work/out" "g-waiting: waiting: 001-spring-319 waits for 4 side(s)"
    has "$work/out" "g-silent: waiting: 001-spring-319 waits for 6 side(s)"
    has "$work/out" "3 game(s), 0 failed"
    has "$club/games/g-waiting/game.yaml" "001-spring-319: 2026-12-04 20:00 +00:00"
    [[ $(ls "$delivered"/g-ready.* | wc -l) == 7 ]] || fail "g-ready: not 6 results and a digest"
    before=$(fingerprint "$club")
    n=$(ls "$delivered" | wc -l)
    DIA_TEST_NOW="2026-12-01 10:00Z" "$bin" club judge "$club" > "$work/out" 2> "$work/err" ||
      fail "the second club cycle failed"
    [[ "$(fingerprint "$club")" == "$before" ]] || fail "a second club cycle changed a game"
    [[ $(ls "$delivered" | wc -l) == "$n" ]] || fail "a second club cycle sent mail"
    # The waiting game's 24h reminders, when their time has come.
    DIA_TEST_NOW="2026-12-03 21:00Z" "$bin" club judge "$club" > "$work/out" 2> "$work/err" ||
      fail "club judge failed: $(cat "$work/out" "$work/err")"
    [[ $(grep -lis '^message-id: <reminder-24h\.' "$delivered"/g-waiting.* | wc -l) == 4 ]] ||
      fail "g-waiting: not 4 reminders"
    ;;
  config)
    # A misspelt key of `judge:` is refused with its place and the nearest key; nothing changes.
    cp -r "$root/examples/game-319" "$game"
    printf 'judge:\n  military: 3 days at 20:00\n  remindrs: [24h]\n' >> "$game/game.yaml"
    line=$(grep -n 'remindrs' "$game/game.yaml" | cut -d: -f1)
    before=$(fingerprint "$game")
    set +e
    "$bin" judge "$game" > "$work/out" 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "exit code $rc for a misspelt judge key"
    has "$work/err" "game.yaml:$line:3: error: judge: unknown key 'remindrs'; did you mean 'reminders'?"
    [[ "$(fingerprint "$game")" == "$before" ]] || fail "a refused game.yaml changed the game"
    sed -i 's/remindrs: \[24h\]/military: 3 dais at 20:00/' "$game/game.yaml"
    set +e
    "$bin" judge "$game" > "$work/out" 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "exit code $rc for a rule that is none"
    has "$work/err" "is not a deadline rule"
    ;;
  lock)
    # The game's lock is held for the whole cycle: an `adjudicate` or a second `judge` started
    # meanwhile is refused (exit 1, naming the judge); the season is played and mailed once.
    example_game
    cp "$orders"/001-spring-319/*.txt "$game/seasons/001-spring-319/orders/"
    DIA_TEST_NOW="2026-12-01 10:00Z" DIA_TEST_HOLD_LOCK_MS=3000 "$bin" judge "$game" \
      > "$work/first.out" 2> "$work/first.err" &
    first=$!
    for _ in $(seq 200); do
      [[ -s "$game/.diadoques.lock" ]] && break
      sleep 0.05
    done
    [[ -s "$game/.diadoques.lock" ]] || fail "the judge never took the lock"
    for second in adjudicate judge; do
      set +e
      DIA_LOCK_WAIT_MS=200 DIA_TEST_NOW="2026-12-01 10:00Z" "$bin" $second "$game" \
        > "$work/second.out" 2> "$work/second.err"
      rc=$?
      set -e
      [[ $rc == 1 ]] || fail "$second during a judge cycle: exit code $rc, expected 1"
      has "$work/second.err" "(judge, process $first) holds its lock"
    done
    wait $first || fail "the judge failed: $(cat "$work/first.out" "$work/first.err")"
    has "$work/first.out" "game: 001-spring-319 adjudicated"
    [[ $(delivered results.001-spring-319) == 6 ]] || fail "not six results"
    [[ ! -e $game/seasons/002-summer-319/results ]] || fail "a second season was played"
    ;;
  watch)
    # `judge --watch --interval 1`: a cycle, then another every second, until SIGTERM; a mail
    # put in the Maildir meanwhile is filed and acknowledged by a later cycle; SIGTERM during a
    # cycle (held 3 s on the game's lock) lets that cycle finish its work, then the judge stops
    # (exit 0) without starting another.
    example_game
    export DIA_TEST_NOW="2026-12-01 10:00Z"
    "$bin" judge "$game" --watch --interval 1 > "$work/watch.out" 2> "$work/watch.err" &
    pid=$!
    for _ in $(seq 100); do
      grep -q "game: deadline 001-spring-319" "$work/watch.out" && break
      sleep 0.1
    done
    has "$work/watch.out" "game: deadline 001-spring-319: 2026-12-04 20:00 +01:00"
    post eumene 001-spring-319 "Tue, 01 Dec 2026 09:30:00 +0000"
    for _ in $(seq 100); do
      [[ $(delivered "ack.") == 1 ]] && break
      sleep 0.1
    done
    [[ $(delivered "ack.0001.eumene") == 1 ]] || fail "the mail put in meanwhile was not acknowledged"
    kill -0 $pid 2> /dev/null || fail "the watching judge stopped by itself: $(cat "$work/watch.err")"
    kill -TERM $pid
    rc=0
    wait $pid || rc=$?
    [[ $rc == 0 ]] || fail "the judge stopped by SIGTERM exits $rc: $(cat "$work/watch.err")"
    has "$work/watch.out" "judge: stopped by a signal, after a whole cycle"
    [[ ! -e $game/.diadoques.lock ]] || fail "the stopped judge left its lock"
    # SIGTERM while a cycle runs: the cycle files the mail and acknowledges it, then stops.
    post antigone 001-spring-319 "Tue, 01 Dec 2026 09:40:00 +0000"
    DIA_TEST_HOLD_LOCK_MS=3000 "$bin" judge "$game" --watch --interval 1 \
      > "$work/watch2.out" 2> "$work/watch2.err" &
    pid=$!
    for _ in $(seq 200); do
      [[ -s "$game/.diadoques.lock" ]] && break
      sleep 0.05
    done
    [[ -s "$game/.diadoques.lock" ]] || fail "the judge never took the lock"
    kill -INT $pid
    rc=0
    wait $pid || rc=$?
    [[ $rc == 0 ]] || fail "the judge stopped by SIGINT exits $rc: $(cat "$work/watch2.err")"
    has "$work/watch2.out" "game: 1 new mail(s) read"
    [[ $(delivered "ack.0002.antigone") == 1 ]] || fail "the cycle under way did not finish"
    [[ $(grep -c "new mail(s) read\|nothing to do" "$work/watch2.out") == 1 ]] ||
      fail "another cycle began after the signal: $(cat "$work/watch2.out")"
    "$bin" judge "$game" --watch --interval 0 > "$work/out" 2> "$work/err" && fail "--interval 0 accepted"
    ;;
  cli)
    set +e
    "$bin" adjudicat "$work/g" > "$work/out" 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 2 ]] || fail "exit code $rc for a misspelt command"
    has "$work/err" "unknown command 'adjudicat'; did you mean 'adjudicate'?"
    set +e
    "$bin" club judg "$work/c" > "$work/out" 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 2 ]] || fail "exit code $rc for a misspelt club command"
    has "$work/err" "unknown command 'judg' of 'club'; did you mean 'judge'?"
    "$bin" judge --help > "$work/out" || fail "judge --help failed"
    has "$work/out" "One cycle of the unattended judge"
    ! grep -q "referee for play-by-email" "$work/out" || fail "judge --help prints the general help"
    ;;
  *) fail "unknown case $case" ;;
esac
echo "ok: $case"
