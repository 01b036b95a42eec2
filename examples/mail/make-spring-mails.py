#!/usr/bin/python3
"""Writes examples/mail/001-spring-319.mbox: the example game's spring -319 orders
(examples/game-319/orders/001-spring-319/) as the six players mailed them, for the demo
(scripts/demo-run.sh) and docs/mail.md. Invented mails; fixed dates and Message-IDs, so the
file is the same bytes every run. Run from anywhere: python3 examples/mail/make-spring-mails.py"""
import email.policy
import email.utils
import pathlib
from email.message import EmailMessage

root = pathlib.Path(__file__).resolve().parents[1]
orders = root / "game-319" / "orders" / "001-spring-319"
# (name, address, side, mail client, how the body is sent)
players = [
    ("Aurélie", "aurelie@example.org", "eumene", "Thunderbird", "plain"),
    ("Bastien", "bastien@example.org", "antigone", "Microsoft Outlook 16.0", "latin1"),
    ("Chloé", "chloe@example.org", "cassandre", "Apple Mail", "html"),
    ("David", "david@example.org", "ptolemee", "Roundcube Webmail", "plain"),
    ("Élodie", "elodie@example.org", "seleucos", "K-9 Mail", "reply"),
    ("Fabrice", "fabrice@example.org", "lysimaque", "mutt", "plain"),
]
gm_question = "Vos ordres pour le printemps -319, s'il vous plaît, avant dimanche soir."

out = []
for n, (name, addr, side, client, how) in enumerate(players):
    text = (orders / f"{side}.txt").read_text(encoding="utf-8")
    when = f"Sun, 29 Nov 2026 {9 + n:02d}:{7 * n:02d}:00 +0100"
    m = EmailMessage(policy=email.policy.SMTP.clone(linesep="\n"))
    m["Return-Path"] = f"<{addr}>"
    m["Received"] = (f"from mail.example.org (mail.example.org [192.0.2.{10 + n}]) by "
                     f"mx.arbitre.example (Postfix) with ESMTPS id 4Q{n}X; {when}")
    m["From"] = email.utils.formataddr((name, addr))
    m["To"] = "Arbitre <mj@arbitre.example>"
    m["Subject"] = "Ordres printemps -319" if how != "reply" else "Re: [Diadoques] printemps -319"
    m["Date"] = when
    m["Message-ID"] = f"<spring319.{side}@mail.example.org>"
    m["X-Mailer"] = client
    if how == "latin1":
        m.set_content(text, charset="iso-8859-1", cte="quoted-printable")
    elif how == "html":
        html = "".join(f"<div>{line or '<br>'}</div>\n" for line in text.splitlines())
        m.set_content(f"<html><body>{html}</body></html>", subtype="html", charset="utf-8")
    elif how == "reply":
        m.set_content(f"{text}\nLe 28/11/2026 à 20:00, Arbitre a écrit :\n> {gm_question}\n",
                      charset="utf-8", cte="8bit")
    else:
        m.set_content(text, charset="utf-8", cte="8bit")
    out.append(f"From {addr} Sun Nov 29 {8 + n:02d}:{7 * n:02d}:00 2026\n" +
               m.as_string().replace("\nFrom ", "\n>From ") + "\n")
(root / "mail" / "001-spring-319.mbox").write_text("".join(out), encoding="utf-8")
