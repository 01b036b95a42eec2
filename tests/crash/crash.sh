#!/usr/bin/env bash
# Crash tests (issue 34): a command killed before any one of its file operations leaves a game
# that one ordinary run of the same command brings to exactly what a clean run gives.
#   crash.sh <diadoques-binary> <crash-shim.so> <case>
#   case: adjudicate redo rollback replace inbox (a game's writes, state/game_write.hpp), mail remind
#   (the outbox), send (`mail --send`: the outbox handed over), judge (one judge cycle: all of
#   these, the digest and the log left out of the comparison), new club-new club-game site (a
#   directory made or replaced whole, state/whole_dir.hpp)
# The shim (tests/crash/crash_shim.cpp, LD_PRELOAD) kills the process with SIGKILL just before
# its N-th file operation (open for writing, rename, mkdir, unlink, fsync…). For N = 1, 2, … until
# a run is not killed: a fresh copy of the tree the command writes (the game, or the folder that
# holds what it makes), the command killed at N, then
#   - `status` (when the case has a game or a club) either refuses (a write interrupted halfway)
#     or shows the game as it was before the command or as a clean run leaves it: never half a
#     season, never half a game;
#   - the command run once more, normally: exit 0, and the tree byte-identical (diff -r) to the
#     tree a clean run leaves.
set -euo pipefail
bin=$1
shim=$2
case=$3
source "$(dirname "${BASH_SOURCE[0]}")/../e2e/lib.sh"
# Every date written (mails, the rollback's archive, the inbox's times) from one fixed clock.
export DIA_TEST_NOW="2026-12-02 09:00Z"
# No other command runs on these games: a command that finds a write half-done (left by the kill)
# need not wait for its writer to finish it (src/state/game_write.cpp, check_no_pending_write).
export DIA_LOCK_WAIT_MS=200
# The results mail's PNGs are rendered in memory (no file operation): left out here, they would
# take most of the hour these kill points need (src/mail/outbox.cpp).
export DIA_TEST_NO_PNG=1
game=$work/game
# What is compared (diff -r): the game by default; for the commands that make a directory, the
# folder it is made in (where a killed run's leftovers would be).
tree=$game
# The reader whose output must be the one before or after the command; none for the site.
status=(status "$game")
# Run after each run again (the case's own checks), and before each run (its own set-up).
diff_opts=()  # what the comparison leaves out (judge: the digest and the log)
twice=0  # send: the kill points after which a message was delivered twice
after_run() { :; }
before_run() { :; }
spring=001-spring-319
summer=002-summer-319

