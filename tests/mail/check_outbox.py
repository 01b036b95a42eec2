#!/usr/bin/python3
"""Checks the mails `diadoques mail` and `diadoques remind` wrote to a game's outbox, reading
them with python's email package (another MIME implementation than the program's GMime):
  check_outbox.py results <game> <season> [<side>=<public results file in his language>]
  check_outbox.py reminders <game> <season>
Exits 1 with the reason on the first problem."""
import email
import email.policy
import pathlib
import re
import struct
import sys

kind, game, season = sys.argv[1], pathlib.Path(sys.argv[2]), sys.argv[3]
# A player who reads another language than the game's: the public results he must be sent.
own_public = {a.split("=", 1)[0]: pathlib.Path(a.split("=", 1)[1]).read_text(encoding="utf-8")
              for a in sys.argv[4:]}


def fail(why):
    print("FAIL:", why, file=sys.stderr)
    sys.exit(1)


def players():
    """(name, email, side) of game.yaml, read line by line (no YAML module in Debian's base)."""
    text = (game / "game.yaml").read_text(encoding="utf-8")
    out, cur = [], {}
    for line in text.splitlines():
        m = re.match(r"\s*-?\s*(name|email|side):\s*(.*)$", line)
        if not m:
            continue
        if m.group(1) == "name" and line.lstrip().startswith("-"):
            cur = {}
            out.append(cur)
        cur[m.group(1)] = m.group(2).strip().strip('"')
    return [p for p in out if "side" in p]


def read(path):
    msg = email.message_from_bytes(path.read_bytes(), policy=email.policy.default)
    for h in ("From", "To", "Subject", "Date", "Message-ID"):
        if not msg[h]:
            fail(f"{path.name}: no {h} header")
    raw_head = path.read_bytes().split(b"\n\n", 1)[0]
    if any(b > 127 for b in raw_head):
        fail(f"{path.name}: a header is not 7-bit (encoded words expected)")
    return msg


outbox = game / "mail" / "outbox"
if kind == "results":
    results = game / "seasons" / season / "results"
    public = (results / "public.txt").read_text(encoding="utf-8")
    notes = {p["side"]: (results / "private" / f"{p['side']}.txt").read_text(encoding="utf-8")
             for p in players()}
    svg = (results / "map.svg").read_bytes()
    pngs = {}
    for p in players():
        path = outbox / f"{season}-results-{p['side']}.eml"
        if not path.exists():
            fail(f"no results mail for {p['side']}")
        msg = read(path)
        if msg["To"].addresses[0].addr_spec != p["email"]:
            fail(f"{path.name} is addressed to {msg['To']}, not {p['email']}")
        if p["side"] not in own_public and not re.search(r"\] .* -?\d+ : résultats$",
                                                         str(msg["Subject"])):
            fail(f"{path.name}: subject {msg['Subject']!r}")
        body = msg.get_body(("plain",)).get_content()
        expected_public = own_public.get(p["side"], public)
        if expected_public.strip() not in body:
            fail(f"{path.name}: the public results (in the player's language) are not in the body")
        if p["side"] in own_public and "résultats" in str(msg["Subject"]):
            fail(f"{path.name}: the subject is not in the player's language: {msg['Subject']}")
        if notes[p["side"]].strip() not in body:
            fail(f"{path.name}: {p['side']}'s private note is not in the body")
        # His order sheet for the next season (issue 31), in his language, after his note.
        sheet = "Order sheet of " if p["side"] in own_public else "Feuille d'ordres "
        if sheet not in body or body.index(sheet) < body.index(notes[p["side"]].strip()):
            fail(f"{path.name}: no order sheet after the private note")
        if "entretien des unités au prochain hiver" not in body and "upkeep of the units" not in body:
            fail(f"{path.name}: the order sheet lacks the treasury and upkeep line")
        for other, note in notes.items():
            if other == p["side"]:
                continue
            private = [l for l in note.splitlines()
                       if l.strip() and l not in public and l not in expected_public
                       and l not in notes[p["side"]]]
            leaked = [l for l in private if l in body]
            if leaked:
                fail(f"{path.name}: {other}'s private note leaks: {leaked[0]!r}")
        attachments = list(msg.iter_attachments())
        names = [a.get_filename() for a in attachments]
        # The SVG as drawn, the whole board as PNG and his part of it enlarged (issue 31).
        if names != ["map.svg", "map.png", f"map-{p['side']}.png"]:
            fail(f"{path.name}: attachments {names}, expected map.svg, map.png, map-{p['side']}.png")
        if attachments[0].get_content() not in (svg, svg.decode("utf-8")):
            fail(f"{path.name}: the attached map differs from results/map.svg")
        for a in attachments[1:]:
            png = a.get_content()
            if a.get_content_type() != "image/png" or png[:8] != b"\x89PNG\r\n\x1a\n":
                fail(f"{path.name}: {a.get_filename()} is not a PNG")
            width, height = struct.unpack(">II", png[16:24])
            if not (600 <= width <= 2000 and 300 <= height <= 2400):
                fail(f"{path.name}: {a.get_filename()} is {width}x{height}")
            pngs.setdefault(a.get_filename(), png)
    # Each side's part differs from the others' (it is his, not one crop for all).
    crops = [png for name, png in pngs.items() if name != "map.png"]
    if len(set(crops)) != len(crops):
        fail("two sides were sent the same cropped board")
elif kind == "reminders":
    filed = {f.stem for f in (game / "seasons" / season / "orders").glob("*.txt")}
    for p in players():
        path = outbox / f"{season}-reminder-{p['side']}.eml"
        if (p["side"] in filed) == path.exists():
            fail(f"{p['side']}: a reminder {'sent' if path.exists() else 'missing'}")
        if not path.exists():
            continue
        body = read(path).get_body(("plain",)).get_content()
        for want in ("pas encore arrivés", "2026-12-01 20:00 UTC", "dans 1 jour, 1 heure et 30 minutes"):
            if want not in body:
                fail(f"{path.name}: the body lacks {want!r}:\n{body}")
else:
    fail(f"unknown kind {kind}")
