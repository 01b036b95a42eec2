#!/usr/bin/env python3
"""Checks what `diadoques inbox` made of the corpus, against the descriptions of mails.py:

    check_inbox.py <corpus-out> <game> <mode> <diadoques> <inbox-stdout>
        mode: eml (the .eml files read one per run, in the order of their numbers), mbox or
        maildir (all at once), password (the Maildir at once, Aurélie having a password)
    check_inbox.py --all-already-read <inbox-stdout>
        every mail of the corpus was reported already-read, and nothing else happened

It reads the game's mail/inbox.yaml (a YAML list of flat `key: value` entries) with a small
line reader, since python3-yaml is not among the project's dependencies, and checks each
mail's verdict and side, the mails kept in mail/received/, the acknowledgements in
mail/outbox/ and the filed orders files. Exits 1 listing every difference.
"""
import email
import email.policy
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

# The descriptions are imported from this folder; no __pycache__ is left in the sources.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build_corpus import key, normalised_lines, sender_side, utc  # noqa: E402
from mails import MAILS, SEASON, SIDES  # noqa: E402

NO_SIDE = ("unknown-sender",)  # verdicts whose entry names no side
UNCHECKED_SIDE = ("unreadable", "already-read")  # a side may or may not be given


def scalar(text):
    """A YAML scalar as written in inbox.yaml: plain, "double-quoted" or 'single-quoted'."""
    text = text.strip()
    if text in ("", "~", "null"):
        return ""
    if text.startswith('"'):
        return json.loads(text)
    if text.startswith("'"):
        return text[1:-1].replace("''", "'")
    return text


def read_inbox_yaml(path):
    entries = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            start = re.match(r"^\s*-\s+([\w-]+):(.*)$", line)
            more = re.match(r"^\s+([\w-]+):(.*)$", line)
            if start:
                entries.append({start.group(1): scalar(start.group(2))})
            elif more and entries:
                entries[-1][more.group(1)] = scalar(more.group(2))
    return entries