orders_of() { cp "$root"/examples/game-319/orders/"$1"/*.txt "$game/seasons/$1/orders/"; }
quiet() { "$@" > "$work/setup.out" 2>&1 || fail "setup: $* failed: $(cat "$work/setup.out")"; }
# The club of the club-game and site cases, at $1.
new_club() {
  quiet "$bin" club new "$1" --name "Club d'essai" --players "$root/examples/players.yaml" \
    --languages fr,en
}
club_players=Aurélie,Bastien,Chloé,David,Élodie,Fabrice

# The game before the command ($work/base) and the command, per case.
case $case in
  adjudicate)
    new_game
    cmd=(adjudicate "$game")
    ;;
  redo)
    # Spring adjudicated, summer's orders already in; the GM takes a side's orders out of spring
    # and adjudicates it again: new results, previous ones kept, summer's state replaced and its
    # orders left.
    new_game
    quiet "$bin" adjudicate "$game"
    orders_of $summer
    rm "$game/seasons/$spring/orders/ptolemee.txt"
    cmd=(adjudicate --redo "$game")
    ;;
  rollback)
    # Spring adjudicated twice (results.previous-1), summer adjudicated, autumn waiting: rolled
    # back to spring, everything after it into archive/, with the record.
    new_game
    quiet "$bin" adjudicate "$game"
    quiet "$bin" adjudicate --redo "$game"
    orders_of $summer
    quiet "$bin" adjudicate "$game"
    cmd=(rollback "$game" --to $spring)
    ;;
  replace)
    # Spring played; a new player takes over Eumène: game.yaml's players and replacements, and
    # his welcome mail, written together.
    new_game
    quiet "$bin" adjudicate "$game"
    cmd=(replace "$game" eumene --name Gérard --email gerard@example.org)
    ;;
  inbox)
    # A game that has read one mail already (Chloé's first orders) reads five more: orders filed
    # (hers replaced), a stranger, a duplicate, a late one; each kept, logged and answered.
    "$bin" new "$game" --scenario standard-319 --players "$root/examples/players.yaml" \
      --seed 319 > /dev/null
    printf 'deadlines:\n  %s: 2026-12-01 20:00\n' $spring >> "$game/game.yaml"
    quiet python3 "$root/tests/mail/corpus/build_corpus.py" "$work/corpus"
    quiet "$bin" inbox "$game" "$work/corpus/eml/18-chloe-flowed-first.eml"
    mkdir -p "$work/mails/new" "$work/mails/cur" "$work/mails/tmp"
    for m in 01-shop-newsletter 03-chloe-alternative 06-david-reply-quoting 12-chloe-duplicate \
      15-fabrice-late; do
      cp "$work/corpus/eml/$m.eml" "$work/mails/new/$m"
    done
    cmd=(inbox "$game" "$work/mails")
    ;;
  mail)
    # The results of spring, one mail per player, into the outbox.
    new_game
    quiet "$bin" adjudicate "$game"
    cmd=(mail "$game")
    ;;
  remind)
    # Two sides have sent their orders, four are reminded of the deadline.
    "$bin" new "$game" --scenario standard-319 --players "$root/examples/players.yaml" \
      --seed 319 > /dev/null
    cp "$root"/examples/game-319/orders/$spring/{eumene,antigone}.txt "$game/seasons/$spring/orders/"
    printf 'deadlines:\n  %s: 2026-12-03 20:00\n' $spring >> "$game/game.yaml"
    cmd=(remind "$game")
    ;;
  send)
    # `mail --send`: the six results mails written, then each handed to the mail command (which
    # appends it to $work/delivered, outside the game) and moved to sent/. After a kill and a
    # run again each message has been delivered, at least once (docs/mail.md): twice only the
    # one the killed run had left in sending/, which the second run names in a warning; never
    # one that was in sent/.
    new_game
    quiet "$bin" adjudicate "$game"
    printf 'mail:\n  send: "cat >> %s"\n' "$work/delivered" >> "$game/game.yaml"
    cmd=(mail "$game" --send)
    before_run() { rm -f "$work/delivered"; }
    after_run() {
      local ids dup in_sending
      ids=$(grep -i '^message-id:' "$work/delivered" | sort)
      [[ $(sort -u <<< "$ids" | wc -l) == 6 ]] || fail "$1: not the 6 messages delivered: $ids"
      dup=$(uniq -d <<< "$ids" | sed 's/^[^:]*: *//')
      [[ $(uniq -d <<< "$ids" | wc -l) -le 1 ]] || fail "$1: more than one message delivered twice"
      [[ $(wc -l <<< "$ids") -le 7 ]] || fail "$1: a message delivered three times"
      in_sending=$(ls "$work/killed-sending" 2> /dev/null || true)
      if [[ -n $dup ]]; then
        twice=$((twice + 1))
        [[ -n $in_sending ]] || fail "$1: $dup delivered twice, but no message was in sending/"
        grep -qF -- "$dup" "$work/killed-sending/$in_sending" ||
          fail "$1: $dup delivered twice, but the message in sending/ was $in_sending"
        has "$work/again.out" "mail/sending/$in_sending was being handed to the mail command"
      fi
    }
    ;;
  judge)
    # One judge cycle (game/judge.hpp): the six spring mails read from the example mbox, filed
    # and acknowledged, the acknowledgements sent, the season adjudicated (every side has sent),
    # summer's deadline recorded, the results written and sent, the GM's digest sent, the log
    # appended. Killed anywhere, then one more cycle: the game as a clean cycle leaves it, but
    # for the digest and the log; every player mail delivered, none twice but the one a kill
    # left in sending/; and one digest, never two, that tells the whole work of both runs.
    cp -r "$root/examples/game-319" "$game"
    rm -rf "$game/orders"
    printf 'deadlines:\n  %s: 2026-12-01 20:00\n' $spring >> "$game/game.yaml"
    printf 'mail:\n  send: "cat >> %s"\n' "$work/delivered" >> "$game/game.yaml"
    printf 'judge:\n  source: %s\n  military: 3 days at 20:00\n  reminders: [24h]\n' \
      "$root/examples/mail/001-spring-319.mbox" >> "$game/game.yaml"
    cmd=(judge "$game")
    status=()
    diff_opts=(-x judge.log -x 'digest-*')
    before_run() { rm -f "$work/delivered"; }
    after_run() {
      local ids dup in_sending
      ids=$(grep -i '^message-id:' "$work/delivered" | grep -iv '<digest-' | sort)
      [[ $(sort -u <<< "$ids" | wc -l) == 12 ]] || fail "$1: not the 12 messages delivered: $ids"
      dup=$(uniq -d <<< "$ids" | sed 's/^[^:]*: *//')
      [[ $(uniq -d <<< "$ids" | wc -l) -le 1 ]] || fail "$1: more than one message delivered twice"
      [[ $(wc -l <<< "$ids") -le 13 ]] || fail "$1: a message delivered three times"
      in_sending=$(ls "$work/killed-sending" 2> /dev/null || true)
      if [[ -n $dup ]]; then
        twice=$((twice + 1))
        [[ -n $in_sending ]] || fail "$1: $dup delivered twice, but no message was in sending/"
        grep -qF -- "$dup" "$work/killed-sending/$in_sending" ||
          fail "$1: $dup delivered twice, but the message in sending/ was $in_sending"
      fi
      [[ -f $game/seasons/$spring/results/public.txt ]] || fail "$1: spring not adjudicated"
      has "$game/game.yaml" "  $summer: 2026-12-05 20:00 +00:00"
      # The GM's digest (game/judge_digest.hpp): exactly one, queued once and delivered (twice
      # only if a kill left it in sending/), telling the whole cycle's work, whichever of the two
      # runs did it.
      local digests
      digests=$(ls "$game/mail/outbox" "$game/mail/sending" "$game/mail/sent" 2> /dev/null |
        grep -c '^digest-' || true)
      [[ $digests == 1 ]] || fail "$1: $digests digests written: $(ls -R "$game/mail")"
      ids=$(grep -i '^message-id: *<digest-' "$work/delivered" | sort -u | wc -l)
      [[ $ids == 1 ]] || fail "$1: $ids digests delivered"
      python3 -c 'import email, sys
m = email.message_from_binary_file(open(sys.argv[1], "rb"))
for part in m.walk():
    if part.get_content_type() == "text/plain":
        sys.stdout.write(part.get_payload(decode=True).decode("utf-8"))
        break' "$game"/mail/sent/digest-*.eml > "$work/digest.txt"
      grep -qF -- "Arrived (6):" "$work/digest.txt" || fail "$1: the digest lacks Arrived (6):: $(cat "$work/digest.txt")"
      grep -qF -- "Deadline recorded: $summer: 2026-12-05 20:00 +00:00" "$work/digest.txt" || fail "$1: the digest lacks Deadline recorded: $summer: 2026-12-05 20:00 +00:00: $(cat "$work/digest.txt")"
      grep -qF -- "Adjudicated: $spring" "$work/digest.txt" || fail "$1: the digest lacks Adjudicated: $spring: $(cat "$work/digest.txt")"
      grep -qF -- "Sent (12):" "$work/digest.txt" || fail "$1: the digest lacks Sent (12):: $(cat "$work/digest.txt")"
      local side
      for side in eumene antigone cassandre ptolemee seleucos lysimaque; do
        grep -qF -- "mail/sent/$spring-results-$side.eml" "$work/digest.txt" || fail "$1: the digest lacks mail/sent/$spring-results-$side.eml: $(cat "$work/digest.txt")"
        grep -q "^  mail/sent/[0-9]*-ack-$side.eml" "$work/digest.txt" ||
          fail "$1: the digest does not tell $side's acknowledgement sent: $(cat "$work/digest.txt")"
      done
    }
    ;;
  new)
    # A game made in $work/t/game: never half of it, never one `new` then refuses as existing.
    tree=$work/t
    mkdir "$tree"
    cmd=(new "$tree/game" --scenario standard-319 --players "$root/examples/players.yaml"
      --seed 319)
    status=(status "$tree/game")
    ;;
  club-new)
    tree=$work/t
    mkdir "$tree"
    cmd=(club new "$tree/club" --name "Club d'essai" --players "$root/examples/players.yaml"
      --languages fr,en)
    status=(club status "$tree/club")
    ;;
  club-game)
    # A game made in a club's games/: never half of it, and never refused as existing by the run
    # after a kill just past its publication.
    tree=$work/t
    club=$tree/club
    new_club "$club"
    cmd=(club game "$club" g-a --scenario standard-319 --seed 319 --players "$club_players")
    status=(club status "$club")
    ;;
  site)
    # A club whose game g-a has played spring, its site made; then summer is played and the site
    # made again: new pages, changed ones, unchanged ones (kept as they were).
    tree=$work/t
    club=$tree/club
    new_club "$club"
    for g in g-a g-b; do
      quiet "$bin" club game "$club" $g --scenario standard-319 --seed 319 --players "$club_players"
    done
    cp "$root"/examples/game-319/orders/$spring/*.txt "$club/games/g-a/seasons/$spring/orders/"
    quiet "$bin" club adjudicate "$club" --all
    quiet "$bin" club site "$club" "$tree/site"
    cp "$root"/examples/game-319/orders/$summer/*.txt "$club/games/g-a/seasons/$summer/orders/"
    quiet "$bin" club adjudicate "$club" --all
    cmd=(club site "$club" "$tree/site")
    status=()
    ;;
  *) fail "unknown case $case" ;;
esac
mv "$tree" "$work/base"

fresh() { rm -rf "$tree" && cp -a "$work/base" "$tree" && before_run; }
# A reader that finds a write half-done refuses at once (it waits for no live command here).
status_of() {
  ((${#status[@]} > 0)) || return 0
  DIA_LOCK_WAIT_MS=0 "$bin" "${status[@]}" 2> "$work/status.err"
}

# What a clean run leaves, and what `status` says before and after it.
fresh
before_status=$(status_of) || true
"$bin" "${cmd[@]}" > "$work/clean.out" 2>&1 || fail "the clean run failed: $(cat "$work/clean.out")"
after_status=$(status_of) || true
rm -rf "$work/killed-sending"
after_run "the clean run"
mv "$tree" "$work/clean"

n=1
refused=0
while :; do
  fresh
  # In a subshell of its own, so that bash's "Killed" notice goes to /dev/null.
  rc=$( (LD_PRELOAD=$shim DIA_CRASH_AT=$n "$bin" "${cmd[@]}" > "$work/killed.out" 2>&1; echo $?) \
    2> /dev/null)
  if [[ $rc != 137 ]]; then
    # Not killed: the command ran past its last file operation.
    [[ $rc == 0 ]] || fail "with the shim but no kill, the command failed ($rc): $(cat "$work/killed.out")"
    diff -r "${diff_opts[@]}" "$work/clean" "$tree" > "$work/diff" || fail "the run through the shim differs: $(head "$work/diff")"
    break
  fi
  src=0
  st=$(status_of) || src=$?
  if [[ $src != 0 ]] && grep -q "was interrupted" "$work/status.err"; then
    refused=$((refused + 1))
  elif [[ "$st" != "$before_status" && "$st" != "$after_status" ]]; then
    fail "killed before file operation $n: status shows neither the game before the command nor after it:
$st
$(cat "$work/status.err")"
  fi
  # What the killed run left being handed over (the send case's check).
  rm -rf "$work/killed-sending"
  [[ ! -d "$game/mail/sending" ]] || cp -r "$game/mail/sending" "$work/killed-sending"
  "$bin" "${cmd[@]}" > "$work/again.out" 2>&1 ||
    fail "killed before file operation $n, the next run failed: $(cat "$work/again.out")"
  diff -r "${diff_opts[@]}" "$work/clean" "$tree" > "$work/diff" ||
    fail "killed before file operation $n, then run again: the tree differs from a clean run:
$(head -20 "$work/diff")"
  after_run "killed before file operation $n, then run again"
  n=$((n + 1))
done
kills=$((n - 1))
((kills >= 10)) || fail "only $kills file operations: the shim does not see the command's writes"
echo "ok: $case: killed before each of its $kills file operations, then run again: the tree is byte-identical to a clean run ($refused kill points where status refused a half-finished write$([[ $case != send && $case != judge ]] || echo "; $twice where a message handed over was handed over again"))"
