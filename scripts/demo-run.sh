#!/usr/bin/env bash
# The demo itself, once built: $1 is the diadoques binary.
# Plays the example six-player game (examples/game-319): spring, summer and autumn -319, from
# the players' orders as they sent them to the public results the GM sends back.
set -euo pipefail
bin=$1
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"

echo "== The example game: examples/game-319 (six players, seed 319), played in $work"
"$bin" status examples/game-319
echo
"$root/tests/e2e/play-example.sh" "$bin" "$work/play" --print

# Play by email (docs/mail.md): the same spring, from the players' mails to the results mailed back.
mail=$work/mail-game
cp -r examples/game-319 "$mail"
rm -rf "$mail/orders"
printf 'mail:\n  from: "Arbitre <mj@arbitre.example>"\n  send: "cat >> %s"\n' "$work/sent.mbox" >> "$mail/game.yaml"
echo "== diadoques remind (before any mail: every side is reminded)"
"$bin" remind "$mail"
rm -f "$mail"/mail/outbox/*
echo
echo "== diadoques inbox: the six spring -319 mails (examples/mail/001-spring-319.mbox)"
"$bin" inbox "$mail" examples/mail/001-spring-319.mbox
echo
echo "== The acknowledgement Bastien receives (mail/outbox/0002-ack-antigone.eml, decoded)"
python3 - "$mail/mail/outbox/0002-ack-antigone.eml" <<'PY'
import email, email.policy, sys
m = email.message_from_bytes(open(sys.argv[1], "rb").read(), policy=email.policy.default)
for h in ("From", "To", "Subject", "In-Reply-To"):
    print(f"{h}: {m[h]}")
print()
print(m.get_body(("plain",)).get_content())
PY
echo "== diadoques adjudicate, then diadoques mail --send (to $work/sent.mbox here; sendmail -t by default)"
"$bin" adjudicate "$mail" | tail -n 1
"$bin" mail "$mail" --send
python3 - "$mail/mail/sent/001-spring-319-results-antigone.eml" <<'PY'
import email, email.policy, sys
m = email.message_from_bytes(open(sys.argv[1], "rb").read(), policy=email.policy.default)
print(f"To: {m['To']}\nSubject: {m['Subject']}")
print("Attached:", ", ".join(a.get_filename() for a in m.iter_attachments()))
print("\n".join(m.get_body(("plain",)).get_content().splitlines()[:12]))
print("[...]")
PY
echo

echo "== diadoques datc (the DATC, standard Diplomacy test cases, godip edition; summary)"
"$bin" datc tests/data/datc/godip/datc_v2.4_06.txt --map maps/classical.yaml | tail -n 3