def canonical_orders(binary, game, side, lines):
    """The orders of `lines` as `diadoques check` writes them (`  line N: <order>`): the
    notation the acknowledgement gives them in."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    try:
        out = subprocess.run(
            [binary, "check", "--game", game, "--lang", "en", "--player", side, f.name],
            capture_output=True, text=True).stdout
    finally:
        os.unlink(f.name)
    return sorted({m.group(1) for m in re.finditer(r"^  line \d+: (.*?)(?:  -> .*)?$", out, re.M)})


def expected_verdict(mail, mode):
    e = mail.expect
    if mode == "eml" and e.one_by_one:
        return e.one_by_one
    if mode == "password" and e.password:
        return e.password
    return e.verdict


def mail_text(data):
    message = email.message_from_bytes(data, policy=email.policy.default)
    body = message.get_body(preferencelist=("plain",))
    return message, (body.get_content() if body is not None else "")


def check(out, game, mode, binary, stdout_path):
    problems = []
    bad = problems.append
    raw = {}
    for mail in MAILS:
        with open(os.path.join(out, "eml", "%02d-%s.eml" % (mail.nn, mail.name)), "rb") as f:
            raw[mail.nn] = f.read()
    entries = read_inbox_yaml(os.path.join(game, "mail", "inbox.yaml"))
    with open(stdout_path, encoding="utf-8", errors="replace") as f:
        stdout = f.read()

    # Mails sharing a key (the same Message-ID twice) are matched to the entries of that key
    # in the order they reached the server, which is also the order of their numbers.
    by_key = {}
    for mail in sorted(MAILS, key=lambda m: utc(m.received)):
        keys = {key(mail, raw[mail.nn])}
        if not mail.message_id:
            # An mbox reader may keep the line end before the next "From " line.
            keys.add("sha256:" + hashlib.sha256(raw[mail.nn] + b"\n").hexdigest())
        by_key.setdefault(frozenset(keys), []).append(mail)

    matched = {}  # nn -> entry
    used = set()
    already_read_expected = 0
    for keys, mails in by_key.items():
        found = [e for e in entries if e.get("key", "") in keys and
                 e.get("verdict") != "already-read"]
        readers = [m for m in mails if expected_verdict(m, mode) != "already-read"]
        already_read_expected += len(mails) - len(readers)
        if len(found) != len(readers):
            bad("key %s: %d entries in inbox.yaml, expected %d (mails %s)" % (
                sorted(keys)[0], len(found), len(readers),
                ", ".join("%02d" % m.nn for m in readers)))
        for mail, entry in zip(readers, found):
            matched[mail.nn] = entry
            used.add(id(entry))
    for entry in entries:
        if id(entry) not in used and entry.get("verdict") != "already-read":
            bad("an entry that is no mail of the corpus: %r" % entry)

    reported = [line for line in stdout.splitlines()
                if "@" in line and re.search(r":\s*already-read\b", line)]
    if len(reported) < already_read_expected:
        bad("inbox reported %d mail(s) already-read, expected %d"
            % (len(reported), already_read_expected))

    outbox = os.path.join(game, "mail", "outbox")
    outbox_files = sorted(os.listdir(outbox)) if os.path.isdir(outbox) else []
    for mail in MAILS:
        where = "%02d-%s" % (mail.nn, mail.name)
        entry = matched.get(mail.nn)
        if entry is None:
            continue
        verdict = expected_verdict(mail, mode)
        if entry.get("verdict") != verdict:
            bad("%s: verdict %r, expected %r (%s)" % (where, entry.get("verdict"), verdict,
                                                     mail.what))
        if mail.expect.reason and mail.expect.reason not in entry.get("reason", ""):
            bad("%s: reason %r, expected it to say %r" % (where, entry.get("reason", ""),
                                                         mail.expect.reason))
        side = sender_side(mail)
        if verdict in NO_SIDE and entry.get("side", ""):
            bad("%s: side %r for a stranger" % (where, entry.get("side")))
        elif verdict not in NO_SIDE + UNCHECKED_SIDE and entry.get("side", "") != side:
            bad("%s: side %r, expected %r" % (where, entry.get("side", ""), side))
        if verdict in ("accepted", "superseded") and entry.get("season", "") != SEASON:
            bad("%s: season %r, expected %s" % (where, entry.get("season", ""), SEASON))
        try:
            number = int(entry.get("number", ""))
        except ValueError:
            bad("%s: number %r" % (where, entry.get("number")))
            continue
        kept = os.path.join(game, "mail", "received", "%04d.eml" % number)
        if not os.path.isfile(kept):
            bad("%s: not kept as %s" % (where, kept))
        else:
            with open(kept, "rb") as f:
                if f.read().rstrip(b"\n") != raw[mail.nn].rstrip(b"\n"):
                    bad("%s: %s is not the mail as received" % (where, kept))
        answers = [f for f in outbox_files if f.startswith("%04d-" % number)]
        if verdict == "unknown-sender" and answers:
            bad("%s: a stranger was answered: %s" % (where, ", ".join(answers)))
        if verdict in ("no-orders", "superseded", "late", "other-season", "wrong-side",
                       "bad-password") and not answers:
            bad("%s: a player's mail (%s) got no answer" % (where, verdict))
        if verdict == "accepted":
            ack = os.path.join(outbox, "%04d-ack-%s.eml" % (number, side))
            if not os.path.isfile(ack):
                bad("%s: no acknowledgement %s" % (where, ack))
                continue
            with open(ack, "rb") as f:
                message, text = mail_text(f.read())
            if mail.message_id and (message["In-Reply-To"] or "").strip() != "<%s>" % (
                    mail.message_id):
                bad("%s: the acknowledgement's In-Reply-To is %r" % (where,
                                                                    message["In-Reply-To"]))
            recipients = [a.addr_spec.lower() for a in message["To"].addresses] \
                if message["To"] else []
            if mail.sender[1].lower() not in recipients:
                bad("%s: the acknowledgement goes to %r" % (where, recipients))
            for order in canonical_orders(binary, game, side, mail.expect.must):
                if order not in text:
                    bad("%s: the acknowledgement does not name the order %r" % (where, order))

    orders_dir = os.path.join(game, "seasons", SEASON, "orders")
    filed = {}
    for side in SIDES.values():
        path = os.path.join(orders_dir, side + ".txt")
        if not os.path.isfile(path):
            bad("no orders filed for %s" % side)
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            filed[side] = normalised_lines(f.read())
    for mail in MAILS:
        where = "%02d-%s" % (mail.nn, mail.name)
        side = sender_side(mail)
        if mail.expect.standing:
            for line in mail.expect.must:
                if line not in filed.get(side, {line}):
                    bad("%s: %s.txt lacks %r" % (where, side, line))
        for line in mail.expect.must_not:
            for other, lines in filed.items():
                if line in lines:
                    bad("%s: %s.txt holds %r" % (where, other, line))
        if mode == "password":
            for line in mail.expect.password_must_not:
                if line in filed.get(side, set()):
                    bad("%s: %s.txt holds the password line %r" % (where, side, line))
    return problems


def check_all_already_read(stdout_path):
    with open(stdout_path, encoding="utf-8", errors="replace") as f:
        lines = [line for line in f.read().splitlines() if "@" in line]
    again = [line for line in lines if re.search(r":\s*already-read\b", line)]
    problems = []
    if len(again) != len(MAILS):
        problems.append("%d of %d mails reported already-read the second time"
                        % (len(again), len(MAILS)))
    problems += ["not already-read the second time: " + line
                 for line in lines if line not in again]
    return problems


def main(argv):
    if len(argv) == 3 and argv[1] == "--all-already-read":
        problems = check_all_already_read(argv[2])
    elif len(argv) == 6 and argv[3] in ("eml", "mbox", "maildir", "password"):
        problems = check(*argv[1:])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    for problem in problems:
        print("FAIL: " + problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
